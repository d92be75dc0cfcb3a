import ScreenDiagnostics
import Testing

@testable import ScreenExpressions

/// One expected syntax error: the text, the message, the columns it points at (the text starts at
/// column 13), whether the parser still produced an expression, and the fix-it if there is one.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
    var text: String
    var message: String
    var columns: Range<Int>
    var recovered: Bool
    var fixIt: (columns: Range<Int>, replacement: String)? = nil
    var rule: Rule = .expressionSyntax

    var testDescription: String { text }
}

@Suite struct SyntaxErrorTests {
    static let cases: [SyntaxErrorCase] = [
        // Missing and unexpected operands.
        .init(text: "", message: "the condition is empty", columns: 12..<14, recovered: false),
        .init(text: "   ", message: "the condition is empty", columns: 12..<17, recovered: false),
        .init(text: "a &&", message: "expected an operand after `&&`", columns: 15..<17, recovered: false),
        .init(text: "a ||  ", message: "expected an operand after `||`", columns: 15..<17, recovered: false),
        .init(text: "!", message: "expected an operand after `!`", columns: 13..<14, recovered: false),
        .init(text: "port <", message: "expected an operand after `<`", columns: 18..<19, recovered: false),
        .init(text: "a && )", message: "expected an operand after `&&`, found `)`", columns: 18..<19, recovered: false),
        .init(
            text: "a == == b", message: "expected an operand after `==`, found `==`", columns: 18..<20, recovered: false
        ),
        .init(text: "&& a", message: "expected an operand before `&&`", columns: 13..<15, recovered: false),
        .init(text: "(&& a)", message: "expected an operand after `(`, found `&&`", columns: 14..<16, recovered: false),
        .init(text: "()", message: "expected an expression inside `()`", columns: 14..<15, recovered: false),
        // Parentheses.
        .init(text: ")", message: "unexpected `)`", columns: 13..<14, recovered: false),
        .init(text: "a)", message: "unexpected `)`", columns: 14..<15, recovered: false),
        .init(text: "(a && b))", message: "unexpected `)`", columns: 21..<22, recovered: false),
        .init(
            text: "(a && b", message: "expected `)` to close this `(`", columns: 13..<14, recovered: true,
            fixIt: (20..<20, ")")),
        .init(text: "(a b)", message: "expected an operator or `)` before `b`", columns: 16..<17, recovered: false),
        // Operands without an operator.
        .init(text: "a b", message: "expected an operator before `b`", columns: 15..<16, recovered: false),
        .init(text: "port 5", message: "expected an operator before `5`", columns: 18..<19, recovered: false),
        .init(text: "a !b", message: "expected an operator before `!`", columns: 15..<16, recovered: false),
        .init(text: "a (b)", message: "expected an operator before `(`", columns: 15..<16, recovered: false),
        .init(text: "'a' 'b'", message: "expected an operator before `'b'`", columns: 17..<20, recovered: false),
        // Operators from other languages.
        .init(
            text: "a = b", message: "`=` is not an operator; did you mean `==`?", columns: 15..<16, recovered: true,
            fixIt: (15..<16, "==")),
        .init(
            text: "a === b", message: "`===` is not an operator; did you mean `==`?", columns: 15..<18, recovered: true,
            fixIt: (15..<18, "==")),
        .init(
            text: "a !== b", message: "`!==` is not an operator; did you mean `!=`?", columns: 15..<18, recovered: true,
            fixIt: (15..<18, "!=")),
        .init(
            text: "a <> b", message: "`<>` is not an operator; did you mean `!=`?", columns: 15..<17, recovered: true,
            fixIt: (15..<17, "!=")),
        .init(
            text: "a =< 1", message: "`=<` is not an operator; did you mean `<=`?", columns: 15..<17, recovered: true,
            fixIt: (15..<17, "<=")),
        .init(
            text: "a => 1", message: "`=>` is not an operator; did you mean `>=`?", columns: 15..<17, recovered: true,
            fixIt: (15..<17, ">=")),
        .init(
            text: "a & b", message: "`&` is not an operator; did you mean `&&`?", columns: 15..<16, recovered: true,
            fixIt: (15..<16, "&&")),
        .init(
            text: "a | b", message: "`|` is not an operator; did you mean `||`?", columns: 15..<16, recovered: true,
            fixIt: (15..<16, "||")),
        .init(
            text: "a and b", message: "`and` is not an operator; did you mean `&&`?", columns: 15..<18, recovered: true,
            fixIt: (15..<18, "&&")),
        .init(
            text: "a OR b", message: "`OR` is not an operator; did you mean `||`?", columns: 15..<17, recovered: true,
            fixIt: (15..<17, "||")),
        .init(
            text: "not a", message: "`not` is not an operator; did you mean `!`?", columns: 13..<16, recovered: true,
            fixIt: (13..<16, "!")),
        .init(
            text: "a < b < c", message: "comparison operators cannot be chained", columns: 19..<20, recovered: true),
        .init(
            text: "port - 1 > 2", message: "`-` can only negate: conditions have no arithmetic", columns: 18..<19,
            recovered: false),
        .init(
            text: "port + 1 > 2", message: "`+` is not supported: conditions have no arithmetic", columns: 18..<19,
            recovered: false),
        .init(
            text: "a ? b", message: "the conditional operator `? :` is not supported in conditions",
            columns: 15..<16, recovered: false),
        // Literals.
        .init(
            text: "name == \"abc", message: "unterminated string literal", columns: 21..<25, recovered: true,
            fixIt: (25..<25, "\"")),
        .init(
            text: "name == 'abc\\'", message: "unterminated string literal", columns: 21..<27, recovered: true,
            fixIt: (27..<27, "'")),
        .init(
            text: #"name == "a\qb""#, message: "unknown escape sequence `\\q` in string literal", columns: 23..<25,
            recovered: true),
        .init(
            text: #"name == "\u{D800}""#, message: "invalid Unicode escape sequence in string literal",
            columns: 22..<30, recovered: true),
        .init(
            text: "port > 99999999999999999999", message: "integer literal `99999999999999999999` overflows Int",
            columns: 20..<40, recovered: true),
        .init(
            text: "port > 1.5",
            message: "floating-point numbers are not supported; conditions only have integers", columns: 20..<23,
            recovered: false),
        .init(
            text: "port > 3abc", message: "`3abc` is not a valid number or field name", columns: 20..<24,
            recovered: false),
        .init(text: "a # b", message: "unexpected character `#`", columns: 15..<16, recovered: false),
        .init(
            text: "name == “x", message: "`“` is not a quote mark a condition accepts", columns: 21..<22,
            recovered: false),
        // Members.
        .init(text: "mode == .", message: "expected an enum case name after `.`", columns: 21..<22, recovered: false),
        .init(
            text: "mode == .1", message: "floating-point numbers are not supported; conditions only have integers",
            columns: 21..<23, recovered: false),
        .init(
            text: "host. > 1", message: "expected a member name after `.`, found `>`", columns: 19..<20,
            recovered: false),
        .init(
            text: "host.length > 0",
            message: "`length` is not a member a condition can use; strings have `.isEmpty` and `.count`",
            columns: 17..<24, recovered: false, fixIt: (18..<24, "count"), rule: .expressionType),
        .init(
            text: "host.isEmty",
            message: "`isEmty` is not a member a condition can use; strings have `.isEmpty` and `.count`",
            columns: 17..<24, recovered: false, fixIt: (18..<24, "isEmpty"), rule: .expressionType),
        .init(
            text: "host.isEmpty()", message: "`isEmpty` is a property, not a method", columns: 25..<27, recovered: true,
            fixIt: (25..<27, "")),
    ]

