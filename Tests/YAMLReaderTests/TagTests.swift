import ScreenDiagnostics
import Testing
import YAMLReader

@Suite("Unsupported tags")
struct TagTests {
    @Test("`visible: !lowDataMode` gets a quoting help and a fix-it")
    func negatedExpression() throws {
        let document = parse("visible: !lowDataMode\n")
        #expect(document.rules == [.unsupportedTag])
        let diagnostic = try #require(document.diagnostics.first)
        let tagSpan = span(pos(1, 10), pos(1, 22))
        #expect(diagnostic.span == tagSpan)
        #expect(diagnostic.help?.contains("\"!lowDataMode\"") == true)
        #expect(diagnostic.fixIt == Diagnostic.FixIt(span: tagSpan, replacement: "\"!lowDataMode\""))
        // The value is still there (empty, tagged) so decoding can go on.
        let value = try #require(document.root?["visible"])
        #expect(value.scalar == YAMLScalar("", style: .plain, tag: "!lowDataMode"))
        #expect(value.span == tagSpan)
    }

    @Test("dotted paths, flow mappings and sequence items get the fix-it too")
    func negatedExpressionVariants() throws {
        let document = parse("a: !state.wifiEnabled\nb: {visible: !isOn, x: 1}\nc:\n  - !on_1\n")
        #expect(document.rules == [.unsupportedTag, .unsupportedTag, .unsupportedTag])
        let fixIts = document.diagnostics.compactMap(\.fixIt)
        #expect(fixIts == [
            Diagnostic.FixIt(span: span(pos(1, 4), pos(1, 22)), replacement: "\"!state.wifiEnabled\""),
            Diagnostic.FixIt(span: span(pos(2, 14), pos(2, 19)), replacement: "\"!isOn\""),
            Diagnostic.FixIt(span: span(pos(4, 5), pos(4, 10)), replacement: "\"!on_1\""),
        ])
    }

    @Test("`{visible: !isOn}` is a libyaml syntax error, with the same help and fix-it")
    func negatedExpressionBeforeFlowEnd() throws {
        let document = parse("row: {visible: !isOn}\n")
        #expect(document.root == nil)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.message == "did not find expected whitespace or line break while scanning a tag")
        #expect(diagnostic.span.start == pos(1, 21))
        let tagSpan = span(pos(1, 16), pos(1, 21))
        #expect(diagnostic.labels.map(\.span) == [tagSpan])
        #expect(diagnostic.help?.contains("\"!isOn\"") == true)
        #expect(diagnostic.fixIt == Diagnostic.FixIt(span: tagSpan, replacement: "\"!isOn\""))
    }

    @Test("a tag that does not look like a condition keeps the plain syntax error")
    func otherTagSyntaxError() throws {
        let document = parse("row: [!<x>y]\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.fixIt == nil)
    }

    @Test("a local tag on a real value is just an unsupported tag")
    func localTagWithValue() throws {
        let document = parse("a: !custom value\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.rule == .unsupportedTag)
        #expect(diagnostic.message == "unsupported tag `!custom`")
        #expect(diagnostic.span == span(pos(1, 4), pos(1, 11)))
        #expect(diagnostic.fixIt == nil)
        #expect(document.root?["a"]?.scalar?.value == "value")
    }

    @Test("core-schema tags screenc does not use", arguments: ["!!float 1.5", "!!timestamp 2001-12-14", "!!binary aGk=", "!!set {a}", "!!omap [a: 1]"])
    func otherCoreTags(text: String) throws {
        let document = parse("a: \(text)\n")
        #expect(document.rules == [.unsupportedTag])
        let diagnostic = try #require(document.diagnostics.first)
        let written = String(text.prefix { $0 != " " })
        #expect(diagnostic.message == "unsupported tag `\(written)`")
        #expect(diagnostic.span == span(pos(1, 4), pos(1, 4 + written.count)))
    }

    @Test("a known tag on the wrong kind of node")
    func wrongKind() throws {
        let document = parse("a: !!str [1]\nb: !!seq x\nc: !!int {k: 1}\n")
        #expect(document.diagnostics.map(\.message) == [
            "the tag `!!str` cannot be used on a list",
            "the tag `!!seq` cannot be used on a scalar",
            "the tag `!!int` cannot be used on a mapping",
        ])
    }

    @Test("a tag after an anchor, a verbatim tag and a %TAG handle")
    func tagForms() throws {
        let document = parse("""
            %TAG !e! tag:example.com,2000:
            ---
            a: &x !foo v
            b: !<tag:example.com,2000:thing> w
            c: !e!thing z

            """)
        let tags = document.diagnostics(.unsupportedTag)
        #expect(tags.map(\.span) == [
            span(pos(3, 7), pos(3, 11)),
            span(pos(4, 4), pos(4, 33)),
            span(pos(5, 4), pos(5, 12)),
        ])
        #expect(tags.map(\.message) == [
            "unsupported tag `!foo`", "unsupported tag `!<tag:example.com,2000:thing>`", "unsupported tag `!e!thing`",
        ])
        #expect(tags.allSatisfy { $0.fixIt == nil })
    }
}
