import ScreenDiagnostics
import Foundation
import Testing

@testable import ScreenExpressions

/// Conditions nest at most `ExpressionParser.maximumDepth` levels: deeper ones are an error where the limit is
/// passed, so no recursive pass over a tree (type checking, evaluation, printing) can run out of stack.
@Suite struct DepthLimitTests {
    static let limit = ExpressionParser.maximumDepth

    /// Each shape at the limit parses; one level more is an error at the token that passes it (its offset in the
    /// text one level too deep).
    struct Shape: Sendable {
        var name: String
        var text: @Sendable (Int) -> String
        var errorOffset: @Sendable (String) -> Int

        init(_ name: String, _ text: @escaping @Sendable (Int) -> String, _ errorOffset: @escaping @Sendable (String) -> Int) {
            self.name = name
            self.text = text
            self.errorOffset = errorOffset
        }
    }

    static let shapes: [Shape] = [
        Shape("parentheses", { String(repeating: "(", count: $0) + "enabled" + String(repeating: ")", count: $0) },
         { _ in limit }),  // the first `(` too many
        Shape("negations", { String(repeating: "!", count: $0 - 1) + "enabled" }, { _ in 0 }),  // the outermost `!`
        Shape("an && chain", { Array(repeating: "enabled", count: $0).joined(separator: " && ") },
         { offset(of: "&&", in: $0, last: true) }),  // the last `&&`
        Shape("a ?? chain", { Array(repeating: "host", count: $0 - 1).joined(separator: " ?? ") + " == host" },
         { offset(of: "==", in: $0, last: true) }),
        Shape("members", { "host" + String(repeating: ".count", count: $0 - 1) }, { offset(of: ".", in: $0, last: true) }),
    ]

    static func offset(of token: String, in text: String, last: Bool) -> Int {
        let range = text.range(of: token, options: last ? .backwards : [])!
        return text.distance(from: text.startIndex, to: range.lowerBound)
    }

    @Test(arguments: 0..<shapes.count)
    func atTheLimitAConditionParses(shape: Int) {
        let (expression, diagnostics) = parse(Self.shapes[shape].text(Self.limit))
        #expect(diagnostics.isEmpty, "\(Self.shapes[shape].name)")
        #expect((expression?.height ?? 0) <= Self.limit)
    }

    @Test(arguments: 0..<shapes.count)
    func oneLevelMoreIsAnErrorWhereTheLimitIsPassed(shape: Int) throws {
        let (name, text, errorOffset) = (Self.shapes[shape].name, Self.shapes[shape].text, Self.shapes[shape].errorOffset)
        let tooDeep = text(Self.limit + 1)
        let (expression, diagnostics) = parse(tooDeep)
        #expect(expression == nil, "\(name)")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.rule == .expressionSyntax)
        #expect(diagnostic.message.contains("nests too deeply: more than \(Self.limit) levels"))
        #expect(diagnostic.help == "split it into named conditions under `conditions:`")
        #expect(diagnostic.span.start.column == textColumn + errorOffset(tooDeep), "\(name)")
    }

    @Test func hostileDepthsEndWithOneErrorInsteadOfACrash() {
        for text in [
            String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 100_000),
            String(repeating: "!", count: 100_000) + "a",
            String(repeating: "-", count: 100_000) + "1 == port",
            Array(repeating: "a", count: 100_000).joined(separator: " || "),
            "host" + String(repeating: ".count", count: 100_000),
        ] {
            let (expression, diagnostics) = parse(text)
            #expect(expression == nil)
            #expect(diagnostics.map(\.rule) == [.expressionSyntax])
        }
    }

    @Test func heightCountsTheLongestPathAndFollowsChanges() {
        #expect(expression("enabled").height == 1)
        #expect(expression("!enabled").height == 2)
        #expect(expression("enabled && (port > 1 || !lowDataMode)").height == 4)
        var changed = expression("enabled")
        changed.kind = .not(expression("!enabled"))
        #expect(changed.height == 3)
    }
}
