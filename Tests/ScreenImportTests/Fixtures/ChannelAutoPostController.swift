// A fixture in the hand-written ItemListUI style, written for screenc's importer tests (not Telegram's code): a
// channel's automatic reposting from a source channel, titled by its mode, with texts over optionals, texts computed
// by the file's functions, a switch locked until the user has Premium, and pushes passing more than the context.
import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import AccountContext

private final class ChannelAutoPostControllerArguments {
    let context: AccountContext
    let updateState: ((ChannelAutoPostControllerState) -> ChannelAutoPostControllerState) -> Void
    let openSource: () -> Void
    let openSchedule: () -> Void
    let showPremiumAlert: () -> Void

    init(context: AccountContext, updateState: @escaping ((ChannelAutoPostControllerState) -> ChannelAutoPostControllerState) -> Void, openSource: @escaping () -> Void, openSchedule: @escaping () -> Void, showPremiumAlert: @escaping () -> Void) {
        self.context = context
        self.updateState = updateState
        self.openSource = openSource
        self.openSchedule = openSchedule
        self.showPremiumAlert = showPremiumAlert
    }
}

private enum ChannelAutoPostSection: Int32 {
    case source
    case options
}

private enum ChannelAutoPostInterval: Equatable {
    case hourly
    case daily
    case weekly
}

private enum ChannelAutoPostEntry: ItemListNodeEntry {
    case source(PresentationTheme, String, String)
    case schedule(PresentationTheme, String, ChannelAutoPostInterval)
    case delay(PresentationTheme, String, Int)
    case silent(PresentationTheme, String, Bool, Bool)
    case pinPosts(PresentationTheme, String, Bool, Bool)
    case notifyAdmins(PresentationTheme, String, Bool, Bool)
    case signature(PresentationTheme, String)
    case info(PresentationTheme, String)

    var section: ItemListSectionId {
        switch self {
            case .source:
                return ChannelAutoPostSection.source.rawValue
            case .schedule, .delay, .silent, .pinPosts, .notifyAdmins, .signature, .info:
                return ChannelAutoPostSection.options.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
            case .source:
                return 0
            case .schedule:
                return 1
            case .delay:
                return 2
            case .silent:
                return 3
            case .pinPosts:
                return 4
            case .notifyAdmins:
                return 5
            case .signature:
                return 6
            case .info:
                return 7
        }
    }

