extension FrameRenderer {
    /// Prints the glyphs of `new` that differ from `old` (same size; nil for a cleared screen), row by row. Rows
    /// whose cells are the same in both frames are skipped without being looked at more closely; `rows` has (or
    /// builds) the other rows as the terminal shows them.
    static func paintChanges(from old: Frame?, to new: Frame, rows: inout DisplayRows, with painter: inout Painter) {
        for row in 0..<new.height {
            let before: DisplayRow
            if let old {
                if old.hasSameCells(as: new, inRow: row) {
                    rows.carryOver(row: row, height: new.height)
                    continue
                }
                before = rows.old(old, row: row)
            } else {
                before = DisplayRow(blankOfWidth: new.width)
            }
            paintChanges(from: before, to: rows.new(new, row: row), row: row, with: &painter)
        }
    }

    /// Whether `a` and `b` (same size) look the same on a terminal: every row has the same cells or shows the same
    /// glyphs (without colour, rows that differ only in colours look the same).
    static func looksTheSame(_ a: Frame, _ b: Frame, color: Bool) -> Bool {
        var glyphs = GlyphCache()
        return (0..<a.height).allSatisfy { row in
            a.hasSameCells(as: b, inRow: row)
                || DisplayRow(a, row: row, color: color, glyphs: &glyphs)
                    == DisplayRow(b, row: row, color: color, glyphs: &glyphs)
        }
    }

    /// Prints the glyphs of row `row` that differ between `old` and `new`. Between two changed glyphs the cursor
    /// either jumps (CUP) or, when that is shorter, reprints the unchanged glyphs in between.
    private static func paintChanges(from old: DisplayRow, to new: DisplayRow, row: Int, with painter: inout Painter) {
        var starts: [Int] = []
        for column in new.slots.indices where old[column] != new[column] {
            let start = new.glyph(at: column).column
            if starts.last != start { starts.append(start) }
        }
        for start in starts {
            let glyph = new.glyph(at: start).glyph
            bridge(to: start, row: row, before: glyph, in: new, with: &painter)
            painter.print(glyph, row: row, column: start)
        }
    }

    /// Reprints the unchanged glyphs between the cursor and `column` if that takes fewer bytes than moving the
    /// cursor there (and every glyph involved prints reliably without repositioning).
    private static func bridge(
        to column: Int,
        row: Int,
        before target: Glyph,
        in line: DisplayRow,
        with painter: inout Painter
    ) {
        guard let position = painter.position, position.row == row, position.column < column else { return }
        let jump = ControlSequence.moveCursorLength(row: row, column: column)
        var gap: [(glyph: Glyph, column: Int)] = []
        var bytes = 0
        var style = painter.style
        var index = position.column
        while index < column {
            guard case .glyph(let glyph) = line[index] else { return }
            let cost = painter.cost(of: glyph, after: style)
            bytes += cost.bytes
            style = cost.style
            if bytes >= jump { return }
            gap.append((glyph, index))
            index += glyph.width
        }
        // The target's own style change is paid either way, but from a different style.
        let targetAfterGap = painter.cost(of: target, after: style).bytes
        let targetAfterJump = painter.cost(of: target, after: painter.style).bytes
        guard bytes + targetAfterGap < jump + targetAfterJump else { return }
        guard let first = gap.first, painter.isContinuous(first.glyph, row: row, column: first.column) else { return }
        for (current, next) in zip(gap, gap.dropFirst().map(\.glyph) + [target])
        where current.glyph.mayMisalign || current.glyph.mayJoin(next) {
            return
        }
        for item in gap { painter.print(item.glyph, row: row, column: item.column) }
    }
}
