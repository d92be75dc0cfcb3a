// A fixture in the hand-written ItemListUI style, written for screenc's importer tests (not Telegram's code).
import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import AccountContext

private final class MediaAutoplayControllerArguments {
    let toggleAutoplayGifs: (Bool) -> Void
    let toggleAutoplayVideos: (Bool) -> Void
    let openSavePath: () -> Void
    let resetAll: () -> Void
    let openPeer: (EnginePeer) -> Void

    init(toggleAutoplayGifs: @escaping (Bool) -> Void, toggleAutoplayVideos: @escaping (Bool) -> Void, openSavePath: @escaping () -> Void, resetAll: @escaping () -> Void, openPeer: @escaping (EnginePeer) -> Void) {
        self.toggleAutoplayGifs = toggleAutoplayGifs
        self.toggleAutoplayVideos = toggleAutoplayVideos
        self.openSavePath = openSavePath
        self.resetAll = resetAll
        self.openPeer = openPeer
    }
}

private enum MediaAutoplaySection: Int32 {
    case autoplay
    case saving
    case exceptions
    case reset
}

private enum MediaAutoplayEntry: ItemListNodeEntry {
    case autoplayHeader(PresentationTheme, String)
    case autoplayGifs(PresentationTheme, String, Bool)
    case autoplayVideos(PresentationTheme, String, Bool)
    case autoplayInfo(PresentationTheme, String)
    case savePath(PresentationTheme, String, String)
    case exceptionPeer(Int32, EnginePeer)
    case resetAll(PresentationTheme, String)

    var section: ItemListSectionId {
        switch self {
            case .autoplayHeader, .autoplayGifs, .autoplayVideos, .autoplayInfo:
                return MediaAutoplaySection.autoplay.rawValue
            case .savePath:
                return MediaAutoplaySection.saving.rawValue
            case .exceptionPeer:
                return MediaAutoplaySection.exceptions.rawValue
            case .resetAll:
                return MediaAutoplaySection.reset.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
            case .autoplayHeader:
                return 0
            case .autoplayGifs:
                return 1
            case .autoplayVideos:
                return 2
            case .autoplayInfo:
                return 3
            case .savePath:
                return 4
            case let .exceptionPeer(index, _):
                return 100 + index
            case .resetAll:
                return 1000
        }
    }

