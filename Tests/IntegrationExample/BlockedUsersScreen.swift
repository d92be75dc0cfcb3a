// Blocked Users (Screens/BlockedUsers.yaml): a list of app data. The peer ids come from the BlockedPeersContext, each
// peer's name and username from engine data (`context.engine.data.subscribe`), so a renamed peer, a newly blocked
// one and an unblocked one all re-render the list. The Edit / Done buttons change the screen's local state with `set:`
// in the screen file, so they need no hooks here.

import AccountContext
import Display
import GeneratedScreens
import Postbox
import SwiftSignalKit
import TelegramCore

extension BlockedUsersData.BlockedPeer {
    /// A blocked user as the screen shows it. The element's id is the user's id: blocked peers are cloud users here,
    /// so the namespace is known (an element id is an Int or a String).
    init?(_ peer: EnginePeer) {
        guard case .user(let user) = peer else {
            return nil
        }
        let id = Int(peer.id.id._internalGetInt64Value())
        self.init(id: id, name: peer.displayTitle, status: user.username.map { "@" + $0 })
    }

    /// The engine id of the user this element shows.
    var peerId: EnginePeer.Id {
        return EnginePeer.Id(namespace: Namespaces.Peer.CloudUser, id: ._internalFromInt64Value(Int64(self.id)))
    }
}

func blockedUsersData(context: AccountContext, blockedPeers: BlockedPeersContext) -> Signal<BlockedUsersData, NoError> {
    return blockedPeers.state
        |> mapToSignal { state -> Signal<BlockedUsersData, NoError> in
            let peers = state.peerIds.map { peerId in
                context.engine.data.subscribe(TelegramEngine.EngineData.Item.Peer.Peer(id: peerId))
            }
            return combineLatest(queue: .mainQueue(), peers)
                |> map { peers -> BlockedUsersData in
                    let blockedPeers = peers.compactMap { $0.flatMap(BlockedUsersData.BlockedPeer.init) }
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
            handle.push(services.makePeerInfoController(peer.peerId))
        },
        unblockPeer: { peer, handle in
            handle.disposables.add(blockedPeers.remove(peerId: peer.peerId).start())
        }
    )
    return blockedUsersController(
        context: context,
        data: blockedUsersData(context: context, blockedPeers: blockedPeers),
        hooks: hooks
    )
}
