import ScreenIR
import ScreenRuntime
import TerminalUI

extension RowLines {
    /// A disclosure: `title [badge]    label ›` (`⇅` for option arrows; a detail label on the next line).
    static func disclosureLines(_ item: RenderedRow.Disclosure, _ context: LayoutContext) -> [LineContent] {
        let theme = context.theme
        var left =
            avatarMarker(item.iconPeer, theme) + iconMarker(item.icon, theme)
            + [Span(context.text(item.title), item.titleColor == .accent ? theme.accent : theme.plain)]
            + titleIconMarker(item.titleIcon, theme)
        if let badge = item.titleBadge {
            left += [Span(" ", fixed: true), context.badge(context.text(badge), theme.color ? .blue : nil)]
        }
        var right: [Span] = []
        var below: [LineContent] = []
        let label = item.label.map(context.text) ?? ""
        if !label.isEmpty {
            switch item.labelStyle {
            case .text: right.append(Span(label, theme.secondary))
            case .coloredText(let color): right.append(Span(label, theme.style(of: color)))
            case .badge(let color): right.append(context.badge(label, theme.style(of: color).foreground))
            case .detailText: below.append(LineContent(left: [Span(label, theme.secondary)]))
            case .multilineDetailText:
                below += TextWrap.wrap([Span(label, theme.secondary)], width: context.contentWidth)
                    .map { LineContent(left: $0) }
            }
        }
        if let detail = item.additionalDetailLabel.map(context.text), !detail.isEmpty {
            let style: Style =
                switch item.additionalDetailLabelColor {
                case .generic: theme.secondary
                case .constructive: theme.constructive
                case .destructive: theme.destructive
                }
            below += TextWrap.wrap([Span(detail, style)], width: context.contentWidth).map { LineContent(left: $0) }
        }
        switch item.disclosureStyle {
        case .arrow: right.append(Span(right.isEmpty ? "›" : " ›", theme.secondary, fixed: true))
        case .optionArrows: right.append(Span(right.isEmpty ? "⇅" : " ⇅", theme.secondary, fixed: true))
        case .none: break
        }
        var lines = [LineContent(left: left, right: right)] + below
        if !item.enabled {
            lines = lines.map {
                LineContent(left: $0.left.restyled { $0.dim = true }, right: $0.right.restyled { $0.dim = true })
            }
        }
        return lines
    }

    /// An action: its title in the kind's colour (accent, red, primary, dim), `⚠` before a destructive one, centred
    /// when `alignment: center`.
    static func actionLine(_ item: RenderedRow.Action, _ context: LayoutContext) -> LineContent {
        let theme = context.theme
        let style: Style
        switch item.kind {
        case .generic: style = theme.accent
        case .destructive: style = theme.destructive
        case .neutral: style = theme.plain
        case .disabled: style = theme.secondary
        }
        var left: [Span] = []
        if item.declaredKind == .destructive { left.append(Span("⚠ ", style, fixed: true)) }
        left.append(Span(context.text(item.title), style))
        return LineContent(left: left, centered: item.alignment == .center)
    }

    /// A checkbox: `✓` on the left or right by `style` (blank when unchecked), the subtitle below.
    static func checkboxLines(_ item: RenderedRow.Checkbox, _ context: LayoutContext) -> [LineContent] {
        let theme = context.theme
        var markStyle = item.color == .accent ? theme.accent : theme.secondary
        var titleStyle = theme.plain
        if !item.enabled {
            markStyle = markStyle.dimmed
            titleStyle = theme.secondary
        }
        let mark = item.checked ? "✓" : " "
        let title = iconMarker(item.icon, theme) + [Span(context.text(item.title), titleStyle)]
        var lines: [LineContent]
        switch item.style {
        case .left: lines = [LineContent(left: [Span(mark + " ", markStyle, fixed: true)] + title)]
        case .right: lines = [LineContent(left: title, right: [Span(mark, markStyle, fixed: true)])]
        }
        if let subtitle = item.subtitle {
            lines.append(
                LineContent(left: [Span(context.text(subtitle), theme.secondary)], indent: item.style == .left ? 2 : 0)
            )
        }
        return lines
    }
}
