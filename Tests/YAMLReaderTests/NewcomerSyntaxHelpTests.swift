import ScreenDiagnostics
import Testing
import YAMLReader

/// Syntax errors a newcomer meets are reported where the problem starts, with what to do.
@Suite struct NewcomerSyntaxHelpTests {
    @Test func anUnterminatedQuoteIsReportedAtItsOpeningQuote() throws {
        let document = parse(
            """
            screen: Q
            title: "Hello
            sections:
              - id: s
                footer: "x"
            """)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.message == "this quoted text is not closed on its line")
        #expect(diagnostic.span == span(pos(2, 8), pos(2, 9)))
        #expect(diagnostic.help == "close the quote: add `\"` at the end of the text on line 2")
        #expect(diagnostic.notes.first?.contains("only on line 5") == true)
    }

    @Test func closedQuotesAndApostrophesInPlainTextAreNotBlamed() throws {
        // A later, unrelated syntax error (a tab) keeps its own place and help.
        let document = parse(
            """
            title: it's fine
            footer: 'it''s' # "
            rows: [{ a: "x\\"y", b: 'c' }]
            \tbad: 1
            """)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.message != "this quoted text is not closed on its line")
        #expect(diagnostic.span.start.line == 4)
    }

    @Test func anUnterminatedSingleQuoteInAListIsFound() throws {
        let document = parse("rows:\n  - 'open\n  - b: 'x'\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.span.start == pos(2, 5))
        #expect(diagnostic.help == "close the quote: add `'` at the end of the text on line 2")
    }

    @Test(arguments: ["!a && b", "!(a || b)", "!a || b"])
    func aNegatedConditionThatFailsToParseGetsTheQuotingHelp(_ condition: String) throws {
        for line in ["visible: \(condition)", "- { id: r, visible: \(condition) }"] {
            let document = parse(line + "\n")
            let diagnostic = try #require(document.diagnostics.first, "\(line)")
            let start = line.count - condition.count - (line.hasSuffix("}") ? 2 : 0) + 1
            #expect(diagnostic.rule == .yamlSyntax)
            #expect(diagnostic.message == "`\(condition)` is read as a YAML tag, not as a negated condition")
            #expect(diagnostic.help == "put the condition in quotes: `\"\(condition)\"`")
            #expect(diagnostic.fixIt?.replacement == "\"\(condition)\"")
            #expect(diagnostic.span == span(pos(1, start), pos(1, start + condition.count)), "\(line)")
        }
    }

    @Test(arguments: ["!a == b", "!a and b"])
    func aNegatedConditionThatParsesAsATaggedTextGetsTheQuotingHelp(_ condition: String) throws {
        let document = parse("visible: \(condition)\n")
        let diagnostic = try #require(document.diagnostics.first { $0.rule == .unsupportedTag })
        #expect(diagnostic.message.hasPrefix("`\(condition)` is read as a YAML tag `!a` on the text"))
        #expect(diagnostic.help == "put the condition in quotes: `\"\(condition)\"`")
        #expect(diagnostic.span == span(pos(1, 10), pos(1, 10 + condition.count)))
    }

    @Test func aRealTagIsNotMistakenForACondition() {
        let document = parse("title: !!str 12 && x\n")
        #expect(!document.diagnostics.contains { $0.message.contains("negated condition") })
    }
}
