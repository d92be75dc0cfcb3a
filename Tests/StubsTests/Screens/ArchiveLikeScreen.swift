// A hand-written screen in the canonical ItemListUI pattern (docs reference §4), modelled on
// ArchiveSettingsController (§5.2) but with UI-local state: sections enum, entry enum with synthesized Equatable,
// arguments class, state struct, entries function, and a factory using statePromise/stateValue/updateState,
// `combineLatest(queue: .mainQueue(), …) |> map`, and `ItemListController(context:state:)`.
//
// This file imports exactly what generated screens import, without `@_spi`, so it compiles against the stubs'
// real-API surface only: if it builds, the pattern builds.

import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import PresentationDataUtils
import AccountContext

private final class ArchiveLikeControllerArguments {
    let updateUnmuted: (Bool) -> Void
    let updateFolders: (Bool) -> Void
    let updateUnknown: (Bool?) -> Void
    let openFolders: () -> Void

    init(updateUnmuted: @escaping (Bool) -> Void, updateFolders: @escaping (Bool) -> Void, updateUnknown: @escaping (Bool?) -> Void, openFolders: @escaping () -> Void) {
        self.updateUnmuted = updateUnmuted
        self.updateFolders = updateFolders
        self.updateUnknown = updateUnknown
        self.openFolders = openFolders
    }
}

private enum ArchiveLikeSection: Int32 {
    case unmuted
    case folders
    case unknown
}

private enum ArchiveLikeControllerEntry: ItemListNodeEntry {
    case unmutedHeader
    case unmutedValue(Bool)
    case unmutedFooter
    case foldersHeader
    case foldersValue(Bool)
    case foldersLink
    case foldersFooter
    case unknownHeader
    case unknownValue(isOn: Bool, isLocked: Bool)
    case unknownFooter

    var section: ItemListSectionId {
        switch self {
        case .unmutedHeader, .unmutedValue, .unmutedFooter:
            return ArchiveLikeSection.unmuted.rawValue
        case .foldersHeader, .foldersValue, .foldersLink, .foldersFooter:
            return ArchiveLikeSection.folders.rawValue
        case .unknownHeader, .unknownValue, .unknownFooter:
            return ArchiveLikeSection.unknown.rawValue
        }
    }

    var stableId: Int32 {
        switch self {
        case .unmutedHeader:
            return 0
        case .unmutedValue:
            return 1
        case .unmutedFooter:
            return 2
        case .foldersHeader:
            return 3
        case .foldersValue:
            return 4
        case .foldersLink:
            return 5
        case .foldersFooter:
            return 6
        case .unknownHeader:
            return 7
        case .unknownValue:
            return 8
        case .unknownFooter:
            return 9
        }
    }

    static func < (lhs: ArchiveLikeControllerEntry, rhs: ArchiveLikeControllerEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! ArchiveLikeControllerArguments
        switch self {
        case .unmutedHeader:
            return ItemListSectionHeaderItem(presentationData: presentationData, text: presentationData.strings.ArchiveSettings_UnmutedChatsHeader, sectionId: self.section)
        case let .unmutedValue(value):
            return ItemListSwitchItem(presentationData: presentationData, systemStyle: .glass, title: presentationData.strings.ArchiveSettings_KeepArchived, value: value, sectionId: self.section, style: .blocks, updated: { value in
                arguments.updateUnmuted(value)
            })
        case .unmutedFooter:
            return ItemListTextItem(presentationData: presentationData, text: .markdown(presentationData.strings.ArchiveSettings_UnmutedChatsFooter), sectionId: self.section)
        case .foldersHeader:
            return ItemListSectionHeaderItem(presentationData: presentationData, text: presentationData.strings.ArchiveSettings_FolderChatsHeader, sectionId: self.section)
        case let .foldersValue(value):
            return ItemListSwitchItem(presentationData: presentationData, systemStyle: .glass, title: presentationData.strings.ArchiveSettings_KeepArchived, value: value, sectionId: self.section, style: .blocks, updated: { value in
                arguments.updateFolders(value)
            })
        case .foldersLink:
            return ItemListDisclosureItem(presentationData: presentationData, systemStyle: .glass, title: "Chat Folders", label: "3", labelStyle: .badge(presentationData.theme.list.itemAccentColor), sectionId: self.section, style: .blocks, action: {
                arguments.openFolders()
            })
        case .foldersFooter:
            return ItemListTextItem(presentationData: presentationData, text: .markdown(presentationData.strings.ArchiveSettings_FolderChatsFooter), sectionId: self.section)
        case .unknownHeader:
            return ItemListSectionHeaderItem(presentationData: presentationData, text: presentationData.strings.ArchiveSettings_UnknownChatsHeader, sectionId: self.section)
        case let .unknownValue(isOn, isLocked):
            return ItemListSwitchItem(presentationData: presentationData, systemStyle: .glass, title: presentationData.strings.ArchiveSettings_AutomaticallyArchive, value: isOn, enableInteractiveChanges: !isLocked, enabled: true, displayLocked: isLocked, sectionId: self.section, style: .blocks, updated: { value in
                arguments.updateUnknown(value)
            }, activatedWhileDisabled: {
                arguments.updateUnknown(nil)
            })
        case .unknownFooter:
            return ItemListTextItem(presentationData: presentationData, text: .markdown(presentationData.strings.ArchiveSettings_UnknownChatsFooter), sectionId: self.section)
        }
    }
}

