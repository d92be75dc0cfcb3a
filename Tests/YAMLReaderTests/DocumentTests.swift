import ScreenDiagnostics
import Testing
import YAMLReader

@Suite("Documents: empty files and multiple documents")
struct DocumentTests {
    @Test("empty files, comments only and an empty document have no root and no diagnostics",
          arguments: ["", "\n\n", "# just a comment\n  # another\n", "---\n", "--- # c\n...\n", "\u{FEFF}"])
    func empty(text: String) {
        let document = parse(text)
        #expect(document.root == nil)
        #expect(document.diagnostics.isEmpty)
    }

    @Test("an explicit single document is fine")
    func singleExplicitDocument() throws {
        let document = parse("%YAML 1.1\n---\na: 1\n...\n")
        #expect(document.diagnostics.isEmpty)
        #expect(try #require(document.root).keys == ["a"])
    }

    @Test("a second document is reported at its start and only the first is kept")
    func secondDocument() throws {
        let document = parse("a: 1\n---\nb: 2\n---\nc: 3\n")
        #expect(document.rules == [.multipleDocuments])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.span == span(pos(2, 1), pos(2, 4)))
        #expect(diagnostic.severity == .error)
        #expect(try #require(document.root).keys == ["a"])
    }

    @Test("an empty second document is still a second document")
    func emptySecondDocument() throws {
        let document = parse("---\na: 1\n---\n")
        #expect(document.rules == [.multipleDocuments])
        #expect(document.diagnostics.first?.span.start == pos(3, 1))
        #expect(document.root != nil)
    }

    @Test("a syntax error after the first document is not reached")
    func stopsAfterFirstDocument() {
        let document = parse("a: 1\n---\nb: c: d\n")
        #expect(document.rules == [.multipleDocuments])
    }
}
