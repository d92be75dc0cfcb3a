// A hand-written screen modelled on ProxyServerSettingsController (docs reference §5.3): legacy-style entries
// carrying PresentationTheme/strings with a hand-written `==` (themes by identity), a radio group of checkboxes,
// single-line inputs bound to state, Cancel/Done navigation buttons, and the designated
// `ItemListController(presentationData:updatedPresentationData:state:tabBarItem:)` initializer with
// late-bound `dismissImpl` / `presentControllerImpl`.
//
// Plain imports only (no `@_spi`): this compiles against the stubs' real-API surface.

import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import PresentationDataUtils
import AccountContext

private final class ProxyLikeControllerArguments {
    let updateState: ((ProxyLikeControllerState) -> ProxyLikeControllerState) -> Void
    let share: () -> Void

    init(updateState: @escaping ((ProxyLikeControllerState) -> ProxyLikeControllerState) -> Void, share: @escaping () -> Void) {
        self.updateState = updateState
        self.share = share
    }
}

private enum ProxyLikeSection: Int32 {
    case mode
    case connection
    case credentials
    case share
}

enum ProxyLikeMode: Equatable {
    case socks5
    case mtp
}

struct ProxyLikeControllerState: Equatable {
    var mode: ProxyLikeMode = .socks5
    var host: String = ""
    var port: String = ""
    var username: String = ""
    var password: String = ""
    var secret: String = ""

    var isComplete: Bool {
        if self.host.isEmpty || Int(self.port) == nil {
            return false
        }
        switch self.mode {
        case .socks5:
            return true
        case .mtp:
            return !self.secret.isEmpty
        }
    }
}

private enum ProxyLikeEntry: ItemListNodeEntry {
    case modeSocks5(PresentationTheme, String, Bool)
    case modeMtp(PresentationTheme, String, Bool)
    case connectionHeader(PresentationTheme, String)
    case connectionServer(PresentationTheme, PresentationStrings, String, String)
    case connectionPort(PresentationTheme, PresentationStrings, String, String)
    case credentialsHeader(PresentationTheme, String)
    case credentialsUsername(PresentationTheme, PresentationStrings, String, String)
    case credentialsPassword(PresentationTheme, PresentationStrings, String, String)
    case credentialsSecret(PresentationTheme, PresentationStrings, String, String)
    case share(PresentationTheme, String, Bool)

    var section: ItemListSectionId {
        switch self {
        case .modeSocks5, .modeMtp:
            return ProxyLikeSection.mode.rawValue
        case .connectionHeader, .connectionServer, .connectionPort:
            return ProxyLikeSection.connection.rawValue
        case .credentialsHeader, .credentialsUsername, .credentialsPassword, .credentialsSecret:
            return ProxyLikeSection.credentials.rawValue
        case .share:
            return ProxyLikeSection.share.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
        case .modeSocks5:
            return 2
        case .modeMtp:
            return 3
        case .connectionHeader:
            return 4
        case .connectionServer:
            return 5
        case .connectionPort:
            return 6
        case .credentialsHeader:
            return 7
        case .credentialsUsername:
            return 8
        case .credentialsPassword:
            return 9
        case .credentialsSecret:
            return 10
        case .share:
            return 12
        }
    }

