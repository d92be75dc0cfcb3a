import ScreenExpressions
import ScreenIR

/// Every row a screen can display, numbered the way the generated `<Screen>Entry.stableId` numbers them.
///
/// The stable id of a row is its index in the screen's rows in file order — each section's `displayRows`
/// (header row, written rows, footer row), sections one after the other — counting hidden rows and rows of
/// hidden sections too, so a row keeps its id in every state and ascending ids are display order.
public struct ScreenEntries: Sendable, Equatable {
    /// One row of the screen with its position.
    public struct Entry: Sendable, Equatable {
        /// The row's stable id (`ItemListNodeEntry.stableId`).
        public var stableID: Int
        /// The index of the row's section (the generated section enum's raw value, its `ItemListSectionId`).
        public var sectionIndex: Int
        /// The id of the row's section.
        public var sectionID: String
        /// The section's `visible` condition (nil: always).
        public var sectionVisible: Expression?
        /// The row, including implicit header and footer rows.
        public var row: Row
    }

    /// All rows in display order; `entries[i].stableID == i`.
    public let entries: [Entry]

    /// Numbers the rows of `screen`.
    public init(_ screen: Screen) {
        var entries: [Entry] = []
        for (sectionIndex, section) in screen.sections.enumerated() {
            for row in section.displayRows {
                entries.append(
                    Entry(stableID: entries.count, sectionIndex: sectionIndex, sectionID: section.id.value,
                          sectionVisible: section.visible, row: row))
            }
        }
        self.entries = entries
    }

    /// The row with this stable id.
    public func entry(stableID: Int) -> Entry? {
        entries.indices.contains(stableID) ? entries[stableID] : nil
    }

    /// The row of `screen` with this stable id, found without numbering every row (what `init(_:)` followed by
    /// `entry(stableID:)` gives).
    public static func entry(stableID: Int, in screen: Screen) -> Entry? {
        guard stableID >= 0 else { return nil }
        var first = 0
        for (sectionIndex, section) in screen.sections.enumerated() {
            let count = section.displayRowCount
            guard stableID < first + count else {
                first += count
                continue
            }
            var offset = first
            var found: Row?
            section.forEachDisplayRow { row in
                if offset == stableID { found = row }
                offset += 1
            }
            return found.map {
                Entry(stableID: stableID, sectionIndex: sectionIndex, sectionID: section.id.value,
                      sectionVisible: section.visible, row: $0)
            }
        }
        return nil
    }

    /// The row with this id (as written in YAML, or `<section>Header` / `<section>Footer`).
    public func entry(id: String) -> Entry? {
        entries.first { $0.row.id.value == id }
    }

    /// The stable id of the row with this id.
    public func stableID(of id: String) -> Int? {
        entry(id: id)?.stableID
    }
}
