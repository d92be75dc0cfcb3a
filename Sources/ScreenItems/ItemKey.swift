import ScreenExpressions

/// One YAML key of an item kind: what its value is, whether it is required, and its docs table row.
public struct ItemKey: Sendable, Equatable {
    /// The key as written in a row (`title`, `color`).
    public var name: String
    public var kind: ItemValueKind
    /// Whether a row must give the key.
    public var isRequired: Bool
    /// The value when the key is absent, for keys whose absence means a value (`false`, `.accent`); nil when absence
    /// means "none" (`nil` for an optional text, no closure for an action).
    public var defaultValue: ItemDefault?
    /// The docs table's row for the key; nil when the key is documented with another (a checkbox's `action` is
    /// documented in the `checked` + `action` row).
    public var doc: KeyDoc?
    /// How a built-in kind's row struct holds the key (a property of its own unless a reader says otherwise).
    public var storage: KeyStorage
    /// When the key means something; nil when always.
    public var requirement: KeyRequirement?
    /// The help of the `missing-key` diagnostic for a required key a row leaves out.
    public var help: String?
    /// Whether an enumeration key's word may be chosen by the state, `{ if: condition, then: word, else: word }`
    /// (`WordChoice`), as the real screens compute it in `item(…)` (an input's `clearType`, an activity text's
    /// `color`).
    public var byState: Bool

    public init(
        _ name: String, _ kind: ItemValueKind, required: Bool = false, default defaultValue: ItemDefault? = nil,
        storage: KeyStorage = .property(), only requirement: KeyRequirement? = nil, help: String? = nil,
        byState: Bool = false, doc: KeyDoc?
    ) {
        self.byState = byState
        self.name = name
        self.kind = kind
        self.isRequired = required
        self.defaultValue = defaultValue
        self.storage = storage
        self.requirement = requirement
        self.help = help
        self.doc = doc
    }

    /// What the value may be as far as its YAML shape goes (for the JSON Schema): the kind's shape, or for a key chosen
    /// by the state also `{ if:, then:, else: }`.
    public var shape: ValueShape {
        byState
            ? .anyOf([kind.shape, .mapping(ScreenLanguage.conditionWord), .mapping(ScreenLanguage.switchWord)])
            : kind.shape
    }

    /// The docs' type column: the kind's, and for a key chosen by the state also the `if` form.
    public var docType: String {
        byState ? kind.docType + ", or `{ if:, then:, else: }` / `{ switch:, cases:, default: }`" : kind.docType
    }

    /// Whether the key names the `change` hook of a bound value (`change:`): called when the control writes it, not
    /// by a closure of its own.
    public var reportsChange: Bool {
        if case .reader(.changeHook) = storage { true } else { false }
    }

    /// The name of the row struct's property that holds the key's value, for a key stored in a property of its own
    /// (`binding` for `bind`); nil for a key read by a reader or with another key.
    public var propertyName: String? {
        if case .property(let name, _) = storage { name ?? self.name } else { nil }
    }
}

/// What a key's value is.
public enum ItemValueKind: Sendable, Equatable {
    /// A displayed text (a literal, `{ key: … }`, an interpolation): a Swift `String`.
    case text
    /// A condition of the condition language: a Swift `Bool` computed for the state.
    case condition
    /// A literal `true` / `false`.
    case bool
    /// A literal whole number, at least `minimum`.
    case int(minimum: Int)
    /// One of a fixed set of words, each with its Swift spelling.
    case enumeration([ItemEnumCase])
    /// A field the control shows and changes (`bind:`), of a type; the setter parameter writes it.
    case binding(ItemValueType)
    /// A hook name (`valueChanged?`): a closure that calls the app with the payload values, then the handle.
    case hook(payload: [ItemValueType])
    /// `action:` / `push:` / `set:`: what a tap does (`() -> Void`).
    case action
    /// An [icon](#icons) (`{ settings: … }`, `{ itemList: … }`, `{ bundle: … }`): a Swift `UIImage?`, `nil` when the
    /// row leaves the key out.
    case icon
    /// A peer: an expression of type `Peer` (`EnginePeer`), in practice a repeated row's element field (`peer.peer`).
    case peer
    /// A peer's presence: an expression of the row's element whose type the app declares with the Swift spelling
    /// `EnginePeer.Presence` (module TelegramCore), or its optional (`member.presence`). ItemListPeerItem's
    /// `presence:`.
    case presence
    /// A value of a type — `Int64`, `Double`, `Int32?`, an app type the screen declares — given as an expression of
    /// the condition language (`usage.totalBytes`, `preset`, `1024`): a custom item's typed parameter. The entry
    /// carries it when it reads the state, the data or the parameters.
    case value(ItemValueType)
    /// A list of reveal options, each a title, a colour and a hook (`[{ title: Mute, color: neutral, action: mute }]`):
    /// ItemListPeerItem's `ItemListPeerItemRevealOptions`, shown instead of Delete when the row is swiped.
    case revealOptions
    /// Read by a built-in item's own decoder (a colour, `subItems`, `set:`…); `type` is the docs' type column,
    /// `shape` what the JSON Schema knows of it.
    case special(type: String, shape: ValueShape = .any)

