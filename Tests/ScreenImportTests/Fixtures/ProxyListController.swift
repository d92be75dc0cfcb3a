// A fixture in the hand-written ItemListUI style, written for screenc's importer tests (not Telegram's code): a list
// of servers from a signal, a mode kept in the state as an enum, Edit / Done in the navigation bar, animations decided
// by comparing with the previous state, a modal presentation.
import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import AccountContext

private final class ProxyListControllerArguments {
    let openServer: (ProxyServerEntry) -> Void
    let addServer: () -> Void
    let setMode: (ProxyListMode) -> Void

    init(openServer: @escaping (ProxyServerEntry) -> Void, addServer: @escaping () -> Void, setMode: @escaping (ProxyListMode) -> Void) {
        self.openServer = openServer
        self.addServer = addServer
        self.setMode = setMode
    }
}

private enum ProxyListSection: Int32 {
    case mode
    case servers
}

private enum ProxyListMode: Equatable {
    case automatic
    case manual
    case disabled
}

private struct ProxyServerEntry: Equatable {
    let id: Int
    let host: String
    let port: Int
    let isActive: Bool
}

private enum ProxyListEntry: ItemListNodeEntry {
    case modeHeader(PresentationTheme, String)
    case modeInfo(PresentationTheme, String)
    case status(PresentationTheme, String, Bool)
    case server(Int32, PresentationTheme, ProxyServerEntry)
    case addServer(PresentationTheme, String)
    case connectedInfo(PresentationTheme, String)

    var section: ItemListSectionId {
        switch self {
            case .modeHeader, .modeInfo, .status:
                return ProxyListSection.mode.rawValue
            case .server, .addServer, .connectedInfo:
                return ProxyListSection.servers.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
            case .modeHeader:
                return 0
            case .modeInfo:
                return 1
            case .status:
                return 2
            case let .server(index, _, _):
                return 10 + index
            case .addServer:
                return 1000
            case .connectedInfo:
                return 1001
        }
    }

