import TerminalUI

/// The full key table (`?`), drawn in a box over the list: the keys for browsing, then those for editing.
enum HelpOverlay {
    /// Draws the box over `height` rows from `top` (as many bindings as fit).
    static func draw(into frame: inout Frame, theme: PreviewTheme, top: Int, height: Int) {
        let width = frame.width
        guard height >= 3, width >= 8 else { return }
        let all = PreviewKeyBindings.browsing + PreviewKeyBindings.editing
        let keyWidth = min(all.map { SpanWriter.fitted($0.keys, maxWidth: 20) }.max() ?? 0, (width - 6) / 2)
        var lines: [(PreviewKeyBinding?, String?)] = PreviewKeyBindings.browsing.map { ($0, nil) }
        lines.append((nil, "While editing an input"))
        lines += PreviewKeyBindings.editing.map { ($0, nil) }
        let boxHeight = min(height, lines.count + 2)
        for row in top..<(top + boxHeight) {
            frame.rule(row: row, column: 0, count: width, " ", style: .plain)
        }
        let right = width - 1
        let bottom = top + boxHeight - 1
        drawBorder(into: &frame, top: top, bottom: bottom, right: right, theme: theme)
        frame.put(" Keys ", row: top, column: 2, style: theme.bold, maxWidth: right - 3)
        for (offset, line) in lines.prefix(boxHeight - 2).enumerated() {
            let row = top + 1 + offset
            if let binding = line.0 {
                frame.put(binding.keys, row: row, column: 2, style: theme.bold, maxWidth: keyWidth)
                frame.put(binding.action, row: row, column: 4 + keyWidth, maxWidth: max(0, right - 5 - keyWidth))
            } else if let heading = line.1 {
                frame.put(heading, row: row, column: 2, style: theme.secondary, maxWidth: right - 3)
            }
        }
    }

    private static func drawBorder(into frame: inout Frame, top: Int, bottom: Int, right: Int, theme: PreviewTheme) {
        frame.put("╭", row: top, column: 0, style: theme.border)
        frame.rule(row: top, column: 1, count: right - 1, style: theme.border)
        frame.put("╮", row: top, column: right, style: theme.border)
        for row in (top + 1)..<bottom {
            frame.put("│", row: row, column: 0, style: theme.border)
            frame.put("│", row: row, column: right, style: theme.border)
        }
        frame.put("╰", row: bottom, column: 0, style: theme.border)
        frame.rule(row: bottom, column: 1, count: right - 1, style: theme.border)
        frame.put("╯", row: bottom, column: right, style: theme.border)
    }
}
