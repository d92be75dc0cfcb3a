import ScreenDiagnostics
import ScreenExpressions
import ScreenIR

/// The name of a condition's computed member, derived from what the condition tests — never from where it is used.
///
/// The scheme (docs/Language.md, "Conditions in the generated Swift"):
/// - a value is named by its path, each part capitalised: `hasTwoStepAuth` → `HasTwoStepAuth`, `peer.kind` →
///   `PeerKind`, `privacy?.presence` → `PrivacyPresence`, `blockedPeers.count` → `BlockedPeersCount`, `a ?? b` by
///   `a`, a call by its function (`isBlocked(peer)` → `isBlocked`, arguments left out);
/// - a test is `is` + the value + what is tested: `x.isEmpty` → `isXEmpty`, `x == nil` → `isXNil`, `x != nil` →
///   `isXSet`, `x == .case` → `isXCase`, `x != .case` → `isXNotCase`, `x == 3` → `isX3`, `x == y` →
///   `isXEqualToY`, `x > 3` / `>=` / `<` / `<=` → `isXAbove3` / `isXAtLeast3` / `isXBelow3` / `isXAtMost3`,
///   `x == true` → `isXTrue`; a list's `x.count > 0` (or `!= 0`, `>= 1`) is `hasX`, its `x.count == 0` `isXEmpty`;
/// - a Bool field is its own name when it starts with a verb (`isPremium`, `hasPeers`, `canSave`, `showsBots`;
///   `exceptionCanRemove` for `exception.canRemove`), else `is` + its name (`autoplay` → `isAutoplay`); its negation
///   says `Not` after the verb (`isNotPremium`, `hasNoPeers`, `cannotSave`, `notShowsBots`);
/// - `&&` and `||` join their operands' names with `And` / `Or` (`canSendMediaAndIsAdmin`), when every operand is
///   one of the above and the operator does not change inside (no `a && (b || c)`).
///
/// A condition the scheme cannot name (an arithmetic or string comparison, mixed `&&` and `||`), or whose name would
/// be longer than `maximumLength`, is named after the first field it reads: `<field>Condition`. A name that is taken
/// (by a field, a parameter, a named condition or another member) gets `2`, `3`, … (`ConditionMembers`).
enum ConditionNames {
    /// The longest derived name; a longer one falls back to `<field>Condition`.
    static let maximumLength = 50

    /// The member name for `expression`.
    static func name(of expression: Expression) -> String {
        if let name = test(expression), name.utf8.count <= maximumLength { return name }
        return fallback(expression)
    }

    /// `<field>Condition` after the first name the condition reads (`condition` when it reads none).
    static func fallback(_ expression: Expression) -> String {
        guard let first = expression.fieldReferences.first else { return "condition" }
        return first + "Condition"
    }

    // MARK: Tests

    /// The name of a Bool expression, or nil when the scheme has none.
    private static func test(_ expression: Expression) -> String? {
        switch expression.kind {
        case .field, .property, .optionalProperty, .call:
            return flag(expression)
        case .not(let operand):
            return negation(operand)
        case .member(let base, .isEmpty):
            return value(base).map { "is" + $0 + "Empty" }
        case .binary(let op, let lhs, let rhs) where op.isLogical:
            return logical(op, lhs, rhs)
        case .binary(let op, let lhs, let rhs):
            return comparison(op, lhs, rhs)
        default:
            return nil
        }
    }

    /// A Bool value read as it is: its name when it starts with a verb (`isPremium`; `exceptionCanRemove` for
    /// `exception.canRemove`), else `is` + its value name.
    private static func flag(_ expression: Expression) -> String? {
        switch expression.kind {
        case .field(let name) where startsWithVerb(name):
            return name
        case .property(let base, let field) where startsWithVerb(field),
            .optionalProperty(let base, let field) where startsWithVerb(field):
            return value(base).map { GeneratedNames.lowerFirst($0) + SwiftIdentifier.upperFirst(field) }
        case .call(let name, _) where startsWithVerb(name):
            return name
        default:
            return value(expression).map { "is" + $0 }
        }
    }

    /// `!operand`: the verb negated (`isNot…`, `hasNo…`, `cannot…`), else `not` + the operand's name.
    private static func negation(_ operand: Expression) -> String? {
        guard let name = test(operand) else { return nil }
        if case .binary(let op, _, _) = operand.kind, op.isLogical { return "not" + SwiftIdentifier.upperFirst(name) }
        for (verb, negated) in [("is", "isNot"), ("has", "hasNo"), ("can", "cannot")] where startsWith(name, verb) {
            return negated + name.dropFirst(verb.count)
        }
        return "not" + SwiftIdentifier.upperFirst(name)
    }

