import ScreenDiagnostics
import Testing
import YAMLReader

@Suite("Duplicate and complex mapping keys")
struct MappingKeyTests {
    @Test("a duplicate key points at both occurrences and the first value wins")
    func duplicateKey() throws {
        let document = parse("""
            title: A
            other: x
            title: B
            last: y

            """)
        #expect(document.rules == [.duplicateKey])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.span == span(pos(3, 1), pos(3, 6)))
        #expect(diagnostic.labels == [Diagnostic.Label(span: span(pos(1, 1), pos(1, 6)), message: "first defined here")])
        #expect(diagnostic.message.contains("`title`"))
        let root = try #require(document.root)
        #expect(root.keys == ["title", "other", "last"])
        #expect(root["title"]?.scalar?.value == "A")
    }

    @Test("in a large mapping too, every duplicate points at the first occurrence and the first value wins")
    func duplicatesInALargeMapping() throws {
        // Past the size where keys are looked up in an index rather than scanned.
        var text = ""
        for index in 0..<2_000 { text += "k\(index): \(index)\n" }
        text += "k7: late\nk1999: late\nk0: late\n"
        let document = parse(text)
        let duplicates = document.diagnostics(.duplicateKey)
        #expect(duplicates.map(\.span.start.line) == [2_001, 2_002, 2_003])
        #expect(duplicates.map { $0.labels.first?.span.start.line } == [8, 2_000, 1])
        let root = try #require(document.root)
        #expect(root.keys.count == 2_000)
        #expect(root["k7"]?.scalar?.value == "7")
        #expect(root["k1999"]?.scalar?.value == "1999")
    }

    @Test("duplicates in a flow mapping, and quoted and plain spellings of one key")
    func duplicateFlowAndQuoted() throws {
        let document = parse("{a: 1, \"a\": 2, 'a': 3}")
        let duplicates = document.diagnostics(.duplicateKey)
        #expect(duplicates.count == 2)
        #expect(duplicates.map(\.span.start) == [pos(1, 8), pos(1, 16)])
        #expect(duplicates.allSatisfy { $0.labels.first?.span == span(pos(1, 2), pos(1, 3)) })
        #expect(try #require(document.root)["a"]?.scalar?.value == "1")
    }

    @Test("each mapping has its own keys")
    func separateScopes() {
        let document = parse("x: {a: 1}\ny:\n  a: 2\n  b: {a: 3}\n")
        #expect(document.diagnostics.isEmpty)
    }

    @Test("a duplicate key whose value is a collection is skipped entirely")
    func duplicateWithCollectionValue() throws {
        let document = parse("a: 1\na:\n  - x\n  - y\nb: 2\n")
        #expect(document.rules == [.duplicateKey])
        let root = try #require(document.root)
        #expect(root.keys == ["a", "b"])
        #expect(root["a"]?.scalar?.value == "1")
        #expect(root.span.end == pos(5, 5))
    }

    @Test("a list as a key is reported and the pair is skipped")
    func sequenceKey() throws {
        let document = parse("? [a, b]\n: v\nk: 1\n")
        #expect(document.rules == [.complexKey])
        #expect(document.diagnostics.first?.span == span(pos(1, 3), pos(1, 9)))
        #expect(try #require(document.root).keys == ["k"])
    }

    @Test("a mapping as a key in a flow mapping")
    func mappingKey() throws {
        let document = parse("{{x: 1}: 1, b: 2}")
        #expect(document.rules == [.complexKey])
        #expect(document.diagnostics.first?.span == span(pos(1, 2), pos(1, 8)))
        #expect(document.diagnostics.first?.message.contains("a mapping") == true)
        #expect(try #require(document.root).keys == ["b"])
    }
}
