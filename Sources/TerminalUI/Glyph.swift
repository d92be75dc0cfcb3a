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

    /// Shown for a cell whose text cannot be printed as one glyph (a control character, a zero-width mark, several
    /// graphemes, text wider than two cells).
    static let replacement = "\u{FFFD}"

    /// A space in `style`.
    static func space(_ style: Style) -> Glyph {
        Glyph(text: " ", style: style, width: 1, isASCII: true, mayMisalign: false)
    }

    /// The glyph for a cell's text (not empty: that is a continuation): the text itself when it is one printable
    /// grapheme that does not attach to its neighbours, U+FFFD otherwise.
    init(cellText text: String, style: Style) {
        if Glyph.isPrintableASCII(text) {
            self.init(text: text, style: style, width: 1, isASCII: true, mayMisalign: false)
            return
        }
        guard Glyph.isSelfContained(text), let character = text.first else {
            self.init(text: Glyph.replacement, style: style, width: 1, isASCII: false, mayMisalign: false)
            return
        }
        let width = DisplayWidth.of(character)
        guard width == 1 || width == 2 else {
            self.init(text: Glyph.replacement, style: style, width: 1, isASCII: false, mayMisalign: false)
            return
        }
        let scalars = text.unicodeScalars
        let mayMisalign = scalars.count > 1 || (scalars.first?.properties.isEmoji ?? false)
        self.init(text: text, style: style, width: width, isASCII: false, mayMisalign: mayMisalign)
    }

    private init(text: String, style: Style, width: Int, isASCII: Bool, mayMisalign: Bool) {
        self.text = text
        self.style = style
        self.width = width
        self.isASCII = isASCII
        self.mayMisalign = mayMisalign
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
        guard !isASCII, !next.isASCII else { return false }
        return (text + next.text).count != 2
    }
}
