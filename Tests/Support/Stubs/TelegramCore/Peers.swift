// TelegramCore's peer model as far as item initializers need it: the peer classes behind `EnginePeer` and the id
// namespaces. Test support only; never shipped.
//
// Not given by the reference (it names only `EnginePeer`, `EnginePeer.Id`, `EnginePeer.Presence`). The shapes follow
// TelegramCore: `EnginePeer` is an enum over user / legacy group / channel / secret chat, each wrapping a peer class
// whose identity is a Postbox `PeerId`. Only identity and names are modelled; the classes have stub-only
// initializers (the real ones take a dozen more arguments), so only tests create peers.

import Postbox

public struct Namespaces {
    public struct Peer {
        // `nonisolated(unsafe)`: `PeerId.Namespace` is not `Sendable` (as in Postbox) and the stubs compile in Swift 6
        // mode; the constants are never mutated.
        nonisolated(unsafe) public static let CloudUser = PeerId.Namespace._internalFromInt32Value(0)
        nonisolated(unsafe) public static let CloudGroup = PeerId.Namespace._internalFromInt32Value(1)
        nonisolated(unsafe) public static let CloudChannel = PeerId.Namespace._internalFromInt32Value(2)
        nonisolated(unsafe) public static let SecretChat = PeerId.Namespace._internalFromInt32Value(3)
    }
}

public final class TelegramUser: Equatable {
    public let id: PeerId
    public let firstName: String?
    public let lastName: String?
    public let username: String?
    public let phone: String?

    @_spi(Stubs) public init(id: PeerId, firstName: String?, lastName: String?, username: String? = nil, phone: String? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.username = username
        self.phone = phone
    }

    public static func == (lhs: TelegramUser, rhs: TelegramUser) -> Bool {
        return lhs.id == rhs.id && lhs.firstName == rhs.firstName && lhs.lastName == rhs.lastName && lhs.username == rhs.username && lhs.phone == rhs.phone
    }
}

public final class TelegramGroup: Equatable {
    public let id: PeerId
    public let title: String

    @_spi(Stubs) public init(id: PeerId, title: String) {
        self.id = id
        self.title = title
    }

    public static func == (lhs: TelegramGroup, rhs: TelegramGroup) -> Bool {
        return lhs.id == rhs.id && lhs.title == rhs.title
    }
}

public final class TelegramChannel: Equatable {
    public let id: PeerId
    public let title: String
    public let username: String?

    @_spi(Stubs) public init(id: PeerId, title: String, username: String? = nil) {
        self.id = id
        self.title = title
        self.username = username
    }

    public static func == (lhs: TelegramChannel, rhs: TelegramChannel) -> Bool {
        return lhs.id == rhs.id && lhs.title == rhs.title && lhs.username == rhs.username
    }
}

public final class TelegramSecretChat: Equatable {
    public let id: PeerId
    public let regularPeerId: PeerId

    @_spi(Stubs) public init(id: PeerId, regularPeerId: PeerId) {
        self.id = id
        self.regularPeerId = regularPeerId
    }

    public static func == (lhs: TelegramSecretChat, rhs: TelegramSecretChat) -> Bool {
        return lhs.id == rhs.id && lhs.regularPeerId == rhs.regularPeerId
    }
}
