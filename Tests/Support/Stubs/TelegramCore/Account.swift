// TelegramCore's account types (itemlistui-api-2.md §8.2): `Account` (the logged-in account: `peerId`,
// `postbox`) and `TelegramAccountManagerTypes`, the type family of the app's `AccountManager`.
// Test support only; never shipped.

import Postbox

/// The attributes of an account record. Account records are not modelled, so this has no cases.
public enum TelegramAccountRecordAttribute: Equatable {
}

public final class TelegramAccountManagerTypes: AccountManagerTypes {
    public typealias Attribute = TelegramAccountRecordAttribute
}

public class Account {
    /// The account's own peer.
    public let peerId: PeerId
    /// The account's database (preferences only in the stubs).
    public let postbox: Postbox

    /// Stub-only: real accounts are made by TelegramCore when the app logs in.
    @_spi(Stubs) public init(peerId: PeerId, postbox: Postbox) {
        self.peerId = peerId
        self.postbox = postbox
    }
}
