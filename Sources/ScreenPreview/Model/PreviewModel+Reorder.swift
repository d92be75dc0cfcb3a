import ScreenExpressions
import ScreenRuntime

/// A drag under way in the preview (`PreviewPage.drag`).
struct ReorderDrag: Sendable, Equatable {
    /// The row dragged.
    var row: RowID
    /// Its list field, and the list as the app last emitted it (what an app that rejects the order emits again).
    var list: String
    var original: ExpressionValue
}

extension PreviewModel {
    /// `K` / `J` on a row with `reorder:`: drags it one place up / down within its list, as the reorder grip does in
    /// editing mode. For a row whose hook is called after every move, the `reorder` hook is shown with the list's ids
    /// in their new order; an app that accepts writes (the default, `w` in the data panel) writes the order into its
    /// list, so the row moves and keeps the focus. For a row with `reorder: { after: drop }` the row moves in the
    /// screen's temporary order and nothing is called: the drag goes on until a key other than K / J drops it
    /// (`dropDraggedRow`). A row without the grip (no `reorder:`, or the list is not being edited) or at the end of
    /// its list says why it does not move.
    mutating func moveFocusedRow(by offset: Int, now: Double) {
        guard case .row(let id)? = focus else { return }
        let before = page.state
        perform(.moveRow(row: id, by: offset), source: .row(id), now: now)
        guard page.state != before, let row = page.rendered.row(stableID: id),
            let list = page.screen.sections.lazy.flatMap(\.rows).first(where: { $0.id.value == row.rowID }),
            list.reorderMoment == .drop, let field = list.repetition?.list.value
        else { return }
        if page.drag == nil, let original = before[field] {
            page.drag = ReorderDrag(row: id, list: field, original: original)
        }
        status = PreviewStatus(kind: .call, message: "↕ dragging \(row.rowID) · any other key drops it (Enter only drops)")
    }

    /// Ends the drag under way, if any: the row's `reorder` hook is shown once, with the order the list shows, and
    /// the preview's app writes it (or, rejecting writes, emits the list's old order again). Returns whether a drag
    /// ended.
    mutating func dropDraggedRow(now: Double) -> Bool {
        guard let drag = page.drag else { return false }
        perform(.dropRow(row: drag.row), source: .row(drag.row), now: now)
        page.drag = nil
        return true
    }
}
