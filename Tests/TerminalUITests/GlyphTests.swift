import Testing

@testable import TerminalUI

@Suite struct GlyphTests {
    /// Glyphs that could follow: Hangul (leading jamo, LV and LVT syllables), regional indicators and flags, emoji
    /// and emoji sequences, an Indic consonant with and without virama, CJK, accents precomposed and combined, box
    /// drawing.
    static let followers = [
        "ᄀ", "가", "각", "🇦", "🇯🇵", "👍", "👨‍👩‍👧", "❤️", "क", "क्", "ক", "家", "é", "e\u{301}", "─", "☕", "\u{FFFD}",
    ].map { Glyph(cellText: $0, style: .plain) }

    @Test func followersAreGlyphsOfTheirOwnText() {
        #expect(Self.followers.filter { $0.text == Glyph.replacement }.count == 1)  // only U+FFFD itself
    }

    /// `mayJoinNext` false is a shortcut for "no glyph after it joins it": check it against the exact test for every
    /// scalar of planes 0 and 1 that is a glyph on its own.
    @Test func aGlyphThatSaysItJoinsNothingJoinsNoFollower() {
        var checked = 0
        for value in UInt32(0x80)..<0x2_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let glyph = Glyph(cellText: String(scalar), style: .plain)
            guard glyph.text != Glyph.replacement, !glyph.mayJoinNext else { continue }
            checked += 1
            for next in Self.followers where (glyph.text + next.text).count != 2 {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) joins \(next.text)")
            }
        }
        #expect(checked > 100_000)
    }

    @Test func hangulRegionalIndicatorsAndSequencesStillJoinWhereTheyDo() {
        let pairs = [("ᄀ", "가"), ("🇦", "🇧"), ("👨\u{200D}", "👩"), ("क्", "क")]
        for (first, second) in pairs {
            let a = Glyph(cellText: first, style: .plain)
            let b = Glyph(cellText: second, style: .plain)
            if a.text == Glyph.replacement || b.text == Glyph.replacement { continue }
            #expect(a.mayJoinNext)
            #expect(a.mayJoin(b) == ((first + second).count != 2))
        }
        #expect(Glyph(cellText: "ᄀ", style: .plain).mayJoin(Glyph(cellText: "가", style: .plain)))
        #expect(Glyph(cellText: "🇦", style: .plain).mayJoin(Glyph(cellText: "🇧", style: .plain)))
    }
}
