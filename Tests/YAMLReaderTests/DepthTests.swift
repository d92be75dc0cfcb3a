import ScreenDiagnostics
import Testing
import YAMLReader

@Suite("Nesting depth limit")
struct DepthTests {
    @Test("nesting up to the limit is fine")
    func atLimit() throws {
        let depth = YAMLParser.maximumDepth
        let document = parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(document.diagnostics.isEmpty)
        var node = try #require(document.root)
        var levels = 1
        while let child = node[0] {
            node = child
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test("one level more is reported where the too-deep collection starts")
    func overLimit() throws {
        let depth = YAMLParser.maximumDepth + 1
        let document = parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(document.root == nil)
        #expect(document.rules == [.yamlSyntax])
        #expect(try #require(document.diagnostics.first).span.start == pos(1, depth))
    }

    @Test("very deep flow and block nesting neither crashes nor hangs")
    func veryDeep() {
        let flow = String(repeating: "[{a: ", count: 100_000)
        var block = ""
        for level in 0..<1_000 {
            block += String(repeating: " ", count: level) + "k:\n"
        }
        let elapsed = ContinuousClock().measure {
            #expect(parse(flow).rules == [.yamlSyntax])
            let blockDocument = parse(block)
            #expect(blockDocument.rules == [.yamlSyntax])
            #expect(blockDocument.diagnostics.first?.span.start == pos(257, 257))
        }
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }
}
