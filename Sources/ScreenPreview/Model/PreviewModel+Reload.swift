import ScreenRuntime

extension PreviewModel {
    /// After `--watch` reloaded the screen: puts the focus where it was on `previous` (the same page before the
    /// reload), matching rows by their YAML id since stable ids shift when rows are added or removed; when that row
    /// is gone, the nearest focusable row.
    public mutating func restoreFocus(_ focus: PreviewFocus, from previous: PreviewPage) {
        let entries = ScreenEntries(page.screen)
        func translated(_ stableID: RowID) -> RowID? {
            guard let rowID = ScreenEntries(previous.screen).entry(stableID: stableID)?.row.id.value,
                let entry = entries.entry(id: rowID), entry.isRepeated == (stableID.element != nil)
            else { return nil }
            return RowID(position: entry.position, element: stableID.element)
        }
        let target: PreviewFocus?
        switch focus {
        case .row(let id): target = translated(id).map(PreviewFocus.row)
        case .subItem(let row, let sub): target = translated(row).map { PreviewFocus.subItem(row: $0, id: sub) }
        case .navigation, .toolbar: target = focus
        }
        setFocus(target ?? focus)
        recoverFocus()
    }
}

extension PreviewModel {
    /// After `--watch` reloaded the screen: keeps what the user set up in the preview of `previous` — whether the app
    /// accepts writes, and the data panel (open or not; for the root screen also its opened lists and elements and its
    /// cursor, on the lines that still exist).
    public mutating func keepSettings(of previous: PreviewModel) {
        acceptsWrites = previous.acceptsWrites
        if previous.pages.count == 1 {
            page.panel = previous.page.panel
            page.panel.editor = nil
        }
        if previous.isShowingPanel { openPanel() } else { refreshPanel() }
    }
}
