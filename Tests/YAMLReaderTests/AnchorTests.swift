import ScreenDiagnostics
import Testing
import YAMLReader

@Suite("Anchors, aliases and merge keys are rejected")
struct AnchorTests {
    @Test("an anchor and an alias are each reported at their position")
    func anchorAndAlias() throws {
        let document = parse("base: &b {x: 1}\nother: *b\n")
        let diagnostics = document.diagnostics(.anchorsNotSupported)
        #expect(document.rules == [.anchorsNotSupported, .anchorsNotSupported])
        #expect(diagnostics.map(\.span) == [span(pos(1, 7), pos(1, 9)), span(pos(2, 8), pos(2, 10))])
        #expect(diagnostics[0].message.contains("`&b`"))
        #expect(diagnostics[1].message.contains("`*b`"))
        let root = try #require(document.root)
        #expect(root["base"]?.mapping?.count == 1)
        // The alias reads as an empty value so decoding can go on.
        let other = try #require(root["other"])
        #expect(other.scalar?.isNull == true)
        #expect(other.span == span(pos(2, 8), pos(2, 10)))
    }

    @Test("an anchor after a tag, on a key and on a block collection")
    func anchorPositions() throws {
        let document = parse("a: !!str &x v\n&k key: w\nlist: &l\n  - 1\n")
        let spans = document.diagnostics(.anchorsNotSupported).map(\.span)
        #expect(spans == [span(pos(1, 10), pos(1, 12)), span(pos(2, 1), pos(2, 3)), span(pos(3, 7), pos(3, 9))])
        #expect(try #require(document.root).keys == ["a", "key", "list"])
    }

    @Test("a merge key is reported and its pair is left out")
    func mergeKey() throws {
        let document = parse("a: {k: 1}\nb:\n  <<: *x\n  j: 2\n")
        let diagnostics = document.diagnostics(.anchorsNotSupported)
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0].span == span(pos(3, 3), pos(3, 5)))
        #expect(diagnostics[0].message.contains("merge key"))
        #expect(diagnostics[1].span == span(pos(3, 7), pos(3, 9)))
        #expect(try #require(document.root)["b"]?.keys == ["j"])
    }

    @Test("a quoted \"<<\" is an ordinary key")
    func quotedMergeKey() throws {
        let document = parse("\"<<\": 1\n")
        #expect(document.diagnostics.isEmpty)
        #expect(try #require(document.root).keys == ["<<"])
    }

    @Test("an alias used as a key drops the pair")
    func aliasKey() throws {
        let document = parse("a: &k x\n*k : 1\nb: 2\n")
        #expect(document.diagnostics(.anchorsNotSupported).count == 2)
        #expect(try #require(document.root).keys == ["a", "b"])
    }

    /// Builds a "billion laughs" file: `levels` anchors, each a list of `width` aliases of the previous one.
    static func billionLaughs(levels: Int, width: Int) -> String {
        var lines = ["l0: &a0 [" + Array(repeating: "\"lol\"", count: width).joined(separator: ", ") + "]"]
        for level in 1..<levels {
            let aliases = Array(repeating: "*a\(level - 1)", count: width).joined(separator: ", ")
            lines.append("l\(level): &a\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a billion-laughs file is rejected quickly without expanding anything")
    func billionLaughs() throws {
        let text = Self.billionLaughs(levels: 10, width: 10)  // 10^9 "lol"s if expanded
        var document: YAMLDocument?
        let elapsed = ContinuousClock().measure {
            document = parse(text)
        }
        let result = try #require(document)
        #expect(elapsed < .seconds(1), "took \(elapsed)")
        #expect(result.diagnostics.count == 10 + 9 * 10)
        #expect(result.diagnostics.allSatisfy { $0.rule == .anchorsNotSupported })
        let root = try #require(result.root)
        #expect(root.keys.count == 10)
        #expect(root["l9"]?.sequence?.count == 10)
        #expect(root["l9"]?.sequence?.allSatisfy { $0.scalar?.isNull == true } == true)
    }

    @Test("a far larger exponential alias bomb is just as cheap")
    func aliasBomb() throws {
        let text = Self.billionLaughs(levels: 40, width: 16)  // 16^39 nodes if expanded
        var document: YAMLDocument?
        let elapsed = ContinuousClock().measure {
            document = parse(text)
        }
        #expect(elapsed < .seconds(1), "took \(elapsed)")
        #expect(try #require(document).diagnostics.count == 40 + 39 * 16)
    }
}
