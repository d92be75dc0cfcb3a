/// A frame as the terminal will show it: every cell is a printable glyph or the second half of a wide one.
///
/// Frames built with `put` are already consistent; this also makes any other frame safe and unambiguous, the way a
/// terminal would show it: a continuation cell with no wide glyph before it is a space, a wide glyph whose second
/// cell was overwritten is a space (as when a terminal overwrites half of a wide character), and text that is not
/// one printable grapheme is U+FFFD. Without colour, colours are dropped from every style, so colour-only changes are
/// not changes at all.
struct DisplayGrid: Equatable {
    /// One column of a row.
    enum Slot: Equatable {
        case glyph(Glyph)
        /// The second column of the wide glyph before it.
        case continuation
    }

    let width: Int
    let height: Int
    private(set) var slots: [Slot]

    init(_ frame: Frame, color: Bool) {
        width = frame.width
        height = frame.height
        slots = []
        slots.reserveCapacity(width * height)
        for row in 0..<height {
            var column = 0
            while column < width {
                let cell = frame[row, column]
                let style = color ? cell.style : cell.style.withoutColors
                guard !cell.character.isEmpty else {
                    slots.append(.glyph(.space(style)))  // a continuation with nothing wide before it
                    column += 1
                    continue
                }
                let glyph = Glyph(cellText: cell.character, style: style)
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
    }

    subscript(row: Int, column: Int) -> Slot {
        slots[row * width + column]
    }

    /// The glyph at `column`, or the wide glyph a continuation belongs to, and the column where it starts.
    func glyph(row: Int, column: Int) -> (glyph: Glyph, column: Int) {
        if case .glyph(let glyph) = self[row, column] { return (glyph, column) }
        guard case .glyph(let glyph) = self[row, column - 1] else { preconditionFailure("orphan continuation") }
        return (glyph, column - 1)
    }

    /// The row as text: glyphs in order, trailing spaces removed.
    func text(row: Int) -> String {
        var line = ""
        for column in 0..<width {
            if case .glyph(let glyph) = self[row, column] { line += glyph.text }
        }
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
