import ScreenRuntime

extension RenderedScreen {
    /// The stable ids of the rows shown here that `old` did not show, or showed with other content, in display
    /// order. Both screens list their rows in ascending stable ids, so one walk through both finds them.
    func rowsChanged(since old: RenderedScreen) -> [Int] {
        var changed: [Int] = []
        var cursor = RowCursor()
        for section in sections.indices {
            for index in sections[section].rows.indices {
                let id = sections[section].rows[index].stableID
                cursor.advance(to: id, in: old)
                if let position = cursor.position,
                    old.sections[position.section].rows[position.row].content == sections[section].rows[index].content
                {
                    continue
                }
                changed.append(id)
            }
        }
        return changed
    }
}

/// A position in the rows of a rendered screen, moving forward only.
private struct RowCursor {
    private var section = 0
    private var row = 0
    /// The row reached by the last `advance(to:in:)` when its stable id was the one asked for.
    private(set) var position: (section: Int, row: Int)?

    /// Moves to the first row of `screen` whose stable id is at least `id`, and sets `position` to it when its id
    /// is `id`.
    mutating func advance(to id: Int, in screen: RenderedScreen) {
        position = nil
        while section < screen.sections.count {
            let rows = screen.sections[section].rows
            while row < rows.count, rows[row].stableID < id { row += 1 }
            if row < rows.count {
                if rows[row].stableID == id { position = (section, row) }
                return
            }
            section += 1
            row = 0
        }
    }
}
