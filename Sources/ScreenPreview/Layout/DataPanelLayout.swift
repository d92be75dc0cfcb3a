import ScreenExpressions
import ScreenRuntime
import TerminalText
import TerminalUI

/// Draws the data panel below the list: a title rule (`── Data · BlockedUsers ───`, with `writes rejected` on
/// the right while the app rejects writes), then the panel's lines from its scroll position — group headings in
/// bold, names indented under them (elements and their fields further in), values right-aligned as Swift literals
/// and cut with "…" when too long, the cursor's line marked `▸` and in inverse video (`✎` while a value is typed),
/// and `↑` / `↓` at the right edge when there is more above or below.
///
/// Only the lines on screen are formatted, so a panel showing a list of 10,000 elements draws as fast as a short one.
struct DataPanelLayout {
    /// The model drawn.
    let model: PreviewModel
    /// The styles.
    let theme: PreviewTheme
    /// The frame width.
    let width: Int

    /// The first column of a line's content (the focus marker is in column 0).
    private let contentStart = 2
    /// The width of a line's content: the last two columns are left for the margin and the scroll hints.
    private var contentWidth: Int { max(1, width - 4) }

    /// Draws the panel over rows `top ..< top + height`; returns the terminal cursor while a value is typed.
    func draw(into frame: inout Frame, top: Int, height: Int) -> (row: Int, column: Int)? {
        guard height > 0, width > 0 else { return nil }
        for row in top..<(top + height) {
            frame.rule(row: row, column: 0, count: width, " ", style: .plain)
        }
        drawTitle(into: &frame, row: top)
        let panel = model.page.panel
        let visible = height - 1
        guard visible > 0 else { return nil }
        let first = panel.scrollTop(height: visible)
        var cursor: (row: Int, column: Int)?
        for offset in 0..<visible {
            let index = first + offset
            guard index < panel.lines.count else { break }
            let row = top + 1 + offset
            let line = panel.lines[index]
            let focused = index == panel.cursor && line.isSelectable
            if focused, let editor = panel.editor {
                frame.put("✎", row: row, column: 0, style: theme.focusMarker)
                cursor = drawEditor(editor, line: line, into: &frame, row: row)
                continue
            }
            LinePainter.draw(
                content(of: line, focused: focused),
                into: &frame,
                row: row,
                column: contentStart,
                width: contentWidth
            )
            if focused {
                frame.put("▸", row: row, column: 0, style: theme.focusMarker)
                for column in 1..<max(1, width - 1) { frame[row, column].style.inverse = true }
            }
        }
        if first > 0 { frame.put("↑", row: top + 1, column: width - 1, style: theme.secondary) }
        if first + visible < panel.lines.count {
            frame.put("↓", row: top + visible, column: width - 1, style: theme.secondary)
        }
        return cursor
    }

    /// `── Data · Screen ───── writes rejected ─`.
    private func drawTitle(into frame: inout Frame, row: Int) {
        frame.rule(row: row, column: 0, count: width, style: theme.border)
        var right: Span?
        if !model.acceptsWrites, !model.page.screen.data.isEmpty {
            right = Span(" writes rejected ", theme.style(.red, bold: true))
        }
        let rightWidth = right.map { min($0.width, max(0, width - 4)) } ?? 0
        if let right, rightWidth > 0 {
            SpanWriter.draw([right], into: &frame, row: row, column: width - 1 - rightWidth, budget: rightWidth)
        }
        let title = [Span(" Data", theme.bold), Span(" · \(model.page.screen.name.value) ", theme.secondary)]
        let budget = max(0, width - 3 - (rightWidth > 0 ? rightWidth + 1 : 0))
        SpanWriter.draw(title, into: &frame, row: row, column: 2, budget: budget)
    }

    /// What a line shows: its name (indented by depth) on the left, its value on the right.
    private func content(of line: DataPanel.Line, focused: Bool) -> LineContent {
        switch line {
        case .heading(let group):
            return LineContent(left: [Span(group.rawValue, theme.bold)])
        case .nothing:
            return LineContent(left: [Span("No parameters, app data or state.", theme.secondary)], indent: 2)
        case .acceptsWrites:
            let on = model.acceptsWrites
            return LineContent(
                left: [Span("app accepts writes")],
                right: [Span(on ? "on" : "off", on ? theme.switchOn : theme.switchOff, fixed: true)],
                indent: indent(2)
            )
        case .handleCall(let call):
            return LineContent(
                left: [Span("handle.", theme.secondary), Span(call.description)],
                right: [Span("↵ call", theme.accent, fixed: true)],
                indent: indent(2)
            )
        case .field(let name):
            return LineContent(
                left: [Span(name)],
                right: valueSpans(line, focused: focused, expanded: model.page.panel.isExpanded(list: name)),
                indent: indent(line.depth)
            )
        case .part:
            return LineContent(
                left: [Span(line.name ?? "")],
                right: valueSpans(line, focused: focused, expanded: false),
                indent: indent(line.depth)
            )
        case .element(let list, let index, let id):
            let elements = model.page.state.elements(list) ?? []
            let record = model.page.state.recordType(of: list)
            var left = [Span(ValueText.id(id), theme.bold, fixed: true)]
            if elements.indices.contains(index), case .record(let fields) = elements[index],
                let label = ValueText.label(of: fields, record: record), !label.isEmpty
            {
                left.append(Span(" “\(label)”"))
            }
            let expanded = model.page.panel.isExpanded(element: id, in: list)
            return LineContent(
                left: left,
                right: [Span(expanded ? "⌄" : "›", theme.accent, fixed: true)],
                indent: indent(4)
            )
        case .elementField(_, _, _, let field):
            return LineContent(
                left: [Span(field)],
                right: valueSpans(line, focused: focused, expanded: false),
                indent: indent(line.depth)
            )
        }
    }

