import ScreenExpressions
import ScreenIR

/// Every value a screen reads at one moment: its state fields (the generated `<Screen>State`), its app data (the
/// last value of the controller's `data` signal) and its parameters (fixed by the caller).
///
/// A state knows the declared fields and their types, so every value it holds fits its field: setters reject
/// unknown fields and values of the wrong type (enum cases the field does not have, records without a required
/// field, lists whose elements share an id). That is what lets the renderer evaluate conditions without ever failing
/// on a state built through this API.
///
/// Records are stored complete: an optional element field left out of a value is stored as `.null`, so two states
/// that show the same thing are equal.
///
/// A state belongs to the screen it was created from (`init(defaultsOf:)`); rendering a screen with another
/// screen's state is a programming error.
public struct ScreenState: Sendable, Equatable, CustomStringConvertible {
    /// Where a field is declared, which decides who changes it: the screen's controls change state; the app
    /// provides data (a control bound to it asks the app through a hook); the caller fixes parameters.
    public enum Origin: String, Sendable, Equatable, CaseIterable {
        /// `state:`: UI-local state the screen keeps.
        case state
        /// `data:`: app data, read-only to the screen.
        case data
        /// `parameters:`: fixed when the screen is created.
        case parameter
    }

    /// A declared field: its name, its type as conditions see it, and where it is declared.
    public struct Field: Sendable, Equatable {
        /// The field's Swift name.
        public let name: String
        /// The field's type (`Bool`, `Int`, `String`, an enum, an optional of one of them, or a list of records).
        public let type: ExpressionType
        /// Where the field is declared.
        public let origin: Origin

        /// Creates a field declaration.
        public init(name: String, type: ExpressionType, origin: Origin = .state) {
            self.name = name
            self.type = type
            self.origin = origin
        }
    }

    /// The declared fields: state fields, then app data, then parameters, each in declaration order.
    public let fields: [Field]
    /// The current value of every field, by name. Always has exactly one value, of the right type, per field.
    public private(set) var values: [String: ExpressionValue]
    /// The index in `fields` of each field, by name.
    private let fieldIndex: [String: Int]
    /// How calls of the app's functions are computed when rendering this state; nil: their `sample:` (the preview).
    public var functions: AppFunctions?
    /// What the screen declares of the app's enums: the values each case carries (values of declared types are
    /// checked and completed with it).
    let interface: AppInterface

    /// The values the generated controller starts with and the preview shows first: every state field at its
    /// `default`, every data field at its `sample` (or its type's zero value) and every parameter at its sample
    /// (else its default, else its type's zero value).
    public init(defaultsOf screen: Screen) {
        var fields: [Field] = []
        var values: [String: ExpressionValue] = [:]
        let interface = AppInterface(caseValues: screen.declarations.interface.caseValues)
        func add(_ name: String, _ type: ExpressionType, _ origin: Origin, _ value: ExpressionValue) {
            // A name declared twice (`duplicate-id`) is the first declaration's, as `Screen.declaration(named:)` says.
            guard values[name] == nil else { return }
            fields.append(Field(name: name, type: type, origin: origin))
            // Samples are type-checked by the decoder; completing their records cannot fail for a lint-clean screen.
            values[name] = (try? Self.checked(value, as: type, path: name, interface: interface)) ?? value
        }
        for field in screen.state { add(field.name.value, field.expressionType, .state, field.defaultValue) }
        for field in screen.data { add(field.name.value, field.expressionType, .data, field.sample) }
        for parameter in screen.parameters {
            add(parameter.name.value, parameter.expressionType, .parameter, parameter.sample)
        }
        self.fields = fields
        self.values = values
        self.interface = interface
        fieldIndex = Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($1.name, $0) })
    }

    /// The defaults of `screen` (`init(defaultsOf:)`) with `samples` set over them: values of any field, e.g. from
    /// a samples file (`screenc preview --data FILE`). Throws at the first value that does not fit its field.
    public init(defaultsOf screen: Screen, samples: [String: ExpressionValue]) throws(ScreenStateError) {
        self.init(defaultsOf: screen)
        // Unknown names first, then the values in declaration order: the error reported does not depend on the
        // dictionary's order.
        for name in samples.keys.sorted() where field(named: name) == nil {
            throw .unknownField(name, known: fields.map(\.name))
        }
        for field in fields {
            if let value = samples[field.name] { try set(field.name, to: value) }
        }
    }

    /// The value of `field`, or nil when the screen declares no such field.
    public subscript(field: String) -> ExpressionValue? {
        values[field]
    }

    /// The declaration of `field`, or nil when there is no such field.
    public func field(named name: String) -> Field? {
        fieldIndex[name].map { fields[$0] }
    }

    /// The declared type of `field`, or nil when there is no such field.
    public func type(of field: String) -> ExpressionType? {
        self.field(named: field)?.type
    }

    /// Where `field` is declared, or nil when there is no such field.
    public func origin(of field: String) -> Origin? {
        self.field(named: field)?.origin
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

    /// The elements (records) of a list field; nil for an unknown field or a field of another type.
    public func elements(_ field: String) -> [ExpressionValue]? {
        if case .list(let elements) = values[field] { elements } else { nil }
    }

    /// Sets `field` (of any origin) to `value`, which must have the field's type: for an enum one of its cases, for
    /// an optional `.null` or a value of the wrapped type, for a list records with exactly the element's fields
    /// (optional ones may be left out) and distinct ids.
    public mutating func set(_ field: String, to value: ExpressionValue) throws(ScreenStateError) {
        guard let type = type(of: field) else {
            throw .unknownField(field, known: fields.map(\.name))
        }
        values[field] = try Self.checked(value, as: type, path: field, interface: interface)
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

    /// The values the case `caseName` of the declared enum `enumName` carries (none for a case without values, or
    /// an enum the screen does not declare).
    public func carriedValues(ofCase caseName: String, in enumName: String) -> [CaseValue] {
        interface.values(ofCase: caseName, in: enumName)
    }

    /// The value a value of `type` starts from (`AppInterface.zeroValue(of:)`): a case of a declared enum with the
    /// zero values of what it carries.
    public func zeroValue(of type: ExpressionType) -> ExpressionValue {
        interface.zeroValue(of: type)
    }

    /// Two states are equal when they hold the same values for the same fields.
    public static func == (lhs: ScreenState, rhs: ScreenState) -> Bool {
        lhs.fields == rhs.fields && lhs.values == rhs.values
    }

    /// The fields in order as `name=value`, values written as condition literals
    /// (`mode=.socks5 host="" port=1080 enabled=true`; a list as `[{id: 1, name: "A"}, …]`).
    public var description: String {
        fields.map { "\($0.name)=\(values[$0.name].map(\.description) ?? "?")" }.joined(separator: " ")
    }

    /// Sets a field the caller has already checked (a binding of a lint-clean screen).
    mutating func update(_ field: String, to value: ExpressionValue) {
        precondition(values[field] != nil, "no field `\(field)`")
        values[field] = value
    }

    /// Replaces the elements of a list field the caller has already checked, without copying them: the list is
    /// taken out of `values` so that `body` mutates the only reference.
    mutating func modifyElements<Result>(
        of field: String, _ body: (inout [ExpressionValue]) throws(ScreenStateError) -> Result
    ) throws(ScreenStateError) -> Result {
        guard case .list(var elements)? = values.removeValue(forKey: field) else {
            preconditionFailure("`\(field)` is not a list field")
        }
        defer { values[field] = .list(elements) }
        return try body(&elements)
    }
}
