/// Computes the value of an expression for given state values.
public enum ExpressionEvaluator {
    /// Evaluates a type-checked expression.
    ///
    /// - `&&` and `||` short-circuit, so the right side is not evaluated when the left decides.
    /// - `.count` counts Characters (extended grapheme clusters) exactly like Swift's `String.count`.
    /// - Int arithmetic cannot overflow: the only arithmetic is negation, which wraps (`0 &- x`),
    ///   so `-Int.min` is `Int.min`. (Generated Swift code would trap there instead; no condition a
    ///   person writes reaches it.)
    /// - Enum values compare by case name; an optional without a value is `.null`, so `x == nil` and `x == 3`
    ///   compare as Swift's `Optional` does.
    /// - `.isEmpty` / `.count` work on Strings and lists; `record.name` reads a field (`.null` when an optional field
    ///   is absent from the record).
    /// - `a ?? b` evaluates `b` only when `a` is `nil`.
    ///
    /// Precondition: the expression is well-typed, and `values` has a value of the field's type for
    /// every field the expression reads (`fieldReferences`); otherwise this traps.
    public static func evaluate(_ expression: Expression, in values: [String: ExpressionValue]) -> ExpressionValue {
        evaluate(expression) { values[$0] }
    }

    /// Evaluates a type-checked expression, reading each name it refers to through `lookup` — for values that are
    /// not in one dictionary (a repeated row's element, named conditions evaluated when they are read). `lookup` is
    /// called once per reference, in evaluation order, and only for references that are evaluated.
    ///
    /// Precondition: as for `evaluate(_:in:)`, with `lookup` giving a value of the right type for every name the
    /// expression reads; nil traps.
    public static func evaluate(
        _ expression: Expression, lookup: (String) -> ExpressionValue?
    ) -> ExpressionValue {
        switch expression.kind {
        case .boolLiteral(let value):
            return .bool(value)
        case .intLiteral(let value):
            return .int(value)
        case .stringLiteral(let value):
            return .string(value)
        case .enumCase(let name):
            return .enumCase(name)
        case .nilLiteral:
            return .null
        case .field(let name):
            guard let value = lookup(name) else {
                preconditionFailure("no value for `\(name)`")
            }
            return value
        case .property(let base, let name):
            guard case .record(let fields) = evaluate(base, lookup: lookup) else {
                preconditionFailure("`\(base)` is not a record")
            }
            // An optional field left out of a record has no value.
            return fields[name] ?? .null
        case .not(let operand):
            return .bool(!bool(operand, lookup))
        case .negate(let operand):
            return .int(0 &- int(operand, lookup))
        case .member(let base, let member):
            switch evaluate(base, lookup: lookup) {
            case .string(let string):
                return member == .isEmpty ? .bool(string.isEmpty) : .int(string.count)
            case .list(let elements):
                return member == .isEmpty ? .bool(elements.isEmpty) : .int(elements.count)
            case .record(let fields):
                // A record field that happens to be called `count` or `isEmpty`.
                return fields[member.rawValue] ?? .null
            default:
                preconditionFailure("`\(base)` is not a String or a list")
            }
        case .binary(let op, let lhs, let rhs):
            switch op {
            case .and: return .bool(bool(lhs, lookup) && bool(rhs, lookup))
            case .or: return .bool(bool(lhs, lookup) || bool(rhs, lookup))
            case .equal: return .bool(evaluate(lhs, lookup: lookup) == evaluate(rhs, lookup: lookup))
            case .notEqual: return .bool(evaluate(lhs, lookup: lookup) != evaluate(rhs, lookup: lookup))
            case .less: return .bool(int(lhs, lookup) < int(rhs, lookup))
            case .lessOrEqual: return .bool(int(lhs, lookup) <= int(rhs, lookup))
            case .greater: return .bool(int(lhs, lookup) > int(rhs, lookup))
            case .greaterOrEqual: return .bool(int(lhs, lookup) >= int(rhs, lookup))
            case .nilCoalescing:
                let value = evaluate(lhs, lookup: lookup)
                return value == .null ? evaluate(rhs, lookup: lookup) : value
            }
        }
    }

    private static func bool(_ expression: Expression, _ lookup: (String) -> ExpressionValue?) -> Bool {
        guard case .bool(let value) = evaluate(expression, lookup: lookup) else {
            preconditionFailure("`\(expression)` is not a Bool")
        }
        return value
    }

    private static func int(_ expression: Expression, _ lookup: (String) -> ExpressionValue?) -> Int {
        guard case .int(let value) = evaluate(expression, lookup: lookup) else {
            preconditionFailure("`\(expression)` is not an Int")
        }
        return value
    }

}
