import TerminalUI

/// The full key table (`?`), drawn in a box over the list: the keys of what the user is doing first (browsing the
/// screen, the data panel, editing), then the others under their headings, as many lines as fit (the bottom border
/// says when some do not).
enum HelpOverlay {
    /// What the user is doing, which decides the order of the key groups.
    enum Context {
        /// Moving through the screen.
        case browsing
        /// In the data panel.
        case panel
        /// Typing into an input.
        case editing

        /// The context of `model`.
        init(_ model: PreviewModel) {
            self = model.isShowingPanel ? .panel : model.isEditing ? .editing : .browsing
        }
    }

    /// The groups of keys in the order shown: a heading (nil for the first group) and its bindings.
    static func groups(_ context: Context) -> [(heading: String?, bindings: [PreviewKeyBinding])] {
        let browsing = ("Moving through the screen", PreviewKeyBindings.browsing)
        let panel = ("In the data panel (d)", PreviewKeyBindings.panel)
        let panelEditing = ("Typing a value in the data panel", PreviewKeyBindings.panelEditing)
        let editing = ("While editing an input", PreviewKeyBindings.editing)
        let ordered: [(String, [PreviewKeyBinding])]
        switch context {
        case .browsing: ordered = [browsing, editing, panel, panelEditing]
        case .panel: ordered = [panel, panelEditing, browsing, editing]
        case .editing: ordered = [editing, browsing, panel, panelEditing]
        }
        return ordered.enumerated().map { index, group in (index == 0 ? nil : group.0, group.1) }
    }

    /// Draws the box over `height` rows from `top` (as many bindings as fit).
    static func draw(into frame: inout Frame, theme: PreviewTheme, top: Int, height: Int, context: Context) {
        let width = frame.width
        guard height >= 3, width >= 8 else { return }
        var lines: [(PreviewKeyBinding?, String?)] = []
        for group in groups(context) {
            if let heading = group.heading { lines.append((nil, heading)) }
            lines += group.bindings.map { ($0, nil) }
        }
        let all = lines.compactMap(\.0)
        let keyWidth = min(all.map { SpanWriter.fitted($0.keys, maxWidth: 20) }.max() ?? 0, (width - 6) / 2)
        let boxHeight = min(height, lines.count + 2)
        for row in top..<(top + boxHeight) {
            frame.rule(row: row, column: 0, count: width, " ", style: .plain)
        }
        let right = width - 1
        let bottom = top + boxHeight - 1
        drawBorder(into: &frame, top: top, bottom: bottom, right: right, theme: theme)
        frame.put(" Keys ", row: top, column: 2, style: theme.bold, maxWidth: right - 3)
        if lines.count > boxHeight - 2 {
            frame.put(" ↓ more keys in a taller terminal ", row: bottom, column: 2, style: theme.secondary, maxWidth: right - 3)
        }
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
