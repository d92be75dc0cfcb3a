import ScreenDiagnostics
import ScreenExpressions

/// Why a state field could not be set.
public enum ScreenStateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The screen declares no field with this name; `known` lists the declared fields.
    case unknownField(String, known: [String])
    /// The value has a different type than the field.
    case typeMismatch(field: String, expected: ExpressionType, actual: ExpressionValue)
    /// The text cannot be read as a value of the field's (Bool or Int) type.
    case invalidValue(field: String, type: ExpressionType, text: String)
    /// The enum field has no case with this name; `cases` lists its cases.
    case unknownEnumCase(field: String, case: String, cases: [String])
    /// An assignment text is not of the form `field=value`.
    case malformedAssignment(String)

    /// A one-line message for the command line, with a "did you mean" where one fits.
    public var description: String {
        switch self {
        case .unknownField(let name, let known):
            let list = known.isEmpty ? "the screen has no state" : "fields: " + known.joined(separator: ", ")
            let hint = Suggestion.didYouMean(name, in: known).map { "; \($0)" } ?? ""
            return "unknown state field `\(name)`\(hint) (\(list))"
        case .typeMismatch(let field, let expected, let actual):
            return "`\(field)` is \(Self.describe(expected)); cannot set it to \(actual)"
        case .invalidValue(let field, let type, let text):
            let expected = type == .bool ? "`true` or `false`" : "an integer such as `42`"
            return "`\(field)` is \(Self.describe(type)): expected \(expected), got `\(text)`"
        case .unknownEnumCase(let field, let name, let cases):
            let hint = Suggestion.didYouMean(name, in: cases).map { "; \($0)" } ?? ""
            return "`\(field)` has no case `\(name)`\(hint) (cases: \(cases.joined(separator: ", ")))"
        case .malformedAssignment(let text):
            return "expected `field=value`, got `\(text)`"
        }
    }

    private static func describe(_ type: ExpressionType) -> String {
        switch type {
        case .bool: "a Bool"
        case .int: "an Int"
        case .string: "a String"
        case .enumeration(let name, let cases): "an enum `\(name)` (\(cases.joined(separator: ", ")))"
        case .optional(let wrapped): "an optional \(describe(wrapped).split(separator: " ", maxSplits: 1).last!)"
        case .list(let record): "a list of `\(record.name)`"
        case .record(let record): "a `\(record.name)`"
        }
    }
}
