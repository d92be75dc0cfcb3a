/// The type of a state field or an expression.
public indirect enum ExpressionType: Sendable, Hashable, CustomStringConvertible {
    case bool
    case int
    case string
    /// An enum state field's type: the generated Swift enum's name and its cases, in order.
    case enumeration(name: String, cases: [String])

    /// The type as Swift spells it: "Bool", "Int", "String", or the enum's name.
    public var description: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .string: "String"
        case .enumeration(let name, _): name
        }
    }

    /// The type with an indefinite article, for messages: "a Bool", "an Int", "an `Encryption`".
    var withArticle: String {
        switch self {
        case .bool: return "a Bool"
        case .int: return "an Int"
        case .string: return "a String"
        case .enumeration(let name, _):
            let vowels: Set<Character> = ["A", "E", "I", "O", "U", "a", "e", "i", "o", "u"]
            return (name.first.map(vowels.contains) ?? false ? "an " : "a ") + "`\(name)`"
        }
    }
}
