import ScreenDiagnostics
import ScreenExpressions

/// The type of a state field, app data field, parameter or list element field.
public indirect enum ValueType: Sendable, Equatable {
    case bool
    case int
    case string
    /// An enum with named cases, in declaration order.
    case enumeration(cases: [Located<String>])
    /// An optional `Bool`, `Int` or `String` (`String?`).
    case optional(ValueType)
    /// A list of records: app data only.
    case list(ListType)
    /// `Peer`: a Telegram peer (`EnginePeer`), a list element field only.
    case peer
    /// `PeerId`: a peer's identifier (`EnginePeer.Id`), a list element field only (usually its `id`).
    case peerId
    /// `Int32`, `Int64`, `Double`: the app's number types (members of its types, data, parameters).
    case int32, int64, double
    /// A type the app declares (`types:`), as the condition language sees it: a record of its members (a struct, a
    /// class, or one without members the screen only passes on) or an enumeration of its cases.
    case app(ExpressionType)
    /// `[T]`: an array (a member of an app type, a function's argument).
    case array(ValueType)
    /// `[K: V]`: a dictionary (a member of an app type, a function's argument).
    case dictionary(ValueType, ValueType)

    /// The name used in messages and YAML (`Bool`, `Int?`, `String`, `enum`, `list`).
    public var name: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .string: "String"
        case .enumeration: "enum"
        case .optional(let wrapped): wrapped.name + "?"
        case .list: "list"
        case .peer: "Peer"
        case .peerId: "PeerId"
        case .int32: "Int32"
        case .int64: "Int64"
        case .double: "Double"
        case .app(let type): type.description
        case .array(let element): "[\(element.name)]"
        case .dictionary(let key, let value): "[\(key.name): \(value.name)]"
        }
    }

    /// Whether the type is one the app declares, or holds one (an optional, array or dictionary of it).
    public var isAppType: Bool {
        switch self {
        case .app: true
        case .optional(let wrapped), .array(let wrapped): wrapped.isAppType
        case .dictionary(let key, let value): key.isAppType || value.isAppType
        default: false
        }
    }

    /// Whether the type is an enum (a nested Swift `enum` is generated for it).
    public var isEnumeration: Bool {
        if case .enumeration = self { true } else { false }
    }

    /// The value type of a custom item's typed key (`ItemValueType.expressionType`, resolved from a type spelling):
    /// built-in types as they are, the app's declared types as `.app`.
    public init(itemType type: ExpressionType) {
        switch type {
        case .bool: self = .bool
        case .int: self = .int
        case .string: self = .string
        case .int32: self = .int32
        case .int64: self = .int64
        case .double: self = .double
        case .peer: self = .peer
        case .peerId: self = .peerId
        case .optional(let wrapped): self = .optional(ValueType(itemType: wrapped))
        case .array(let element): self = .array(ValueType(itemType: element))
        case .dictionary(let key, let value): self = .dictionary(ValueType(itemType: key), ValueType(itemType: value))
        case .enumeration, .record, .list: self = .app(type)
        }
    }

    /// The wrapped type of an optional; nil for any other type.
    public var wrapped: ValueType? {
        if case .optional(let wrapped) = self { wrapped } else { nil }
    }

    /// The type as the condition language sees it. `enumName` names this value's enum type in messages and keeps
    /// enums of different owners distinct (`Mode`, `Data.Quality`); it is only built for an enum.
    public func expressionType(enumName: @autoclosure () -> String) -> ExpressionType {
        switch self {
        case .bool: .bool
        case .int: .int
        case .string: .string
        case .enumeration(let cases): .enumeration(name: enumName(), cases: EnumCases(cases.map(\.value)))
        case .optional(let wrapped): .optional(wrapped.expressionType(enumName: enumName()))
        case .list(let list): .list(list.recordType)
        case .peer: .peer
        case .peerId: .peerId
        case .int32: .int32
        case .int64: .int64
        case .double: .double
        case .app(let type): type
        case .array(let element): .array(element.expressionType(enumName: enumName()))
        case .dictionary(let key, let value):
            .dictionary(key.expressionType(enumName: enumName()), value.expressionType(enumName: enumName()))
        }
    }
}

/// The type of a list in app data: its element is a record whose fields include an `id`.
public struct ListType: Sendable, Equatable {
    /// The element's Swift type name (`BlockedPeer`), as written with `element:` or derived from the field's name.
    public var element: Located<String>
    /// The element's fields, in declaration order (`id` among them).
    public var fields: [RecordField]

    public init(element: Located<String>, fields: [RecordField]) {
        self.element = element
        self.fields = fields
    }

    /// The field with this name.
    public func field(named name: String) -> RecordField? {
        fields.first { $0.name.value == name }
    }

    /// The element's `id` field, when it has one.
    public var idField: RecordField? { field(named: "id") }

    /// The element's type as the condition language sees it; its enums are named `<Element>.<Field>`.
    public var recordType: RecordType {
        RecordType(
            name: element.value,
            fields: fields.map {
                RecordType.Field(
                    name: $0.name.value, type: $0.type.expressionType(enumName: element.value + "." + $0.enumTypeName))
            })
    }
}

/// One field of a list element.
public struct RecordField: Sendable, Equatable {
    public var name: Located<String>
    /// `Bool`, `Int`, `String`, an enum, or an optional of one of them; `Peer` or `PeerId`.
    public var type: ValueType
    public var span: SourceSpan

    public init(name: Located<String>, type: ValueType, span: SourceSpan) {
        self.name = name
        self.type = type
        self.span = span
    }

    /// The Swift name of the field's enum type (`kind` → `Kind`).
    public var enumTypeName: String { SwiftIdentifier.upperFirst(name.value) }
}
