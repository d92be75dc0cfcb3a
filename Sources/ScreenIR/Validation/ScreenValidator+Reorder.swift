import ScreenDiagnostics

extension ScreenValidator {
    /// `reorder:` drags the instances of a repeated row within their list: a row that does not repeat has nothing to
    /// move, and only an item whose node shows a reorder grip in editing mode (`ItemListPeerItem` with
    /// `ItemListPeerItemEditing(canBeReordered: true)`, a removable custom item with an `editing:` value) can be
    /// dragged.
    mutating func checkReorder(_ row: Row) {
        guard let reorder = row.reorder else { return }
        if row.repetition == nil {
            sink.report(
                .invalidReorder, "`reorder` on a row that does not repeat: there is no list to reorder",
                at: reorder.name.span,
                notes: ["the hook receives the ids of a list's elements in their new order"],
                help: "repeat the row over a list of app data with `forEach: <element> in <list>`, or remove `reorder`")
        } else if !row.itemDescription.canBeReordered {
            sink.report(
                .invalidReorder, "\(row.phrase) cannot be dragged: its item shows no reorder grip", at: reorder.name.span,
                notes: [
                    "a drag starts from the grip an item shows in editing mode: `ItemListPeerItem` (`canBeReordered`), or "
                        + "a custom item declared with an `editing:` value"
                ],
                help: "make the row a `peer` row or such a custom item, or remove `reorder`")
        }
    }
}
