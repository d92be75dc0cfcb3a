/// Renders expressions back as source text.
///
/// The output is both canonical condition text (which parses back to the same tree) and valid
/// Swift with the same meaning: operators and precedence are Swift's, string literals are escaped
/// as Swift string literals, and parentheses appear exactly where the tree needs them — plus
/// around a nested prefix operator (`!(!a)`, `-(-1)`), because Swift would read `!!` and `--` as
/// single operators.
public enum ExpressionPrinter {
    /// The expression as Swift source. `field` turns a state field name into Swift that reads it,
    /// for example `{ "state.\($0)" }`; it must return a postfix expression (a name or a member
    /// chain), which the printer never parenthesizes. Enum cases print as `.name`, which Swift
    /// resolves against the other side of the comparison.
    public static func swiftSource(_ expression: Expression, field: (String) -> String) -> String {
        render(expression, field).text
    }

    /// `value` as a Swift (and condition) string literal in double quotes.
    ///
    /// Escapes `\`, `"`, newline, tab, carriage return and NUL with backslashes (so `\(` cannot start
    /// an interpolation), and other control, line-separator and bidirectional-formatting scalars as
    /// `\u{…}`; everything else, emoji included, stays as it is.
    public static func stringLiteral(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default:
                if needsUnicodeEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: break
        }
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    // MARK: Precedence

    /// Binding strength, weakest first, as in Swift.
    private enum Level: Int, Comparable {
        case disjunction, conjunction, comparison, prefix, postfix, primary

        static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        init(_ op: BinaryOperator) {
            switch op {
            case .or: self = .disjunction
            case .and: self = .conjunction
            default: self = .comparison
            }
        }
    }

    private static func render(_ expression: Expression, _ field: (String) -> String) -> (text: String, level: Level) {
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
        case .field(let name):
            return (field(name), .primary)
        case .not(let operand):
            return ("!" + wrapped(operand, field, parenthesizedAtOrBelow: .prefix), .prefix)
        case .negate(let operand):
            return ("-" + wrapped(operand, field, parenthesizedAtOrBelow: .prefix), .prefix)
        case .member(let base, let member):
            var (text, level) = render(base, field)
            if level < .postfix || isIntLiteral(base) { text = "(" + text + ")" }
            return (text + "." + member.rawValue, .postfix)
        case .binary(let op, let lhs, let rhs):
            let level = Level(op)
            var (left, leftLevel) = render(lhs, field)
            // Left-associative operators keep a same-level left side bare; comparisons do not associate.
            if leftLevel < level || (leftLevel == level && level == .comparison) { left = "(" + left + ")" }
            let right = wrapped(rhs, field, parenthesizedAtOrBelow: level)
            return (left + " " + op.rawValue + " " + right, level)
        }
    }

    private static func wrapped(
        _ expression: Expression, _ field: (String) -> String, parenthesizedAtOrBelow limit: Level
    ) -> String {
        let (text, level) = render(expression, field)
        return level <= limit ? "(" + text + ")" : text
    }

    private static func isIntLiteral(_ expression: Expression) -> Bool {
        if case .intLiteral = expression.kind { return true }
        return false
    }
}