private struct ArchiveLikeControllerState: Equatable {
    var keepArchivedUnmuted: Bool = false
    var keepArchivedFolders: Bool = true
    var automaticallyArchive: Bool = false
}

private func archiveLikeControllerEntries(presentationData: PresentationData, state: ArchiveLikeControllerState, isPremium: Bool) -> [ArchiveLikeControllerEntry] {
    var entries: [ArchiveLikeControllerEntry] = []

    entries.append(.unmutedHeader)
    entries.append(.unmutedValue(state.keepArchivedUnmuted))
    entries.append(.unmutedFooter)

    if !state.keepArchivedUnmuted {
        entries.append(.foldersHeader)
        entries.append(.foldersValue(state.keepArchivedFolders))
        entries.append(.foldersLink)
        entries.append(.foldersFooter)
    }

    entries.append(.unknownHeader)
    entries.append(.unknownValue(isOn: isPremium && state.automaticallyArchive, isLocked: !isPremium))
    entries.append(.unknownFooter)

    return entries
}

/// `premiumController` and `foldersController` stand for the screens a real app would push;
/// `disposed` is called from the signal's `afterDisposed`, as real screens release their disposables there.
func archiveLikeSettingsController(context: AccountContext, isPremium: Bool, premiumController: @escaping () -> ViewController, foldersController: @escaping () -> ViewController, disposed: @escaping () -> Void = {}) -> ViewController {
    let statePromise = ValuePromise(ArchiveLikeControllerState(), ignoreRepeated: true)
    let stateValue = Atomic(value: ArchiveLikeControllerState())
    let updateState: ((ArchiveLikeControllerState) -> ArchiveLikeControllerState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    var pushControllerImpl: ((ViewController) -> Void)?

    let actionsDisposable = DisposableSet()

    let arguments = ArchiveLikeControllerArguments(updateUnmuted: { value in
        updateState { state in
            var state = state
            state.keepArchivedUnmuted = value
            return state
        }
    }, updateFolders: { value in
        updateState { state in
            var state = state
            state.keepArchivedFolders = value
            return state
        }
    }, updateUnknown: { value in
        if let value {
            updateState { state in
                var state = state
                state.automaticallyArchive = value
                return state
            }
        } else {
            pushControllerImpl?(premiumController())
        }
    }, openFolders: {
        pushControllerImpl?(foldersController())
    })

    let signal = combineLatest(queue: .mainQueue(), context.sharedContext.presentationData, statePromise.get())
    |> deliverOnMainQueue
    |> map { presentationData, state -> (ItemListControllerState, (ItemListNodeState, Any)) in
        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(presentationData.strings.ArchiveSettings_Title), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back))
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: archiveLikeControllerEntries(presentationData: presentationData, state: state, isPremium: isPremium), style: .blocks, animateChanges: true)

        return (controllerState, (listState, arguments))
    }
    |> afterDisposed {
        actionsDisposable.dispose()
        disposed()
    }

    let controller = ItemListController(context: context, state: signal)
    controller.navigationPresentation = .modal
    pushControllerImpl = { [weak controller] c in
        controller?.push(c)
    }
    return controller
}
