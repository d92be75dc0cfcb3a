import TerminalText

/// What one cell shows once made safe to print: text that takes exactly `width` (1 or 2) cells on its own and
/// cannot join the text printed before or after it into one grapheme.
struct Glyph: Hashable {
    var text: String
    var style: Style
    /// 1, or 2 for a wide glyph (followed by a continuation slot).
    var width: Int
    /// Whether text is plain ASCII (the fast path: never merges with neighbours, widths never disputed).
    var isASCII: Bool
    /// Whether terminals may disagree with `DisplayWidth` about this glyph's width (emoji, multi-scalar clusters):
    /// the renderer positions the cursor explicitly after it instead of trusting the terminal's advance.
    var mayMisalign: Bool
    /// Whether some glyph printed right after this one could join it into one grapheme (see `mayJoin`): false for
    /// ASCII and for one scalar that is neither Hangul nor a regional indicator.
    var mayJoinNext: Bool

    /// Shown for a cell whose text cannot be printed as one glyph (a control character, a zero-width mark, several
    /// graphemes, text wider than two cells).
    static let replacement = "\u{FFFD}"

    /// A space in `style`.
    static func space(_ style: Style) -> Glyph {
        Glyph(text: " ", style: style, width: 1, isASCII: true, mayMisalign: false, mayJoinNext: false)
    }

    /// The glyph for a cell's text (not empty: that is a continuation): the text itself when it is one printable
    /// grapheme that does not attach to its neighbours, U+FFFD otherwise.
    init(cellText text: String, style: Style) {
        if Glyph.isPrintableASCII(text) {
            self.init(text: text, style: style, width: 1, isASCII: true, mayMisalign: false, mayJoinNext: false)
            return
        }
        guard Glyph.isSelfContained(text), let character = text.first else {
            self.init(replacementIn: style)
            return
        }
        let width = DisplayWidth.of(character)
        guard width == 1 || width == 2 else {
            self.init(replacementIn: style)
            return
        }
        let scalars = text.unicodeScalars
        let mayMisalign = scalars.count > 1 || (scalars.first?.properties.isEmoji ?? false)
        let mayJoinNext = scalars.count > 1 || scalars.first.map(Glyph.mayJoinAsOneScalar) ?? false
        self.init(
            text: text, style: style, width: width, isASCII: false, mayMisalign: mayMisalign, mayJoinNext: mayJoinNext)
    }

    /// U+FFFD in `style`.
    private init(replacementIn style: Style) {
        self.init(
            text: Glyph.replacement, style: style, width: 1, isASCII: false, mayMisalign: false, mayJoinNext: false)
    }

    private init(text: String, style: Style, width: Int, isASCII: Bool, mayMisalign: Bool, mayJoinNext: Bool) {
        self.text = text
        self.style = style
        self.width = width
        self.isASCII = isASCII
        self.mayMisalign = mayMisalign
        self.mayJoinNext = mayJoinNext
    }

    /// Whether `text` is one printable ASCII character (the fast path: it is its own glyph).
    static func isPrintableASCII(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == 1, let byte = utf8.first else { return false }
        return (0x20...0x7E).contains(byte)
    }

    /// Whether `text` is one grapheme of safe scalars that starts with a visible one and stays one grapheme next to
    /// ordinary text on either side (no combining mark, joiner or prepended mark at its edges).
    private static func isSelfContained(_ text: String) -> Bool {
        guard text.count == 1, let first = text.unicodeScalars.first, DisplayWidth.of(first) > 0 else { return false }
        guard !text.unicodeScalars.contains(where: TerminalSafety.isUnsafe) else { return false }
        return ("a" + text).count == 2 && (text + "a").count == 2
    }

    /// Whether printing `next` right after `self` could make the terminal see one grapheme (two regional
    /// indicators make a flag; Hangul jamo combine).
    func mayJoin(_ next: Glyph) -> Bool {
        guard mayJoinNext, !next.isASCII else { return false }
        return (text + next.text).count != 2
    }

    /// Whether a self-contained glyph of this one scalar could join the glyph after it.
    ///
    /// Of the grapheme rules that keep two texts together (UAX #29), a self-contained glyph rules out those that
    /// depend on how the second text starts (extending marks, joiners, spacing marks) and on a prepended mark at the
    /// end of the first; conjuncts (GB9c) and emoji sequences (GB11) need a linker or a joiner after a letter or
    /// emoji in the first text, which one scalar cannot have (a linker or joiner alone is not self-contained). What
    /// is left for one scalar: Hangul jamo and syllables (GB6–8) and regional indicators (GB12–13). `GlyphTests` checks this against the exact test for every scalar of planes 0 and 1.
    static func mayJoinAsOneScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: true  // Hangul
        case 0x1F1E6...0x1F1FF: true  // regional indicators
        default: false
        }
    }
}
