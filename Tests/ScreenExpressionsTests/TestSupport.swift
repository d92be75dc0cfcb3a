import ScreenDiagnostics

@testable import ScreenExpressions

/// Test sources sit in a quoted scalar at line 3, column 12 of `s.yaml`: the text starts at column 13.
let textColumn = 13

func source(_ text: String, exact: Bool = true) -> ExpressionSource {
    let length = text.unicodeScalars.count + 2
    return ExpressionSource(
        text: text,
        span: SourceSpan(
            file: "s.yaml", start: SourcePosition(line: 3, column: 12),
            end: SourcePosition(line: 3, column: 12 + length)),
        textColumnOffset: exact ? 1 : nil)
}

func parse(_ text: String) -> (Expression?, [Diagnostic]) {
    ExpressionParser.parse(source(text))
}

/// Parses text that must be valid.
func expression(_ text: String) -> Expression {
    let (expression, diagnostics) = parse(text)
    precondition(diagnostics.isEmpty, "unexpected diagnostics for \(text): \(diagnostics.map(\.message))")
    return expression!
}

/// The canonical text of valid condition text.
func canonical(_ text: String) -> String { expression(text).description }

/// The columns a span covers on line 3 (the end is exclusive, like `SourceSpan.end`).
func columns(_ span: SourceSpan) -> Range<Int>? {
    guard span.file == "s.yaml", span.start.line == 3, span.end.line == 3 else { return nil }
    return span.start.column..<span.end.column
}

/// The fields of a proxy settings screen, used across tests.
let proxyMode = ExpressionType.enumeration(name: "ProxyMode", cases: ["none", "socks5", "http"])
let encryption = ExpressionType.enumeration(name: "Encryption", cases: ["off", "tls"])
let fields: [String: ExpressionType] = [
    "enabled": .bool, "autoDownload": .bool, "lowDataMode": .bool,
    "port": .int, "retries": .int,
    "host": .string, "username": .string,
    "mode": proxyMode, "otherMode": proxyMode, "encryption": encryption,
]
let checker = ExpressionTypeChecker(fields: fields)

/// Type-checks valid condition text as a condition.
func conditionDiagnostics(_ text: String) -> [Diagnostic] {
    checker.checkCondition(expression(text))
}

/// Type-checks valid condition text.
func typeOf(_ text: String) -> (ExpressionType?, [Diagnostic]) {
    checker.check(expression(text))
}

/// Every compound node in parentheses, to show a tree's shape in one line.
func fullyParenthesized(_ expression: Expression) -> String {
    switch expression.kind {
    case .boolLiteral, .intLiteral, .stringLiteral, .enumCase, .nilLiteral, .field: expression.description
    case .not(let operand): "(!\(fullyParenthesized(operand)))"
    case .negate(let operand): "(-\(fullyParenthesized(operand)))"
    case .member(let base, let member): "(\(fullyParenthesized(base)).\(member.rawValue))"
    case .property(let base, let name): "(\(fullyParenthesized(base)).\(name))"
    case .optionalProperty(let base, let name): "(\(fullyParenthesized(base))?.\(name))"
    case .call(let name, let arguments):
        "\(name)(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + fullyParenthesized($0.value) }
            .joined(separator: ", ") + ")"
    case .binary(let op, let lhs, let rhs): "(\(fullyParenthesized(lhs)) \(op.rawValue) \(fullyParenthesized(rhs)))"
    }
}

/// The shape of valid condition text.
func shape(_ text: String) -> String { fullyParenthesized(expression(text)) }

/// A node with a placeholder span, for building trees by hand.
func node(_ kind: Expression.Kind) -> Expression {
    Expression(kind, span: .wholeFile("built"))
}
