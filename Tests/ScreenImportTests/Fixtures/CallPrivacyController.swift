// A fixture in the hand-written ItemListUI style, written for screenc's importer tests (not Telegram's code).
import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramCore
import TelegramUIPreferences
import TelegramPresentationData
import ItemListUI
import AccountContext

private final class CallPrivacyControllerArguments {
    let openWhoCanCall: () -> Void
    let openPeerToPeer: () -> Void

    init(openWhoCanCall: @escaping () -> Void, openPeerToPeer: @escaping () -> Void) {
        self.openWhoCanCall = openWhoCanCall
        self.openPeerToPeer = openPeerToPeer
    }
}

private enum CallPrivacySection: Int32 {
    case calls
    case peerToPeer
    case exceptions
}

private enum CallPrivacyEntry: ItemListNodeEntry {
    case loading(PresentationTheme, String)
    case whoCanCall(PresentationTheme, String, String)
    case peerToPeer(PresentationTheme, String)
    case peerToPeerInfo(PresentationTheme, String)
    case exception(Int32, PresentationTheme, String)

    var section: ItemListSectionId {
        switch self {
            case .loading, .whoCanCall:
                return CallPrivacySection.calls.rawValue
            case .peerToPeer, .peerToPeerInfo:
                return CallPrivacySection.peerToPeer.rawValue
            case .exception:
                return CallPrivacySection.exceptions.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
            case .loading:
                return 0
            case .whoCanCall:
                return 1
            case .peerToPeer:
                return 2
            case .peerToPeerInfo:
                return 3
            case let .exception(index, _, _):
                return 100 + index
        }
    }

    static func ==(lhs: CallPrivacyEntry, rhs: CallPrivacyEntry) -> Bool {
        switch lhs {
            case let .loading(lhsTheme, lhsText):
                if case let .loading(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .whoCanCall(lhsTheme, lhsText, lhsValue):
                if case let .whoCanCall(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .peerToPeer(lhsTheme, lhsText):
                if case let .peerToPeer(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .peerToPeerInfo(lhsTheme, lhsText):
                if case let .peerToPeerInfo(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .exception(lhsIndex, lhsTheme, lhsText):
                if case let .exception(rhsIndex, rhsTheme, rhsText) = rhs, lhsIndex == rhsIndex, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
        }
    }

    static func <(lhs: CallPrivacyEntry, rhs: CallPrivacyEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! CallPrivacyControllerArguments
        switch self {
            case let .loading(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .plain(text), sectionId: self.section)
            case let .whoCanCall(_, text, value):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: value, sectionId: self.section, style: .blocks, action: {
                    arguments.openWhoCanCall()
                })
            case let .peerToPeer(_, text):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: "", sectionId: self.section, style: .blocks, action: {
                    arguments.openPeerToPeer()
                })
            case let .peerToPeerInfo(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .plain(text), sectionId: self.section)
            case let .exception(_, _, text):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: "", sectionId: self.section, style: .blocks, action: nil)
        }
    }
}

extension SelectivePrivacySettings {
    var isDisableEveryone: Bool {
        if case .disableEveryone = self {
            return true
        } else {
            return false
        }
    }
}

// A peer whose calls follow their own rule: the app's settings for it, nil while it follows the account's.
private struct CallPrivacyException: Equatable {
    let id: Int
    let title: String
    let settings: SelectivePrivacySettings?
}

private func whoCanCallText(strings: PresentationStrings, settings: SelectivePrivacySettings?) -> String {
    guard let settings = settings else {
        return strings.Channel_NotificationLoading
    }
    switch settings {
        case .enableEveryone:
            return strings.PrivacySettings_LastSeenEverybody
        case .enableContacts:
            return strings.PrivacySettings_LastSeenContacts
        case .disableEveryone:
            return strings.PrivacySettings_LastSeenNobody
    }
}

// The account's settings arrive from the server: nil until they have.
private func callPrivacyControllerEntries(presentationData: PresentationData, privacySettings: AccountPrivacySettings?, exceptions: [CallPrivacyException]) -> [CallPrivacyEntry] {
    var entries: [CallPrivacyEntry] = []

    if privacySettings == nil {
        entries.append(.loading(presentationData.theme, presentationData.strings.Channel_NotificationLoading))
    }
    entries.append(.whoCanCall(presentationData.theme, presentationData.strings.Privacy_Calls, whoCanCallText(strings: presentationData.strings, settings: privacySettings?.voiceCalls)))
    if privacySettings?.callsAllowed == true {
        entries.append(.peerToPeer(presentationData.theme, presentationData.strings.Privacy_Calls_P2P))
        if privacySettings?.peerToPeer.isRestricted == true || privacySettings?.voiceCalls.isDisableEveryone == true {
            entries.append(.peerToPeerInfo(presentationData.theme, presentationData.strings.Privacy_Calls_P2PHelp))
        }
    }

    var index: Int32 = 0
    for exception in exceptions {
        if exception.settings != nil {
            entries.append(.exception(index, presentationData.theme, exception.title))
        }
        index += 1
    }

    return entries
}

public func callPrivacyController(context: AccountContext) -> ViewController {
    var pushControllerImpl: ((ViewController) -> Void)?

    let arguments = CallPrivacyControllerArguments(openWhoCanCall: {
    }, openPeerToPeer: {
    })

    let privacySettingsPromise = Promise<AccountPrivacySettings?>(nil)
    privacySettingsPromise.set(context.engine.privacy.requestAccountPrivacySettings() |> map(Optional.init))

    let exceptionsPromise = Promise<[CallPrivacyException]>([])

    let signal = combineLatest(context.sharedContext.presentationData, privacySettingsPromise.get(), exceptionsPromise.get())
    |> deliverOnMainQueue
    |> map { presentationData, privacySettings, exceptions -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(presentationData.strings.Privacy_Calls), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back), animateChanges: false)
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: callPrivacyControllerEntries(presentationData: presentationData, privacySettings: privacySettings, exceptions: exceptions), style: .blocks, animateChanges: false)
        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    pushControllerImpl = { [weak controller] c in
        (controller?.navigationController as? NavigationController)?.pushViewController(c)
    }
    return controller
}
