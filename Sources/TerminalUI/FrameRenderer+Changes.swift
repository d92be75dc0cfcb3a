extension FrameRenderer {
    /// Prints the glyphs of `new` that differ from `old` (same size), row by row. Between two changed glyphs on a
    /// row the cursor either jumps (CUP) or, when that is shorter, reprints the unchanged glyphs in between.
    static func paintChanges(from old: DisplayGrid, to new: DisplayGrid, with painter: inout Painter) {
        for row in 0..<new.height {
            var starts: [Int] = []
            for column in 0..<new.width where old[row, column] != new[row, column] {
                let start = new.glyph(row: row, column: column).column
                if starts.last != start { starts.append(start) }
            }
            for start in starts {
                let glyph = new.glyph(row: row, column: start).glyph
                bridge(to: start, row: row, before: glyph, in: new, with: &painter)
                painter.print(glyph, row: row, column: start)
            }
        }
    }

    /// Reprints the unchanged glyphs between the cursor and `column` if that takes fewer bytes than moving the
    /// cursor there (and every glyph involved prints reliably without repositioning).
    private static func bridge(
        to column: Int,
        row: Int,
        before target: Glyph,
        in grid: DisplayGrid,
        with painter: inout Painter
    ) {
        guard let position = painter.position, position.row == row, position.column < column else { return }
        let jump = ControlSequence.moveCursor(row: row, column: column).utf8.count
        var gap: [(glyph: Glyph, column: Int)] = []
        var bytes = 0
        var style = painter.style
        var index = position.column
        while index < column {
            guard case .glyph(let glyph) = grid[row, index] else { return }
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

extension DisplayGrid {
    /// A grid of plain spaces: what the terminal shows after a clear.
    static func blank(width: Int, height: Int) -> DisplayGrid {
        DisplayGrid(Frame(width: width, height: height), color: true)
    }
}