    static func ==(lhs: ChannelAutoPostEntry, rhs: ChannelAutoPostEntry) -> Bool {
        switch lhs {
            case let .source(lhsTheme, lhsTitle, lhsLabel):
                if case let .source(rhsTheme, rhsTitle, rhsLabel) = rhs, lhsTheme === rhsTheme, lhsTitle == rhsTitle, lhsLabel == rhsLabel {
                    return true
                } else {
                    return false
                }
            case let .schedule(lhsTheme, lhsTitle, lhsInterval):
                if case let .schedule(rhsTheme, rhsTitle, rhsInterval) = rhs, lhsTheme === rhsTheme, lhsTitle == rhsTitle, lhsInterval == rhsInterval {
                    return true
                } else {
                    return false
                }
            case let .delay(lhsTheme, lhsTitle, lhsMinutes):
                if case let .delay(rhsTheme, rhsTitle, rhsMinutes) = rhs, lhsTheme === rhsTheme, lhsTitle == rhsTitle, lhsMinutes == rhsMinutes {
                    return true
                } else {
                    return false
                }
            case let .silent(lhsTheme, lhsTitle, lhsValue, lhsLocked):
                if case let .silent(rhsTheme, rhsTitle, rhsValue, rhsLocked) = rhs, lhsTheme === rhsTheme, lhsTitle == rhsTitle, lhsValue == rhsValue, lhsLocked == rhsLocked {
                    return true
                } else {
                    return false
                }
            case let .pinPosts(lhsTheme, lhsTitle, lhsValue, lhsIsPremium):
                if case let .pinPosts(rhsTheme, rhsTitle, rhsValue, rhsIsPremium) = rhs, lhsTheme === rhsTheme, lhsTitle == rhsTitle, lhsValue == rhsValue, lhsIsPremium == rhsIsPremium {
                    return true
                } else {
                    return false
                }
            case let .notifyAdmins(lhsTheme, lhsTitle, lhsValue, lhsEnabled):
                if case let .notifyAdmins(rhsTheme, rhsTitle, rhsValue, rhsEnabled) = rhs, lhsTheme === rhsTheme, lhsTitle == rhsTitle, lhsValue == rhsValue, lhsEnabled == rhsEnabled {
                    return true
                } else {
                    return false
                }
            case let .signature(lhsTheme, lhsText):
                if case let .signature(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .info(lhsTheme, lhsText):
                if case let .info(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
        }
    }

    static func <(lhs: ChannelAutoPostEntry, rhs: ChannelAutoPostEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! ChannelAutoPostControllerArguments
        switch self {
            case let .source(_, title, label):
                return ItemListDisclosureItem(presentationData: presentationData, title: title, label: label, sectionId: self.section, style: .blocks, action: {
                    arguments.openSource()
                })
            case let .schedule(_, title, interval):
                return ItemListDisclosureItem(presentationData: presentationData, title: title, label: autoPostIntervalString(strings: presentationData.strings, interval: interval), sectionId: self.section, style: .blocks, action: {
                    arguments.openSchedule()
                })
            case let .delay(_, title, minutes):
                return ItemListDisclosureItem(presentationData: presentationData, title: title, label: autoPostDelayString(strings: presentationData.strings, minutes: minutes), sectionId: self.section, style: .blocks, action: {
                    arguments.openSchedule()
                })
            case let .silent(_, title, value, locked):
                return ItemListSwitchItem(presentationData: presentationData, title: title, value: value, enableInteractiveChanges: !locked, displayLocked: locked, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.updateState { $0.withUpdatedSilent(value) }
                }, activatedWhileDisabled: {
                    arguments.showPremiumAlert()
                })
            case let .pinPosts(_, title, value, isPremium):
                return ItemListSwitchItem(presentationData: presentationData, title: title, value: value, sectionId: self.section, style: .blocks, updated: { value in
                    if isPremium {
                        arguments.updateState { $0.withUpdatedPinPosts(value) }
                    } else {
                        arguments.showPremiumAlert()
                    }
                })
            case let .notifyAdmins(_, title, value, enabled):
                return ItemListSwitchItem(presentationData: presentationData, title: title, value: value, enableInteractiveChanges: enabled, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.updateState { current in
                        return current.withUpdatedNotifyAdmins(value)
                    }
                })
            case let .signature(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .plain(text), sectionId: self.section)
            case let .info(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .plain(text), sectionId: self.section)
        }
    }
}

private struct ChannelAutoPostControllerState: Equatable {
    let interval: ChannelAutoPostInterval
    let silent: Bool
    let signature: String?
    let pinPosts: Bool
    let notifyAdmins: Bool
    let delayMinutes: Int

    init(interval: ChannelAutoPostInterval = .daily, silent: Bool = false, signature: String? = nil, pinPosts: Bool = false, notifyAdmins: Bool = true, delayMinutes: Int = 0) {
        self.interval = interval
        self.silent = silent
        self.signature = signature
        self.pinPosts = pinPosts
        self.notifyAdmins = notifyAdmins
        self.delayMinutes = delayMinutes
    }

    static func ==(lhs: ChannelAutoPostControllerState, rhs: ChannelAutoPostControllerState) -> Bool {
        if lhs.interval != rhs.interval {
            return false
        }
        if lhs.silent != rhs.silent {
            return false
        }
        if lhs.signature != rhs.signature {
            return false
        }
        if lhs.pinPosts != rhs.pinPosts {
            return false
        }
        if lhs.notifyAdmins != rhs.notifyAdmins {
            return false
        }
        if lhs.delayMinutes != rhs.delayMinutes {
            return false
        }
        return true
    }

    func withUpdatedSilent(_ silent: Bool) -> ChannelAutoPostControllerState {
        return ChannelAutoPostControllerState(interval: self.interval, silent: silent, signature: self.signature, pinPosts: self.pinPosts, notifyAdmins: self.notifyAdmins, delayMinutes: self.delayMinutes)
    }

    func withUpdatedPinPosts(_ pinPosts: Bool) -> ChannelAutoPostControllerState {
        return ChannelAutoPostControllerState(interval: self.interval, silent: self.silent, signature: self.signature, pinPosts: pinPosts, notifyAdmins: self.notifyAdmins, delayMinutes: self.delayMinutes)
    }

