import ScreencTestSupport
import Testing

@testable import TerminalText

@Suite struct TerminalSafetyTests {
    /// A text full of escapes costs twice as much when it is twice as long (one string append per escape made it
    /// quadratic: a 256 KB screen full of `\e` took 27 s to preview).
    @Test func escapingIsLinear() {
        let small = String(repeating: "a\u{1B}\u{202E}", count: 40_000)
        let large = small + small
        var escaped = ""
        let ratio = CPUTime.doublingRatio(small: { escaped = TerminalSafety.inline(small) }, large: { _ = TerminalSafety.inline(large) })
        #expect(ratio < 3, "doubling the text multiplied the work by \(ratio)")
        #expect(escaped.hasPrefix("a\\u{1B}\\u{202E}a\\u{1B}"))
        #expect(escaped.utf8.count == 40_000 * 15)
    }

    @Test func unsafeScalarsAreEscaped() {
        #expect(TerminalSafety.inline("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(TerminalSafety.inline("\u{9B}31m") == "\\u{9B}31m")  // C1 CSI
        #expect(TerminalSafety.inline("\u{7F}\u{0}\u{7}") == "\\u{7F}\\u{0}\\u{7}")
        #expect(TerminalSafety.inline("\t\n\r") == "\\t\\n\\r")
        #expect(TerminalSafety.inline("\u{202A}\u{202E}\u{2066}\u{2069}") == "\\u{202A}\\u{202E}\\u{2066}\\u{2069}")
        #expect(TerminalSafety.inline("\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}") == "\\u{200E}\\u{200F}\\u{61C}\\u{2028}\\u{2029}")
    }

    @Test func ordinaryTextIsKept() {
        let text = "title: 最後に見た 🙂 — naïve `x` \\ %"
        #expect(TerminalSafety.inline(text) == text)
    }

    @Test func linesSplitAtLineFeeds() {
        #expect(TerminalSafety.lines("a\nb\r\nc\rd") == ["a", "b", "c\\rd"])
        #expect(TerminalSafety.lines("") == [""])
        #expect(TerminalSafety.lines("x\n") == ["x", ""])
    }
}