    static func == (lhs: ProxyLikeEntry, rhs: ProxyLikeEntry) -> Bool {
        switch lhs {
        case let .modeSocks5(lhsTheme, lhsText, lhsValue):
            if case let .modeSocks5(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                return true
            } else {
                return false
            }
        case let .modeMtp(lhsTheme, lhsText, lhsValue):
            if case let .modeMtp(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                return true
            } else {
                return false
            }
        case let .connectionHeader(lhsTheme, lhsText):
            if case let .connectionHeader(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                return true
            } else {
                return false
            }
        case let .connectionServer(lhsTheme, lhsStrings, lhsPlaceholder, lhsText):
            if case let .connectionServer(rhsTheme, rhsStrings, rhsPlaceholder, rhsText) = rhs, lhsTheme === rhsTheme, lhsStrings === rhsStrings, lhsPlaceholder == rhsPlaceholder, lhsText == rhsText {
                return true
            } else {
                return false
            }
        case let .connectionPort(lhsTheme, lhsStrings, lhsPlaceholder, lhsText):
            if case let .connectionPort(rhsTheme, rhsStrings, rhsPlaceholder, rhsText) = rhs, lhsTheme === rhsTheme, lhsStrings === rhsStrings, lhsPlaceholder == rhsPlaceholder, lhsText == rhsText {
                return true
            } else {
                return false
            }
        case let .credentialsHeader(lhsTheme, lhsText):
            if case let .credentialsHeader(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                return true
            } else {
                return false
            }
        case let .credentialsUsername(lhsTheme, lhsStrings, lhsPlaceholder, lhsText):
            if case let .credentialsUsername(rhsTheme, rhsStrings, rhsPlaceholder, rhsText) = rhs, lhsTheme === rhsTheme, lhsStrings === rhsStrings, lhsPlaceholder == rhsPlaceholder, lhsText == rhsText {
                return true
            } else {
                return false
            }
        case let .credentialsPassword(lhsTheme, lhsStrings, lhsPlaceholder, lhsText):
            if case let .credentialsPassword(rhsTheme, rhsStrings, rhsPlaceholder, rhsText) = rhs, lhsTheme === rhsTheme, lhsStrings === rhsStrings, lhsPlaceholder == rhsPlaceholder, lhsText == rhsText {
                return true
            } else {
                return false
            }
        case let .credentialsSecret(lhsTheme, lhsStrings, lhsPlaceholder, lhsText):
            if case let .credentialsSecret(rhsTheme, rhsStrings, rhsPlaceholder, rhsText) = rhs, lhsTheme === rhsTheme, lhsStrings === rhsStrings, lhsPlaceholder == rhsPlaceholder, lhsText == rhsText {
                return true
            } else {
                return false
            }
        case let .share(lhsTheme, lhsText, lhsValue):
            if case let .share(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                return true
            } else {
                return false
            }
        }
    }

    static func < (lhs: ProxyLikeEntry, rhs: ProxyLikeEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! ProxyLikeControllerArguments
        switch self {
        case let .modeSocks5(_, text, value):
            return ItemListCheckboxItem(presentationData: presentationData, systemStyle: .glass, title: text, style: .left, checked: value, zeroSeparatorInsets: false, sectionId: self.section, action: {
                arguments.updateState { state in
                    var state = state
                    state.mode = .socks5
                    return state
                }
            })
        case let .modeMtp(_, text, value):
            return ItemListCheckboxItem(presentationData: presentationData, systemStyle: .glass, title: text, style: .left, checked: value, zeroSeparatorInsets: false, sectionId: self.section, action: {
                arguments.updateState { state in
                    var state = state
                    state.mode = .mtp
                    return state
                }
            })
        case let .connectionHeader(_, text):
            return ItemListSectionHeaderItem(presentationData: presentationData, text: text, sectionId: self.section)
        case let .connectionServer(_, _, placeholder, text):
            return ItemListSingleLineInputItem(presentationData: presentationData, systemStyle: .glass, title: NSAttributedString(), text: text, placeholder: placeholder, type: .regular(capitalization: false, autocorrection: false), sectionId: self.section, textUpdated: { value in
                arguments.updateState { state in
                    var state = state
                    state.host = value
                    return state
                }
            }, action: {})
        case let .connectionPort(_, _, placeholder, text):
            return ItemListSingleLineInputItem(presentationData: presentationData, systemStyle: .glass, title: NSAttributedString(), text: text, placeholder: placeholder, type: .number, maxLength: 5, sectionId: self.section, textUpdated: { value in
                arguments.updateState { state in
                    var state = state
                    state.port = value
                    return state
                }
            }, action: {})
        case let .credentialsHeader(_, text):
            return ItemListSectionHeaderItem(presentationData: presentationData, text: text, sectionId: self.section)
        case let .credentialsUsername(_, _, placeholder, text):
            return ItemListSingleLineInputItem(presentationData: presentationData, systemStyle: .glass, title: NSAttributedString(), text: text, placeholder: placeholder, sectionId: self.section, textUpdated: { value in
                arguments.updateState { state in
                    var state = state
                    state.username = value
                    return state
                }
            }, action: {})
        case let .credentialsPassword(_, _, placeholder, text):
            return ItemListSingleLineInputItem(presentationData: presentationData, systemStyle: .glass, title: NSAttributedString(), text: text, placeholder: placeholder, type: .password, sectionId: self.section, textUpdated: { value in
                arguments.updateState { state in
                    var state = state
                    state.password = value
                    return state
                }
            }, action: {})
        case let .credentialsSecret(_, _, placeholder, text):
            return ItemListSingleLineInputItem(presentationData: presentationData, systemStyle: .glass, title: NSAttributedString(), text: text, placeholder: placeholder, type: .regular(capitalization: false, autocorrection: false), sectionId: self.section, textUpdated: { value in
                arguments.updateState { state in
                    var state = state
                    state.secret = value
                    return state
                }
            }, action: {})
        case let .share(_, text, enabled):
            return ItemListActionItem(presentationData: presentationData, systemStyle: .glass, title: text, kind: enabled ? .generic : .disabled, alignment: .natural, sectionId: self.section, style: .blocks, action: {
                if enabled {
                    arguments.share()
                }
            })
        }
    }
}