    func withUpdatedNotifyAdmins(_ notifyAdmins: Bool) -> ChannelAutoPostControllerState {
        return ChannelAutoPostControllerState(interval: self.interval, silent: self.silent, signature: self.signature, pinPosts: self.pinPosts, notifyAdmins: notifyAdmins, delayMinutes: self.delayMinutes)
    }
}

private func autoPostIntervalString(strings: PresentationStrings, interval: ChannelAutoPostInterval) -> String {
    switch interval {
        case .hourly:
            return strings.ChannelAutoPost_Hourly
        case .daily:
            return strings.ChannelAutoPost_Daily
        case .weekly:
            return strings.ChannelAutoPost_Weekly
    }
}

private func autoPostDelayString(strings: PresentationStrings, minutes: Int) -> String {
    if minutes == 0 {
        return strings.ChannelAutoPost_NoDelay
    }
    let hours = minutes / 60
    if hours == 0 {
        return strings.ChannelAutoPost_Minutes(Int32(minutes))
    }
    return strings.ChannelAutoPost_Hours(Int32(hours))
}

private func channelAutoPostControllerEntries(presentationData: PresentationData, state: ChannelAutoPostControllerState, channelName: String, sourceName: String?, isPremium: Bool) -> [ChannelAutoPostEntry] {
    var entries: [ChannelAutoPostEntry] = []

    let sourceText: String
    if let sourceName = sourceName {
        sourceText = sourceName
    } else {
        sourceText = presentationData.strings.ChannelAutoPost_NoSource
    }
    entries.append(.source(presentationData.theme, presentationData.strings.ChannelAutoPost_Source, sourceText))
    entries.append(.schedule(presentationData.theme, presentationData.strings.ChannelAutoPost_Schedule, state.interval))
    entries.append(.delay(presentationData.theme, presentationData.strings.ChannelAutoPost_Delay, state.delayMinutes))
    entries.append(.silent(presentationData.theme, presentationData.strings.ChannelAutoPost_Silent, state.silent, !isPremium))
    entries.append(.pinPosts(presentationData.theme, presentationData.strings.ChannelAutoPost_PinPosts, state.pinPosts, isPremium))
    entries.append(.notifyAdmins(presentationData.theme, presentationData.strings.ChannelAutoPost_NotifyAdmins, state.notifyAdmins, !state.silent))
    entries.append(.signature(presentationData.theme, state.signature ?? presentationData.strings.ChannelAutoPost_NoSignature))
    entries.append(.info(presentationData.theme, presentationData.strings.ChannelAutoPost_Info(channelName).string))

    return entries
}

public func channelAutoPostController(context: AccountContext, channelName: String, sourceName: Signal<String?, NoError>, isPremium: Signal<Bool, NoError>) -> ViewController {
    let statePromise = ValuePromise(ChannelAutoPostControllerState(), ignoreRepeated: true)
    let stateValue = Atomic(value: ChannelAutoPostControllerState())
    let updateState: ((ChannelAutoPostControllerState) -> ChannelAutoPostControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    var pushControllerImpl: ((ViewController) -> Void)?

    let arguments = ChannelAutoPostControllerArguments(context: context, updateState: updateState, openSource: {
        pushControllerImpl?(channelAutoPostSourceController(context: context, editing: true, channelName: channelName))
    }, openSchedule: {
    }, showPremiumAlert: {
    })

    let signal = combineLatest(context.sharedContext.presentationData, statePromise.get(), sourceName, isPremium)
    |> deliverOnMainQueue
    |> map { presentationData, state, sourceName, isPremium -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let title: String
        switch state.interval {
            case .hourly:
                title = presentationData.strings.ChannelAutoPost_HourlyTitle
            case .daily, .weekly:
                title = presentationData.strings.ChannelAutoPost_Title
        }
        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(title), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back))
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: channelAutoPostControllerEntries(presentationData: presentationData, state: state, channelName: channelName, sourceName: sourceName, isPremium: isPremium), style: .blocks, animateChanges: false)

        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    pushControllerImpl = { [weak controller] c in
        (controller?.navigationController as? NavigationController)?.pushViewController(c)
    }
    return controller
}
