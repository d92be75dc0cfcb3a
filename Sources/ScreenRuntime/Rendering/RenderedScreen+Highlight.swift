extension RenderedScreen {
    /// Whether the shown row `id` flashes when the screen was opened with `focusOnItemTag` naming it: the generated
    /// factory calls `displayHighlight()` on the row's item node once it is shown, and ItemListUI's switch, action
    /// and disclosure nodes flash (1.2 s), while the others keep the protocol's no-op. False when the row is not shown.
    public func highlights(_ id: RowID) -> Bool {
        switch row(stableID: id)?.content {
        case .switch?, .action?, .disclosure?: true
        default: false
        }
    }

    /// The first shown row (or element of a repeated row) whose row id is `rowID`.
    public func firstShownRow(named rowID: String) -> RowID? {
        rows.first { $0.rowID == rowID }?.stableID
    }
}
