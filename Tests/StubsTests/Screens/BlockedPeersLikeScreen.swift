// A hand-written live screen in the shape of Telegram's blocked-peers settings (itemlistui-api-2.md §2.1, §5, §8):
// the list comes from shared settings (peer ids, written through `updateBlockedPeersSettingsInteractively`) resolved
// through engine data; the header names the account (engine data for `context.account.peerId`). Rows are
// ItemListPeerItems with swipe-to-remove, an Edit/Done mode with delete controls and reordering, and an
// ItemListPeerActionItem that presents a picker as a modal sheet. Lifecycle and pagination hooks report to `log`.
//
// Imports are exactly what such a screen imports in Telegram, without `@_spi`: if it builds, the API is there.

import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramCore
import TelegramPresentationData
import ItemListUI
import ItemListPeerItem
import ItemListPeerActionItem
import PresentationDataUtils
import AccountContext

private final class BlockedPeersLikeControllerArguments {
    let context: AccountContext
    let setPeerIdWithRevealedOptions: (EnginePeer.Id?, EnginePeer.Id?) -> Void
    let addPeer: () -> Void
    let removePeer: (EnginePeer.Id) -> Void
    let openPeer: (EnginePeer) -> Void
    let updateAllowCalls: (Bool) -> Void

    init(context: AccountContext, setPeerIdWithRevealedOptions: @escaping (EnginePeer.Id?, EnginePeer.Id?) -> Void, addPeer: @escaping () -> Void, removePeer: @escaping (EnginePeer.Id) -> Void, openPeer: @escaping (EnginePeer) -> Void, updateAllowCalls: @escaping (Bool) -> Void) {
        self.context = context
        self.setPeerIdWithRevealedOptions = setPeerIdWithRevealedOptions
        self.addPeer = addPeer
        self.removePeer = removePeer
        self.openPeer = openPeer
        self.updateAllowCalls = updateAllowCalls
    }
}

private enum BlockedPeersLikeSection: Int32 {
    case calls
    case peers
}

private enum BlockedPeersLikeEntryStableId: Hashable {
    case allowCalls
    case header
    case add
    case peer(EnginePeer.Id)
}

private enum BlockedPeersLikeEntry: ItemListNodeEntry {
    case allowCalls(Bool)
    case header(accountName: String)
    case add(editing: Bool)
    case peer(index: Int32, peer: EnginePeer, editing: ItemListPeerItemEditing)

    var section: ItemListSectionId {
        switch self {
        case .allowCalls:
            return BlockedPeersLikeSection.calls.rawValue
        case .header, .add, .peer:
            return BlockedPeersLikeSection.peers.rawValue
        }
    }

    var stableId: BlockedPeersLikeEntryStableId {
        switch self {
        case .allowCalls:
            return .allowCalls
        case .header:
            return .header
        case .add:
            return .add
        case let .peer(_, peer, _):
            return .peer(peer.id)
        }
    }

    private var sortIndex: Int32 {
        switch self {
        case .allowCalls:
            return 0
        case .header:
            return 1
        case .add:
            return 2
        case let .peer(index, _, _):
            return 100 + index
        }
    }

    static func < (lhs: BlockedPeersLikeEntry, rhs: BlockedPeersLikeEntry) -> Bool {
        return lhs.sortIndex < rhs.sortIndex
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        let arguments = arguments as! BlockedPeersLikeControllerArguments
        switch self {
        case let .allowCalls(value):
            return ItemListSwitchItem(presentationData: presentationData, systemStyle: .glass, title: presentationData.strings.BlockedUsers_AllowCalls, value: value, enableInteractiveChanges: false, sectionId: self.section, style: .blocks, updated: { value in
                arguments.updateAllowCalls(value)
            })
        case let .header(accountName):
            return ItemListSectionHeaderItem(presentationData: presentationData, text: accountName.uppercased(), sectionId: self.section)
        case let .add(editing):
            return ItemListPeerActionItem(presentationData: presentationData, systemStyle: .glass, icon: PresentationResourcesItemList.plusIconImage(presentationData.theme), title: presentationData.strings.BlockedUsers_AddNew, sectionId: self.section, height: .generic, editing: editing, action: {
                arguments.addPeer()
            })
        case let .peer(_, peer, editing):
            return ItemListPeerItem(presentationData: presentationData, systemStyle: .glass, dateTimeFormat: presentationData.dateTimeFormat, nameDisplayOrder: presentationData.nameDisplayOrder, context: arguments.context, peer: peer, height: .generic, presence: nil, text: .none, label: .none, editing: editing, switchValue: nil, enabled: true, selectable: true, sectionId: self.section, action: {
                arguments.openPeer(peer)
            }, setPeerIdWithRevealedOptions: { peerId, fromPeerId in
                arguments.setPeerIdWithRevealedOptions(peerId, fromPeerId)
            }, removePeer: { peerId in
                arguments.removePeer(peerId)
            })
        }
    }
}