private func proxyLikeControllerEntries(presentationData: PresentationData, state: ProxyLikeControllerState) -> [ProxyLikeEntry] {
    var entries: [ProxyLikeEntry] = []

    entries.append(.modeSocks5(presentationData.theme, presentationData.strings.SocksProxySetup_ProxySocks5, state.mode == .socks5))
    entries.append(.modeMtp(presentationData.theme, presentationData.strings.SocksProxySetup_ProxyTelegram, state.mode == .mtp))

    entries.append(.connectionHeader(presentationData.theme, presentationData.strings.SocksProxySetup_Connection.uppercased()))
    entries.append(.connectionServer(presentationData.theme, presentationData.strings, presentationData.strings.SocksProxySetup_Hostname, state.host))
    entries.append(.connectionPort(presentationData.theme, presentationData.strings, presentationData.strings.SocksProxySetup_Port, state.port))

    switch state.mode {
    case .socks5:
        entries.append(.credentialsHeader(presentationData.theme, presentationData.strings.SocksProxySetup_Credentials))
        entries.append(.credentialsUsername(presentationData.theme, presentationData.strings, presentationData.strings.SocksProxySetup_Username, state.username))
        entries.append(.credentialsPassword(presentationData.theme, presentationData.strings, presentationData.strings.SocksProxySetup_Password, state.password))
    case .mtp:
        entries.append(.credentialsHeader(presentationData.theme, presentationData.strings.SocksProxySetup_RequiredCredentials))
        entries.append(.credentialsSecret(presentationData.theme, presentationData.strings, presentationData.strings.SocksProxySetup_SecretPlaceholder, state.secret))
    }

    entries.append(.share(presentationData.theme, presentationData.strings.Conversation_ContextMenuShare, state.isComplete))

    return entries
}

/// `save` receives the state when Done is tapped; `shareController` builds what Share presents.
func proxyLikeSettingsController(context: AccountContext, save: @escaping (ProxyLikeControllerState) -> Void, shareController: @escaping () -> ViewController) -> ViewController {
    let presentationData = context.sharedContext.currentPresentationData.with { $0 }
    let updatedPresentationData = context.sharedContext.presentationData

    let initialState = ProxyLikeControllerState()
    let stateValue = Atomic(value: initialState)
    let statePromise = ValuePromise(initialState, ignoreRepeated: true)
    let updateState: ((ProxyLikeControllerState) -> ProxyLikeControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    var presentControllerImpl: ((ViewController, Any?) -> Void)?
    var dismissImpl: (() -> Void)?

    let arguments = ProxyLikeControllerArguments(updateState: { f in
        updateState(f)
    }, share: {
        presentControllerImpl?(shareController(), ViewControllerPresentationArguments(presentationAnimation: .modalSheet))
    })

    let signal = combineLatest(updatedPresentationData, statePromise.get())
    |> deliverOnMainQueue
    |> map { presentationData, state -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let leftNavigationButton = ItemListNavigationButton(content: .text(presentationData.strings.Common_Cancel), style: .regular, enabled: true, action: {
            dismissImpl?()
        })
        let rightNavigationButton = ItemListNavigationButton(content: .text(presentationData.strings.Common_Done), style: .bold, enabled: state.isComplete, action: {
            save(stateValue.with { $0 })
            dismissImpl?()
        })

        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(presentationData.strings.SocksProxySetup_Title), leftNavigationButton: leftNavigationButton, rightNavigationButton: rightNavigationButton, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back), animateChanges: false)
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: proxyLikeControllerEntries(presentationData: presentationData, state: state), style: .blocks, emptyStateItem: nil, animateChanges: false)

        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(presentationData: ItemListPresentationData(presentationData), updatedPresentationData: updatedPresentationData |> map(ItemListPresentationData.init(_:)), state: signal, tabBarItem: nil)
    controller.navigationPresentation = .modal
    presentControllerImpl = { [weak controller] c, d in
        controller?.present(c, in: .window(.root), with: d)
    }
    dismissImpl = { [weak controller] in
        let _ = controller?.dismiss()
    }

    return controller
}
