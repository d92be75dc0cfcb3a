import ScreencTestSupport
import Testing

@testable import TerminalUI

/// Applying the diff to a terminal showing the previous frame gives exactly the screen a full paint of the next
/// frame gives: every cell, its style, and the cursor.
@Suite struct FrameDiffPropertyTests {
    /// Cell contents, including wide glyphs, emoji that terminals measure differently, clusters that could join
    /// their neighbours, and text that must be replaced.
    static let texts = [
        "a", "b", "Z", " ", " ", " ", "é", "e\u{301}", "—", "漢", "字", "🙂", "❤️", "👨‍👩‍👧", "🇯🇵", "🇯", "🇵",
        "\u{1100}", "가", "\u{1B}", "", "", "ab", "\u{301}", "\u{200D}",
    ]
    static let styles: [Style] = [
        .plain, .plain, Style(foreground: .red), Style(bold: true), Style(foreground: .blue, background: .white),
        Style(dim: true, underline: true), Style(inverse: true), Style(italic: true),
    ]

    static func randomFrame(width: Int, height: Int, _ generator: inout SeededGenerator) -> Frame {
        var frame = Frame(width: width, height: height)
        for row in 0..<height {
            for column in 0..<width where Int.random(in: 0..<3, using: &generator) > 0 {
                let style = styles.randomElement(using: &generator)!
                if Bool.random(using: &generator) {
                    frame.put(texts.randomElement(using: &generator)!, row: row, column: column, style: style)
                } else {
                    frame[row, column] = Cell(texts.randomElement(using: &generator)!, style: style)
                }
            }
        }
        frame.cursor = randomCursor(width: width, height: height, &generator)
        return frame
    }

    static func randomCursor(width: Int, height: Int, _ generator: inout SeededGenerator) -> (row: Int, column: Int)? {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: nil
        case 1: (Int.random(in: -1...height, using: &generator), Int.random(in: -1...(width + 1), using: &generator))
        default: (Int.random(in: 0..<height, using: &generator), Int.random(in: 0..<width, using: &generator))
        }
    }

    /// `frame` with a few random edits (or, sometimes, a different frame altogether).
    static func edited(_ frame: Frame, _ generator: inout SeededGenerator) -> Frame {
        if Int.random(in: 0..<5, using: &generator) == 0 {
            return randomFrame(width: frame.width, height: frame.height, &generator)
        }
        var next = frame
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let row = Int.random(in: 0..<frame.height, using: &generator)
            let column = Int.random(in: 0..<frame.width, using: &generator)
            let style = styles.randomElement(using: &generator)!
            let text = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                texts.randomElement(using: &generator)!
            }.joined()
            next.put(text, row: row, column: column, style: style)
        }
        if Bool.random(using: &generator) {
            next.cursor = randomCursor(width: frame.width, height: frame.height, &generator)
        }
        return next
    }

    func check(_ a: Frame, _ b: Frame, options: FrameRenderer.Options) -> Bool {
        var patched = VirtualTerminal(columns: a.width, rows: a.height)
        patched.apply(FrameRenderer.fullPaint(a, options: options))
        patched.apply(FrameRenderer.diff(from: a, to: b, options: options))
        var painted = VirtualTerminal(columns: b.width, rows: b.height)
        painted.apply(FrameRenderer.fullPaint(b, options: options))
        var same = patched.cells == painted.cells && patched.isCursorVisible == painted.isCursorVisible
        if painted.isCursorVisible {
            same = same && patched.cursorRow == painted.cursorRow && patched.cursorColumn == painted.cursorColumn
        }
        #expect(same)
        #expect(patched.unsupported.isEmpty && painted.unsupported.isEmpty)
        #expect(patched.style == .plain && painted.style == .plain)
        #expect(
            painted.lines
                == FrameRenderer.plainText(b).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        )
        return same
    }

    @Test(arguments: [true, false])
    func diffThenFullPaintEqualsFullPaint(color: Bool) {
        var generator = SeededGenerator(seed: color ? 2024 : 1)
        for iteration in 0..<1500 {
            let width = Int.random(in: 1...14, using: &generator)
            let height = Int.random(in: 1...5, using: &generator)
            let a = Self.randomFrame(width: width, height: height, &generator)
            let b = Self.edited(a, &generator)
            if !check(a, b, options: .init(color: color)) {
                Issue.record("iteration \(iteration): \(a.cells.map(\.character)) → \(b.cells.map(\.character))")
                return
            }
        }
    }

    @Test func aChainOfDiffsStaysInSync() {
        var generator = SeededGenerator(seed: 99)
        var frame = Self.randomFrame(width: 30, height: 8, &generator)
        var screen = VirtualTerminal(columns: 30, rows: 8)
        screen.apply(FrameRenderer.fullPaint(frame))
        for _ in 0..<300 {
            let next = Self.edited(frame, &generator)
            screen.apply(FrameRenderer.diff(from: frame, to: next))
            frame = next
        }
        var painted = VirtualTerminal(columns: 30, rows: 8)
        painted.apply(FrameRenderer.fullPaint(frame))
        #expect(screen.cells == painted.cells)
    }

    @Test func wellFormedFramesArePaintedExactly() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<300 {
            var frame = Frame(width: 16, height: 3)
            for row in 0..<3 {
                let text = (0..<8).map { _ in Self.texts.randomElement(using: &generator)! }.joined()
                frame.put(text, row: row, column: 0, style: Self.styles.randomElement(using: &generator)!)
            }
            var screen = VirtualTerminal(columns: 16, rows: 3)
            screen.apply(FrameRenderer.fullPaint(frame))
            let expected = frame.cells.map { cell in
                cell.character.isEmpty ? Cell.continuation : cell
            }
            #expect(screen.cells == expected)
        }
    }
}
