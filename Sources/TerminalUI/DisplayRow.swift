/// One row of a frame as the terminal will show it: every column is a printable glyph or the second half of a wide
/// one.
///
/// Frames built with `put` are already consistent; this also makes any other frame safe and unambiguous, the way a
/// terminal would show it: a continuation cell with no wide glyph before it is a space, a wide glyph whose second
/// cell was overwritten is a space (as when a terminal overwrites half of a wide character), and text that is not
/// one printable grapheme is U+FFFD. Without colour, colours are dropped from every style, so colour-only changes are
/// not changes at all. A row depends only on the frame's cells in that row.
struct DisplayRow: Equatable {
    /// One column of a row.
    enum Slot: Equatable {
        case glyph(Glyph)
        /// The second column of the wide glyph before it.
        case continuation
    }

    private(set) var slots: [Slot]

    /// Row `row` of `frame`; `glyphs` remembers the glyph of each distinct cell text for the next rows and frames.
    init(_ frame: Frame, row: Int, color: Bool, glyphs: inout GlyphCache) {
        let width = frame.width
        slots = []
        slots.reserveCapacity(width)
        var column = 0
        while column < width {
            let cell = frame[row, column]
            let style = color ? cell.style : cell.style.withoutColors
            guard !cell.character.isEmpty else {
                slots.append(.glyph(.space(style)))  // a continuation with nothing wide before it
                column += 1
                continue
            }
            let glyph = glyphs.glyph(for: cell.character, style: style)
            if glyph.width == 2 {
                if column + 1 < width, frame[row, column + 1].character.isEmpty {
                    slots.append(.glyph(glyph))
                    slots.append(.continuation)
                    column += 2
                } else {
                    slots.append(.glyph(.space(style)))  // its second half was overwritten, or it does not fit
                    column += 1
                }
                continue
            }
            slots.append(.glyph(glyph))
            column += 1
        }
    }

    /// A row of plain spaces: what the terminal shows after a clear.
    init(blankOfWidth width: Int) {
        slots = Array(repeating: .glyph(.space(.plain)), count: width)
    }

    subscript(column: Int) -> Slot {
        slots[column]
    }

    /// The glyph at `column`, or the wide glyph a continuation belongs to, and the column where it starts.
    func glyph(at column: Int) -> (glyph: Glyph, column: Int) {
        if case .glyph(let glyph) = slots[column] { return (glyph, column) }
        guard case .glyph(let glyph) = slots[column - 1] else { preconditionFailure("orphan continuation") }
        return (glyph, column - 1)
    }

    /// The glyphs in order (a wide glyph once).
    var glyphs: [Glyph] {
        slots.compactMap { slot in
            if case .glyph(let glyph) = slot { glyph } else { nil }
        }
    }

    /// The row as text: glyphs in order, trailing spaces removed.
    var text: String {
        var line = ""
        for glyph in glyphs { line += glyph.text }
        while line.last == " " { line.removeLast() }
        return line
    }
}

extension Style {
    /// The same attributes with default colours.
    var withoutColors: Style {
        var style = self
        style.foreground = nil
        style.background = nil
        return style
    }
}
