import Testing

@testable import TerminalUI

let esc = "\u{1B}"

func occurrences(of needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
}

extension String {
    func components(separatedBy separator: String) -> [Substring] {
        split(separator: separator, omittingEmptySubsequences: false)
    }
}

/// A terminal of the frame's size after applying `outputs` in order.
func terminal(_ frame: Frame, after outputs: String...) -> VirtualTerminal {
    var terminal = VirtualTerminal(columns: frame.width, rows: frame.height)
    for output in outputs { terminal.apply(output) }
    return terminal
}

@Suite struct FrameRendererTests {
    static let red = Style(foreground: .red)
    static let boldBlue = Style(foreground: .blue, bold: true)

    @Test func fullPaintStartsFromAKnownStateAndPaintsTheFrame() {
        var frame = Frame(width: 10, height: 2)
        frame.put("Hello", row: 0, column: 0)
        frame.put("x", row: 1, column: 3, style: Self.red)
        let output = FrameRenderer.fullPaint(frame)
        #expect(output.hasPrefix("\(esc)[?25l\(esc)[0m\(esc)[2J"))
        #expect(output.contains("\(esc)[1;1HHello"))
        #expect(output.contains("\(esc)[2;4H\(esc)[0;31mx\(esc)[0m"))
        #expect(!output.hasSuffix("\(esc)[?25h"))
        let screen = terminal(frame, after: output)
        #expect(screen.lines == ["Hello", "   x"])
        #expect(screen[1, 3].style == Self.red)
        #expect(screen.unsupported.isEmpty)
    }

    @Test func styleIsOnlySetWhenItChanges() {
        var frame = Frame(width: 12, height: 1)
        frame.put("aaa", row: 0, column: 0, style: Self.red)
        frame.put("bbb", row: 0, column: 3, style: Self.boldBlue)
        frame.put("ccc", row: 0, column: 6, style: Self.boldBlue)
        frame.put("ddd", row: 0, column: 9)
        let output = FrameRenderer.fullPaint(frame)
        #expect(output.contains("\(esc)[0;31maaa\(esc)[0;1;34mbbbccc\(esc)[0mddd"))
        #expect(occurrences(of: "m", in: output.replacingOccurrencesOfLetters()) == 4)  // 3 changes + initial reset
    }

    @Test func wideGlyphsAreWrittenOnceAndTakeTwoCells() {
        var frame = Frame(width: 8, height: 1)
        frame.put("漢字ab", row: 0, column: 0)
        let output = FrameRenderer.fullPaint(frame)
        #expect(output.contains("漢字ab"))
        let screen = terminal(frame, after: output)
        #expect(screen[0, 0] == Cell("漢"))
        #expect(screen[0, 1] == .continuation)
        #expect(screen[0, 4] == Cell("a"))
        #expect(screen.text(row: 0) == "漢字ab")
    }

    @Test func emojiAreFollowedByAnExplicitCursorPosition() {
        var frame = Frame(width: 8, height: 1)
        frame.put("🙂ab", row: 0, column: 0)
        #expect(FrameRenderer.fullPaint(frame).contains("🙂\(esc)[1;3Hab"))
    }

    @Test func glyphsThatWouldJoinArePrintedSeparately() {
        var frame = Frame(width: 8, height: 1)
        frame.put("\u{1100}", row: 0, column: 0)  // a Hangul leading consonant…
        frame.put("가", row: 0, column: 2)  // …would join this syllable into one grapheme
        frame.put("🇯", row: 0, column: 4)
        frame.put("🇵", row: 0, column: 6)  // two regional indicators make a flag
        let output = FrameRenderer.fullPaint(frame)
        #expect(output.contains("\u{1100}\(esc)[1;3H가"))
        #expect(output.contains("🇯\(esc)[1;7H🇵"))
        let screen = terminal(frame, after: output)
        #expect(screen.cells == frame.cells)
    }

