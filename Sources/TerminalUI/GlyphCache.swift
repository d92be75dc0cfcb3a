/// The glyph of each distinct cell text met so far. Working out whether a text is one self-contained printable
/// grapheme, and how wide it is, takes several Unicode lookups; a frame has few distinct texts (box drawing, marks,
/// the letters of its strings), so each is analysed once per paint rather than once per cell. Printable ASCII needs
/// no analysis and is not stored.
struct GlyphCache {
    /// Glyphs by cell text, in the style of the cell they were first made for.
    private var glyphs: [Text: Glyph] = [:]
    /// The text looked up last and its glyph: rules and borders repeat one text across a row.
    private var last: (text: String, glyph: Glyph)?

    /// How many distinct non-ASCII texts a cache kept across paints should hold before it starts afresh.
    static let capacity = 4096

    /// How many distinct texts are stored.
    var count: Int { glyphs.count }

    /// A cell text compared byte for byte: `String` equates canonically equivalent texts ("é" and "e\u{301}"),
    /// whose glyphs differ (one scalar or two).
    private struct Text: Hashable {
        let string: String

        static func == (a: Text, b: Text) -> Bool {
            String.haveSameBytes(a.string, b.string)
        }

        func hash(into hasher: inout Hasher) {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }

    /// The glyph for a cell's text (not empty: that is a continuation) in `style`: `Glyph(cellText:style:)`.
    mutating func glyph(for text: String, style: Style) -> Glyph {
        if Glyph.isPrintableASCII(text) { return Glyph(cellText: text, style: style) }
        var glyph: Glyph
        if let last, String.haveSameBytes(last.text, text) {
            glyph = last.glyph
        } else if let known = glyphs[Text(string: text)] {
            glyph = known
        } else {
            glyph = Glyph(cellText: text, style: style)
            glyphs[Text(string: text)] = glyph
        }
        last = (text, glyph)
        glyph.style = style
        return glyph
    }
}
