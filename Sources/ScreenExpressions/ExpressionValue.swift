/// A value of a state field or an expression.
public enum ExpressionValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case string(String)
    /// A case of an enum, by name.
    case enumCase(String)

    /// The value as a condition literal: `true`, `42`, `"text"` (escaped), `.case`.
    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .string(let value): ExpressionPrinter.stringLiteral(value)
        case .enumCase(let name): "." + name
        }
    }
}
