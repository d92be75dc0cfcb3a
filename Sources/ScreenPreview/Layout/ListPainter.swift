import ScreenRuntime
import TerminalUI

/// Draws the visible part of the list: box drawing, row content, the focus (`▸` in the gutter and the row in
/// inverse video) and change marks (`▌` in the gutter, also in place of a focused row's `▸`).
struct ListPainter {
    /// The laid-out list.
    let geometry: ListGeometry
    /// The styles.
    let theme: PreviewTheme
    /// The focused item.
    let focus: PreviewFocus?
    /// The stable id of the input being edited.
    let editingRow: RowID?
    /// The stable ids of the rows marked as just changed.
    let marked: Set<RowID>
    /// The frame width.
    let width: Int

    /// Draws list lines `top…` into rows `frameTop ..< frameTop + geometry.visibleHeight`; returns the cursor
    /// position of the edited input when it is visible.
    func draw(into frame: inout Frame, top: Int, frameTop: Int) -> (row: Int, column: Int)? {
        var cursor: (row: Int, column: Int)?
        let columns = geometry.columns
        let start = min(max(top, 0), geometry.lines.count)
        let visible = start..<min(start + max(geometry.visibleHeight, 0), geometry.lines.count)
        for (offset, content) in geometry.contents(visible).enumerated() {
            let index = start + offset
            let line = geometry.lines[index]
            let row = frameTop + offset
            drawDecoration(line.decoration, into: &frame, row: row)
            if let content {
                LinePainter.draw(
                    content,
                    into: &frame,
                    row: row,
                    column: columns.contentStart,
                    width: columns.contentWidth
                )
                if let column = content.cursor, line.rowID == editingRow, editingRow != nil {
                    cursor = (row, min(columns.contentStart + column, width - 1))
                }
            }
            drawGutter(line, index: index, into: &frame, row: row)
        }
        if let cursor, cursor.row < frame.height, cursor.column < frame.width {
            frame[cursor.row, cursor.column].style.inverse = true
        }
        return cursor
    }

    private func drawGutter(_ line: ListLine, index: Int, into frame: inout Frame, row: Int) {
        guard let target = line.target ?? line.rowID.map(PreviewFocus.row) else { return }
        let isFocused = target == focus && line.target != nil
        if isFocused {
            let first = index == 0 || geometry.lines[index - 1].target != target
            if first {
                let isEditing = editingRow != nil && editingRow == line.rowID
                if !isEditing, let id = line.rowID, marked.contains(id) {
                    // A focused row that flashes (`--focus-on`) or changed shows the mark instead of `▸`.
                    frame.put("▌", row: row, column: 0, style: theme.mark)
                } else {
                    frame.put(isEditing ? "✎" : "▸", row: row, column: 0, style: theme.focusMarker)
                }
            }
            if editingRow == nil || editingRow != line.rowID {
                let columns = geometry.columns
                let end = min(columns.highlightStart + columns.highlightWidth, width)
                for column in stride(from: columns.highlightStart, to: end, by: 1) {
                    frame[row, column].style.inverse = true
                }
            }
        } else if let id = line.rowID, marked.contains(id) {
            frame.put("▌", row: row, column: 0, style: theme.mark)
        }
    }

    private func drawDecoration(_ decoration: ListLine.Decoration, into frame: inout Frame, row: Int) {
        let right = width - 2
        switch decoration {
        case .none:
            break
        case .groupTop, .groupSeparator, .groupBottom:
            let (leftCorner, rightCorner) =
                decoration == .groupTop ? ("╭", "╮") : decoration == .groupBottom ? ("╰", "╯") : ("├", "┤")
            frame.put(leftCorner, row: row, column: 1, style: theme.border)
            frame.rule(row: row, column: 2, count: right - 2, style: theme.border)
            frame.put(rightCorner, row: row, column: right, style: theme.border)
        case .groupRow:
            frame.put("│", row: row, column: 1, style: theme.border)
            frame.put("│", row: row, column: right, style: theme.border)
        case .stroke(let inset):
            let start = inset ? 2 : 0
            frame.rule(row: row, column: start, count: width - start, style: theme.border)
        }
    }
}

/// Draws one line's content within a width: right-aligned spans first (accessories keep priority), then the
/// left spans in what remains, or the left spans centred.
enum LinePainter {
    /// Draws `content` at (`row`, `column`) within `width` cells.
    static func draw(_ content: LineContent, into frame: inout Frame, row: Int, column: Int, width: Int) {
        let indent = min(content.indent, width)
        let available = width - indent
        guard available > 0 else { return }
        if content.centered {
            let used = SpanWriter.measure(content.left, budget: available)
            SpanWriter.draw(
                content.left,
                into: &frame,
                row: row,
                column: column + indent + (available - used) / 2,
                budget: available
            )
            return
        }
        let leftNatural = content.left.width
        let rightNatural = content.right.width
        var rightBudget = rightNatural
        if leftNatural + 1 + rightNatural > available {
            let fixed = content.right.filter(\.isFixed).width
            rightBudget = min(rightNatural, max(available - leftNatural - 1, available / 2, fixed), available)
        }
        let rightUsed = SpanWriter.measure(content.right, budget: rightBudget)
        SpanWriter.draw(content.right, into: &frame, row: row, column: column + width - rightUsed, budget: rightBudget)
        let leftBudget = available - rightUsed - (rightUsed > 0 ? 1 : 0)
        SpanWriter.draw(content.left, into: &frame, row: row, column: column + indent, budget: leftBudget)
    }
}
