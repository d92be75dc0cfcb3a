extension FrameRenderer {
    /// The frame as lines to print in the normal flow of a terminal (no cursor movement, no screen clearing): each
    /// row's text with style changes, the style reset at the end of every line, trailing blank cells dropped, each
    /// line ending in a line feed. Used for `screenc preview --static` on a terminal. In plain mode, `plainText`.
    public static func inline(_ frame: Frame, options: Options = Options()) -> String {
        if options.plain { return plainText(frame) + "\n" }
        var cache = GlyphCache()
        var output = ""
        for row in 0..<frame.height {
            var glyphs = DisplayRow(frame, row: row, color: options.color, glyphs: &cache).glyphs
            while let last = glyphs.last, last.text == " ", last.style == .plain { glyphs.removeLast() }
            var pen = Style.plain
            for glyph in glyphs {
                if glyph.style != pen {
                    output += glyph.style == .plain ? ControlSequence.resetStyle : ControlSequence.style(glyph.style)
                    pen = glyph.style
                }
                output += glyph.text
            }
            if pen != .plain { output += ControlSequence.resetStyle }
            output += "\n"
        }
        return output
    }
}
