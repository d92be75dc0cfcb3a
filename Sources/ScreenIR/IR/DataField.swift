import ScreenDiagnostics
import ScreenExpressions

/// One value of app data: read-only to the screen, provided and kept current by the app through the generated
/// controller's `data` signal (`data:` in the screen file).
public struct DataField: Sendable, Equatable {
    /// The field's Swift name (a property of the generated `<Screen>Data`).
    public var name: Located<String>
    /// `Bool`, `Int`, `String`, an optional of one of them, an enum, or a list of records.
    public var type: ValueType
    /// The value the preview shows until the user changes it (`sample:`, or the type's zero value).
    public var sample: ExpressionValue
    /// The whole declaration.
    public var span: SourceSpan

    public init(name: Located<String>, type: ValueType, sample: ExpressionValue, span: SourceSpan) {
        self.name = name
        self.type = type
        self.sample = sample
        self.span = span
    }

    /// The Swift name of the field's enum type (`quality` → `Quality`, nested in `<Screen>Data`).
    public var enumTypeName: String { SwiftIdentifier.upperFirst(name.value) }

    /// The field's type as the condition language sees it (enums are `Data.<Name>`).
    public var expressionType: ExpressionType { type.expressionType(enumName: "Data." + enumTypeName) }

    /// The list's type, for a list field.
    public var listType: ListType? {
        if case .list(let list) = type { list } else { nil }
    }
}

/// A value the caller fixes when it creates the screen (`parameters:` in the screen file).
public struct Parameter: Sendable, Equatable {
    /// The parameter's Swift name (an argument label of the generated controller factory).
    public var name: Located<String>
    /// `Bool`, `Int`, `String`, an optional of one of them, or an enum.
    public var type: ValueType
    /// The default value; nil when the caller must pass the parameter.
    public var defaultValue: ExpressionValue?
    /// The value the preview uses: `sample:`, else the default, else the type's zero value.
    public var sample: ExpressionValue
    /// The whole declaration.
    public var span: SourceSpan

    public init(
        name: Located<String>, type: ValueType, defaultValue: ExpressionValue?, sample: ExpressionValue,
        span: SourceSpan
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.sample = sample
        self.span = span
    }

    /// The Swift name of the parameter's enum type (`category` → `Category`, nested in `<Screen>Parameters`).
    public var enumTypeName: String { SwiftIdentifier.upperFirst(name.value) }

    /// The parameter's type as the condition language sees it (enums are `Parameters.<Name>`).
    public var expressionType: ExpressionType { type.expressionType(enumName: "Parameters." + enumTypeName) }
}

/// A condition defined once under `conditions:` and used by name.
public struct NamedCondition: Sendable, Equatable {
    /// The condition's name (a computed property in the generated code).
    public var name: Located<String>
    /// The Bool expression, over state, app data, parameters and other named conditions.
    public var expression: Expression
    /// The whole declaration.
    public var span: SourceSpan

    public init(name: Located<String>, expression: Expression, span: SourceSpan) {
        self.name = name
        self.expression = expression
        self.span = span
    }
}
