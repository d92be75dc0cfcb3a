import ScreenDiagnostics
import Testing

@testable import ScreenExpressions

@Suite struct ParserTests {
    @Test(arguments: [
        ("a || b && c", "(a || (b && c))"),
        ("a && b || c", "((a && b) || c)"),
        ("a || b || c", "((a || b) || c)"),
        ("a && b && c", "((a && b) && c)"),
        ("a || b && c || d", "((a || (b && c)) || d)"),
        ("a == b && c != d", "((a == b) && (c != d))"),
        ("a < b || c >= d", "((a < b) || (c >= d))"),
        ("!a && b", "((!a) && b)"),
        ("!a == b", "((!a) == b)"),
        ("!(a && b)", "(!(a && b))"),
        ("(a || b) && c", "((a || b) && c)"),
        ("a && (b || c)", "(a && (b || c))"),
        ("-a < b", "((-a) < b)"),
        ("!!a", "(!(!a))"),
        ("- -1 == 1", "((-(-1)) == 1)"),
        ("-s.count > 0", "((-(s.count)) > 0)"),
        ("!s.isEmpty", "(!(s.isEmpty))"),
        ("s.isEmpty == (t.count == 0)", "((s.isEmpty) == ((t.count) == 0))"),
        ("((a))", "a"),
        ("mode == .socks5 || .none == mode", "((mode == .socks5) || (.none == mode))"),
        ("\"abc\".count >= 3", "((\"abc\".count) >= 3)"),
        ("a==b&&c", "((a == b) && c)"),
    ])
    func precedenceAndAssociativity(text: String, expected: String) {
        #expect(shape(text) == expected)
    }

    @Test func literals() {
        #expect(expression("true").kind == .boolLiteral(true))
        #expect(expression("false").kind == .boolLiteral(false))
        #expect(expression("42").kind == .intLiteral(42))
        #expect(expression("007").kind == .intLiteral(7))
        #expect(expression("9223372036854775807").kind == .intLiteral(.max))
        #expect(expression(#""a\"b""#).kind == .stringLiteral("a\"b"))
        #expect(expression(".socks5").kind == .enumCase("socks5"))
        #expect(expression("host").kind == .field("host"))
    }

    @Test func intMinIsALiteral() {
        #expect(expression("-9223372036854775808").kind == .intLiteral(.min))
        #expect(expression("- 9223372036854775808").kind == .intLiteral(.min))
        #expect(shape("--9223372036854775808") == "(--9223372036854775808)")
    }

    @Test func whitespaceAnywhereBetweenTokens() {
        #expect(expression("  host . isEmpty  ").isStructurallyEqual(to: expression("host.isEmpty")))
        #expect(expression("mode == . socks5").isStructurallyEqual(to: expression("mode == .socks5")))
        #expect(expression("!\n(\ta&&b )").isStructurallyEqual(to: expression("!(a && b)")))
    }

    @Test func nodeSpansCoverTheirText() {
        let parsed = expression("!(a && b) || mode == .http")
        #expect(columns(parsed.span) == 13..<39)
        guard case .binary(.or, let lhs, let rhs) = parsed.kind,
            case .not(let inner) = lhs.kind,
            case .binary(.equal, let mode, let http) = rhs.kind
        else {
            Issue.record("unexpected tree \(parsed)")
            return
        }
        #expect(columns(lhs.span) == 13..<22)
        #expect(columns(inner.span) == 14..<22)  // includes the parentheses
        #expect(columns(rhs.span) == 26..<39)
        #expect(columns(mode.span) == 26..<30)
        #expect(columns(http.span) == 34..<39)  // includes the dot
    }

    @Test func memberSpanEndsAtTheName() {
        let parsed = expression("host.count")
        #expect(columns(parsed.span) == 13..<23)
    }

    @Test func inexactSourcesGiveEveryNodeTheWholeScalar() {
        let text = "a && !b.isEmpty"
        let (parsed, diagnostics) = ExpressionParser.parse(source(text, exact: false))
        #expect(diagnostics.isEmpty)
        let whole = source(text).span
        var pending = [parsed!]
        while let next = pending.popLast() {
            #expect(next.span == whole)
            pending += next.children
        }
    }

    @Test func fieldReferencesInFirstAppearanceOrder() {
        #expect(
            expression("port > 0 && host.isEmpty || port == retries && !host.isEmpty").fieldReferences
                == ["port", "host", "retries"])
        #expect(expression("mode == .http && true").fieldReferences == ["mode"])
        #expect(expression("1 < 2").fieldReferences == [])
    }

    @Test func structuralEqualityIgnoresSpans() {
        let a = expression("a && b")
        let b = expression("a  &&  b")
        #expect(a != b)
        #expect(a.isStructurallyEqual(to: b))
        #expect(!a.isStructurallyEqual(to: expression("a || b")))
        #expect(!a.isStructurallyEqual(to: expression("b && a")))
    }
}
