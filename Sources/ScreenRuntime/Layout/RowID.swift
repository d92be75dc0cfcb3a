import ScreenExpressions

/// A row's identity: what the generated entry's `stableId` says, so it survives state and data changes.
///
/// A fixed row is identified by its position: its index among all rows of the screen (`ScreenEntries`). An
/// instance of a repeated row (`forEach`) adds its element's `id`, so it keeps its identity when elements are
/// inserted, removed or moved — exactly what MergeLists needs to animate those changes. Display order is (position,
/// element index), not something a `RowID` alone knows (`RenderedRow.sortKey`).
///
/// An integer literal is the id of a fixed row: `let id: RowID = 3`.
public struct RowID: Sendable, Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The row's index among all rows of the screen, in file order (`ScreenEntries.Entry.position`).
    public var position: Int
    /// The element's `id` for an instance of a repeated row; nil for a fixed row.
    public var element: ExpressionValue?

    /// Creates the id of a fixed row (`element` nil) or of an instance of a repeated row.
    public init(position: Int, element: ExpressionValue? = nil) {
        self.position = position
        self.element = element
    }

    /// The id of the fixed row at `value`.
    public init(integerLiteral value: Int) {
        self.init(position: value)
    }

    /// `3` for a fixed row, `5[id: 2]` for an instance of a repeated row.
    public var description: String {
        guard let element else { return String(position) }
        return "\(position)[id: \(element)]"
    }
}
