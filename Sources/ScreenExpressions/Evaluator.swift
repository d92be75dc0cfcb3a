/// Computes the value of an expression for given state values.
public enum ExpressionEvaluator {
    /// Evaluates a type-checked expression.
    ///
    /// - `&&` and `||` short-circuit, so the right side is not evaluated when the left decides.
    /// - `.count` counts Characters (extended grapheme clusters) exactly like Swift's `String.count`.
    /// - Int arithmetic cannot overflow: the only arithmetic is negation, which wraps (`0 &- x`),
    ///   so `-Int.min` is `Int.min`. (Generated Swift code would trap there instead; no condition a
    ///   person writes reaches it.)
    /// - Enum values compare by case name.
    ///
    /// Precondition: the expression is well-typed, and `values` has a value of the field's type for
    /// every field the expression reads (`fieldReferences`); otherwise this traps.
    public static func evaluate(_ expression: Expression, in values: [String: ExpressionValue]) -> ExpressionValue {
        switch expression.kind {
        case .boolLiteral(let value):
            return .bool(value)
        case .intLiteral(let value):
            return .int(value)
        case .stringLiteral(let value):
            return .string(value)
        case .enumCase(let name):
            return .enumCase(name)
        case .field(let name):
            guard let value = values[name] else {
                preconditionFailure("no value for state field `\(name)`")
            }
            return value
        case .not(let operand):
            return .bool(!bool(operand, values))
        case .negate(let operand):
            return .int(0 &- int(operand, values))
        case .member(let base, let member):
            let string = string(base, values)
            switch member {
            case .isEmpty: return .bool(string.isEmpty)
            case .count: return .int(string.count)
            }
        case .binary(let op, let lhs, let rhs):
            switch op {
            case .and: return .bool(bool(lhs, values) && bool(rhs, values))
            case .or: return .bool(bool(lhs, values) || bool(rhs, values))
            case .equal: return .bool(evaluate(lhs, in: values) == evaluate(rhs, in: values))
            case .notEqual: return .bool(evaluate(lhs, in: values) != evaluate(rhs, in: values))
            case .less: return .bool(int(lhs, values) < int(rhs, values))
            case .lessOrEqual: return .bool(int(lhs, values) <= int(rhs, values))
            case .greater: return .bool(int(lhs, values) > int(rhs, values))
            case .greaterOrEqual: return .bool(int(lhs, values) >= int(rhs, values))
            }
        }
    }

    private static func bool(_ expression: Expression, _ values: [String: ExpressionValue]) -> Bool {
        guard case .bool(let value) = evaluate(expression, in: values) else {
            preconditionFailure("`\(expression)` is not a Bool")
        }
        return value
    }

    private static func int(_ expression: Expression, _ values: [String: ExpressionValue]) -> Int {
        guard case .int(let value) = evaluate(expression, in: values) else {
            preconditionFailure("`\(expression)` is not an Int")
        }
        return value
    }

    private static func string(_ expression: Expression, _ values: [String: ExpressionValue]) -> String {
        guard case .string(let value) = evaluate(expression, in: values) else {
            preconditionFailure("`\(expression)` is not a String")
        }
        return value
    }
}
