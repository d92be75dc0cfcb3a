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
    /// One list element: its fields' values by field name (an optional field without a value is `.null`).
    case record([String: ExpressionValue])

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
        }
    }
}
