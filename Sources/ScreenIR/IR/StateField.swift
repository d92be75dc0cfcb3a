import ScreenDiagnostics
import ScreenExpressions

/// One field of the screen's state struct.
public struct StateField: Sendable, Equatable {
    /// The field's Swift name.
    public var name: Located<String>
    /// The field's type.
    public var type: StateType
    /// The initial value.
    public var defaultValue: ExpressionValue
    /// The whole declaration.
    public var span: SourceSpan

    public init(name: Located<String>, type: StateType, defaultValue: ExpressionValue, span: SourceSpan) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.span = span
    }

    /// The Swift type name of an enum field: the field name in UpperCamelCase (`mode` → `Mode`).
    public var enumTypeName: String {
        name.value.prefix(1).uppercased() + name.value.dropFirst()
    }

    /// The field's type as the condition language sees it.
    public var expressionType: ExpressionType {
        switch type {
        case .bool: .bool
        case .int: .int
        case .string: .string
        case .enumeration(let cases): .enumeration(name: enumTypeName, cases: cases.map(\.value))
        }
    }
}

/// The type of a state field.
public enum StateType: Sendable, Equatable {
    case bool
    case int
    case string
    /// An enum with named cases, in declaration order.
    case enumeration(cases: [Located<String>])

    /// The name used in messages and YAML (`Bool`, `Int`, `String`, `enum`).
    public var name: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .string: "String"
        case .enumeration: "enum"
        }
    }
}
