// Other TelegramCore types that `ItemListPeerItem`'s initializer mentions (`threadInfo:`, `storyStats:`).
// The reference names them without declarations; both are modelled as value types with stub-only initializers.
// `PeerStoryStats`' module is not stated either; it is put in TelegramCore next to the peer types.
// Test support only; never shipped.

/// A forum topic's title and icon.
public enum EngineMessageHistoryThread {
    public struct Info: Equatable {
        @_spi(Stubs) public var title: String
        @_spi(Stubs) public var icon: Int64?
        @_spi(Stubs) public var iconColor: Int32

        @_spi(Stubs) public init(title: String, icon: Int64?, iconColor: Int32) {
            self.title = title
            self.icon = icon
            self.iconColor = iconColor
        }
    }
}

/// How many stories a peer has and how many are unseen (drawn as a ring around the avatar).
public struct PeerStoryStats: Equatable {
    @_spi(Stubs) public var totalCount: Int
    @_spi(Stubs) public var unseenCount: Int
    @_spi(Stubs) public var hasUnseenCloseFriends: Bool

    @_spi(Stubs) public init(totalCount: Int, unseenCount: Int, hasUnseenCloseFriends: Bool) {
        self.totalCount = totalCount
        self.unseenCount = unseenCount
        self.hasUnseenCloseFriends = hasUnseenCloseFriends
    }
}
