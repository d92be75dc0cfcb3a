import ScreencTestSupport
import Testing

@testable import ScreenPreview

/// A multi-line input's text wrapped at Character boundaries: the lines and cursor place of a plain glyph-by-glyph
/// wrap, and — resumed from the `WrapIndex` the counting pass takes — exactly the same lines for any window.
@Suite struct InputWrapTests {
    /// The lines and cursor the slow way: every Character's glyph, a line ends at a line break or when the next
    /// glyph does not fit.
    static func reference(_ text: String, width: Int, cursor: Int?) -> (lines: [String], cursor: (line: Int, column: Int)?) {
        var lines = [""]
        var column = 0
        var place: (line: Int, column: Int)?
        let glyphs = InputGlyph.glyphs(text, secure: false)
        for (index, glyph) in glyphs.enumerated() {
            if index == cursor { place = (lines.count - 1, column) }
            if glyph.isLineBreak {
                lines.append("")
                column = 0
                continue
            }
            if column + glyph.width > width, column > 0 {
                lines.append("")
                column = 0
                if index == cursor { place = (lines.count - 1, 0) }
            }
            lines[lines.count - 1] += glyph.text
            column += glyph.width
        }
        if cursor == glyphs.count { place = (lines.count - 1, column) }
        return (lines, place)
    }

    @Test func linesAndCursorAreThoseOfAGlyphByGlyphWrap() {
        var generator = SeededGenerator(seed: 7)
        let alphabet: [Character] = ["a", "b", " ", "漢", "🙂", "é", "\u{1B}", "e\u{301}", "\n", "\r\n"]
        for _ in 0..<300 {
            let length = Int.random(in: 0...200, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let width = Int.random(in: 1...12, using: &generator)
            let cursor = Int.random(in: 0...text.count, using: &generator)
            let wrapped = InputWrap.wrap(text, secure: false, width: width, cursor: cursor)
            let reference = Self.reference(text, width: width, cursor: cursor)
            #expect(wrapped.lines == reference.lines, "\(text.debugDescription) width \(width)")
            #expect(wrapped.count == reference.lines.count)
            #expect(wrapped.cursor?.line == reference.cursor?.line && wrapped.cursor?.column == reference.cursor?.column)
        }
    }

    @Test func resumedLinesAreTheLinesOfAWholeWrap() throws {
        var generator = SeededGenerator(seed: 8)
        let alphabet: [Character] = ["a", "b", " ", "漢", "🙂", "\u{7}", "\n", "\n", "x"]
        for width in [1, 5, 13, 40] {
            let text = String((0..<6_000).map { _ in alphabet.randomElement(using: &generator)! })
            let whole = InputWrap.wrap(text, secure: false, width: width, cursor: 3_000)
            let index = try #require(whole.index)
            #expect(index.lineCount == whole.count)
            for lower in [0, 1, 63, 64, 65, 200, whole.count / 2, whole.count - 2, whole.count] {
                let range = lower..<(lower + 20)
                let window = try #require(InputWrap.lines(text, secure: false, width: width, in: range, index: index))
                let expected = Array(whole.lines[min(lower, whole.count)..<min(range.upperBound, whole.count)])
                #expect(window.lines == expected, "width \(width), lines \(range)")
                #expect(window.first == lower && window.count == whole.count)
                #expect(window.cursor?.line == whole.cursor?.line && window.cursor?.column == whole.cursor?.column)
            }
        }
        // An index of another text is not used.
        let index = try #require(InputWrap.wrap("abc\ndef", secure: false, width: 10, cursor: nil).index)
        #expect(InputWrap.lines("abc\ndeg!", secure: false, width: 10, in: 0..<2, index: index) == nil)
    }
}
