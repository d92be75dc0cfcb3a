import Testing

@testable import TerminalText

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("title", 5),
        ("é", 1),  // precomposed
        ("e\u{301}", 1),  // combining acute
        ("Ω→", 2),
        ("最後に見た", 10),
        ("ｶﾀｶﾅ", 4),  // halfwidth katakana
        ("ＡＢ", 4),  // fullwidth Latin
        ("\u{3000}", 2),  // ideographic space
        ("한국어", 6),
        ("\u{1112}\u{1161}\u{11AB}", 2),  // decomposed Hangul syllable
        ("𠀀", 2),  // CJK extension B
        ("🙂", 2),
        ("👍🏽", 2),  // skin tone modifier
        ("👨‍👩‍👧", 2),  // ZWJ sequence
        ("🇯🇵", 2),  // flag
        ("❤", 1),  // text presentation by default
        ("❤️", 2),  // with VS16
        ("⌚", 2),  // emoji presentation by default
        ("⌚︎", 1),  // with VS15
        ("1️⃣", 2),  // keycap
        ("a\u{200B}b", 2),  // zero-width space
        ("a\u{200D}b", 2),  // lone zero-width joiner
        ("\u{1B}\u{7F}\u{85}", 0),  // controls
        ("a\u{00AD}b", 3),  // soft hyphen
        ("🙂 最後", 7),
    ])
    func width(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func scalarWidths() {
        #expect(DisplayWidth.of(Unicode.Scalar("a")) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x0301)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x4E00)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1F600)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x3FFFD)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0xE000)!) == 1)  // private use
    }

    @Test func wideRangesAreSortedAndDisjoint() {
        let ranges = DisplayWidth.wideRanges
        #expect(ranges.allSatisfy { $0.0 <= $0.1 })
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.1 < $1.0 })
    }
}
