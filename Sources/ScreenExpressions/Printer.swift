import ScreenDiagnostics

/// Renders expressions back as source text.
///
/// Both renderings use Swift's operators and precedence, escape string literals as Swift string
/// literals, and parenthesize exactly where the tree needs it — plus around a nested prefix
/// operator (`!(!a)`, `-(-1)`), because Swift would read `!!` and `--` as single operators.
public enum ExpressionPrinter {
    /// The canonical condition text, with field names as written: it parses back to the same tree.
    /// Use it in messages (`Expression.description` is the same).
    public static func source(_ expression: Expression) -> String {
        render(expression, { $0 }, swift: false).text
    }

    /// The expression as Swift source with the same meaning, for the code generator.
    ///
    /// `field` turns a state field name into Swift that reads it, for example `{ "state.\($0)" }`;
    /// it must return a postfix expression (a name or a member chain), which is never parenthesized.
    /// Enum cases print as `.name`, which Swift resolves against the other side of the comparison.
    ///
    /// The output equals the canonical text with fields substituted, except for negation, which the
    /// evaluator defines as wrapping: a negation of a constant is folded into one literal (`-(-1)`
    /// prints `1`, and `-(-9223372036854775808)`, which Swift rejects as an overflow, prints
    /// `-9223372036854775808`), and a negation of anything else prints as `0 &- x`, which cannot trap.
    public static func swiftSource(_ expression: Expression, field: (String) -> String) -> String {
        render(expression, field, swift: true).text
    }

    /// `value` as a Swift (and condition) string literal in double quotes (see `SwiftStringLiteral`).
    public static func stringLiteral(_ value: String) -> String {
        SwiftStringLiteral.make(value)
    }

    // MARK: Precedence

    /// Binding strength, weakest first, as in Swift (`additive` is Swift's `&-`).
    private enum Level: Int, Comparable {
        case disjunction, conjunction, comparison, coalescing, additive, prefix, postfix, primary

        static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        init(_ op: BinaryOperator) {
            switch op {
            case .or: self = .disjunction
            case .and: self = .conjunction
            case .nilCoalescing: self = .coalescing
            default: self = .comparison
            }
        }
    }

    private static func render(
        _ expression: Expression, _ field: (String) -> String, swift: Bool
    ) -> (text: String, level: Level) {
        switch expression.kind {
        case .boolLiteral(let value):
            return (String(value), .primary)
        case .intLiteral(let value):
            // A negative literal starts with `-`, so it nests like a prefix expression.
            return (String(value), value < 0 ? .prefix : .primary)
        case .stringLiteral(let value):
            return (stringLiteral(value), .primary)
        case .enumCase(let name):
            return ("." + name, .primary)
        case .nilLiteral:
            return ("nil", .primary)
        case .field(let name):
            return (field(name), .primary)
        case .not(let operand):
            return ("!" + wrapped(operand, field, swift: swift, parenthesizedAtOrBelow: .prefix), .prefix)
        case .negate(let operand):
            guard swift else {
                return ("-" + wrapped(operand, field, swift: false, parenthesizedAtOrBelow: .prefix), .prefix)
            }
            if let value = constantInt(expression) {
                return render(Expression(.intLiteral(value), span: expression.span), field, swift: swift)
            }
            return ("0 &- " + wrapped(operand, field, swift: swift, parenthesizedAtOrBelow: .additive), .additive)
        case .member(let base, let member):
            var (text, level) = render(base, field, swift: swift)
            if level < .postfix || constantInt(base) != nil { text = "(" + text + ")" }
            return (text + "." + member.rawValue, .postfix)
        case .property(let base, let name):
            var (text, level) = render(base, field, swift: swift)
            if level < .postfix { text = "(" + text + ")" }
            return (text + "." + name, .postfix)
        case .binary(.nilCoalescing, let lhs, let rhs):
            // Right-associative: a coalescing on the left needs parentheses, one on the right does not.
            let left = wrapped(lhs, field, swift: swift, parenthesizedAtOrBelow: .coalescing)
            let right = wrapped(rhs, field, swift: swift, parenthesizedAtOrBelow: .comparison)
            return (left + " ?? " + right, .coalescing)
        case .binary(let op, let lhs, let rhs):
            let level = Level(op)
            var (left, leftLevel) = render(lhs, field, swift: swift)
            // Left-associative operators keep a same-level left side bare; comparisons do not associate.
            if leftLevel < level || (leftLevel == level && level == .comparison) { left = "(" + left + ")" }
            let right = wrapped(rhs, field, swift: swift, parenthesizedAtOrBelow: level)
            return (left + " " + op.rawValue + " " + right, level)
        }
    }

    private static func wrapped(
        _ expression: Expression, _ field: (String) -> String, swift: Bool, parenthesizedAtOrBelow limit: Level
    ) -> String {
        let (text, level) = render(expression, field, swift: swift)
        return level <= limit ? "(" + text + ")" : text
    }

    /// The value of an integer literal under any number of negations (which wrap), or nil.
    private static func constantInt(_ expression: Expression) -> Int? {
        switch expression.kind {
        case .intLiteral(let value): value
        case .negate(let operand): constantInt(operand).map { 0 &- $0 }
        default: nil
        }
    }
}
