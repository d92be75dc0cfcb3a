import ScreenExpressions
import ScreenIR

/// Every row a screen can display, numbered the way the generated `<Screen>Entry.stableId` numbers them.
///
/// A row's position is its index in the screen's rows in file order — each section's `displayRows` (header row,
/// written rows, footer row), sections one after the other — counting hidden rows and rows of hidden sections too,
/// so a row keeps its position in every state and ascending positions are display order. A repeated row (`forEach`)
/// has one position; its instances are told apart by their element's `id` (`RowID`).
public struct ScreenEntries: Sendable, Equatable {
    /// One row of the screen with its position.
    public struct Entry: Sendable, Equatable {
        /// The row's index among all rows of the screen.
        public var position: Int
        /// The index of the row's section (the generated section enum's raw value, its `ItemListSectionId`).
        public var sectionIndex: Int
        /// The id of the row's section.
        public var sectionID: String
        /// The section's `visible` condition (nil: always).
        public var sectionVisible: Expression?
        /// The row, including implicit header and footer rows.
        public var row: Row

        /// The id of the row when it is a fixed row; a repeated row's instances add their element's id
        /// (`RowID(position:element:)`).
        public var stableID: RowID { RowID(position: position) }

        /// Whether the row is repeated once per element of a list (`forEach`).
        public var isRepeated: Bool { row.repetition != nil }
    }

    /// All rows in display order; `entries[i].position == i`.
    public let entries: [Entry]

    /// Numbers the rows of `screen`.
    public init(_ screen: Screen) {
        var entries: [Entry] = []
        for (sectionIndex, section) in screen.sections.enumerated() {
            for row in section.displayRows {
                entries.append(
                    Entry(position: entries.count, sectionIndex: sectionIndex, sectionID: section.id.value,
                          sectionVisible: section.visible, row: row))
            }
        }
        self.entries = entries
    }

    /// The row at `position`.
    public func entry(position: Int) -> Entry? {
        entries.indices.contains(position) ? entries[position] : nil
    }

    /// The row `stableID` is an instance of: the row at its position, when the id fits it (an element id exactly
    /// for a repeated row). Which element the id names, and whether there is one, depends on the data
    /// (`ScreenRenderer.renderRow(stableID:of:state:)`).
    public func entry(stableID: RowID) -> Entry? {
        entry(position: stableID.position).flatMap { $0.isRepeated == (stableID.element != nil) ? $0 : nil }
    }

    /// The row of `screen` at `position`, found without numbering every row (what `init(_:)` followed by
    /// `entry(position:)` gives).
    public static func entry(position: Int, in screen: Screen) -> Entry? {
        guard position >= 0 else { return nil }
        var first = 0
        for (sectionIndex, section) in screen.sections.enumerated() {
            let count = section.displayRowCount
            guard position < first + count else {
                first += count
                continue
            }
            var offset = first
            var found: Row?
            section.forEachDisplayRow { row in
                if offset == position { found = row }
                offset += 1
            }
            return found.map {
                Entry(position: position, sectionIndex: sectionIndex, sectionID: section.id.value,
                      sectionVisible: section.visible, row: $0)
            }
        }
        return nil
    }

    /// The row of `screen` that `stableID` is an instance of, found without numbering every row (what `init(_:)`
    /// followed by `entry(stableID:)` gives).
    public static func entry(stableID: RowID, in screen: Screen) -> Entry? {
        entry(position: stableID.position, in: screen).flatMap {
            $0.isRepeated == (stableID.element != nil) ? $0 : nil
        }
    }

    /// The row with this id (as written in YAML, or `<section>Header` / `<section>Footer`).
    public func entry(id: String) -> Entry? {
        entries.first { $0.row.id.value == id }
    }

    /// The stable id of the fixed row with this id; nil for an unknown id or a repeated row (whose instances are
    /// `stableID(of:element:)`).
    public func stableID(of id: String) -> RowID? {
        entry(id: id).flatMap { $0.isRepeated ? nil : $0.stableID }
    }

    /// The stable id of the instance of the repeated row `id` for the element whose `id` is `element`; nil for an
    /// unknown id or a fixed row.
    public func stableID(of id: String, element: ExpressionValue) -> RowID? {
        entry(id: id).flatMap { $0.isRepeated ? RowID(position: $0.position, element: element) : nil }
    }
}
