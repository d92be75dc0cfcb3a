import ScreenRuntime

/// The identity MergeLists gives each row of a generated screen (its entry's `stableId`, as `anyId`), followed over
/// the screen's whole life: ItemListUI animates inserts, removals and moves by it, so a row must keep its id across
/// emissions — a fixed row the id of its position, an instance of a repeated row the id of its element, wherever the
/// element moves — and no two rows (at any time) may share one. Rows are named by the runtime's `RowID`.
struct StableIdentities {
    private var idsByRow: [RowID: AnyHashable] = [:]
    private var rowsByID: [AnyHashable: RowID] = [:]

    /// Pairs `rows` (the runtime's rows, in display order) with `ids` (the generated entries' ids, in the same
    /// order), and returns a line for every pairing that contradicts an earlier one.
    mutating func check(rows: [RowID], ids: [AnyHashable]) -> [String] {
        var problems: [String] = []
        for (row, id) in zip(rows, ids) {
            if let known = idsByRow[row], known != id {
                problems.append("row \(row) changed its stable id from \(known) to \(id)")
            } else if let other = rowsByID[id], other != row {
                problems.append("stable id \(id) names row \(row); it named row \(other) before")
            } else {
                idsByRow[row] = id
                rowsByID[id] = row
            }
        }
        return problems
    }
}