    @Test(arguments: cases)
    func reportsTheErrorAtItsColumns(_ expected: SyntaxErrorCase) {
        let (parsed, diagnostics) = parse(expected.text)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        guard let diagnostic = diagnostics.first else { return }
        #expect(diagnostic.message == expected.message)
        #expect(diagnostic.rule == expected.rule)
        #expect(diagnostic.severity == .error)
        #expect(columns(diagnostic.span) == expected.columns)
        #expect((parsed != nil) == expected.recovered)
        if let fixIt = expected.fixIt {
            #expect(diagnostic.fixIt.flatMap { columns($0.span) } == fixIt.columns)
            #expect(diagnostic.fixIt?.replacement == fixIt.replacement)
        } else {
            #expect(diagnostic.fixIt == nil)
        }
    }

    @Test func recoveryReadsWhatWasMeant() {
        #expect(fullyParenthesized(parse("a = b & c").0!) == "((a == b) && c)")
        #expect(fullyParenthesized(parse("a or b and not c").0!) == "(a || (b && (!c)))")
        #expect(fullyParenthesized(parse("0 < port <= 10").0!) == "((0 < port) && (port <= 10))")
        #expect(fullyParenthesized(parse("(a || b").0!) == "(a || b)")
        #expect(parse(#"name == "a\qb""#).0?.description == #"name == "aqb""#)
        #expect(parse("port > 99999999999999999999").0?.description == "port > 9223372036854775807")
    }

