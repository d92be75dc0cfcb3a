// Postbox types that `ItemListPeerItem`'s initializer mentions (`threadInfo:`, `storyStats:`). The reference names
// them without declarations; their module, kind and conformances follow Postbox: `EngineMessageHistoryThread` is a
// final class there (TelegramCore adds `Info` in an extension, see TelegramCore/EngineMessageHistoryThread.swift) and
// `PeerStoryStats` an `Equatable` struct. Test support only; never shipped.

/// The namespace of a forum topic's types. Only TelegramCore's `Info` is modelled.
public final class EngineMessageHistoryThread {
    private init() {
    }
}

/// How many stories a peer has and how many are unseen (drawn as a ring around the avatar).
public struct PeerStoryStats: Equatable {
    public var totalCount: Int
    public var unseenCount: Int
    public var hasUnseenCloseFriends: Bool

    public init(totalCount: Int, unseenCount: Int, hasUnseenCloseFriends: Bool) {
        self.totalCount = totalCount
        self.unseenCount = unseenCount
        self.hasUnseenCloseFriends = hasUnseenCloseFriends
    }
}
