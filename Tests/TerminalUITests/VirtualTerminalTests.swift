import Testing

@testable import TerminalUI

@Suite struct VirtualTerminalTests {
    @Test func printsAtTheCursorWithTheCurrentStyle() {
        var screen = VirtualTerminal(columns: 10, rows: 3)
        screen.apply("\(esc)[2;3H\(esc)[0;1;31mab\(esc)[0mc")
        #expect(screen.lines == ["", "  abc", ""])
        #expect(screen[1, 2].style == Style(foreground: .red, bold: true))
        #expect(screen[1, 4].style == .plain)
        #expect(screen.cursorRow == 1 && screen.cursorColumn == 5)
        #expect(screen.unsupported.isEmpty)
    }

    @Test func wrapsAtTheRightEdgeAndScrollsAtTheBottom() {
        var screen = VirtualTerminal(columns: 3, rows: 2)
        screen.apply("abcdefg")
        #expect(screen.lines == ["def", "g"])
        screen.apply("\(esc)[1;3H漢")  // a wide glyph that does not fit in the last column wraps
        #expect(screen.lines == ["de", "漢"])
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var screen = VirtualTerminal(columns: 6, rows: 1)
        screen.apply("漢字")
        screen.apply("\(esc)[1;2Hx")
        #expect(screen.text(row: 0) == " x字")
        screen.apply("\(esc)[1;3Hy")
        #expect(screen.text(row: 0) == " xy")
        #expect(screen[0, 3] == Cell(" "))
    }

    @Test func erasesWithTheBackgroundColour() {
        var screen = VirtualTerminal(columns: 4, rows: 2)
        screen.apply("abcdefgh")
        screen.apply("\(esc)[1;2H\(esc)[K")
        #expect(screen.lines == ["a", "efgh"])
        screen.apply("\(esc)[0;44m\(esc)[2J")
        #expect(screen.lines == ["", ""])
        #expect(screen[1, 1].style == Style(background: .blue))
    }

    @Test func modesAndTheAlternateScreen() {
        var screen = VirtualTerminal(columns: 4, rows: 1)
        screen.apply("main")
        screen.apply(TerminalSession.enterSequence)
        #expect(screen.isAlternateScreen && !screen.isCursorVisible && screen.isBracketedPaste)
        #expect(screen.lines == [""])
        screen.apply("alt")
        screen.apply(TerminalSession.restoreSequence)
        #expect(!screen.isAlternateScreen && screen.isCursorVisible && !screen.isBracketedPaste)
        #expect(screen.lines == ["main"])
        #expect(screen.unsupported.isEmpty)
    }

    @Test func recordsWhatItDoesNotUnderstand() {
        var screen = VirtualTerminal(columns: 4, rows: 1)
        screen.apply("a\n\(esc)[5Z\(esc)[?7l\(esc)7")
        #expect(screen.unsupported == ["\n", "ESC[5Z", "ESC[?7l", "ESC7"])
    }
}
