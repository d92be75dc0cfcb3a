import Testing

@testable import ScreenExpressions

@Suite struct EvaluatorTests {
    private func evaluate(_ text: String, _ values: [String: ExpressionValue] = [:]) -> ExpressionValue {
        ExpressionEvaluator.evaluate(expression(text), in: values)
    }

    private func bools(_ a: Bool, _ b: Bool) -> [String: ExpressionValue] { ["a": .bool(a), "b": .bool(b)] }

    @Test(arguments: [false, true], [false, true])
    func logicalTruthTables(a: Bool, b: Bool) {
        #expect(evaluate("a && b", bools(a, b)) == .bool(a && b))
        #expect(evaluate("a || b", bools(a, b)) == .bool(a || b))
        #expect(evaluate("a == b", bools(a, b)) == .bool(a == b))
        #expect(evaluate("a != b", bools(a, b)) == .bool(a != b))
        #expect(evaluate("!a", bools(a, b)) == .bool(!a))
        #expect(evaluate("!(a && b) == (!a || !b)", bools(a, b)) == .bool(true))
        #expect(evaluate("a && !b || !a && b", bools(a, b)) == .bool(a != b))
    }

    @Test(arguments: [Int.min, -3, 0, 2, Int.max], [Int.min, -3, 0, 2, Int.max])
    func comparisons(x: Int, y: Int) {
        let values: [String: ExpressionValue] = ["x": .int(x), "y": .int(y)]
        #expect(evaluate("x < y", values) == .bool(x < y))
        #expect(evaluate("x <= y", values) == .bool(x <= y))
        #expect(evaluate("x > y", values) == .bool(x > y))
        #expect(evaluate("x >= y", values) == .bool(x >= y))
        #expect(evaluate("x == y", values) == .bool(x == y))
        #expect(evaluate("x != y", values) == .bool(x != y))
    }

    @Test func literals() {
        #expect(evaluate("true") == .bool(true))
        #expect(evaluate("7") == .int(7))
        #expect(evaluate("'hi'") == .string("hi"))
        #expect(evaluate(".tls") == .enumCase("tls"))
        #expect(evaluate("-9223372036854775808") == .int(.min))
    }

    @Test func negationWrapsInsteadOfOverflowing() {
        #expect(evaluate("-x", ["x": .int(5)]) == .int(-5))
        #expect(evaluate("-(-x)", ["x": .int(5)]) == .int(5))
        #expect(evaluate("-x", ["x": .int(.min)]) == .int(.min))
        #expect(evaluate("-(-9223372036854775808)") == .int(.min))
    }

    @Test func logicalOperatorsShortCircuit() {
        // `missing` has no value: evaluating it would trap.
        #expect(evaluate("false && missing") == .bool(false))
        #expect(evaluate("true || missing") == .bool(true))
    }

    @Test func enumsCompareByCase() {
        let values: [String: ExpressionValue] = ["mode": .enumCase("socks5"), "other": .enumCase("http")]
        #expect(evaluate("mode == .socks5", values) == .bool(true))
        #expect(evaluate(".http == mode", values) == .bool(false))
        #expect(evaluate("mode != other", values) == .bool(true))
    }

    @Test func stringsCompareAsSwiftStrings() {
        // Canonically equivalent strings are equal, as in Swift.
        let values: [String: ExpressionValue] = ["name": .string("caf\u{E9}")]
        #expect(evaluate("name == 'cafe\\u{301}'", values) == .bool(true))
        #expect(evaluate("name != 'cafe'", values) == .bool(true))
    }

    @Test(arguments: [
        ("", 0), ("abc", 3), ("日本語", 3), ("한국어", 3), ("😀", 1), ("👨‍👩‍👧‍👦", 1), ("🇺🇦🇯🇵", 2), ("👍🏽", 1),
        ("e\u{301}", 1), ("\r\n", 1), ("a\u{200D}", 1), ("नमस्ते", 3),
    ])
    func countCountsCharacters(text: String, count: Int) {
        #expect(evaluate("s.count", ["s": .string(text)]) == .int(count))
        #expect(evaluate("s.count", ["s": .string(text)]) == .int(text.count))
        #expect(evaluate("s.isEmpty", ["s": .string(text)]) == .bool(count == 0))
        #expect(evaluate("\(ExpressionPrinter.stringLiteral(text)).count") == .int(count))
    }

    @Test func realisticCondition() {
        let condition = "!host.isEmpty && host.count <= 253 && (mode == .socks5 || port != 0)"
        let values: [String: ExpressionValue] = [
            "host": .string("proxy.example"), "mode": .enumCase("http"), "port": .int(0),
        ]
        #expect(evaluate(condition, values) == .bool(false))
        var socks = values
        socks["mode"] = .enumCase("socks5")
        #expect(evaluate(condition, socks) == .bool(true))
    }

    @Test func valueDescriptions() {
        #expect(ExpressionValue.bool(false).description == "false")
        #expect(ExpressionValue.int(-4).description == "-4")
        #expect(ExpressionValue.string("a\"b\n").description == #""a\"b\n""#)
        #expect(ExpressionValue.enumCase("tls").description == ".tls")
    }
}
