// TelegramCore's `EnginePeer` (itemlistui-api-2.md §2.1 uses `EnginePeer`, `EnginePeer.Id`, `EnginePeer.Presence`).
// Test support only; never shipped.

import Postbox

public enum EnginePeer: Equatable {
    public typealias Id = PeerId

    /// When the peer was last online. The reference gives only the type's name: the stubs model the status cases
    /// TelegramCore has and keep the members stub-only (generated code passes presences through, never builds them).
    public struct Presence: Equatable {
        public enum Status: Equatable {
            case present(until: Int32)
            case hidden
            case lastWeek
            case lastMonth
            case recently
            case longTimeAgo
        }

        @_spi(Stubs) public var status: Status
        @_spi(Stubs) public var lastActivity: Int32

        @_spi(Stubs) public init(status: Status, lastActivity: Int32) {
            self.status = status
            self.lastActivity = lastActivity
        }
    }

    case user(TelegramUser)
    case legacyGroup(TelegramGroup)
    case channel(TelegramChannel)
    case secretChat(TelegramSecretChat)

    public var id: Id {
        switch self {
        case let .user(user):
            return user.id
        case let .legacyGroup(group):
            return group.id
        case let .channel(channel):
            return channel.id
        case let .secretChat(secretChat):
            return secretChat.id
        }
    }

    /// A short name for the peer (first name, or title). Stub-only: what tests show in assertions.
    @_spi(Stubs) public var stubDisplayName: String {
        switch self {
        case let .user(user):
            return [user.firstName, user.lastName].compactMap { $0 }.joined(separator: " ")
        case let .legacyGroup(group):
            return group.title
        case let .channel(channel):
            return channel.title
        case .secretChat:
            return "secret chat"
        }
    }
}
