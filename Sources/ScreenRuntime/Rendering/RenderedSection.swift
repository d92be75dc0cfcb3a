/// A shown section (its `visible` is absent or true) with its shown rows.
///
/// ItemListUI has no section objects: it draws the entries, grouped by `sectionId`. A shown section whose rows
/// are all hidden (and that has no header or footer) therefore draws nothing.
public struct RenderedSection: Sendable, Equatable {
    /// The section's id.
    public var sectionID: String
    /// The section's index (its `ItemListSectionId`).
    public var sectionIndex: Int
    /// The shown rows, in display order.
    public var rows: [RenderedRow]

    /// Creates a section.
    public init(sectionID: String, sectionIndex: Int, rows: [RenderedRow]) {
        self.sectionID = sectionID
        self.sectionIndex = sectionIndex
        self.rows = rows
    }
}