    @Test func chainedComparisonExplainsTheFix() {
        let (_, diagnostics) = parse("0 < port <= 10")
        #expect(diagnostics.map(\.message) == ["comparison operators cannot be chained"])
        #expect(diagnostics.first?.help == "compare twice and combine with `&&`: `0 < port && port <= 10`")
        #expect(diagnostics.first?.labels.map { columns($0.span) } == [13..<21])
    }

    @Test func longerChainsReportEveryExtraOperator() {
        let (parsed, diagnostics) = parse("a == b == c != d")
        #expect(diagnostics.map { columns($0.span) } == [20..<22, 25..<27])
        #expect(fullyParenthesized(parsed!) == "(((a == b) && (b == c)) && (c != d))")
    }

    @Test func wordsAreOperatorsOnlyWhereAnOperatorBelongs() {
        // A field may be called `not`, `and` or `or`; the type checker then reports it if unknown.
        #expect(expression("not").kind == .field("not"))
        #expect(expression("not.isEmpty").isStructurallyEqual(to: node(.member(node(.field("not")), .isEmpty))))
        #expect(shape("and && or") == "(and && or)")
    }

    @Test func reportsEveryRecoverableErrorInSourceOrder() {
        let (parsed, diagnostics) = parse("a = b & c | d")
        #expect(diagnostics.map { columns($0.span) } == [15..<16, 19..<20, 23..<24])
        #expect(fullyParenthesized(parsed!) == "(((a == b) && c) || d)")
    }

    @Test func lexerAndParserErrorsMergeInSourceOrder() {
        let (parsed, diagnostics) = parse("a && && c # x")
        #expect(parsed == nil)
        #expect(
            diagnostics.map(\.message) == ["expected an operand after `&&`, found `&&`", "unexpected character `#`"])
    }

    @Test func parserStopsQuietlyAtTextTheLexerReported() {
        let (parsed, diagnostics) = parse("a && #")
        #expect(parsed == nil)
        #expect(diagnostics.map(\.message) == ["unexpected character `#`"])
    }

    @Test func unknownMemberStillFindsLaterSyntaxErrors() {
        let (parsed, diagnostics) = parse("host.size > 0 && port = 1")
        #expect(parsed == nil)
        #expect(diagnostics.map(\.rule) == [.expressionType, .expressionSyntax])
        #expect(diagnostics.first?.help == "did you mean `count`?")
    }

    @Test func unknownMemberWithoutSuggestion() {
        let (_, diagnostics) = parse("host.uppercased")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.help == nil)
        #expect(diagnostics.first?.fixIt == nil)
    }

    @Test func inexactSourcesPointAtTheWholeScalarWithoutFixIts() {
        let text = "a = b && )"
        let (_, diagnostics) = ExpressionParser.parse(source(text, exact: false))
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.span == source(text).span && $0.fixIt == nil })
        #expect(
            diagnostics.map(\.message) == [
                "`=` is not an operator; did you mean `==`?", "expected an operand after `&&`, found `)`",
            ])
    }

    @Test func spanMapping() {
        let exact = source("abc")
        #expect(columns(exact.span(offset: 1, length: 2)) == 14..<16)
        #expect(columns(exact.span(offset: 3, length: 0)) == 16..<16)
        let plain = ExpressionSource(text: "abc", span: exact.span, textColumnOffset: 0)
        #expect(columns(plain.span(offset: 1, length: 2)) == 13..<15)
        let inexact = source("abc", exact: false)
        #expect(inexact.span(offset: 1, length: 2) == inexact.span)
    }
}
