/// One key of a fixed YAML mapping of the language (a screen file's top level, a section, a navigation-bar button,
/// a state declaration, …): what its value is and where the docs explain it.
///
/// The decoders read their allowed keys (and "did you mean") from `KeyTable.names`, and the JSON Schema generator
/// reads the same tables for completion and hover: the language's keys are described once.
public struct LanguageKey: Sendable, Equatable {
    /// The key as written (`navigationBar`).
    public var name: String
    /// What its value is.
    public var shape: ValueShape
    /// Whether the mapping must have the key.
    public var isRequired: Bool
    /// One or two sentences for editors' hover and completion.
    public var summary: String
    /// The heading of `docs/Language.md` that explains the key, as a GitHub anchor (`navigation-bar`).
    public var anchor: String

    public init(_ name: String, _ shape: ValueShape, required: Bool = false, _ summary: String, anchor: String) {
        self.name = name
        self.shape = shape
        self.isRequired = required
        self.summary = summary
        self.anchor = anchor
    }
}

/// The keys of one fixed mapping of the language, in the order messages list them ("options here: …").
public struct KeyTable: Sendable, Equatable {
    /// A stable identifier: the JSON Schema definition's name (`section`, `navigationButton`).
    public let id: String
    /// What the mapping is, for docs and hover ("a section").
    public let summary: String
    /// The `docs/Language.md` anchor of the mapping.
    public let anchor: String
    public let keys: [LanguageKey]
    /// The key names, in order: the decoder's allowed keys. Built once, with the table.
    public let names: [String]

    public init(id: String, summary: String, anchor: String, keys: [LanguageKey]) {
        self.id = id
        self.summary = summary
        self.anchor = anchor
        self.keys = keys
        self.names = keys.map(\.name)
    }

    /// The key named `name`.
    public func key(named name: String) -> LanguageKey? { keys.first { $0.name == name } }

    /// The names of the required keys, in order.
    public var requiredNames: [String] { keys.filter(\.isRequired).map(\.name) }
}

/// What a key's value may be, as far as its YAML shape goes: enough for a JSON Schema (completion, hover, the YAML
/// types and the fixed words), not the checks that need the rest of the screen (types of fields, hooks, references),
/// which `screenc lint` makes.
public indirect enum ValueShape: Sendable, Equatable {
    /// A displayed text: a scalar, `{ key: }`, `{ key:, args: }`, `{ key:, count: }`, `{ if:, then:, else: }` or
    /// `{ switch:, cases:, default: }` (`docs/Language.md#texts`).
    case text
    /// A condition of the condition language (a string), or `true` / `false`.
    case condition
    /// An expression of the condition language that is not necessarily a Bool (`count:`, `switch:`).
    case expression
    /// A literal `true` / `false`.
    case bool
    /// A whole number, at least `minimum` when given.
    case integer(minimum: Int?)
    /// A number, at least `minimum` when given.
    case number(minimum: Double?)
    /// A string naming something (an identifier, a field, a hook, a screen, a Swift type); `what` is for the docs.
    case name(String)
    /// One of a fixed set of words.
    case words([String])
    /// A colour: a theme colour's name or `#RRGGBB`.
    case colour
    /// `{ settings: }`, `{ itemList: }` or `{ bundle: }` (`docs/Language.md#icons`).
    case icon
    /// `set:` — a mapping of state fields to values.
    case stateUpdate
    /// `push:` — a screen name, or `{ screen: Name, with: { parameter: value, … } }`.
    case push
    /// A value of a declared type written as a scalar (`true`, `12`, `Anna`, `null`).
    case scalar
    /// A value of a declared type: a scalar, or a list of mappings (a list's sample).
    case value
    /// A text that may be uppercased: a text, or a text mapping with `uppercased:` next to its `key:` (a section
    /// header).
    case uppercasableText
    /// A mapping described by a key table.
    case mapping(KeyTable)
    /// A list of values of a shape, with at least `minimum` and at most `maximum` items when given.
    case list(ValueShape, minimum: Int? = nil, maximum: Int? = nil)
    /// A mapping from names the screen chooses to values of a shape (`conditions:`, `cases:`).
    case dictionary(ValueShape)
    /// Any of the shapes.
    case anyOf([ValueShape])
    /// A row of any kind (`docs/Language.md#rows`): the shipped kinds by their descriptions, custom kinds open.
    case row
    /// Anything: the key is documented but its value is only checked by `screenc lint`.
    case any
}
