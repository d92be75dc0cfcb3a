// Blocked Users (Screens/BlockedUsers.yaml): a list of app data. The peer ids come from the BlockedPeersContext, each
// peer from engine data (`context.engine.data.subscribe`), so a renamed peer, a newly blocked one and an unblocked
// one all re-render the list. The rows are ItemListPeerItems (`item: peer`): the elements carry the `EnginePeer`
// itself. The Edit / Done buttons change the screen's local state with `set:` in the screen file, and the revealed
// Delete options are the screen's own state, so they need no hooks here. Scrolled near its end, the list asks the
// context for the next page.

import AccountContext
import Display
import GeneratedScreens
import Postbox
import SwiftSignalKit
import TelegramCore

func blockedUsersData(context: AccountContext, blockedPeers: BlockedPeersContext) -> Signal<BlockedUsersData, NoError> {
    return blockedPeers.state
        |> mapToSignal { state -> Signal<BlockedUsersData, NoError> in
            let peers = state.peerIds.map { peerId in
                context.engine.data.subscribe(TelegramEngine.EngineData.Item.Peer.Peer(id: peerId))
            }
            return combineLatest(queue: .mainQueue(), peers)
                |> map { peers -> BlockedUsersData in
                    let blockedPeers = peers.compactMap { $0 }.map { BlockedUsersData.BlockedPeer(id: $0.id, peer: $0) }
                    return BlockedUsersData(isLoading: state.isLoading, blockedPeers: blockedPeers)
                }
        }
}

func makeBlockedUsersController(
    context: AccountContext,
    services: AppServices,
    blockedPeers: BlockedPeersContext
) -> ViewController {
    let hooks = BlockedUsersHooks(
        blockUser: { handle in
            let picker = services.makePeerPicker { peerId in
                let _ = blockedPeers.add(peerId: peerId).start()
            }
            let sheet = ViewControllerPresentationArguments(presentationAnimation: .modalSheet)
            handle.present(picker, in: .window(.root), with: sheet)
        },
        openBlockedPeer: { peer, handle in
            handle.push(services.makePeerInfoController(peer.id))
        },
        unblockPeer: { peer, handle in
            handle.disposables.add(blockedPeers.remove(peerId: peer.id).start())
        },
        loadMoreBlockedPeers: { _ in
            blockedPeers.loadMore()
        }
    )
    return blockedUsersController(
        context: context,
        data: blockedUsersData(context: context, blockedPeers: blockedPeers),
        hooks: hooks
    )
}