private struct BlockedPeersLikeState: Equatable {
    var editing = false
    var peerIdWithRevealedOptions: EnginePeer.Id?
}

private func blockedPeersLikeEntries(state: BlockedPeersLikeState, settings: BlockedPeersSettings, peers: [EnginePeer], accountPeer: EnginePeer?) -> [BlockedPeersLikeEntry] {
    var entries: [BlockedPeersLikeEntry] = [.allowCalls(settings.allowCalls)]
    var accountName = ""
    if case let .user(user)? = accountPeer {
        accountName = user.firstName ?? ""
    }
    entries.append(.header(accountName: accountName))
    entries.append(.add(editing: state.editing))
    for (index, peer) in peers.enumerated() {
        entries.append(.peer(index: Int32(index), peer: peer, editing: ItemListPeerItemEditing(editable: true, editing: state.editing, canBeReordered: state.editing, revealed: state.peerIdWithRevealedOptions == peer.id)))
    }
    return entries
}

/// The peer ids of `entries` with the peer at `fromIndex` moved to the place of the peer at `toIndex`; nil when
/// either index is not a peer row.
private func reorderedPeerIds(_ entries: [BlockedPeersLikeEntry], fromIndex: Int, toIndex: Int) -> [Int64]? {
    let peerIndices = entries.indices.filter { index in
        if case .peer = entries[index] {
            return true
        }
        return false
    }
    guard let from = peerIndices.firstIndex(of: fromIndex), let to = peerIndices.firstIndex(of: toIndex) else {
        return nil
    }
    var ids = peerIndices.compactMap { index -> Int64? in
        if case let .peer(_, peer, _) = entries[index] {
            return peer.id.id._internalGetInt64Value()
        }
        return nil
    }
    let moved = ids.remove(at: from)
    ids.insert(moved, at: to)
    return ids
}