    /// The docs' type column for this kind.
    public var docType: String {
        switch self {
        case .text: "Text"
        case .condition: "condition"
        case .bool: "Bool"
        case .int(let minimum): minimum == 0 ? "integer ≥ 0" : "integer ≥ \(minimum)"
        case .enumeration(let cases): cases.map { "`\($0.name)`" }.joined(separator: " \\| ")
        case .binding(let type): "\(type.swiftType) field"
        case .hook(let payload):
            payload.isEmpty ? "hook name" : "hook name (receives \(payload.map(\.swiftType).joined(separator: ", ")))"
        case .action: "action name"
        case .icon: "[Icon](#icons)"
        case .peer: "`Peer` field"
        case .presence: "`EnginePeer.Presence?` field"
        case .value(let type): "`\(type.name)` expression"
        case .revealOptions: "list of `{ title, color, action }`"
        case .special(let type, _): type
        }
    }

    /// What the value is as far as its YAML shape goes (for the JSON Schema).
    public var shape: ValueShape {
        switch self {
        case .text: .text
        case .condition: .condition
        case .bool: .bool
        case .int(let minimum): .integer(minimum: minimum == Int.min ? nil : minimum)
        case .enumeration(let cases): .words(cases.map(\.name))
        case .binding(let type): .name("\(type.swiftType) field")
        case .hook: .name("hook")
        case .action: .name("action name")
        case .icon: .icon
        case .peer, .presence: .expression
        case .value: .expression
        case .revealOptions: .list(.mapping(ScreenLanguage.revealOption), minimum: 1)
        case .special(_, let shape): shape
        }
    }
}

/// The type of a bound value, of a hook's payload value or of a typed key: a built-in type (`Bool`, `Int`, `String`,
/// `Int32`, `Int64`, `Double`, optionals, arrays) or an app type the screen declares (`types:`).
public struct ItemValueType: Sendable, Equatable {
    /// As a screen file writes it: `Bool`, `Int64?`, `AutoremoveTimeoutPreset` (a declared type's screen name; the
    /// generated code spells it as the declaration's `swift:` says).
    public var name: String
    /// The type as the condition language sees it.
    public var expressionType: ExpressionType

    public init(name: String, expressionType: ExpressionType) {
        self.name = name
        self.expressionType = expressionType
    }

    public static let bool = ItemValueType(name: "Bool", expressionType: .bool)
    public static let int = ItemValueType(name: "Int", expressionType: .int)
    public static let string = ItemValueType(name: "String", expressionType: .string)

    /// The types of built-in items' bindings and hooks.
    public static let basic: [ItemValueType] = [.bool, .int, .string]

    /// The Swift type for a built-in type (declared types are spelt by the code generator, which knows their
    /// `swift:` names).
    public var swiftType: String { name }

    /// Whether a value of the type may be `nil`.
    public var isOptional: Bool { expressionType.wrapped != nil }
}

extension ItemValueKind {
    /// An enumeration whose YAML words are spelt `.word` in Swift.
    public static func cases(_ names: String...) -> ItemValueKind {
        .enumeration(names.map { ItemEnumCase($0) })
    }
}

/// One case of an enumeration key: the YAML word and the Swift expression it becomes.
public struct ItemEnumCase: Sendable, Equatable {
    /// As written in YAML (`destructive`).
    public var name: String
    /// As passed in Swift (`.destructive`).
    public var swift: String

    public init(_ name: String, swift: String? = nil) {
        self.name = name
        self.swift = swift ?? ".\(name)"
    }
}

/// The value of an absent key.
public enum ItemDefault: Sendable, Equatable {
    case bool(Bool)
    case int(Int)
    /// An enumeration case, by YAML name.
    case enumCase(String)
    /// A text shown when the key is absent.
    case text(String)
    /// A literal of a typed key (`.value`): a number, a String, a Bool or `nil`.
    case literal(ExpressionValue)

    /// As the docs' default column shows it.
    public var docText: String {
        switch self {
        case .bool(let value): "`\(value)`"
        case .int(let value): "`\(value)`"
        case .enumCase(let name): "`\(name)`"
        case .text(let text): "`\"\(text)\"`"
        case .literal(let value): "`\(value)`"
        }
    }
}

/// A key's row in the docs table: `| key | type | default | required | parameter |`. Columns left nil are derived
/// from the key (its kind, default and whether it is required).
public struct KeyDoc: Sendable, Equatable {
    /// The key column when it is not just the key (`` `bind` + `selects` ``).
    public var heading: String?
    public var type: String?
    public var defaultText: String?
    public var required: String?
    /// The last column: what the key becomes in Swift, and what it means.
    public var parameter: String

    public init(
        heading: String? = nil, type: String? = nil, default defaultText: String? = nil, required: String? = nil,
        _ parameter: String
    ) {
        self.heading = heading
        self.type = type
        self.defaultText = defaultText
        self.required = required
        self.parameter = parameter
    }
}
