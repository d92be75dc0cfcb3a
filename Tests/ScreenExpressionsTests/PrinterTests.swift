import Testing

@testable import ScreenExpressions

@Suite struct PrinterTests {
    private func swift(_ text: String) -> String {
        ExpressionPrinter.swiftSource(expression(text)) { "state.\($0)" }
    }

    @Test func fieldsGoThroughTheClosure() {
        #expect(swift("!host.isEmpty && port <= 5") == "!state.host.isEmpty && state.port <= 5")
        #expect(swift("mode == .socks5") == "state.mode == .socks5")
        #expect(swift(".none != mode") == ".none != state.mode")
        #expect(swift("(host.count > 0) == enabled") == "(state.host.count > 0) == state.enabled")
    }

    @Test func swiftNegationWrapsLikeTheEvaluator() {
        #expect(swift("port > -1") == "state.port > -1")
        #expect(swift("-(-1) == 1") == "1 == 1")
        #expect(swift("-(-9223372036854775808) < port") == "-9223372036854775808 < state.port")
        #expect(swift("-port < -1") == "0 &- state.port < -1")
        #expect(swift("-(-port) > 0") == "0 &- (0 &- state.port) > 0")
        #expect(swift("-host.count <= -(-(2))") == "0 &- state.host.count <= 2")
        // The canonical text keeps what was written.
        #expect(canonical("-(-(2)) < -port") == "-(-2) < -port")
    }

    @Test(arguments: [
        ("a&&b", "a && b"),
        ("(a && b)", "a && b"),
        ("!(a && b)", "!(a && b)"),
        ("(a || b) && c", "(a || b) && c"),
        ("a || (b && c)", "a || b && c"),
        ("(a || b) || c", "a || b || c"),
        ("a || (b || c)", "a || (b || c)"),
        ("a && (b && c)", "a && (b && c)"),
        ("(a == b) && (c < d)", "a == b && c < d"),
        ("a == (b < c)", "a == (b < c)"),
        ("(a != b) == c", "(a != b) == c"),
        ("(!a) == b", "!a == b"),
        ("!(a == b)", "!(a == b)"),
        ("!(!a)", "!(!a)"),
        ("!!a", "!(!a)"),
        ("- - x", "-(-x)"),
        ("-(-1)", "-(-1)"),
        ("-(s.count)", "-s.count"),
        ("(s).count", "s.count"),
        ("(\"abc\").isEmpty", "\"abc\".isEmpty"),
        ("- 9223372036854775808 < x", "-9223372036854775808 < x"),
        ("-(-9223372036854775808)", "-(-9223372036854775808)"),
        ("'single'", "\"single\""),
        ("mode == . socks5", "mode == .socks5"),
    ])
    func minimalParentheses(text: String, printed: String) {
        #expect(canonical(text) == printed)
    }

    @Test func treesTheParserNeverBuildsStillPrintCorrectly() {
        let a = node(.field("a"))
        let b = node(.field("b"))
        let c = node(.field("c"))
        #expect(node(.binary(.equal, node(.binary(.equal, a, b)), c)).description == "(a == b) == c")
        #expect(node(.binary(.less, a, node(.binary(.less, b, c)))).description == "a < (b < c)")
        #expect(node(.member(node(.intLiteral(5)), .count)).description == "(5).count")
        #expect(node(.member(node(.intLiteral(-5)), .count)).description == "(-5).count")
        #expect(node(.negate(node(.intLiteral(-5)))).description == "-(-5)")
        #expect(node(.member(node(.not(a)), .isEmpty)).description == "(!a).isEmpty")
        #expect(node(.member(node(.binary(.or, a, b)), .count)).description == "(a || b).count")
    }

    @Test func stringLiteralsAreSwiftStringLiterals() {
        #expect(ExpressionPrinter.stringLiteral("plain") == #""plain""#)
        #expect(ExpressionPrinter.stringLiteral(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(ExpressionPrinter.stringLiteral("it's") == #""it's""#)
        #expect(ExpressionPrinter.stringLiteral("\\(state.secret)") == #""\\(state.secret)""#)
        #expect(ExpressionPrinter.stringLiteral("1\n2\t3\r4\0") == #""1\n2\t3\r4\0""#)
        #expect(ExpressionPrinter.stringLiteral("\u{1}\u{7F}\u{85}") == #""\u{1}\u{7F}\u{85}""#)
        #expect(ExpressionPrinter.stringLiteral("a\u{2028}b\u{202E}c") == #""a\u{2028}b\u{202E}c""#)
        #expect(ExpressionPrinter.stringLiteral("日本 😀 👨‍👩‍👧‍👦 e\u{301}") == "\"日本 😀 👨‍👩‍👧‍👦 e\u{301}\"")
        #expect(ExpressionPrinter.stringLiteral("\"\"\"") == #""\"\"\"""#)
    }

    @Test func escapedStringsParseBackToTheSameValue() {
        for value in ["\\(x)", "\"", "'", "\\", "\n\t\r\0", "\u{1}\u{2028}\u{202E}", "👨‍👩‍👧‍👦", "#\"raw\"#"] {
            #expect(expression(ExpressionPrinter.stringLiteral(value)).kind == .stringLiteral(value))
        }
    }

    @Test func canonicalTextIsIdempotent() {
        for text in ["a||b&&!c", "( mode==.http )", "!(x.isEmpty)||y.count>=10", "'q\\'s'.count == 3"] {
            let once = canonical(text)
            #expect(canonical(once) == once)
        }
    }
}
