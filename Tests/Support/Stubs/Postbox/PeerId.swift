// Postbox's peer identifier (`EnginePeer.Id` is a typealias of it in TelegramCore). Test support only; never shipped.
//
// Not given by the reference: the shape (a namespace plus a 64-bit id, compared namespace first, with the
// `_internal…` accessors Telegram code uses to build ids) and the conformances follow Postbox (Peer.swift, 02a86faa).
// Like Postbox's, none of the three is `Sendable`: a generated type that holds a peer id cannot claim to be. Swift 6
// code keeps ids in `nonisolated(unsafe)` constants or builds them where they are used. `Codable` encodes the
// namespace and the id as two numbers (Postbox: the packed `Int64` under the key "iv").

public struct PeerId: Hashable, CustomStringConvertible, Comparable, Codable {
    public struct Namespace: Comparable, Hashable, Codable, CustomStringConvertible {
        private let rawValue: Int32

        private init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        public static func _internalFromInt32Value(_ value: Int32) -> Namespace {
            return Namespace(rawValue: value)
        }

        public func _internalGetInt32Value() -> Int32 {
            return self.rawValue
        }

        public static func < (lhs: Namespace, rhs: Namespace) -> Bool {
            return lhs.rawValue < rhs.rawValue
        }

        public var description: String {
            return "\(self.rawValue)"
        }
    }

    /// Not `CustomStringConvertible` (Postbox's `Id` has a `description` but does not declare the conformance).
    public struct Id: Comparable, Hashable, Codable {
        private let rawValue: Int64

        private init(rawValue: Int64) {
            self.rawValue = rawValue
        }

        public static func _internalFromInt64Value(_ value: Int64) -> Id {
            return Id(rawValue: value)
        }

        public func _internalGetInt64Value() -> Int64 {
            return self.rawValue
        }

        public static func < (lhs: Id, rhs: Id) -> Bool {
            return lhs.rawValue < rhs.rawValue
        }

        public var description: String {
            return "\(self.rawValue)"
        }
    }

    public let namespace: Namespace
    public let id: Id

    public init(namespace: Namespace, id: Id) {
        self.namespace = namespace
        self.id = id
    }

    public static func < (lhs: PeerId, rhs: PeerId) -> Bool {
        if lhs.namespace != rhs.namespace {
            return lhs.namespace < rhs.namespace
        }
        return lhs.id < rhs.id
    }

    public var description: String {
        return "\(self.namespace):\(self.id.description)"
    }
}
