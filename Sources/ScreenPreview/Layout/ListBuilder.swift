import ScreenIR
import ScreenRuntime

/// Lays out the shown sections as list lines, with ItemListUI's neighbour rules.
///
/// Headers, text rows (and footers) and activity text are "always plain" in ItemListUI: they sit outside the
/// groups. Every other run of consecutive rows of a section is a group: in `blocks` style a rounded box whose first
/// and last rows get the corners and whose rows are separated by `├───┤`; in `plain` style rows run edge to edge
/// with inset `─` separators and a full-width line after the last row. Sections are separated by a blank line.
enum ListBuilder {
    /// The lines of the whole list.
    static func lines(_ context: LayoutContext) -> [ListLine] {
        let rendered = context.model.page.rendered
        var lines: [ListLine] = []
        for section in rendered.sections where !section.rows.isEmpty {
            if !lines.isEmpty { lines.append(.blank) }
            var group: [RenderedRow] = []
            for row in section.rows {
                if isAlwaysPlain(row.content) {
                    lines += groupLines(group, style: rendered.style, context)
                    group = []
                    lines += RowLines.lines(row, context).map {
                        ListLine(decoration: .none, content: $0.content, target: $0.target, rowID: row.stableID)
                    }
                } else {
                    group.append(row)
                }
            }
            lines += groupLines(group, style: rendered.style, context)
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

    private static func groupLines(_ rows: [RenderedRow], style: ListStyle, _ context: LayoutContext) -> [ListLine] {
        guard !rows.isEmpty else { return [] }
        let grouped = style == .blocks
        var lines: [ListLine] = grouped ? [ListLine(decoration: .groupTop)] : []
        for (index, row) in rows.enumerated() {
            if index > 0 { lines.append(ListLine(decoration: grouped ? .groupSeparator : .stroke(inset: true))) }
            lines += RowLines.lines(row, context).map {
                ListLine(
                    decoration: grouped ? .groupRow : .none,
                    content: $0.content,
                    target: $0.target,
                    rowID: row.stableID
                )
            }
        }
        lines.append(ListLine(decoration: grouped ? .groupBottom : .stroke(inset: false)))
        return lines
    }
}
