import ScreenIR
import ScreenRuntime
import TerminalUI

/// Draws the navigation bar: `‹ Back` or the left button (which replaces it) on the left, the secondary-right and right buttons on the
/// right, the title centred between them (a segmented control in its place, a subtitle or tabs on a second line).
///
/// Buttons are accent-coloured text (bold for `style: bold`, a spinner for `style: activity`, dim when disabled;
/// icons as `⌕` search, `+` add, `↗` share). A segmented control reads `│ Day │ Night │[Auto]│` and tabs
/// ` All  [家族]  Work 💼 `: the selected one is bracketed and in inverse video. The focused item is in inverse video;
/// a focused title is framed by `◂ … ▸` (← / → change it). When the bar is too narrow, buttons are cut to make room
/// for at least a few cells of title.
struct NavigationBarLayout {
    /// The model drawn.
    let model: PreviewModel
    /// The styles.
    let theme: PreviewTheme
    /// The spinner glyph of this frame (activity buttons).
    let spinner: String

    private var page: PreviewPage { model.page }

    /// Draws the bar into the first one or two rows of `frame`.
    func draw(into frame: inout Frame, width: Int) {
        let left = [item(.back), item(.left)].compactMap { $0 }
        let right = [item(.secondaryRight), item(.right)].compactMap { $0 }
        let natural = clusterWidth(left, .max) + clusterWidth(right, .max)
        let (center, second) = titleSpans(available: max(8, width - 4 - natural), secondLine: width - 2)
        let minimumCenter = min(center.width, 8)
        var cap = (left + right).map(\.width).max() ?? 0
        while cap > 3, clusterWidth(left, cap) + clusterWidth(right, cap) + minimumCenter + 4 > width { cap -= 1 }
        var column = 1
        for (index, spans) in left.enumerated() {
            if index > 0 { column += 2 }
            column += SpanWriter.draw(spans, into: &frame, row: 0, column: column, budget: min(cap, width - column))
        }
        let leftEnd = column
        let rightWidth = clusterWidth(right, cap)
        column = max(leftEnd, width - 1 - rightWidth)
        let rightStart = column
        for (index, spans) in right.enumerated() {
            if index > 0 { column += 2 }
            column += SpanWriter.draw(spans, into: &frame, row: 0, column: column, budget: min(cap, width - column))
        }
        let side = max(leftEnd, width - rightStart)
        if center.width <= width - 2 * side - 2 {
            SpanWriter.draw(center, into: &frame, row: 0, column: (width - center.width) / 2, budget: center.width)
        } else {
            let start = leftEnd + (leftEnd > 1 ? 1 : 0)
            let available = max(0, rightStart - start - (rightStart < width - 1 ? 1 : 0))
            let used = SpanWriter.measure(center, budget: available)
            SpanWriter.draw(center, into: &frame, row: 0, column: start + (available - used) / 2, budget: available)
        }
        if let second {
            let used = SpanWriter.measure(second, budget: width - 2)
            SpanWriter.draw(second, into: &frame, row: 1, column: max(1, (width - used) / 2), budget: width - 2)
        }
    }

    private func clusterWidth(_ items: [[Span]], _ cap: Int) -> Int {
        items.reduce(0) { $0 + min($1.width, cap) } + max(0, items.count - 1) * 2
    }

    /// The spans of a navigation-bar item, nil when the screen has none there.
    private func item(_ slot: NavigationSlot) -> [Span]? {
        var spans: [Span]
        switch slot {
        case .back:
            guard page.showsBackButton, let title = page.backTitle else { return nil }
            spans = [Span("‹ ", theme.accent, fixed: true), Span(title, theme.accent)]
        case .left, .secondaryRight, .right:
            guard let position = slot.buttonPosition, let button = page.rendered.navigationBar[position] else {
                return nil
            }
            spans = buttonSpans(button)
        case .title:
            return nil
        }
        if model.focus == .navigation(slot) { spans = spans.restyled { $0.inverse = true } }
        return spans
    }

    private func buttonSpans(_ button: RenderedNavigationButton) -> [Span] {
        if button.style == .activity { return [Span(spinner, theme.accent, fixed: true)] }
        var style = button.style == .bold ? theme.style(.blue, bold: true) : theme.accent
        if !button.enabled { style = theme.secondary.merged(Style(bold: style.bold)) }
        let marker = button.enabled ? [] : [Span(RowLines.disabledMarker + " ", style, fixed: true)]
        switch button.content {
        case .text(let title): return marker + [Span(model.text(title), style)]
        case .icon(let icon): return marker + [Span(Self.glyph(icon), style, fixed: true)]
        case .none: return marker
        }
    }

    /// The glyph of an icon button.
    static func glyph(_ icon: NavigationButton.Icon) -> String {
        switch icon {
        case .search: "⌕"
        case .add: "+"
        case .action: "↗"
        }
    }

    /// The spans of the title line and of the second line (subtitle or tabs), if any. Segments and tabs are fitted
    /// into `available` / `secondLine` cells by cutting every label to the same maximum width.
    private func titleSpans(available: Int, secondLine: Int) -> ([Span], [Span]?) {
        let focused = model.focus == .navigation(.title)
        switch page.rendered.title {
        case .text(let title):
            return ([Span(model.text(title), theme.bold)], nil)
        case .textWithSubtitle(let title, let subtitle):
            return ([Span(model.text(title), theme.bold)], [Span(model.text(subtitle), theme.secondary)])
        case .sectionControl(let segments, let selected):
            return (choices(segments, selected: selected, separator: "│", focused: focused, width: available), nil)
        case .textWithTabs(let title, let tabs, let selected):
            let tabSpans = choices(tabs, selected: selected, separator: " ", focused: focused, width: secondLine)
            return ([Span(model.text(title), theme.bold)], tabSpans)
        }
    }

    /// Segments or tabs: the selected one `[in brackets]` and inverse, the others padded with spaces; framed by
    /// `◂ … ▸` when focused.
    private func choices(
        _ texts: [DisplayText],
        selected: Int,
        separator: String,
        focused: Bool,
        width: Int
    )
        -> [Span]
    {
        let labels = texts.map(model.text)
        let overhead = (labels.count + 1) * separator.count + labels.count * 2 + (focused ? 2 : 0)
        var cap = labels.map { Span($0).width }.max() ?? 0
        while cap > 1, overhead + labels.reduce(0, { $0 + min(Span($1).width, cap) }) > width { cap -= 1 }
        var spans = [Span(separator, theme.border, fixed: true)]
        for (index, label) in labels.enumerated() {
            let text = SpanWriter.truncated(label, maxWidth: cap)
            if index == selected {
                spans += [
                    Span("[", theme.accent, fixed: true),
                    Span(text, theme.style(.blue, bold: true, inverse: true), fixed: true),
                    Span("]", theme.accent, fixed: true),
                ]
            } else {
                spans += [Span(" ", fixed: true), Span(text, fixed: true), Span(" ", fixed: true)]
            }
            spans.append(Span(separator, theme.border, fixed: true))
        }
        guard focused else { return spans }
        return [Span("◂", theme.focusMarker, fixed: true)] + spans + [Span("▸", theme.focusMarker, fixed: true)]
    }
}
