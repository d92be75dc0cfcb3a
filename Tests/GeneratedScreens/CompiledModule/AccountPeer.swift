// An app type of the module the generated screens are compiled into: the fixture AvatarRows.yaml declares it without
// `module:` (`types: AccountPeer: { members: { peer: Peer, name: String } }`) and reads its peer for a disclosure's
// avatar (`iconPeer: account?.peer`). Test support only; never shipped.
//
// NOT from the reference: the smallest app struct holding an `EnginePeer`, as an app's account model does.

import TelegramCore

public struct AccountPeer: Equatable {
    public var peer: EnginePeer
    public var name: String

    public init(peer: EnginePeer, name: String) {
        self.peer = peer
        self.name = name
    }
}
