/// How many terminal cells text takes: the width a monospaced terminal gives it.
///
/// Used to put carets under the right characters in source snippets (and, later, by the terminal
/// preview). The rules follow `wcwidth` and common terminals:
/// - East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul syllables, fullwidth
///   forms…) and characters with emoji presentation take 2 cells;
/// - combining and enclosing marks, format characters (zero-width space and joiner, bidi controls…),
///   Hangul medial vowels and final consonants and control characters take 0 cells (callers are
///   expected to expand tabs and escape controls first);
/// - everything else takes 1 cell.
///
/// Width is measured per grapheme cluster: a cluster is as wide as its base, so an emoji ZWJ
/// sequence (👨‍👩‍👧) or a flag (🇯🇵) takes 2 cells, and a variation selector switches a
/// text-default emoji to 2 cells (❤️, U+FE0F) or an emoji-default one to 1 cell (⌚︎, U+FE0E).
public enum DisplayWidth {
    /// The width of `text` in terminal cells.
    public static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text.utf8.count }  // printable ASCII
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The width of one grapheme cluster in terminal cells.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return of(first) }
        if first.properties.isEmoji {
            if scalars.contains("\u{FE0F}") { return 2 }
            if scalars.contains("\u{FE0E}") { return 1 }
        }
        let base = of(first)
        if base > 0 { return base }
        // A cluster that starts with a zero-width scalar (a stray mark, a joiner): as wide as its widest part.
        return scalars.dropFirst().map { of($0) }.max() ?? 0
    }

    /// The width of one Unicode scalar on its own, in terminal cells.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return 0  // controls
        case 0x00AD: return 1  // soft hyphen: terminals show it
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return 0  // Hangul medial vowels and final consonants
        case 0x200B: return 0  // zero-width space
        default: break
        }
        if value < 0x0300 { return 1 }  // fast path for Latin
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation || isWide(value) { return 2 }
        return 1
    }

    /// Whether `value` is East Asian Wide or Fullwidth (binary search in `wideRanges`).
    static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.0 {
                high = middle - 1
            } else if value > range.1 {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Width W and F code points, as sorted, disjoint, inclusive ranges: EastAsianWidth.txt
    /// of Unicode 14 for assigned characters, the non-emoji additions of 15.0 and 15.1, and the ranges
    /// that default to W when unassigned (the CJK blocks, planes 2 and 3). Emoji added later are
    /// caught by `isEmojiPresentation`, which comes from the standard library's Unicode data.
    static let wideRanges: [(UInt32, UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
        (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
        (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
        (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
        (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
        (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
        (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
        (0x2E80, 0x2E99), (0x2E9B, 0x2EF3), (0x2F00, 0x2FD5), (0x2FF0, 0x303E), (0x3041, 0x3096),
        (0x3099, 0x30FF), (0x3105, 0x312F), (0x3131, 0x318E), (0x3190, 0x31E3), (0x31EF, 0x321E),
        (0x3220, 0x3247), (0x3250, 0x4DBF), (0x4E00, 0xA48C), (0xA490, 0xA4C6), (0xA960, 0xA97C),
        (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE52), (0xFE54, 0xFE66),
        (0xFE68, 0xFE6B), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4), (0x16FF0, 0x16FF1),
        (0x17000, 0x187F7), (0x18800, 0x18CD5), (0x18D00, 0x18D08), (0x1AFF0, 0x1AFF3), (0x1AFF5, 0x1AFFB),
        (0x1AFFD, 0x1AFFE), (0x1B000, 0x1B122), (0x1B132, 0x1B132), (0x1B150, 0x1B152), (0x1B155, 0x1B155),
        (0x1B164, 0x1B167), (0x1B170, 0x1B2FB), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E),
        (0x1F191, 0x1F19A), (0x1F200, 0x1F202), (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251),
        (0x1F260, 0x1F265), (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393),
        (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E),
        (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567),
        (0x1F57A, 0x1F57A), (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5),
        (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7), (0x1F6DD, 0x1F6DF), (0x1F6EB, 0x1F6EC),
        (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945),
        (0x1F947, 0x1F9FF), (0x1FA70, 0x1FA74), (0x1FA78, 0x1FA7C), (0x1FA80, 0x1FA86), (0x1FA90, 0x1FAAC),
        (0x1FAB0, 0x1FABA), (0x1FAC0, 0x1FAC5), (0x1FAD0, 0x1FAD9), (0x1FAE0, 0x1FAE7), (0x1FAF0, 0x1FAF6),
        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
    ]
}
