import ScreenDiagnostics
import Testing
import YAMLReader

@Suite("Node and key positions")
struct PositionTests {
    @Test("block mapping, block sequence and flow sequence spans")
    func blockStructure() throws {
        let document = parse("""
            title: Hello
            sections:
              - id: a
                rows: [x, "y"]

            """)
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root.span == span(pos(1, 1), pos(4, 19)))
        #expect(root.keyNode("title")?.span == span(pos(1, 1), pos(1, 6)))
        #expect(root["title"]?.span == span(pos(1, 8), pos(1, 13)))
        #expect(root.keyNode("sections")?.span == span(pos(2, 1), pos(2, 9)))
        let sections = try #require(root["sections"])
        #expect(sections.span == span(pos(3, 3), pos(4, 19)))
        let item = try #require(sections[0])
        #expect(item.span == span(pos(3, 5), pos(4, 19)))
        #expect(item.keyNode("id")?.span == span(pos(3, 5), pos(3, 7)))
        #expect(item["id"]?.span == span(pos(3, 9), pos(3, 10)))
        #expect(item.keyNode("rows")?.span == span(pos(4, 5), pos(4, 9)))
        let rows = try #require(item["rows"])
        #expect(rows.span == span(pos(4, 11), pos(4, 19)))
        #expect(rows[0]?.span == span(pos(4, 12), pos(4, 13)))
        #expect(rows[1]?.span == span(pos(4, 15), pos(4, 18)))
    }

    @Test("a block collection ends after its last entry, not at the next token")
    func blockEndsAtLastEntry() throws {
        let document = parse("""
            outer:
              inner: 1
              # a comment

            next:
              - a
              - b   # trailing


            """)
        let root = try #require(document.root)
        #expect(root["outer"]?.span == span(pos(2, 3), pos(2, 11)))
        #expect(root["next"]?.span == span(pos(6, 3), pos(7, 6)))
        #expect(root.span == span(pos(1, 1), pos(7, 6)))
    }

    @Test("root sequence of scalars")
    func rootSequence() throws {
        let root = try #require(parse("- a\n- bc\n").root)
        #expect(root.span == span(pos(1, 1), pos(2, 5)))
        #expect(root[1]?.span == span(pos(2, 3), pos(2, 5)))
    }

    @Test("columns count Unicode scalars: emoji and CJK before a key")
    func multiByteColumns() throws {
        let root = try #require(parse("{😀 a: 1, 名前: x}").root)
        #expect(root.span == span(pos(1, 1), pos(1, 16)))
        #expect(root.keyNode("😀 a")?.span == span(pos(1, 2), pos(1, 5)))
        #expect(root["😀 a"]?.span == span(pos(1, 7), pos(1, 8)))
        #expect(root.keyNode("名前")?.span == span(pos(1, 10), pos(1, 12)))
        #expect(root["名前"]?.span == span(pos(1, 14), pos(1, 15)))
    }

    @Test("an emoji ZWJ sequence counts as several columns, one per scalar")
    func zwjSequence() throws {
        let family = "👨\u{200D}👩\u{200D}👧"
        let root = try #require(parse("\"\(family)\": v\nnext: 中文\n").root)
        #expect(root.keyNode(family)?.span == span(pos(1, 1), pos(1, 8)))
        #expect(root[family]?.span == span(pos(1, 10), pos(1, 11)))
        #expect(root.keyNode("next")?.span == span(pos(2, 1), pos(2, 5)))
        #expect(root["next"]?.span == span(pos(2, 7), pos(2, 9)))
    }

    @Test("block scalars end after their last character, not after trailing blank lines")
    func blockScalars() throws {
        let root = try #require(parse("""
            a: |
              line1
              line2

            b: >-
              folded
            c: 1

            """).root)
        #expect(root["a"]?.span == span(pos(1, 4), pos(3, 8)))
        #expect(root["b"]?.span == span(pos(5, 4), pos(6, 9)))
        #expect(root.keyNode("c")?.span == span(pos(7, 1), pos(7, 2)))
    }

    @Test("a block scalar followed by a less indented comment")
    func blockScalarBeforeComment() throws {
        let root = try #require(parse("a: |\n    x\n  # c\nb: 1\n").root)
        #expect(root["a"]?.span == span(pos(1, 4), pos(2, 6)))
    }

    @Test("multi-line flow collections and quoted and plain scalars")
    func multiLineFlow() throws {
        let root = try #require(parse("""
            items: [
              a,
              {k: v}
            ]
            quoted: "one
              two"
            plain: one
              two
            """).root)
        let items = try #require(root["items"])
        #expect(items.span == span(pos(1, 8), pos(4, 2)))
        #expect(items[1]?.span == span(pos(3, 3), pos(3, 9)))
        #expect(items[1]?.keyNode("k")?.span == span(pos(3, 4), pos(3, 5)))
        #expect(root["quoted"]?.span == span(pos(5, 9), pos(6, 7)))
        #expect(root["plain"]?.span == span(pos(7, 8), pos(8, 6)))
    }

    @Test("a single-pair mapping inside a flow sequence ends with its value")
    func singlePairMapping() throws {
        let root = try #require(parse("[? a : 1 , b: 2]\n").root)
        #expect(root[0]?.span == span(pos(1, 2), pos(1, 9)))
        #expect(root[1]?.span == span(pos(1, 12), pos(1, 16)))
        #expect(root.span == span(pos(1, 1), pos(1, 17)))
    }

    @Test("an empty value is an empty span just after the colon")
    func emptyValue() throws {
        let root = try #require(parse("a:\nb: 1\n").root)
        let value = try #require(root["a"])
        #expect(value.scalar?.isNull == true)
        #expect(value.span == span(pos(1, 3), pos(1, 3)))
    }

    @Test("a node's span includes its tag")
    func tagInSpan() throws {
        let root = try #require(parse("a: !!str 1\n").root)
        #expect(root["a"]?.span == span(pos(1, 4), pos(1, 11)))
    }

    @Test("CRLF, CR and a UTF-8 byte order mark")
    func lineEndingsAndBOM() throws {
        let crlf = try #require(parse("a: 1\r\nb: 2\r\n").root)
        #expect(crlf.keyNode("b")?.span == span(pos(2, 1), pos(2, 2)))
        let cr = try #require(parse("a: 1\rb: 2\r").root)
        #expect(cr.keyNode("b")?.span == span(pos(2, 1), pos(2, 2)))
        let bom = YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8), file: "test.yaml")
        #expect(bom.diagnostics.isEmpty)
        let root = try #require(bom.root)
        #expect(root.keyNode("a")?.span == span(pos(1, 1), pos(1, 2)))
        #expect(root["b"]?.span == span(pos(2, 4), pos(2, 5)))
    }

    @Test("every span carries the file name")
    func fileName() throws {
        let root = try #require(parse("a: [b]\n", file: "Screens/Wi-Fi.yaml").root)
        #expect(root.span.file == "Screens/Wi-Fi.yaml")
        #expect(root["a"]?[0]?.span.file == "Screens/Wi-Fi.yaml")
    }
}
