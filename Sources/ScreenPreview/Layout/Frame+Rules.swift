import TerminalUI

extension Frame {
    /// Draws `count` cells of `character` (a rule such as `─`) from (`row`, `column`); nothing when `count` is not
    /// positive, so narrow terminals never ask for an empty or reversed range.
    mutating func rule(row: Int, column: Int, count: Int, _ character: String = "─", style: Style) {
        guard count > 0 else { return }
        fill(row: row, column: column, count: count, with: character, style: style)
    }
}
