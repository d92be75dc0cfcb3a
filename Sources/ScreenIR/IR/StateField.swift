import ScreenDiagnostics
import ScreenExpressions

/// One field of the screen's state struct: UI-local state the screen keeps and its controls change.
public struct StateField: Sendable, Equatable {
    /// The field's Swift name.
    public var name: Located<String>
    /// The field's type (`Bool`, `Int`, `String`, an optional of one of them, or an enum).
    public var type: ValueType
    /// The initial value (`.null` for an optional that starts without a value).
    public var defaultValue: ExpressionValue
    /// The whole declaration.
    public var span: SourceSpan

    public init(
        name: Located<String>, type: ValueType, defaultValue: ExpressionValue, span: SourceSpan, isGenerated: Bool = false
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.span = span
        self.isGenerated = isGenerated
    }

    /// The state field screenc adds for removable peer rows: the peer whose options are revealed (`EnginePeer.Id?`),
    /// set and cleared as ItemListPeerItem reports swipes, like BlockedPeersController's state.
    public static let revealedPeerOptions = "peerIdWithRevealedOptions"

    /// Whether this is the field screenc adds for removable peer rows (not declared by the screen).
    public var isRevealedPeerOptions: Bool { name.value == Self.revealedPeerOptions && type == .optional(.peerId) }

    /// The state field screenc adds for a removable custom row `row` whose options can be revealed: the value of
    /// its `id` key whose options are revealed (`browserWithRevealedOptions: String?`).
    public static func revealedOptions(of row: String) -> String { row + "WithRevealedOptions" }

    /// The arguments-class method that keeps `revealedOptions(of: row)` as the row's swipes report it
    /// (`setBrowserWithRevealedOptions`).
    public static func revealedOptionsSetter(of row: String) -> String {
        "set" + SwiftIdentifier.upperFirst(revealedOptions(of: row))
    }

    /// Whether screenc added this field (for removable rows' revealed options): it is never "unused".
    public var isGenerated: Bool

    /// The Swift type name of an enum field: the field name in UpperCamelCase (`mode` → `Mode`).
    public var enumTypeName: String { SwiftIdentifier.upperFirst(name.value) }

    /// The field's type as the condition language sees it.
    public var expressionType: ExpressionType { type.expressionType(enumName: enumTypeName) }
}