    /// The indent of a line at `depth`, smaller in narrow terminals so that names keep some room.
    private func indent(_ depth: Int) -> Int {
        min(depth, contentWidth / 4)
    }

    /// A value as a Swift literal in the style of its kind: Bools like a switch, enum cases in the accent colour
    /// (`‹ .medium ›` on the cursor's line, as ← → change them; a case that carries values by its name, the values
    /// being on the lines below), nil dimmed, a list as its count with `›` / `⌄`, an array or dictionary as its count,
    /// a struct as its type's name with `›` / `⌄` (a type the screen only passes on without).
    private func valueSpans(_ line: DataPanel.Line, focused: Bool, expanded: Bool) -> [Span] {
        guard let (value, type) = model.value(at: line) else { return [] }
        switch value {
        case .bool(let flag):
            return [Span(value.description, flag ? theme.switchOn : theme.switchOff, fixed: true)]
        case .enumCase, .caseWithValues:
            let text = "." + (value.caseName ?? "")
            return [Span(focused ? "‹ \(text) ›" : text, theme.accent)]
        case .null:
            return [Span("nil", theme.style(dim: true, italic: true), fixed: true)]
        case .list(let elements):
            guard case .list = type else {
                return [Span(ValueText.count(elements.count, of: type.wrapped ?? type), theme.secondary)]
            }
            return [
                Span(ValueText.count(elements.count), theme.secondary),
                Span(expanded ? " ⌄" : " ›", theme.accent, fixed: true),
            ]
        case .record:
            guard case .record(let record) = type.wrapped ?? type, record.isDeclared else {
                return [Span(ValueText.literal(value))]
            }
            guard !record.fields.isEmpty else { return [Span(record.name, theme.secondary)] }
            let open = model.page.panel.isExpanded(value: line.key)
            return [Span(record.name, theme.secondary), Span(open ? " ⌄" : " ›", theme.accent, fixed: true)]
        case .int, .string, .double:
            return [Span(ValueText.literal(value))]
        }
    }

    /// A value being typed: the name, then the text with the cursor in inverse video (the text scrolled
    /// horizontally so the cursor stays in view). Returns the cursor's position.
    private func drawEditor(
        _ editor: PanelEditor,
        line: DataPanel.Line,
        into frame: inout Frame,
        row: Int
    ) -> (row: Int, column: Int) {
        let name = line.name ?? ""
        let end = contentStart + contentWidth
        var column = contentStart + indent(line.depth)
        let nameWidth = SpanWriter.fitted(name, maxWidth: max(0, (end - column) / 2))
        if nameWidth > 0 {
            frame.put(name, row: row, column: column, style: theme.bold, maxWidth: nameWidth)
            column += nameWidth + 1
        }
        frame.put("=", row: row, column: column, style: theme.secondary)
        column += 2
        let available = max(1, end - column)
        let characters = Array(editor.text)
        let cursorIndex = min(editor.cursor, characters.count)
        // Characters before the cursor that fit, keeping one cell for the cursor itself.
        var start = cursorIndex
        var used = 0
        while start > 0, used + DisplayWidth.of(characters[start - 1]) <= available - 1 {
            start -= 1
            used += DisplayWidth.of(characters[start])
        }
        let before = String(characters[start..<cursorIndex])
        let after = String(characters[cursorIndex...])
        let drawn = frame.put(before, row: row, column: column, style: theme.style(underline: true), maxWidth: used)
        let cursorColumn = min(column + drawn, width - 1)
        let rest = max(0, end - cursorColumn)
        if rest > 0 {
            frame.put(after, row: row, column: cursorColumn, style: theme.style(underline: true), maxWidth: rest)
        }
        if cursorColumn < frame.width, row < frame.height {
            frame[row, cursorColumn].style.inverse = true
        }
        return (row, cursorColumn)
    }
}
