import ScreenRuntime

extension PreviewModel {
    /// `K` / `J` on a row with `reorder:`: drags it one place up / down within its list, as the reorder grip does in
    /// editing mode. The `reorder` hook is shown with the list's ids in their new order; an app that accepts writes
    /// (the default, `w` in the data panel) writes the order into its list, so the row moves and keeps the focus. A
    /// row without the grip (no `reorder:`, or the list is not being edited) or at the end of its list says why it
    /// does not move.
    mutating func moveFocusedRow(by offset: Int, now: Double) {
        guard case .row(let id)? = focus else { return }
        perform(.moveRow(row: id, by: offset), source: .row(id), now: now)
    }
}
