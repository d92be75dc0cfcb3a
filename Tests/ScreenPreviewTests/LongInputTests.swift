import ScreenRuntime
import ScreencTestSupport
import TerminalText
import TerminalUI
import Testing

@testable import ScreenPreview

/// A long single-line input: what is drawn costs what is visible, not the text's length (counted, not timed), and
/// the window around the cursor is the one a plain measurement of every position gives.
@Suite struct LongInputTests {
    /// The window the cursor needs, worked out the slow way: every glyph measured, the start moved right until the
    /// glyphs before the cursor and the cursor's cell fit.
    private func referenceWindow(_ text: String, cursor: Int, width: Int) -> (text: String, cursorColumn: Int) {
        let glyphs = InputGlyph.glyphs(text, secure: false)
        let cursor = min(max(cursor, 0), glyphs.count)
        var start = 0
        while start < cursor, glyphs[start..<cursor].reduce(0, { $0 + $1.width }) + 1 > width { start += 1 }
        var end = start
        var used = 0
        while end < glyphs.count, used + glyphs[end].width <= width {
            used += glyphs[end].width
            end += 1
        }
        end = max(end, cursor)
        return (glyphs[start..<end].map(\.text).joined(), glyphs[start..<cursor].reduce(0) { $0 + $1.width })
    }

    @Test func theWindowIsTheOneEveryPositionWouldGive() {
        var generator = SeededGenerator(seed: 12)
        let alphabet: [Character] = ["a", "b", " ", "漢", "🙂", "é", "\u{1B}", "e\u{301}"]
        for _ in 0..<300 {
            let length = Int.random(in: 0...30, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let width = Int.random(in: 1...12, using: &generator)
            let cursor = Int.random(in: 0...text.count, using: &generator)
            let window = InputLines.visibleWindow(text, secure: false, cursor: cursor, width: width)
            let reference = referenceWindow(text, cursor: cursor, width: width)
            #expect(window.text == reference.text, "\(text.debugDescription) cursor \(cursor) width \(width)")
            #expect(window.cursorColumn == reference.cursorColumn)
        }
    }

    /// 100,000 Characters: wherever the cursor is, drawing the field measures about two fields' worth of them.
    @Test func drawingMeasuresWhatIsVisible() {
        let text = String(repeating: "abcdefghij", count: 10_000)
        for cursor in [0, 1, 50_000, 99_999, 100_000] {
            let window = InputLines.visibleWindow(text, secure: false, cursor: cursor, width: 40)
            #expect(window.measured <= 2 * 40 + 2, "cursor \(cursor): \(window.measured) measured")
            #expect(DisplayWidth.of(window.text) <= 40)
        }
        let secure = InputLines.visibleWindow(text, secure: true, cursor: 70_000, width: 30)
        #expect(secure.text == String(repeating: "•", count: 29) + "•")
        #expect(secure.measured <= 2 * 30 + 2)
        #expect(InputLines.shownPrefix(text, secure: true, width: 40).count == 41)
    }

    /// A 100,000-character paste lands whole in the input, and the frame shows its end with the cursor after it.
    @Test func aLongPasteIsEditedAndDrawn() throws {
        let yaml = """
            screen: Long
            title: Long
            state:
              value: ""
            sections:
              - id: main
                rows:
                  - { id: valueInput, item: singleLineInput, bind: value }
            """
        var model = PreviewModel(screen: try screen(yaml))
        try model.focusRow("valueInput")
        model.press(.enter)
        #expect(model.isEditing)
        let text = String(repeating: "0123456789", count: 10_000)
        model.press(.paste(text))
        #expect(model.page.state.string("value") == text)
        model.type("X")
        let frame = plainFrame(model, width: 40, height: 10)
        #expect(frame.contains("6789X"), "\(frame)")
        model.press(.enter)
        let stopped = plainFrame(model, width: 40, height: 10)
        #expect(stopped.contains("│ 012345678901234567890123456789012… │"), "the start, cut: \(stopped)")
    }
}