    /// `a && b`, `a || b && …` with one operator: the operands' names joined by `And` / `Or`.
    private static func logical(_ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression) -> String? {
        var names: [String] = []
        for operand in operands(of: op, lhs, rhs) {
            if case .binary(let inner, _, _) = operand.kind, inner.isLogical { return nil }
            guard let name = test(operand) else { return nil }
            names.append(names.isEmpty ? name : SwiftIdentifier.upperFirst(name))
        }
        return names.joined(separator: op == .and ? "And" : "Or")
    }

    /// The operands of a chain of `op`, left to right.
    private static func operands(of op: BinaryOperator, _ lhs: Expression, _ rhs: Expression) -> [Expression] {
        var result: [Expression] = []
        for side in [lhs, rhs] {
            if case .binary(op, let left, let right) = side.kind {
                result += operands(of: op, left, right)
            } else {
                result.append(side)
            }
        }
        return result
    }

    /// `x == nil`, `x != .case`, `x > 3`, `x == y`, `x.count > 0`…
    private static func comparison(_ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression) -> String? {
        if case .member(let list, .count) = lhs.kind, case .intLiteral(let count) = rhs.kind, let name = value(list) {
            switch (op, count) {
            case (.greater, 0), (.notEqual, 0), (.greaterOrEqual, 1): return "has" + name
            case (.equal, 0): return "is" + name + "Empty"
            default: break
            }
        }
        guard let subject = value(lhs) else { return nil }
        let tested: String?
        switch rhs.kind {
        case .nilLiteral: tested = op == .equal ? "Nil" : op == .notEqual ? "Set" : nil
        case .stringLiteral(""): tested = op == .equal ? "Empty" : op == .notEqual ? "NotEmpty" : nil
        case .stringLiteral: tested = nil
        default:
            tested = value(rhs).map { object in
                let isLiteral: Bool =
                    switch rhs.kind {
                    case .enumCase, .intLiteral, .boolLiteral, .negate: true
                    default: false
                    }
                switch op {
                case .equal: return isLiteral ? object : "EqualTo" + object
                case .notEqual: return (isLiteral ? "Not" : "NotEqualTo") + object
                case .greater: return "Above" + object
                case .greaterOrEqual: return "AtLeast" + object
                case .less: return "Below" + object
                case .lessOrEqual: return "AtMost" + object
                case .and, .or, .nilCoalescing: return "?"
                }
            }
        }
        guard let tested, tested != "?" else { return nil }
        return "is" + subject + tested
    }

    // MARK: Values

    /// A value's name, capitalised: its path (`PeerKind`, `BlockedPeersCount`), a literal (`Mtproto`, `3`, `Minus1`,
    /// `True`), or nil.
    private static func value(_ expression: Expression) -> String? {
        switch expression.kind {
        case .field(let name): return SwiftIdentifier.upperFirst(name)
        case .property(let base, let field), .optionalProperty(let base, let field):
            return value(base).map { $0 + SwiftIdentifier.upperFirst(field) }
        case .call(let name, _): return SwiftIdentifier.upperFirst(name)
        case .member(let base, .count): return value(base).map { $0 + "Count" }
        case .member(_, .isEmpty): return nil
        case .binary(.nilCoalescing, let optional, _): return value(optional)
        case .enumCase(let name): return SwiftIdentifier.upperFirst(name)
        case .intLiteral(let number): return number < 0 ? "Minus" + String(number).dropFirst() : String(number)
        case .negate(let operand):
            if case .intLiteral(let number) = operand.kind, number >= 0 { return "Minus" + String(number) }
            return nil
        case .boolLiteral(let flag): return flag ? "True" : "False"
        case .nilLiteral, .stringLiteral, .not, .binary: return nil
        }
    }

    /// Words a Bool field's name may start with that make it read as a test already.
    static let verbs = [
        "is", "has", "can", "should", "shows", "show", "are", "was", "were", "will", "does", "did", "needs", "allows",
        "uses", "wants", "supports", "contains", "includes", "hides", "keeps",
    ]

    /// Whether `name` starts with one of `verbs` followed by an uppercase letter (`hasPeers`, not `hash`).
    static func startsWithVerb(_ name: String) -> Bool {
        verbs.contains { startsWith(name, $0) }
    }

    private static func startsWith(_ name: String, _ verb: String) -> Bool {
        guard name.hasPrefix(verb) else { return false }
        let rest = name.dropFirst(verb.count)
        guard let next = rest.first else { return false }
        return next.isUppercase || next.isNumber
    }
}