    static func ==(lhs: ProxyListEntry, rhs: ProxyListEntry) -> Bool {
        switch lhs {
            case let .modeHeader(lhsTheme, lhsText):
                if case let .modeHeader(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .modeInfo(lhsTheme, lhsText):
                if case let .modeInfo(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .status(lhsTheme, lhsText, lhsEnabled):
                if case let .status(rhsTheme, rhsText, rhsEnabled) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsEnabled == rhsEnabled {
                    return true
                } else {
                    return false
                }
            case let .server(lhsIndex, lhsTheme, lhsServer):
                if case let .server(rhsIndex, rhsTheme, rhsServer) = rhs, lhsIndex == rhsIndex, lhsTheme === rhsTheme, lhsServer == rhsServer {
                    return true
                } else {
                    return false
                }
            case let .addServer(lhsTheme, lhsText):
                if case let .addServer(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .connectedInfo(lhsTheme, lhsText):
                if case let .connectedInfo(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
        }
    }

    static func <(lhs: ProxyListEntry, rhs: ProxyListEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! ProxyListControllerArguments
        switch self {
            case let .modeHeader(_, text):
                return ItemListSectionHeaderItem(presentationData: presentationData, text: text, sectionId: self.section)
            case let .modeInfo(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .plain(text), sectionId: self.section)
            case let .status(_, text, enabled):
                return ProxyConnectionStatusItem(theme: presentationData.theme, title: text, animated: true, enabled: enabled, sectionId: self.section, tapped: {
                    arguments.addServer()
                })
            case let .server(_, _, server):
                return ItemListDisclosureItem(presentationData: presentationData, title: server.host, label: "", sectionId: self.section, style: .blocks, action: {
                    arguments.openServer(server)
                })
            case let .addServer(_, text):
                return ItemListActionItem(presentationData: presentationData, title: text, kind: .generic, alignment: .natural, sectionId: self.section, style: .blocks, action: {
                    arguments.addServer()
                })
            case let .connectedInfo(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .markdown(text), sectionId: self.section)
        }
    }
}

private struct ProxyListControllerState: Equatable {
    let mode: ProxyListMode
    let editing: Bool
    let lastError: ProxyConnectionError?

    init(mode: ProxyListMode = .automatic, editing: Bool = false, lastError: ProxyConnectionError? = nil) {
        self.mode = mode
        self.editing = editing
        self.lastError = lastError
    }

    static func ==(lhs: ProxyListControllerState, rhs: ProxyListControllerState) -> Bool {
        if lhs.mode != rhs.mode {
            return false
        }
        if lhs.editing != rhs.editing {
            return false
        }
        if lhs.lastError != rhs.lastError {
            return false
        }
        return true
    }

    func withUpdatedMode(_ mode: ProxyListMode) -> ProxyListControllerState {
        return ProxyListControllerState(mode: mode, editing: self.editing, lastError: self.lastError)
    }

    func withUpdatedEditing(_ editing: Bool) -> ProxyListControllerState {
        return ProxyListControllerState(mode: self.mode, editing: editing, lastError: self.lastError)
    }
}

private func proxyListControllerEntries(presentationData: PresentationData, state: ProxyListControllerState, servers: [ProxyServerEntry], isConnected: Bool, settings: ProxySettings) -> [ProxyListEntry] {
    var entries: [ProxyListEntry] = []

    entries.append(.modeHeader(presentationData.theme, presentationData.strings.ProxyList_ModeHeader))
    if state.mode == .manual {
        entries.append(.modeInfo(presentationData.theme, presentationData.strings.ProxyList_ManualInfo))
    }
    entries.append(.status(presentationData.theme, presentationData.strings.ProxyList_Status, !state.editing && isConnected))

    if state.mode != .disabled {
        for (index, server) in servers.enumerated() {
            if server.isActive || state.editing {
                entries.append(.server(Int32(index), presentationData.theme, server))
            }
        }
        if !state.editing {
            entries.append(.addServer(presentationData.theme, presentationData.strings.ProxyList_AddServer))
        }
        if isConnected && !servers.isEmpty && settings.showsConnectionInfo {
            entries.append(.connectedInfo(presentationData.theme, presentationData.strings.ProxyList_Connected))
        }
    }

    return entries
}

public func proxyListController(context: AccountContext, servers: Signal<[ProxyServerEntry], NoError>, isConnected: Signal<Bool, NoError>, settings: Signal<ProxySettings, NoError>) -> ViewController {
    let statePromise = ValuePromise(ProxyListControllerState(), ignoreRepeated: true)
    let stateValue = Atomic(value: ProxyListControllerState())
    let updateState: ((ProxyListControllerState) -> ProxyListControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    var pushControllerImpl: ((ViewController) -> Void)?

    let arguments = ProxyListControllerArguments(openServer: { server in
        let _ = server
    }, addServer: {
    }, setMode: { mode in
        updateState { $0.withUpdatedMode(mode) }
    })

    let previousState = Atomic<ProxyListControllerState?>(value: nil)
    let signal = combineLatest(context.sharedContext.presentationData, statePromise.get(), servers, isConnected, settings)
    |> deliverOnMainQueue
    |> map { presentationData, state, servers, isConnected, settings -> (ItemListControllerState, (ItemListNodeState, Any)) in
        var rightNavigationButton: ItemListNavigationButton?
        if state.editing {
            rightNavigationButton = ItemListNavigationButton(content: .text(presentationData.strings.Common_Done), style: .bold, enabled: true, action: {
                updateState { $0.withUpdatedEditing(false) }
            })
        } else if !servers.isEmpty {
            rightNavigationButton = ItemListNavigationButton(content: .text(presentationData.strings.Common_Edit), style: .regular, enabled: true, action: {
                updateState { $0.withUpdatedEditing(true) }
            })
        }

        let leftNavigationButton = ItemListNavigationButton(content: .icon(.add), style: .regular, enabled: !state.editing, action: {
            arguments.addServer()
        })

        let previous = previousState.swap(state)
        let animateChanges = previous != nil && (previous?.mode != state.mode || previous?.editing != state.editing)

        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(presentationData.strings.ProxyList_Title), leftNavigationButton: leftNavigationButton, rightNavigationButton: rightNavigationButton, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back))
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: proxyListControllerEntries(presentationData: presentationData, state: state, servers: servers, isConnected: isConnected, settings: settings), style: .blocks, animateChanges: animateChanges)

        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    controller.navigationPresentation = .modal
    pushControllerImpl = { [weak controller] c in
        (controller?.navigationController as? NavigationController)?.pushViewController(c)
    }
    return controller
}
