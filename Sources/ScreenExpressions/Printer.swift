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
        Renderer(field: { $0 }, call: nil, caseTest: nil, swift: false).render(expression).text
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
        withoutActuallyEscaping(field) { field in
            Renderer(field: field, call: nil, caseTest: nil, swift: true).render(expression).text
        }
    }

    /// The expression as Swift source, with the code generator's say on what the condition language leaves to it:
    /// `call` writes a call of a function or reusable text from its name and its arguments' Swift (adding the
    /// environment's arguments), and `caseTest` writes the comparison of a value with an enum case (the subject, the
    /// case, whether it is `==`, and the subject's Swift, parenthesized when it is not a postfix expression) when the
    /// enum's cases carry values and must be tested by pattern — nil to write `==`.
    public static func swiftSource(
        _ expression: Expression, field: (String) -> String,
        call: (String, [(label: String?, code: String)]) -> String,
        caseTest: (Expression, String, Bool, String) -> String?
    ) -> String {
        withoutActuallyEscaping(field) { field in
            withoutActuallyEscaping(call) { call in
                withoutActuallyEscaping(caseTest) { caseTest in
                    Renderer(field: field, call: call, caseTest: caseTest, swift: true).render(expression).text
                }
            }
        }
    }

    /// `value` as a Swift (and condition) string literal in double quotes (see `SwiftStringLiteral`).
    public static func stringLiteral(_ value: String) -> String {
        SwiftStringLiteral.make(value)
    }

    // MARK: Precedence

    /// Binding strength, weakest first, as in Swift (`additive` is Swift's `&-`).
    fileprivate enum Level: Int, Comparable {
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

    /// One rendering: how fields, calls and case tests are written, and whether it is Swift.
    private struct Renderer {
        let field: (String) -> String
        let call: ((String, [(label: String?, code: String)]) -> String)?
        let caseTest: ((Expression, String, Bool, String) -> String?)?
        let swift: Bool

    func render(_ expression: Expression) -> (text: String, level: Level) {
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
            return ("!" + wrapped(operand, parenthesizedAtOrBelow: .prefix), .prefix)
        case .negate(let operand):
            guard swift else {
                return ("-" + wrapped(operand, parenthesizedAtOrBelow: .prefix), .prefix)
            }
            if let value = ExpressionPrinter.constantInt(expression) {
                return render(Expression(.intLiteral(value), span: expression.span))
            }
            return ("0 &- " + wrapped(operand, parenthesizedAtOrBelow: .additive), .additive)
        case .member(let base, let member):
            var (text, level) = render(base)
            if level < .postfix || ExpressionPrinter.constantInt(base) != nil { text = "(" + text + ")" }
            return (text + "." + member.rawValue, .postfix)
        case .property(let base, let name):
            var (text, level) = render(base)
            if level < .postfix { text = "(" + text + ")" }
            return (text + "." + name, .postfix)
        case .optionalProperty(let base, let name):
            var (text, level) = render(base)
            if level < .postfix { text = "(" + text + ")" }
            return (text + "?." + name, .postfix)
        case .call(let name, let arguments):
            let rendered = arguments.map { (label: $0.label, code: render($0.value).text) }
            if swift, let call {
                return (call(name, rendered), .postfix)
            }
            let list = rendered.map { ($0.label.map { $0 + ": " } ?? "") + $0.code }.joined(separator: ", ")
            return (name + "(" + list + ")", .postfix)
        case .binary(.nilCoalescing, let lhs, let rhs):
            // Right-associative: a coalescing on the left needs parentheses, one on the right does not.
            let left = wrapped(lhs, parenthesizedAtOrBelow: .coalescing)
            let right = wrapped(rhs, parenthesizedAtOrBelow: .comparison)
            return (left + " ?? " + right, .coalescing)
        case .binary(let op, let lhs, let rhs):
            if swift, op.isEquality, let caseTest {
                if case .enumCase(let name) = rhs.kind, let test = caseTest(lhs, name, op == .equal, postfix(lhs)) {
                    return (test, .comparison)
                }
                if case .enumCase(let name) = lhs.kind, let test = caseTest(rhs, name, op == .equal, postfix(rhs)) {
                    return (test, .comparison)
                }
            }
            let level = Level(op)
            var (left, leftLevel) = render(lhs)
            // Left-associative operators keep a same-level left side bare; comparisons do not associate.
            if leftLevel < level || (leftLevel == level && level == .comparison) { left = "(" + left + ")" }
            let right = wrapped(rhs, parenthesizedAtOrBelow: level)
            return (left + " " + op.rawValue + " " + right, level)
        }
    }

    /// The expression's text, parenthesized unless it is a postfix expression (a member can follow it).
    func postfix(_ expression: Expression) -> String {
        let (text, level) = render(expression)
        return level < .postfix ? "(" + text + ")" : text
    }

    func wrapped(_ expression: Expression, parenthesizedAtOrBelow limit: Level) -> String {
        let (text, level) = render(expression)
        return level <= limit ? "(" + text + ")" : text
    }
    }

    /// The value of an integer literal under any number of negations (which wrap), or nil.
    fileprivate static func constantInt(_ expression: Expression) -> Int? {
        switch expression.kind {
        case .intLiteral(let value): value
        case .negate(let operand): constantInt(operand).map { 0 &- $0 }
        default: nil
        }
    }
}
