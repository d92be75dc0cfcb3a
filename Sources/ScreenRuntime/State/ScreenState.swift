import ScreenExpressions
import ScreenIR

/// The values of a screen's state fields: what the generated `<Screen>State` struct holds at one moment.
///
/// A state knows the declared fields and their types, so every value it holds fits its field: setters reject
/// unknown fields and values of the wrong type (or enum cases the field does not have). That is what lets the
/// renderer evaluate conditions without ever failing on a state built through this API.
///
/// A state belongs to the screen it was created from (`init(defaultsOf:)`); rendering a screen with another
/// screen's state is a programming error.
public struct ScreenState: Sendable, Equatable, CustomStringConvertible {
    /// A declared state field: its name and its type as conditions see it.
    public struct Field: Sendable, Equatable {
        /// The field's Swift name.
        public let name: String
        /// The field's type (`Bool`, `Int`, `String` or an enum with its cases in declaration order).
        public let type: ExpressionType

        /// Creates a field declaration.
        public init(name: String, type: ExpressionType) {
            self.name = name
            self.type = type
        }
    }

    /// The declared fields, in declaration order.
    public let fields: [Field]
    /// The current value of every field, by name. Always has exactly one value, of the right type, per field.
    public private(set) var values: [String: ExpressionValue]

    /// The state the generated controller starts with: every field at its `default`.
    public init(defaultsOf screen: Screen) {
        fields = screen.state.map { Field(name: $0.name.value, type: $0.expressionType) }
        var values: [String: ExpressionValue] = [:]
        for field in screen.state {
            values[field.name.value] = field.defaultValue
        }
        self.values = values
    }

    /// The value of `field`, or nil when the screen declares no such field.
    public subscript(field: String) -> ExpressionValue? {
        values[field]
    }

    /// The declared type of `field`, or nil when there is no such field.
    public func type(of field: String) -> ExpressionType? {
        fields.first { $0.name == field }?.type
    }

    /// The value of a Bool field; nil for an unknown field or a field of another type.
    public func bool(_ field: String) -> Bool? {
        if case .bool(let value) = values[field] { value } else { nil }
    }

    /// The value of an Int field; nil for an unknown field or a field of another type.
    public func int(_ field: String) -> Int? {
        if case .int(let value) = values[field] { value } else { nil }
    }

    /// The value of a String field; nil for an unknown field or a field of another type.
    public func string(_ field: String) -> String? {
        if case .string(let value) = values[field] { value } else { nil }
    }

    /// The case name of an enum field; nil for an unknown field or a field of another type.
    public func enumCase(_ field: String) -> String? {
        if case .enumCase(let value) = values[field] { value } else { nil }
    }

    /// Sets `field` to `value`, which must have the field's type (for an enum, be one of its cases).
    public mutating func set(_ field: String, to value: ExpressionValue) throws(ScreenStateError) {
        guard let type = type(of: field) else {
            throw .unknownField(field, known: fields.map(\.name))
        }
        switch (type, value) {
        case (.bool, .bool), (.int, .int), (.string, .string):
            break
        case (.enumeration(_, let cases), .enumCase(let name)):
            guard cases.contains(name) else {
                throw .unknownEnumCase(field: field, case: name, cases: cases)
            }
        default:
            throw .typeMismatch(field: field, expected: type, actual: value)
        }
        values[field] = value
    }

    /// Sets a Bool field.
    public mutating func set(_ field: String, to value: Bool) throws(ScreenStateError) {
        try set(field, to: .bool(value))
    }

    /// Sets an Int field.
    public mutating func set(_ field: String, to value: Int) throws(ScreenStateError) {
        try set(field, to: .int(value))
    }

    /// Sets a String field.
    public mutating func set(_ field: String, to value: String) throws(ScreenStateError) {
        try set(field, to: .string(value))
    }

    /// Sets an enum field to the case named `caseName` (without the leading dot).
    public mutating func set(_ field: String, toCase caseName: String) throws(ScreenStateError) {
        try set(field, to: .enumCase(caseName))
    }

    /// A copy with `field` set to `value`; see `set(_:to:)`.
    public func setting(_ field: String, to value: ExpressionValue) throws(ScreenStateError) -> ScreenState {
        var copy = self
        try copy.set(field, to: value)
        return copy
    }

    /// The fields in declaration order as `name=value`, values written as condition literals
    /// (`mode=.socks5 host="" port=1080 enabled=true`).
    public var description: String {
        fields.map { "\($0.name)=\(values[$0.name].map(\.description) ?? "?")" }.joined(separator: " ")
    }

    /// Sets a field the caller has already checked (a binding of a lint-clean screen).
    mutating func update(_ field: String, to value: ExpressionValue) {
        precondition(values[field] != nil, "no state field `\(field)`")
        values[field] = value
    }
}
