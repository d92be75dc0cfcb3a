// A fixture in the hand-written ItemListUI style, written for screenc's importer tests (not Telegram's code): the
// screen ChannelAutoPostController pushes to pick where reposts come from, created with more than the context (the
// factory's own parameters, which choose its title and texts).
import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import AccountContext

private final class ChannelAutoPostSourceControllerArguments {
    let updateState: ((ChannelAutoPostSourceControllerState) -> ChannelAutoPostSourceControllerState) -> Void
    let clearSource: () -> Void

    init(updateState: @escaping ((ChannelAutoPostSourceControllerState) -> ChannelAutoPostSourceControllerState) -> Void, clearSource: @escaping () -> Void) {
        self.updateState = updateState
        self.clearSource = clearSource
    }
}

private enum ChannelAutoPostSourceSection: Int32 {
    case source
}

private enum ChannelAutoPostSourceEntry: ItemListNodeEntry {
    case current(PresentationTheme, String)
    case includeReplies(PresentationTheme, String, Bool)
    case clear(PresentationTheme, String)

    var section: ItemListSectionId {
        switch self {
            case .current, .includeReplies, .clear:
                return ChannelAutoPostSourceSection.source.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
            case .current:
                return 0
            case .includeReplies:
                return 1
            case .clear:
                return 2
        }
    }

    static func ==(lhs: ChannelAutoPostSourceEntry, rhs: ChannelAutoPostSourceEntry) -> Bool {
        switch lhs {
            case let .current(lhsTheme, lhsText):
                if case let .current(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .includeReplies(lhsTheme, lhsTitle, lhsValue):
                if case let .includeReplies(rhsTheme, rhsTitle, rhsValue) = rhs, lhsTheme === rhsTheme, lhsTitle == rhsTitle, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .clear(lhsTheme, lhsTitle):
                if case let .clear(rhsTheme, rhsTitle) = rhs, lhsTheme === rhsTheme, lhsTitle == rhsTitle {
                    return true
                } else {
                    return false
                }
        }
    }

    static func <(lhs: ChannelAutoPostSourceEntry, rhs: ChannelAutoPostSourceEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! ChannelAutoPostSourceControllerArguments
        switch self {
            case let .current(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .plain(text), sectionId: self.section)
            case let .includeReplies(_, title, value):
                return ItemListSwitchItem(presentationData: presentationData, title: title, value: value, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.updateState { state in
                        return state.withUpdatedIncludeReplies(value)
                    }
                })
            case let .clear(_, title):
                return ItemListActionItem(presentationData: presentationData, title: title, kind: .destructive, alignment: .natural, sectionId: self.section, style: .blocks, action: {
                    arguments.clearSource()
                })
        }
    }
}

private struct ChannelAutoPostSourceControllerState: Equatable {
    let includeReplies: Bool

    init(includeReplies: Bool = false) {
        self.includeReplies = includeReplies
    }

    static func ==(lhs: ChannelAutoPostSourceControllerState, rhs: ChannelAutoPostSourceControllerState) -> Bool {
        if lhs.includeReplies != rhs.includeReplies {
            return false
        }
        return true
    }

    func withUpdatedIncludeReplies(_ includeReplies: Bool) -> ChannelAutoPostSourceControllerState {
        return ChannelAutoPostSourceControllerState(includeReplies: includeReplies)
    }
}

private func channelAutoPostSourceControllerEntries(presentationData: PresentationData, state: ChannelAutoPostSourceControllerState, editing: Bool, channelName: String) -> [ChannelAutoPostSourceEntry] {
    var entries: [ChannelAutoPostSourceEntry] = []

    entries.append(.current(presentationData.theme, "Reposting from \(channelName)"))
    entries.append(.includeReplies(presentationData.theme, presentationData.strings.ChannelAutoPostSource_IncludeReplies, state.includeReplies))
    if editing {
        entries.append(.clear(presentationData.theme, presentationData.strings.ChannelAutoPostSource_Clear))
    }

    return entries
}

public func channelAutoPostSourceController(context: AccountContext, editing: Bool = false, channelName: String) -> ViewController {
    let statePromise = ValuePromise(ChannelAutoPostSourceControllerState(), ignoreRepeated: true)
    let stateValue = Atomic(value: ChannelAutoPostSourceControllerState())
    let updateState: ((ChannelAutoPostSourceControllerState) -> ChannelAutoPostSourceControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    let arguments = ChannelAutoPostSourceControllerArguments(updateState: updateState, clearSource: {
    })

    let signal = combineLatest(context.sharedContext.presentationData, statePromise.get())
    |> deliverOnMainQueue
    |> map { presentationData, state -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let title: ItemListControllerTitle
        if editing {
            title = .textWithSubtitle(presentationData.strings.ChannelAutoPostSource_EditTitle, channelName)
        } else {
            title = .text(presentationData.strings.ChannelAutoPostSource_Title)
        }
        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: title, leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back))
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: channelAutoPostSourceControllerEntries(presentationData: presentationData, state: state, editing: editing, channelName: channelName), style: .blocks, animateChanges: false)

        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    return controller
}