func blockedPeersLikeController(context: AccountContext, makePeerPicker: @escaping (@escaping (EnginePeer.Id) -> Void) -> ViewController, openPeer: @escaping (EnginePeer) -> Void, log: @escaping (String) -> Void, disposed: @escaping () -> Void = {}) -> ViewController {
    let initialState = BlockedPeersLikeState()
    let statePromise = ValuePromise(initialState, ignoreRepeated: true)
    let stateValue = Atomic(value: initialState)
    let updateState: ((BlockedPeersLikeState) -> BlockedPeersLikeState) -> Void = { f in
        statePromise.set(stateValue.modify { f($0) })
    }

    var presentControllerImpl: ((ViewController, Any?) -> Void)?
    let actionsDisposable = DisposableSet()
    let accountManager = context.sharedContext.accountManager

    let arguments = BlockedPeersLikeControllerArguments(context: context, setPeerIdWithRevealedOptions: { peerId, fromPeerId in
        updateState { state in
            var state = state
            if (peerId == nil && fromPeerId == state.peerIdWithRevealedOptions) || (peerId != nil && fromPeerId == nil) {
                state.peerIdWithRevealedOptions = peerId
            }
            return state
        }
    }, addPeer: {
        let picker = makePeerPicker({ peerId in
            let rawId = peerId.id._internalGetInt64Value()
            let _ = updateBlockedPeersSettingsInteractively(accountManager: accountManager, { settings in
                settings.peerIds.contains(rawId) ? settings : settings.withUpdatedPeerIds(settings.peerIds + [rawId])
            }).start()
        })
        presentControllerImpl?(picker, ViewControllerPresentationArguments(presentationAnimation: .modalSheet))
    }, removePeer: { peerId in
        updateState { state in
            var state = state
            state.peerIdWithRevealedOptions = nil
            return state
        }
        let rawId = peerId.id._internalGetInt64Value()
        actionsDisposable.add(updateBlockedPeersSettingsInteractively(accountManager: accountManager, { settings in
            settings.withUpdatedPeerIds(settings.peerIds.filter { $0 != rawId })
        }).start())
    }, openPeer: openPeer, updateAllowCalls: { value in
        let _ = updateBlockedPeersSettingsInteractively(accountManager: accountManager, { settings in
            BlockedPeersSettings(peerIds: settings.peerIds, allowCalls: value)
        }).start()
    })

    let settings = blockedPeersSettings(accountManager: accountManager)
    let peers = blockedPeers(engine: context.engine, settings: settings)
    let accountPeer = context.engine.data.subscribe(TelegramEngine.EngineData.Item.Peer.Peer(id: context.account.peerId))

    let signal = combineLatest(queue: .mainQueue(), context.sharedContext.presentationData, statePromise.get(), settings, peers, accountPeer)
    |> map { presentationData, state, settings, peers, accountPeer -> (ItemListControllerState, (ItemListNodeState, Any)) in
        var rightNavigationButton: ItemListNavigationButton?
        if !peers.isEmpty {
            if state.editing {
                rightNavigationButton = ItemListNavigationButton(content: .text(presentationData.strings.Common_Done), style: .bold, enabled: true, action: {
                    updateState { state in
                        var state = state
                        state.editing = false
                        return state
                    }
                })
            } else {
                rightNavigationButton = ItemListNavigationButton(content: .text(presentationData.strings.Common_Edit), style: .regular, enabled: true, action: {
                    updateState { state in
                        var state = state
                        state.editing = true
                        state.peerIdWithRevealedOptions = nil
                        return state
                    }
                })
            }
        }
        let controllerState = ItemListControllerState(presentationData: ItemListPresentationData(presentationData), title: .text(presentationData.strings.BlockedUsers_Title), leftNavigationButton: nil, rightNavigationButton: rightNavigationButton, backNavigationButton: ItemListBackButton(title: presentationData.strings.Common_Back))
        let listState = ItemListNodeState(presentationData: ItemListPresentationData(presentationData), entries: blockedPeersLikeEntries(state: state, settings: settings, peers: peers, accountPeer: accountPeer), style: .blocks, animateChanges: true)
        return (controllerState, (listState, arguments))
    }
    |> afterDisposed {
        actionsDisposable.dispose()
        disposed()
    }

    let controller = ItemListController(context: context, state: signal)
    presentControllerImpl = { [weak controller] c, a in
        controller?.present(c, in: .window(.root), with: a)
    }
    controller.setReorderEntry({ (fromIndex: Int, toIndex: Int, entries: [BlockedPeersLikeEntry]) -> Signal<Bool, NoError> in
        guard let peerIds = reorderedPeerIds(entries, fromIndex: fromIndex, toIndex: toIndex) else {
            return .single(false)
        }
        return updateBlockedPeersSettingsInteractively(accountManager: accountManager, { $0.withUpdatedPeerIds(peerIds) })
        |> map { _ -> Bool in true }
    })
    controller.setReorderCompleted({ (entries: [BlockedPeersLikeEntry]) in
        log("reorderCompleted \(entries.count)")
    })
    controller.didAppear = { firstTime in
        log("didAppear \(firstTime)")
    }
    controller.willDisappear = { animated in
        log("willDisappear \(animated)")
    }
    controller.didDisappear = { animated in
        log("didDisappear \(animated)")
    }
    controller.visibleBottomContentOffsetChanged = { offset in
        if case let .known(value) = offset, value < 100.0 {
            log("loadMore")
        }
    }
    return controller
}
