// Postbox's peer identifier (`EnginePeer.Id` is a typealias of it in TelegramCore). Test support only; never shipped.
//
// Not given by the reference: the shape (a namespace plus a 64-bit id, compared namespace first, with the
// `_internal…` accessors Telegram code uses to build ids) follows Postbox. Declared `Sendable` (a value of two
// integers) so Swift 6 test code can keep ids in constants.

public struct PeerId: Hashable, Comparable, CustomStringConvertible, Sendable {
    public struct Namespace: Hashable, Comparable, CustomStringConvertible, Sendable {
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

    public struct Id: Hashable, Comparable, CustomStringConvertible, Sendable {
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
        return "\(self.namespace):\(self.id)"
    }
}