    @Test func inconsistentCellsAreShownSafely() {
        var frame = Frame(width: 6, height: 1)
        frame[0, 0] = .continuation  // orphan: a space
        frame[0, 1] = Cell("漢")  // its continuation was overwritten: a space
        frame[0, 2] = Cell("x")
        frame[0, 3] = Cell("\u{1B}")  // a control character: U+FFFD
        frame[0, 4] = Cell("ab")  // two graphemes: U+FFFD
        frame[0, 5] = Cell("\u{301}")  // a lone combining mark: U+FFFD
        let output = FrameRenderer.fullPaint(frame)
        let screen = terminal(frame, after: output)
        #expect(screen.text(row: 0) == "  x\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(screen.unsupported.isEmpty)
        #expect(FrameRenderer.plainText(frame) == "  x\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func withoutColourOnlyAttributesRemain() {
        var frame = Frame(width: 6, height: 1)
        frame.put("ab", row: 0, column: 0, style: Style(foreground: .red, background: .white, bold: true))
        frame.put("cd", row: 0, column: 2, style: Style(foreground: .green, inverse: true))
        frame.put("ef", row: 0, column: 4, style: Style(foreground: .green))
        let output = FrameRenderer.fullPaint(frame, options: .init(color: false))
        #expect(output.contains("\(esc)[0;1mab\(esc)[0;7mcd\(esc)[0mef"))
        for code in 30...47 { #expect(!output.contains(";\(code)m")) }
        // A colour-only change is no change at all without colour.
        var recoloured = frame
        recoloured.put("ef", row: 0, column: 4, style: Style(foreground: .blue))
        #expect(FrameRenderer.diff(from: frame, to: recoloured, options: .init(color: false)).isEmpty)
        #expect(!FrameRenderer.diff(from: frame, to: recoloured).isEmpty)
    }

    @Test func plainTextHasNoEscapeBytes() {
        var frame = Frame(width: 12, height: 3)
        frame.put("Title", row: 0, column: 0, style: Self.boldBlue)
        frame.put("漢字 \u{1B}[31m", row: 1, column: 1, style: Self.red)
        frame.cursor = (1, 2)
        let text = FrameRenderer.plainText(frame)
        #expect(!text.utf8.contains(0x1B))
        #expect(text == "Title\n 漢字 \\u{1B…\n")
        let options = FrameRenderer.Options(color: false, plain: true)
        #expect(FrameRenderer.fullPaint(frame, options: options) == text + "\n")
        var next = frame
        next.put("!", row: 2, column: 0)
        #expect(FrameRenderer.diff(from: frame, to: next, options: options) == FrameRenderer.plainText(next) + "\n")
        #expect(FrameRenderer.diff(from: frame, to: frame, options: options).isEmpty)
    }

    @Test func cursorIsShownOnlyWhereTheFrameHasOne() {
        var frame = Frame(width: 10, height: 3)
        frame.put("name", row: 1, column: 0)
        frame.cursor = (1, 4)
        let output = FrameRenderer.fullPaint(frame)
        #expect(output.hasSuffix("\(esc)[2;5H\(esc)[?25h"))
        var screen = terminal(frame, after: output)
        #expect(screen.isCursorVisible && screen.cursorRow == 1 && screen.cursorColumn == 4)

        var typed = frame
        typed.put("x", row: 1, column: 4)
        typed.cursor = (1, 5)
        let diff = FrameRenderer.diff(from: frame, to: typed)
        #expect(diff == "\(esc)[?25lx\(esc)[2;6H\(esc)[?25h" || diff == "\(esc)[?25l\(esc)[2;5Hx\(esc)[2;6H\(esc)[?25h")
        screen.apply(diff)
        #expect(screen.isCursorVisible && screen.cursorColumn == 5)

        var moved = frame
        moved.cursor = (1, 2)
        #expect(FrameRenderer.diff(from: frame, to: moved) == "\(esc)[2;3H")
        var hidden = frame
        hidden.cursor = nil
        #expect(FrameRenderer.diff(from: frame, to: hidden) == "\(esc)[?25l")
        #expect(FrameRenderer.diff(from: hidden, to: frame) == "\(esc)[2;5H\(esc)[?25h")
    }

    @Test func identicalFramesNeedNoBytes() {
        var frame = Frame(width: 20, height: 5)
        frame.put("same 漢字 🙂", row: 2, column: 1, style: Self.red)
        #expect(FrameRenderer.diff(from: frame, to: frame).isEmpty)
    }

    @Test func canonicallyEquivalentTextIsPrintedAsGiven() {
        // "é" and "e\u{301}" are equal Strings, but different bytes (and the second may misalign): a change from
        // one to the other is painted, and each is printed as it is, also when both are in one frame.
        var frame = Frame(width: 6, height: 2)
        frame.put("é", row: 0, column: 0)
        var changed = frame
        changed.put("e\u{301}", row: 0, column: 0)
        changed.put("é", row: 1, column: 0)
        #expect(FrameRenderer.diff(from: frame, to: changed).utf8.contains(0xCC))  // U+0301 is CC 81
        let full = Array(FrameRenderer.fullPaint(changed).utf8)
        #expect(full.firstRange(of: Array("e\u{301}".utf8)) != nil)
        #expect(full.firstRange(of: Array("é".utf8)) != nil)
    }

    @Test func aResizedFrameIsPaintedInFull() {
        var small = Frame(width: 10, height: 2)
        small.put("a", row: 0, column: 0)
        var large = Frame(width: 12, height: 3)
        large.put("a", row: 0, column: 0)
        #expect(FrameRenderer.diff(from: small, to: large) == FrameRenderer.fullPaint(large))
    }

    @Test func oneChangedCellWritesFarFewerBytesThanAFullPaint() {
        var frame = Frame(width: 80, height: 24)
        for row in 0..<24 {
            let style = row % 2 == 0 ? Self.red : .plain
            frame.put(String(repeating: "row \(row) text ", count: 8), row: row, column: 0, style: style)
        }
        var changed = frame
        changed[12, 40] = Cell("X", style: .plain)
        let full = FrameRenderer.fullPaint(changed)
        let diff = FrameRenderer.diff(from: frame, to: changed)
        #expect(diff == "\(esc)[13;41HX")
        #expect(full.utf8.count > 1500)
        let patched = terminal(frame, after: FrameRenderer.fullPaint(frame), diff)
        #expect(patched.cells == terminal(changed, after: full).cells)
    }

    @Test func nearbyChangesAreBridgedWhenThatIsShorter() {
        var frame = Frame(width: 20, height: 1)
        frame.put("abcdefghij", row: 0, column: 0)
        var changed = frame
        changed[0, 2] = Cell("C")
        changed[0, 4] = Cell("E")
        changed[0, 15] = Cell("Z")
        let diff = FrameRenderer.diff(from: frame, to: changed)
        #expect(diff == "\(esc)[1;3HCdE\(esc)[1;16HZ")
    }

    @Test func optionsFromTheEnvironment() {
        let terminal = FrameRenderer.Options(environment: ["TERM": "xterm-256color"], isTerminal: true)
        #expect(terminal == FrameRenderer.Options(color: true, plain: false))
        let noColor = FrameRenderer.Options(environment: ["TERM": "xterm", "NO_COLOR": "1"], isTerminal: true)
        #expect(noColor == FrameRenderer.Options(color: false, plain: false))
        let emptyNoColor = FrameRenderer.Options(environment: ["TERM": "xterm", "NO_COLOR": ""], isTerminal: true)
        #expect(emptyNoColor.color)
        #expect(FrameRenderer.Options(environment: ["TERM": "dumb"], isTerminal: true).plain)
        #expect(FrameRenderer.Options(environment: [:], isTerminal: true).plain)
        #expect(FrameRenderer.Options(environment: ["TERM": "xterm"], isTerminal: false).plain)
    }
}

extension String {
    /// Only the final bytes of SGR sequences, to count them.
    fileprivate func replacingOccurrencesOfLetters() -> String {
        var result = ""
        var inSequence = false
        for character in self {
            if character == "\u{1B}" {
                inSequence = true
            } else if inSequence, character.isLetter {
                if character == "m" { result.append("m") }
                inSequence = false
            }
        }
        return result
    }
}
