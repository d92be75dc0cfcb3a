import ScreenDiagnostics
import Testing
import YAMLReader

@Suite("Scalar styles, values and tags")
struct ScalarTests {
    @Test("every scalar style is recorded")
    func styles() throws {
        let root = try #require(parse("""
            plain: a b
            single: 'it''s'
            double: "tab\\there"
            literal: |
              x
              y
            folded: >
              x
              y

            """).root)
        #expect(root["plain"]?.scalar == YAMLScalar("a b", style: .plain))
        #expect(root["single"]?.scalar == YAMLScalar("it's", style: .singleQuoted))
        #expect(root["double"]?.scalar == YAMLScalar("tab\there", style: .doubleQuoted))
        #expect(root["literal"]?.scalar == YAMLScalar("x\ny\n", style: .literal))
        #expect(root["folded"]?.scalar == YAMLScalar("x y\n", style: .folded))
    }

    @Test("supported tags are kept resolved and cause no diagnostics")
    func supportedTags() throws {
        let document = parse("""
            s: !!str 1
            i: !!int "2"
            b: !!bool true
            n: !!null ""
            any: ! 12
            map: !!map {a: 1}
            seq: !!seq [1]

            """)
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root["s"]?.scalar?.tag == "tag:yaml.org,2002:str")
        #expect(root["s"]?.scalar?.isPlainUntagged == false)
        #expect(root["i"]?.scalar == YAMLScalar("2", style: .doubleQuoted, tag: "tag:yaml.org,2002:int"))
        #expect(root["b"]?.scalar?.tag == "tag:yaml.org,2002:bool")
        #expect(root["n"]?.scalar?.tag == "tag:yaml.org,2002:null")
        #expect(root["any"]?.scalar?.tag == "!")
        #expect(root["map"]?.mapping?.count == 1)
        #expect(root["seq"]?.sequence?.count == 1)
    }

    @Test("nulls and an embedded NUL character")
    func nulls() throws {
        let root = try #require(parse("a: ~\nb: null\nc: \"x\\0y\"\nd: ''\n").root)
        #expect(root["a"]?.scalar?.isNull == true)
        #expect(root["b"]?.scalar?.isNull == true)
        #expect(root["c"]?.scalar?.value == "x\u{0}y")
        #expect(root["d"]?.scalar?.isNull == false)
        #expect(root["d"]?.kindDescription == "a scalar")
    }

    @Test("a scalar at the root")
    func rootScalar() throws {
        let root = try #require(parse("hello\n").root)
        #expect(root.scalar == YAMLScalar("hello"))
        #expect(root.span == span(pos(1, 1), pos(1, 6)))
    }
}
