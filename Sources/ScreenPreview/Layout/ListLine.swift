import ScreenIR
import ScreenRuntime

/// One line of a row's content: left-aligned spans, right-aligned spans, or centred spans.
struct LineContent: Equatable {
    /// Spans drawn from the left edge (after `indent`), or centred when `centered`.
    var left: [Span] = []
    /// Spans drawn against the right edge (accessories: switch, chevron, label, clear button).
    var right: [Span] = []
    /// Whether `left` is centred (centred actions, placeholders, centred text).
    var centered = false
    /// Cells left blank before `left`.
    var indent = 0
    /// While editing: the cursor's column from the start of the content area.
    var cursor: Int?
}

/// One line of a row together with what it belongs to.
struct RowLine: Equatable {
    /// What the line draws.
    var content: LineContent
    /// The focus target the line belongs to (the row, or a sub-item); nil for rows that never take the focus.
    var target: PreviewFocus?
}

/// One line of the whole list as laid out for a width, before scrolling.
struct ListLine: Equatable {
    /// The box-drawing around the line.
    enum Decoration: Equatable {
        /// Nothing: blank lines, and headers, footers and text rows, which sit outside the groups.
        case none
        /// `╭───╮` above the first row of a group (`blocks`).
        case groupTop
        /// `│ … │` on each line of a grouped row (`blocks`).
        case groupRow
        /// `├───┤` between two rows of a group (`blocks`).
        case groupSeparator
        /// `╰───╯` below the last row of a group (`blocks`).
        case groupBottom
        /// A `─` line between rows (inset) or after the last row of a section (full width) (`plain`).
        case stroke(inset: Bool)
    }

    /// The box drawing around the line.
    var decoration: Decoration
    /// Which line of which row the line draws (see `ListGeometry.contents(_:)`); nil for decoration-only and blank
    /// lines.
    var source: LineSource?
    /// The focus target the line belongs to.
    var target: PreviewFocus?
    /// The stable id of the row the line draws (for change marks), nil for decoration-only lines.
    var rowID: RowID?

    /// An empty line (between sections).
    static let blank = ListLine(decoration: .none)
}

/// Where a list line's content comes from: line `line` of row `row` of section `section` of the rendered screen.
struct LineSource: Equatable {
    var section: Int
    var row: Int
    var line: Int
}

/// Where a list line's parts go for a frame width and list style.
struct ListColumns {
    /// The first content column.
    let contentStart: Int
    /// The content width.
    let contentWidth: Int
    /// The first column highlighted for the focused row, and how many.
    let highlightStart: Int
    /// How many columns the focus highlight covers.
    let highlightWidth: Int

    /// The columns for a list style in a `width`-wide frame.
    init(style: ListStyle, width: Int) {
        switch style {
        case .blocks:
            contentStart = 3
            contentWidth = max(1, width - 6)
            highlightStart = 2
            highlightWidth = max(0, width - 4)
        case .plain:
            contentStart = 2
            contentWidth = max(1, width - 3)
            highlightStart = 1
            highlightWidth = max(0, width - 1)
        }
    }
}
