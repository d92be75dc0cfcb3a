import Testing

@testable import ScreenCodeGen

/// Long `///` lines of rendered Swift are wrapped at spaces (`swift format` leaves comments alone); nothing else moves.
@Suite struct DocCommentWrappingTests {
    private func wrap(_ text: String) -> String {
        String(decoding: DocCommentWrapping.wrap(Array(text.utf8)), as: UTF8.self)
    }

    @Test func newlinesAreFoundAtEveryOffsetOfTheWordScan() {
        // Every position of a newline relative to the eight-byte words, after bytes that differ from a newline only
        // in their high bit (0x8A) or by one (0x0B, 0x09), and at the very end.
        for length in 0..<20 {
            for position in 0...length {
                var bytes = (0..<length).map { [0x8A, 0x0B, 0x09, 0xC3][$0 % 4] as UInt8 }
                if position < length { bytes[position] = UInt8(ascii: "\n") }
                for start in 0...position {
                    #expect(bytes.withUnsafeBytes { DocCommentWrapping.newline(in: $0, from: start) } == position)
                }
            }
        }
    }

    @Test func aFileWithoutLongCommentsIsKeptAsItIs() {
        let code = "/// Short.\nlet x = 1\n" + String(repeating: "y", count: 130) + "\n"
        #expect(wrap(code) == code, "a long line that is not a comment is not touched")
    }

    @Test func aLongCommentIsWrappedAtSpacesWithItsIndentation() {
        let words = (1...30).map { "row `r\($0)`," }.joined(separator: " ")
        let code = "struct S {\n    /// Called by \(words) the end.\n    var x: Int\n}\n"
        let wrapped = wrap(code)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 120 })
        let comment = lines.filter { $0.hasPrefix("    /// ") }
        #expect(comment.count > 1)
        #expect(comment.map { $0.dropFirst(8) }.joined(separator: " ") == "Called by \(words) the end.")
        #expect(lines.first == "struct S {" && lines.last == "}" && lines.contains("    var x: Int"))
    }

    @Test func aListItemContinuesUnderItsText() {
        let code = "///   - data: " + String(repeating: "word ", count: 30) + "\n"
        let lines = wrap(code).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix("///     word"))
    }
}
