import ScreenRuntime

extension RenderedScreen {
    /// The stable ids of the rows shown here that `old` did not show, or showed with other content, in display
    /// order. Each row is looked up in `old` by stable id (constant time), so a row that moved is matched too.
    func rowsChanged(since old: RenderedScreen) -> [RowID] {
        var changed: [RowID] = []
        for section in sections {
            for row in section.rows where old.row(stableID: row.stableID)?.content != row.content {
                changed.append(row.stableID)
            }
        }
        return changed
    }
}
