import ScreenExpressions
import ScreenIR

/// Gives every non-trivial condition a name: a `fileprivate` computed property in an extension of the state
/// struct (`state.isShareProxyEnabled`), so the entries function and the controller stay short and readable.
/// A bare field (`state.autoplay`) or its negation (`!state.autoplay`) is used inline.
final class ConditionProperties {
    private let fieldNames: Set<String>
    private(set) var properties: [ConditionPropertyContext] = []
    private var taken: Set<String>

    init(screen: Screen) {
        fieldNames = Set(screen.state.map(\.name.value))
        taken = fieldNames
    }

    /// Swift for `expression` evaluated on `state`; `name` is the property's name when one is needed
    /// (`isShareProxyEnabled`).
    func reference(_ expression: Expression, name: String) -> String {
        switch expression.kind {
        case .field(let field): return "state.\(field)"
        case .not(let inner):
            if case .field(let field) = inner.kind { return "!state.\(field)" }
        case .boolLiteral(let value): return String(value)
        default: break
        }
        var unique = name
        var counter = 2
        while taken.contains(unique) {
            unique = name + String(counter)
            counter += 1
        }
        taken.insert(unique)
        let lines = SwiftLayout.condition(expression, field: { $0 }, indent: 8)
        properties.append(ConditionPropertyContext(name: unique, lines: lines, isLast: false))
        return "state.\(unique)"
    }

    /// The properties, with `isLast` set.
    var contexts: [ConditionPropertyContext] {
        var result = properties
        if !result.isEmpty { result[result.count - 1].isLast = true }
        return result
    }
}