    static func ==(lhs: MediaAutoplayEntry, rhs: MediaAutoplayEntry) -> Bool {
        switch lhs {
            case let .autoplayHeader(lhsTheme, lhsText):
                if case let .autoplayHeader(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .autoplayGifs(lhsTheme, lhsText, lhsValue):
                if case let .autoplayGifs(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .autoplayVideos(lhsTheme, lhsText, lhsValue):
                if case let .autoplayVideos(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .autoplayInfo(lhsTheme, lhsText):
                if case let .autoplayInfo(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
            case let .savePath(lhsTheme, lhsText, lhsValue):
                if case let .savePath(rhsTheme, rhsText, rhsValue) = rhs, lhsTheme === rhsTheme, lhsText == rhsText, lhsValue == rhsValue {
                    return true
                } else {
                    return false
                }
            case let .exceptionPeer(lhsIndex, lhsPeer):
                if case let .exceptionPeer(rhsIndex, rhsPeer) = rhs, lhsIndex == rhsIndex, lhsPeer == rhsPeer {
                    return true
                } else {
                    return false
                }
            case let .resetAll(lhsTheme, lhsText):
                if case let .resetAll(rhsTheme, rhsText) = rhs, lhsTheme === rhsTheme, lhsText == rhsText {
                    return true
                } else {
                    return false
                }
        }
    }

    static func <(lhs: MediaAutoplayEntry, rhs: MediaAutoplayEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! MediaAutoplayControllerArguments
        switch self {
            case let .autoplayHeader(_, text):
                return ItemListSectionHeaderItem(presentationData: presentationData, text: text, sectionId: self.section)
            case let .autoplayGifs(_, text, value):
                return ItemListSwitchItem(presentationData: presentationData, title: text, value: value, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.toggleAutoplayGifs(value)
                })
            case let .autoplayVideos(_, text, value):
                return ItemListSwitchItem(presentationData: presentationData, title: text, value: value, enabled: true, sectionId: self.section, style: .blocks, updated: { value in
                    arguments.toggleAutoplayVideos(value)
                })
            case let .autoplayInfo(_, text):
                return ItemListTextItem(presentationData: presentationData, text: .markdown(text), sectionId: self.section)
            case let .savePath(_, text, value):
                return ItemListDisclosureItem(presentationData: presentationData, title: text, label: value, sectionId: self.section, style: .blocks, action: {
                    arguments.openSavePath()
                })
            case let .exceptionPeer(_, peer):
                return ItemListPeerItem(presentationData: presentationData, context: nil, peer: peer, sectionId: self.section, action: {
                    arguments.openPeer(peer)
                })
            case let .resetAll(_, text):
                return ItemListActionItem(presentationData: presentationData, title: text, kind: .destructive, alignment: .natural, sectionId: self.section, style: .blocks, action: {
                    arguments.resetAll()
                })
        }
    }
}

private struct MediaAutoplayControllerState: Equatable {
    let autoplayGifs: Bool
    let autoplayVideos: Bool
    let showAdvanced: Bool
    let savePath: String

    static func ==(lhs: MediaAutoplayControllerState, rhs: MediaAutoplayControllerState) -> Bool {
        if lhs.autoplayGifs != rhs.autoplayGifs {
            return false
        }
        if lhs.autoplayVideos != rhs.autoplayVideos {
            return false
        }
        if lhs.showAdvanced != rhs.showAdvanced {
            return false
        }
        if lhs.savePath != rhs.savePath {
            return false
        }
        return true
    }

    func withUpdatedAutoplayGifs(_ autoplayGifs: Bool) -> MediaAutoplayControllerState {
        return MediaAutoplayControllerState(autoplayGifs: autoplayGifs, autoplayVideos: self.autoplayVideos, showAdvanced: self.showAdvanced, savePath: self.savePath)
    }

    func withUpdatedAutoplayVideos(_ autoplayVideos: Bool) -> MediaAutoplayControllerState {
        return MediaAutoplayControllerState(autoplayGifs: self.autoplayGifs, autoplayVideos: autoplayVideos, showAdvanced: self.showAdvanced, savePath: self.savePath)
    }
}

private func mediaAutoplayControllerEntries(presentationData: PresentationData, state: MediaAutoplayControllerState, exceptions: [EnginePeer]) -> [MediaAutoplayEntry] {
    var entries: [MediaAutoplayEntry] = []

    entries.append(.autoplayHeader(presentationData.theme, presentationData.strings.MediaAutoplay_Header.uppercased()))
    entries.append(.autoplayGifs(presentationData.theme, presentationData.strings.MediaAutoplay_Gifs, state.autoplayGifs))
    if state.autoplayGifs || state.showAdvanced {
        entries.append(.autoplayVideos(presentationData.theme, presentationData.strings.MediaAutoplay_Videos, state.autoplayVideos))
    }
    entries.append(.autoplayInfo(presentationData.theme, presentationData.strings.MediaAutoplay_Info))

    entries.append(.savePath(presentationData.theme, presentationData.strings.MediaAutoplay_SavePath, state.savePath))

    var index: Int32 = 0
    for peer in exceptions {
        entries.append(.exceptionPeer(index, peer))
        index += 1
    }

    if !state.showAdvanced {
        entries.append(.resetAll(presentationData.theme, presentationData.strings.MediaAutoplay_ResetAll))
    }

    return entries
}

public func mediaAutoplayController(context: AccountContext) -> ViewController {
    let initialState = MediaAutoplayControllerState(autoplayGifs: true, autoplayVideos: false, showAdvanced: false, savePath: "")
    let statePromise = ValuePromise(initialState, ignoreRepeated: true)
    let stateValue = Atomic(value: initialState)
    let updateState: ((MediaAutoplayControllerState) -> MediaAutoplayControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    var presentControllerImpl: ((ViewController, Any?) -> Void)?

    let arguments = MediaAutoplayControllerArguments(toggleAutoplayGifs: { value in
        updateState { $0.withUpdatedAutoplayGifs(value) }
    }, toggleAutoplayVideos: { value in
        updateState { $0.withUpdatedAutoplayVideos(value) }
    }, openSavePath: {
    }, resetAll: {
        updateState { _ in initialState }
    }, openPeer: { _ in
    })

    let previousState = Atomic<MediaAutoplayControllerState?>(value: nil)
    let signal = combineLatest(context.sharedContext.presentationData, statePromise.get(), context.engine.peers.autoplayExceptions())
    |> deliverOnMainQueue
    |> map { presentationData, state, exceptions -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let previous = previousState.swap(state)
        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(presentationData.strings.MediaAutoplay_Title), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back), animateChanges: false)
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: mediaAutoplayControllerEntries(presentationData: presentationData, state: state, exceptions: exceptions), style: .blocks, animateChanges: previous != nil && previous?.showAdvanced != state.showAdvanced)
        return (controllerState, (listState, arguments))
    }

    let controller = ItemListController(context: context, state: signal)
    presentControllerImpl = { [weak controller] c, a in
        controller?.present(c, in: .window(.root), with: a)
    }
    return controller
}
