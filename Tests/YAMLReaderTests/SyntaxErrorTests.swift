import ScreenDiagnostics
import Testing
import YAMLReader

@Suite("libyaml syntax errors")
struct SyntaxErrorTests {
    @Test("mapping values in a plain scalar")
    func mappingValues() throws {
        let document = parse("title: a: b\n")
        #expect(document.root == nil)
        #expect(document.rules == [.yamlSyntax])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.message == "mapping values are not allowed in this context")
        #expect(diagnostic.span == span(pos(1, 9), pos(1, 10)))
        #expect(diagnostic.labels.isEmpty)
        #expect(diagnostic.help != nil)
        #expect(diagnostic.span.description == "test.yaml:1:9")
    }

    /// libyaml marks an error at the end of a last line without a line break on the line after it, which the file
    /// does not have (found by the fuzzer through `.screenc.yml`): the diagnostic is at the end of the last line.
    @Test("an error at the end of a file without a final line break is on its last line")
    func errorAtTheEndOfTheLastLine() throws {
        let diagnostic = try #require(parse("screen: A\nbroken line").diagnostics.first)
        #expect(diagnostic.message == "could not find expected ':' while scanning a simple key")
        #expect(diagnostic.span.start == pos(2, 12))
        #expect(diagnostic.labels.first?.span.start == pos(2, 1))
        // With the line break, the mark is on the (empty) line after it, which the file has.
        #expect(try #require(parse("screen: A\nbroken line\n").diagnostics.first).span.start == pos(3, 1))
    }

    @Test("the root mapping's pairs read before a syntax error are kept")
    func partialRootPairs() throws {
        let document = parse("screen: Editor\ntitle: [Editor\nsections: []\n")
        #expect(document.root == nil)
        #expect(document.partialRootPairs.map { $0.key.scalar?.value } == ["screen"])
        #expect(document.partialRootPairs.first?.value.scalar?.value == "Editor")
        #expect(parse("- a\n- [b\n").partialRootPairs.isEmpty, "a root sequence has no pairs")
        #expect(parse("screen: Editor\n").partialRootPairs.isEmpty, "a whole document has a root instead")
    }

    @Test("an unterminated quoted scalar is reported where the quote starts")
    func unterminatedQuote() throws {
        let document = parse("a: 1\nb: \"abc\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.root == nil)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.message == "this quoted text is not closed on its line")
        #expect(diagnostic.span == span(pos(2, 4), pos(2, 5)))
        #expect(
            diagnostic.notes == [
                "YAML continues a quoted text on the next lines up to the next `\"`, so the error shows only on line 3: "
                    + "found unexpected end of stream while scanning a quoted scalar"
            ])
    }

    @Test("a simple key without a colon")
    func simpleKey() throws {
        let document = parse("a: 1\nb\nc: 2\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.message == "could not find expected ':' while scanning a simple key")
        #expect(diagnostic.span.start == pos(3, 1))
        #expect(diagnostic.labels.first?.span.start == pos(2, 1))
        #expect(diagnostic.labels.first?.message == "the simple key starts here")
    }

    @Test("bad indentation names the block mapping")
    func badIndentation() throws {
        let document = parse("a:\n  b: 1\n c: 2\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.message == "did not find expected key while parsing a block mapping")
        #expect(diagnostic.span.start == pos(3, 2))
        #expect(diagnostic.labels == [Diagnostic.Label(span: span(pos(1, 1), pos(1, 2)), message: "the block mapping starts here")])
    }

    @Test("an unclosed flow sequence")
    func unclosedFlow() throws {
        let document = parse("key: [a, b\nother: 1\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.message == "did not find expected ',' or ']' while parsing a flow sequence")
        #expect(diagnostic.span.start == pos(2, 6))
        #expect(diagnostic.labels.first?.span.start == pos(1, 6))
    }

    @Test("a tab used for indentation gets a hint")
    func tabIndentation() throws {
        let document = parse("a:\n\tb: 1\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.message.hasPrefix("found character that cannot start any token"))
        #expect(diagnostic.span == span(pos(2, 1), pos(2, 2)))
        #expect(diagnostic.help?.contains("tabs") == true)
    }

    @Test("a control character is reported at its own position")
    func controlCharacter() throws {
        let document = parse("a: 1\nbé: x\u{01}\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.root == nil)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.message == "control characters are not allowed (found U+0001)")
        #expect(diagnostic.span.start == pos(2, 6))
    }

    @Test("only the first syntax error is reported; earlier diagnostics are kept")
    func stopsAtFirstError() {
        let document = parse("a: 1\na: 2\nb: c: d\ne: f: g\n")
        #expect(document.rules == [.duplicateKey, .yamlSyntax])
        #expect(document.root == nil)
    }
}
