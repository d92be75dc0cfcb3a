import ScreenDiagnostics
import ScreenExpressions

/// Why a field (state, app data or parameter) could not be set.
///
/// `field` is the name of the value concerned: a field (`host`), or a list element or one of its fields
/// (`blockedPeers[2]`, `blockedPeers[2].name`).
public enum ScreenStateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The screen declares no field with this name; `known` lists the declared fields.
    case unknownField(String, known: [String])
    /// The value has a different type than the field.
    case typeMismatch(field: String, expected: ExpressionType, actual: ExpressionValue)
    /// The text cannot be read as a value of the field's (Bool, integer or Double) type.
    case invalidValue(field: String, type: ExpressionType, text: String)
    /// The enum field has no case with this name; `cases` lists its cases.
    case unknownEnumCase(field: String, case: String, cases: [String])
    /// An assignment text is not of the form `field=value`.
    case malformedAssignment(String)
    /// A list, or a value of a declared struct, cannot be given as text (`--set`).
    case notSettableFromText(field: String, type: ExpressionType)
    /// A record (list element) has a field its type does not declare; `known` lists the declared ones.
    case unknownRecordField(field: String, name: String, record: String, known: [String])
    /// A record (list element) lacks a non-optional field.
    case missingRecordField(field: String, name: String, record: String)
    /// Two elements of the list have the same `id`; `index` is the other element's.
    case duplicateElementID(field: String, id: ExpressionValue, index: Int)
    /// A list operation named a field that is not a list.
    case notAList(field: String, type: ExpressionType)
    /// A list operation named an index the list does not have.
    case elementIndexOutOfRange(field: String, index: Int, count: Int)
    /// The list has no element with this `id`.
    case unknownElement(field: String, id: ExpressionValue)

    /// A one-line message for the command line, with a "did you mean" where one fits.
    public var description: String {
        switch self {
        case .unknownField(let name, let known):
            let list =
                known.isEmpty
                ? "the screen has no state, data or parameters" : "fields: " + known.joined(separator: ", ")
            let hint = Suggestion.didYouMean(name, in: known).map { "; \($0)" } ?? ""
            return "unknown field `\(name)`\(hint) (\(list))"
        case .typeMismatch(let field, let expected, let actual):
            return "`\(field)` is \(Self.describe(expected)); cannot set it to \(Self.abbreviated(actual))"
        case .invalidValue(let field, let type, let text):
            let expected =
                switch type.wrapped ?? type {
                case .bool: "`true` or `false`"
                case .int32: "a whole number from -2147483648 to 2147483647"
                case .double: "a number such as `0.5`"
                default: "an integer such as `42`"
                }
            return "`\(field)` is \(Self.describe(type)): expected \(expected), got `\(text)`"
        case .unknownEnumCase(let field, let name, let cases):
            let hint = Suggestion.didYouMean(name, in: cases).map { "; \($0)" } ?? ""
            return "`\(field)` has no case `\(name)`\(hint) (cases: \(cases.joined(separator: ", ")))"
        case .malformedAssignment(let text):
            return "expected `field=value`, got `\(text)`"
        case .notSettableFromText(let field, let type):
            switch type.wrapped ?? type {
            case .list, .array, .dictionary:
                return "`\(field)` is \(Self.describe(type)): a list cannot be set with `field=value`; "
                    + "give its elements in a samples file (`--data FILE`)"
            default:
                return "`\(field)` is \(Self.describe(type)): a value of an app type cannot be set with `field=value`; "
                    + "give it in a samples file (`--data FILE`) or change it in the data panel (`d`)"
            }
        case .unknownRecordField(let field, let name, let record, let known):
            let hint = Suggestion.didYouMean(name, in: known).map { "; \($0)" } ?? ""
            return "`\(field)`: `\(record)` has no field `\(name)`\(hint) (fields: \(known.joined(separator: ", ")))"
        case .missingRecordField(let field, let name, let record):
            return "`\(field)` has no `\(name)`: every `\(record)` needs one (only optional fields may be left out)"
        case .duplicateElementID(let field, let id, let index):
            return "`\(field)` already has an element with id \(id) (at index \(index)): ids must be distinct"
        case .notAList(let field, let type):
            return "`\(field)` is \(Self.describe(type)), not a list"
        case .elementIndexOutOfRange(let field, let index, let count):
            return "`\(field)` has no index \(index): it has \(count) element\(count == 1 ? "" : "s")"
        case .unknownElement(let field, let id):
            return "`\(field)` has no element with id \(id)"
        }
    }

    private static func describe(_ type: ExpressionType) -> String {
        switch type {
        case .bool: "a Bool"
        case .int: "an Int"
        case .int32: "an Int32"
        case .int64: "an Int64"
        case .double: "a Double"
        case .array(let element): "an array of \(element)"
        case .dictionary(let key, let value): "a dictionary of \(key) to \(value)"
        case .string: "a String"
        case .enumeration(let name, let cases): "an enum `\(name)` (\(cases.joined(separator: ", ")))"
        case .optional(let wrapped): "an optional \(describe(wrapped).split(separator: " ", maxSplits: 1).last!)"
        case .list(let record): "a list of `\(record.name)`"
        case .record(let record): "a `\(record.name)`"
        case .peer: "a peer"
        case .peerId: "a peer id (a whole number)"
        }
    }

    /// A value as a condition literal, shortened to a readable length (a list can have thousands of elements).
    private static func abbreviated(_ value: ExpressionValue) -> String {
        let text = value.description
        return text.count > 80 ? String(text.prefix(77)) + "…" : text
    }
}
