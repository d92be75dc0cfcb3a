/// A generated struct of values: the state, the parameters, or a list element of the app data.
public struct RecordContext: Sendable, Equatable, Encodable {
    /// Stored properties in declaration order.
    public var fields: [FieldContext]
    /// Nested enum types, in field order.
    public var enums: [EnumContext]
    /// Whether there is at least one field.
    public var hasFields: Bool
    /// Whether the struct is declared `Sendable`: when the type of every field is known to be `Sendable` (not when
    /// it holds a peer or a peer id, which TelegramCore and Postbox do not declare `Sendable`).
    public var isSendable: Bool
}

/// The app data struct: its fields, its enums and the structs of its lists' elements.
public struct DataContext: Sendable, Equatable, Encodable {
    public var fields: [FieldContext]
    public var enums: [EnumContext]
    /// The element structs of the list fields, in field order.
    public var elements: [ElementContext]
    public var hasFields: Bool
    /// Whether the struct is declared `Sendable`: when the type of every field is known to be `Sendable` (a list's
    /// when its element struct is).
    public var isSendable: Bool
}

/// The struct of a list's element, nested in the app data struct.
public struct ElementContext: Sendable, Equatable, Encodable {
    /// `BlockedPeer`
    public var name: String
    public var fields: [FieldContext]
    public var enums: [EnumContext]
    /// Whether the struct is declared `Sendable`: when the type of every field is known to be `Sendable`.
    public var isSendable: Bool
}

/// One stored property of a generated struct.
public struct FieldContext: Sendable, Equatable, Encodable {
    /// `host`
    public var name: String
    /// The type inside its struct: `String`, `Bool`, `Int`, `String?`, a nested enum (`Mode`), a list (`[BlockedPeer]`).
    public var type: String
    /// The default as Swift source (`""`, `true`, `1080`, `.socks5`, `nil`), or empty when the field has none.
    public var defaultValue: String
    /// The `init` parameter: `host: String = ""`, or without a default `blockedPeers: [BlockedPeer]`.
    public var parameter: String
    /// The `init`'s `self.host = host`, broken after `=` when too long (may span lines).
    public var assignment: String
    public var isLast: Bool
}

/// A nested enum of a generated struct.
public struct EnumContext: Sendable, Equatable, Encodable {
    /// `Mode`
    public var name: String
    /// Case names in declaration order.
    public var cases: [NameContext]
}

/// Condition members declared on one type.
public struct ConditionExtensionContext: Sendable, Equatable, Encodable {
    /// The extended type: `BlockedUsersState`, `BlockedUsersData`, `BlockedUsersData.BlockedPeer`.
    public var type: String
    public var conditions: [ConditionPropertyContext]
}

/// A condition as a computed member.
public struct ConditionPropertyContext: Sendable, Equatable, Encodable {
    /// `isShareProxyEnabled`
    public var name: String
    /// `var isShareProxyEnabled: Bool`, or with arguments `func isEditButtonShown(data: BlockedUsersData) -> Bool`,
    /// laid out after `    fileprivate ` and followed by ` {`.
    public var declaration: String
    /// The Bool expression, one line or split before top-level `&&`/`||` (continuation lines start with four spaces).
    public var lines: [String]
    public var isLast: Bool
}

/// A reusable text as a private function of the generated file.
public struct ReusableTextContext: Sendable, Equatable, Encodable {
    /// `privacyLabel`
    public var name: String
    /// The function, line by line at file level: `private func privacyLabel(strings: …) -> String {`, its body, `}`.
    public var lines: [String]
}
