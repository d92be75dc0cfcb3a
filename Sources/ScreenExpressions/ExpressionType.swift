/// The type of a field (state, app data, parameter, list element field) or an expression.
public indirect enum ExpressionType: Sendable, Hashable, CustomStringConvertible {
    case bool
    case int
    case string
    /// A 32-bit integer (`Int32`): a member of an app type, a plural count; literals adapt to it.
    case int32
    /// A 64-bit integer (`Int64`): a byte count, an app type's member; literals adapt to it.
    case int64
    /// A floating-point number (`Double`): read, shown and passed on, never compared with a literal.
    case double
    /// An array of values of an app type's member (`[PeerId]`): its `.count` and `.isEmpty` are read.
    case array(ExpressionType)
    /// A dictionary of an app type's member (`[PeerId: SelectivePrivacyPeer]`): its `.count` and `.isEmpty` are read.
    case dictionary(ExpressionType, ExpressionType)
    /// An enum field's type: the generated Swift enum's name and its cases, in order. State enums are named by the
    /// field (`Mode`); enums of app data, parameters and list elements are qualified by their owner
    /// (`Data.Quality`, `Parameters.Category`, `BlockedPeer.Kind`), so equal case lists never make two types equal.
    case enumeration(name: String, cases: EnumCases)
    /// An optional `Bool`, `Int`, `String` or enum (`String?`); its value is a value of the wrapped type or `nil`.
    case optional(ExpressionType)
    /// A list of records (app data only): `blockedPeers`.
    case list(RecordType)
    /// One element of a list: the variable a repeated row binds (`peer`), read field by field (`peer.name`).
    case record(RecordType)
    /// A Telegram peer (`EnginePeer`, module TelegramCore), a list element field written `Peer` in YAML: shown by a
    /// `peer` row, never compared or interpolated.
    case peer
    /// A peer's identifier (`EnginePeer.Id`), written `PeerId` in YAML: a list element's `id`, compared with `==`.
    case peerId

    /// The type as Swift spells it: "Bool", "Int", "String", or the enum's name.
    public var description: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .string: "String"
        case .int32: "Int32"
        case .int64: "Int64"
        case .double: "Double"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .enumeration(let name, _): name
        case .optional(let wrapped): wrapped.description + "?"
        case .list(let record): "[\(record.name)]"
        case .record(let record): record.name
        case .peer: "EnginePeer"
        case .peerId: "EnginePeer.Id"
        }
    }

    /// The wrapped type of an optional; nil for any other type.
    public var wrapped: ExpressionType? {
        if case .optional(let wrapped) = self { wrapped } else { nil }
    }

    /// Whether the type is one of the integer types (`Int`, `Int32`, `Int64`).
    public var isInteger: Bool { self == .int || self == .int32 || self == .int64 }

    /// Whether the type is a number (`Int`, `Int32`, `Int64`, `Double`).
    public var isNumber: Bool { isInteger || self == .double }

    /// The type made optional (an optional stays as it is, as Swift's optional chaining flattens).
    public var asOptional: ExpressionType {
        if case .optional = self { self } else { .optional(self) }
    }

    /// The type with an indefinite article, for messages: "a Bool", "an Int", "an `Encryption`".
    var withArticle: String {
        switch self {
        case .bool: return "a Bool"
        case .int: return "an Int"
        case .string: return "a String"
        case .int32, .int64, .double, .array, .dictionary, .enumeration, .optional, .list, .record, .peer, .peerId:
            let name = description
            let vowels: Set<Character> = ["A", "E", "I", "O", "U", "a", "e", "i", "o", "u"]
            return (name.first.map(vowels.contains) ?? false ? "an " : "a ") + "`\(name)`"
        }
    }
}

/// The type of a list element: a record with named, typed fields (an `id` among them).
public struct RecordType: Sendable, Hashable, CustomStringConvertible {
    /// One field of the record.
    public struct Field: Sendable, Hashable {
        /// The field's name (`name`, `status`).
        public var name: String
        /// The field's type: `Bool`, `Int`, `String`, an enum, or an optional of one of them.
        public var type: ExpressionType

        public init(name: String, type: ExpressionType) {
            self.name = name
            self.type = type
        }
    }

    /// The generated Swift type's name (`BlockedPeer`), or the name a declared app type has in the screen file.
    public var name: String
    /// The fields, in declaration order.
    public var fields: [Field]
    /// Whether the record is a type the app declares (`types:`: a struct, a class, or a type without members the
    /// screen only passes on), rather than a list element screenc generates.
    public var isDeclared: Bool

    public init(name: String, fields: [Field], isDeclared: Bool = false) {
        self.name = name
        self.fields = fields
        self.isDeclared = isDeclared
    }

    /// The type of the field called `name`, or nil when the record has no such field.
    public func type(of name: String) -> ExpressionType? {
        fields.first { $0.name == name }?.type
    }

    /// The record's Swift name.
    public var description: String { name }
}
