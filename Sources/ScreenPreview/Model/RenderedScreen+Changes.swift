import ScreenRuntime

extension RenderedScreen {
    /// The stable ids of the rows shown here that `old` did not show, or showed with other content, in display
    /// order. Each row is looked up in `old` by stable id (constant time), so a row that moved is matched too. Rows
    /// `skipping` accepts are not compared when their section was shown in `old` too: they are the rows
    /// `ScreenRenderer.render(_:state:reusing:unchanged:)` took unchanged from it.
    func rowsChanged(since old: RenderedScreen, skipping: (RowID) -> Bool = { _ in false }) -> [RowID] {
        var changed: [RowID] = []
        for section in sections {
            let wasShown = old.sections.contains { $0.sectionIndex == section.sectionIndex }
            for row in section.rows
            where !(wasShown && skipping(row.stableID)) && old.row(stableID: row.stableID)?.content != row.content {
                changed.append(row.stableID)
            }
        }
        return changed
    }
}
