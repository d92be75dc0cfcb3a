import ScreenIR
import ScreenRuntime

/// Lays out the shown sections as list lines, with ItemListUI's neighbour rules.
///
/// Headers, text rows (and footers) and activity text are "always plain" in ItemListUI: they sit outside the
/// groups. Every other run of consecutive rows of a section is a group: in `blocks` style a rounded box whose first
/// and last rows get the corners and whose rows are separated by `├───┤`; in `plain` style rows run edge to edge
/// with inset `─` separators and a full-width line after the last row. Sections are separated by a blank line.
enum ListBuilder {
    /// The lines of the whole list, given the focus target of each line of a row (`targets`, called once per row in
    /// display order; see `RowShapes`). The lines say where their content comes from; the content itself is laid
    /// out only for the lines drawn (`ListGeometry.contents(_:)`).
    static func lines(
        _ rendered: RenderedScreen,
        targets: (RenderedRow) -> [PreviewFocus?]
    ) -> [ListLine] {
        var lines: [ListLine] = []
        let grouped = rendered.style == .blocks
        for (sectionIndex, section) in rendered.sections.enumerated() where !section.rows.isEmpty {
            if !lines.isEmpty { lines.append(.blank) }
            var groupSize = 0
            func closeGroup() {
                guard groupSize > 0 else { return }
                lines.append(ListLine(decoration: grouped ? .groupBottom : .stroke(inset: false)))
                groupSize = 0
            }
            for (rowIndex, row) in section.rows.enumerated() {
                let decoration: ListLine.Decoration
                if isAlwaysPlain(row.content) {
                    closeGroup()
                    decoration = .none
                } else {
                    if groupSize > 0 {
                        lines.append(ListLine(decoration: grouped ? .groupSeparator : .stroke(inset: true)))
                    } else if grouped {
                        lines.append(ListLine(decoration: .groupTop))
                    }
                    groupSize += 1
                    decoration = grouped ? .groupRow : .none
                }
                for (lineIndex, target) in targets(row).enumerated() {
                    lines.append(
                        ListLine(
                            decoration: decoration,
                            source: LineSource(section: sectionIndex, row: rowIndex, line: lineIndex),
                            target: target,
                            rowID: row.stableID
                        )
                    )
                }
            }
            closeGroup()
        }
        return lines
    }

    /// Whether ItemListUI draws the item outside the groups (`isAlwaysPlain`).
    static func isAlwaysPlain(_ content: RenderedRow.Content) -> Bool {
        switch content {
        case .sectionHeader, .text, .activityText: true
        default: false
        }
    }
}
