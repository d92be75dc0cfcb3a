import ScreenRuntime
import TerminalUI

/// The toolbar, status line and help line at the bottom of the frame.
struct BottomBars {
    /// The model drawn.
    let model: PreviewModel
    /// The styles.
    let theme: PreviewTheme
    /// The frame width.
    let width: Int

    /// The toolbar: one action centred, two at the left and right, three at the left, centre and right (as
    /// ItemListUI places them); accent when enabled, dim after `⊘` when not, inverse when focused.
    func drawToolbar(into frame: inout Frame, row: Int) {
        let actions = model.page.rendered.toolbar
        guard !actions.isEmpty else { return }
        let slot = max(1, (width - 2) / max(actions.count, 1) - 1)
        for (index, action) in actions.enumerated() {
            var style = action.enabled ? theme.accent : theme.secondary
            if model.focus == .toolbar(index) { style.inverse = true }
            let marker = action.enabled ? [] : [Span(RowLines.disabledMarker + " ", style, fixed: true)]
            let span = marker + [Span(model.text(action.title), style)]
            let used = SpanWriter.measure(span, budget: slot)
            let column: Int
            switch action.placement {
            case .left: column = 1
            case .center: column = (width - used) / 2
            case .right: column = width - 1 - used
            }
            SpanWriter.draw(span, into: &frame, row: row, column: max(0, column), budget: slot)
        }
    }

    /// The status line: what the last key called, pushed or why it did nothing.
    func drawStatus(into frame: inout Frame, row: Int) {
        guard let status = model.status else { return }
        let style: Style
        switch status.kind {
        case .call: style = theme.style(.blue, bold: true)
        case .navigation: style = theme.accent
        case .ignored: style = theme.secondary
        case .problem: style = theme.style(.red, bold: true)
        }
        frame.put(status.message, row: row, column: 1, style: style, maxWidth: width - 2)
    }

    /// The help line: `key action · key action …`, as many whole items as fit (the first one cut with "…" when
    /// not even it fits).
    func drawHelp(into frame: inout Frame, row: Int) {
        let budget = width - 2
        var spans: [Span] = []
        for item in HelpLine.items(model) {
            let separator = spans.isEmpty ? [] : [Span(" · ", theme.secondary)]
            let next = separator + [Span(item.key, theme.bold), Span(" " + item.action, theme.secondary)]
            if !spans.isEmpty, spans.width + next.width > budget { break }
            spans += next
        }
        SpanWriter.draw(spans, into: &frame, row: row, column: 1, budget: budget)
    }
}
