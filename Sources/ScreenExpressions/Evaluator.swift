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
        evaluate(
            expression, lookup: lookup,
            call: { name, arguments in
                guard arguments.count == 1, let converted = Conversion.value(name, of: arguments[0].value) else {
                    preconditionFailure("no function `\(name)`")
                }
                return converted
            })
    }

    /// Evaluates a type-checked expression that may call functions: `call` gives the value of a call of the function
    /// or reusable text `name` with the arguments' values by label (`_` for an unlabelled one), in the order written.
    public static func evaluate(
        _ expression: Expression, lookup: (String) -> ExpressionValue?,
        call: (String, [(label: String, value: ExpressionValue)]) -> ExpressionValue
    ) -> ExpressionValue {
        withoutActuallyEscaping(lookup) { lookup in
            withoutActuallyEscaping(call) { call in
                Evaluation(lookup: lookup, call: call).evaluate(expression)
            }
        }
    }
}

/// One evaluation: the lookups it reads names and calls through.
private struct Evaluation {
    let lookup: (String) -> ExpressionValue?
    let call: (String, [(label: String, value: ExpressionValue)]) -> ExpressionValue

    func evaluate(_ expression: Expression) -> ExpressionValue {
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
        case .property(let base, let name), .optionalProperty(let base, let name):
            let value = evaluate(base)
            // A link of an optional chain without a value ends the chain.
            if value == .null { return .null }
            if let member = Member(rawValue: name), let result = Self.collectionMember(member, of: value) { return result }
            guard case .record(let fields) = value else {
                preconditionFailure("`\(base)` is not a record")
            }
            // An optional field left out of a record has no value.
            return fields[name] ?? .null
        case .call(let name, let arguments):
            var values: [(label: String, value: ExpressionValue)] = []
            for argument in arguments { values.append((argument.label ?? "_", evaluate(argument.value))) }
            return call(name, values)
        case .not(let operand):
            return .bool(!bool(operand))
        case .negate(let operand):
            return .int(0 &- int(operand))
        case .member(let base, let member):
            let value = evaluate(base)
            if let result = Self.collectionMember(member, of: value) { return result }
            switch value {
            case .null:
                // `.count` of an optional chain without a value.
                return .null
            case .record(let fields):
                // A record field that happens to be called `count` or `isEmpty`.
                return fields[member.rawValue] ?? .null
            default:
                preconditionFailure("`\(base)` is not a String or a list")
            }
        case .binary(let op, let lhs, let rhs):
            switch op {
            case .and: return .bool(bool(lhs) && bool(rhs))
            case .or: return .bool(bool(lhs) || bool(rhs))
            case .equal: return .bool(Self.same(evaluate(lhs), evaluate(rhs)))
            case .notEqual: return .bool(!Self.same(evaluate(lhs), evaluate(rhs)))
            case .less: return .bool(Self.order(evaluate(lhs), evaluate(rhs)) < 0)
            case .lessOrEqual: return .bool(Self.order(evaluate(lhs), evaluate(rhs)) <= 0)
            case .greater: return .bool(Self.order(evaluate(lhs), evaluate(rhs)) > 0)
            case .greaterOrEqual: return .bool(Self.order(evaluate(lhs), evaluate(rhs)) >= 0)
            case .nilCoalescing:
                let value = evaluate(lhs)
                return value == .null ? evaluate(rhs) : value
            }
        }
    }

    /// `.isEmpty` / `.count` of a String or a list; nil for other values.
    private static func collectionMember(_ member: Member, of value: ExpressionValue) -> ExpressionValue? {
        switch value {
        case .string(let string): member == .isEmpty ? .bool(string.isEmpty) : .int(string.count)
        case .list(let elements): member == .isEmpty ? .bool(elements.isEmpty) : .int(elements.count)
        default: nil
        }
    }

    /// `==` as Swift computes it: an enum case written without its values matches a value of that case whatever its
    /// values (the generated code tests it by pattern).
    private static func same(_ lhs: ExpressionValue, _ rhs: ExpressionValue) -> Bool {
        switch (lhs, rhs) {
        case (.enumCase(let name), .caseWithValues(let other, _)), (.caseWithValues(let other, _), .enumCase(let name)):
            name == other
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): Double(a) == b
        default: lhs == rhs
        }
    }

    /// The order of two numbers: negative, zero or positive.
    private static func order(_ lhs: ExpressionValue, _ rhs: ExpressionValue) -> Int {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): a < b ? -1 : (a == b ? 0 : 1)
        case (.double(let a), .double(let b)): a < b ? -1 : (a == b ? 0 : 1)
        case (.int(let a), .double(let b)): Double(a) < b ? -1 : (Double(a) == b ? 0 : 1)
        case (.double(let a), .int(let b)): a < Double(b) ? -1 : (a == Double(b) ? 0 : 1)
        default: preconditionFailure("`\(lhs)` and `\(rhs)` are not numbers")
        }
    }

    private func bool(_ expression: Expression) -> Bool {
        guard case .bool(let value) = evaluate(expression) else {
            preconditionFailure("`\(expression)` is not a Bool")
        }
        return value
    }

    private func int(_ expression: Expression) -> Int {
        guard case .int(let value) = evaluate(expression) else {
            preconditionFailure("`\(expression)` is not an Int")
        }
        return value
    }

}
