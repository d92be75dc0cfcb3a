/// A value of a state field or an expression.
public enum ExpressionValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case string(String)
    /// A case of an enum, by name.
    case enumCase(String)
    /// An optional without a value (`nil`).
    case null
    /// A list's elements, in order (each a `.record`).
    case list([ExpressionValue])
    /// One list element, or a value of an app struct: its fields' values by field name (an optional field without a
    /// value is `.null`).
    case record([String: ExpressionValue])
    /// A floating-point number (`Double`).
    case double(Double)
    /// A case of an app enum with the values it carries, by label (`.enableEveryone(disableFor: [...])`).
    case caseWithValues(String, [String: ExpressionValue])

    /// The case name of an enum value (with or without values); nil for any other value.
    public var caseName: String? {
        switch self {
        case .enumCase(let name), .caseWithValues(let name, _): name
        default: nil
        }
    }

    /// The value as a condition literal: `true`, `42`, `"text"` (escaped), `.case`, `nil`; lists as `[…]` and records
    /// as `{field: value, …}` with fields sorted by name.
    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .string(let value): ExpressionPrinter.stringLiteral(value)
        case .enumCase(let name): "." + name
        case .null: "nil"
        case .list(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .record(let fields):
            "{" + fields.keys.sorted().map { "\($0): \(fields[$0]!.description)" }.joined(separator: ", ") + "}"
        case .double(let value): String(value)
        case .caseWithValues(let name, let values):
            "." + name + "(" + values.keys.sorted().map { "\($0): \(values[$0]!.description)" }.joined(separator: ", ")
                + ")"
        }
    }
}
