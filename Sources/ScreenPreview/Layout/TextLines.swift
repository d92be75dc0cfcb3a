import ScreenIR
import ScreenRuntime
import TerminalUI

/// The lines of the text-like rows: headers, footers and text rows, labelled text, multi-line text, info and
/// activity text. Long text wraps at word boundaries by display width.
enum TextLines {
    /// A section header: text and badge on the left, the accessory on the right; wrapped when multiline.
    static func header(_ item: RenderedRow.SectionHeader, _ context: LayoutContext) -> [LineContent] {
        let theme = context.theme
        let text = context.text(item.text)
        // A key the strings do not have is shown as the key itself: uppercasing it would hide which key it is.
        let isRawKey = item.text.source == .localized(key: text)
        var spans = [Span(item.uppercased && !isRawKey ? text.uppercased() : text, theme.secondary)]
        if let badge = item.badge {
            spans += [Span(" ", fixed: true), context.badge(context.text(badge), theme.color ? .blue : nil)]
        }
        var right: [Span] = []
        if let accessory = item.accessory {
            right = [
                Span(
                    context.text(accessory.text),
                    accessory.color == .destructive ? theme.destructive : theme.secondary
                )
            ]
        }
        if let actionText = item.actionText, item.action != nil {
            if !right.isEmpty { right.append(Span(" ", fixed: true)) }
            right.append(Span(context.text(actionText), theme.accent))
        }
        guard item.multiline else { return [LineContent(left: spans, right: right)] }
        let reserved = right.isEmpty ? 0 : min(right.width, context.contentWidth / 2) + 1
        let wrapped = context.wrap(spans, width: context.contentWidth - reserved)
        let first = context.firstLine
        return wrapped.enumerated().map { index, line in
            LineContent(
                left: line.map {
                    var span = $0
                    span.isFixed = true
                    return span
                },
                right: first + index == 0 ? right : []
            )
        }
    }

    /// A text row or footer: plain or markdown, wrapped, secondary unless `textSize: larger`.
    static func text(_ item: RenderedRow.Text, _ context: LayoutContext) -> [LineContent] {
        let theme = context.theme
        let base = item.size == .larger ? theme.plain : theme.secondary
        return paragraph(context.text(item.text), format: item.format, base: base, context)
            .map { LineContent(left: $0, centered: item.alignment == .center) }
    }

    /// A labelled value: the label above, the text below (wrapped when multiline).
    static func textWithLabel(_ item: RenderedRow.TextWithLabel, _ context: LayoutContext) -> [LineContent] {
        let theme = context.theme
        func style(_ color: TextWithLabelRow.TextColor, primary: Style) -> Style {
            switch color {
            case .primary: primary
            case .accent: theme.accent
            case .highlighted: theme.style(.blue, underline: true)
            }
        }
        let label = LineContent(left: [Span(context.text(item.label), style(item.labelColor, primary: theme.secondary))]
        )
        let text = Span(context.text(item.text), style(item.textColor, primary: theme.plain))
        guard item.multiline else { return [label, LineContent(left: [text])] }
        return (context.laysOut(line: 0) ? [label] : [])
            + context.wrap([text], width: context.contentWidth, after: 1).map { LineContent(left: $0) }
    }

    /// Read-only wrapped text (monospace in another colour).
    static func multilineText(_ item: RenderedRow.MultilineText, _ context: LayoutContext) -> [LineContent] {
        let style = item.font == .monospace ? context.theme.style(.cyan) : context.theme.plain
        let spans = [Span(context.text(item.text), style)]
        return context.wrap(spans, width: context.contentWidth).map { LineContent(left: $0) }
    }

    /// An info card: ` ! ` and the title, `×` for the close button, the text below.
    static func info(_ item: RenderedRow.Info, _ context: LayoutContext) -> [LineContent] {
        let theme = context.theme
        let title = LineContent(
            left: [
                Span(" ! ", theme.badge(theme.color ? .red : nil), fixed: true), Span(" ", fixed: true),
                Span(context.text(item.title), theme.bold),
            ],
            right: item.closeAction == nil ? [] : [Span("×", theme.secondary, fixed: true)]
        )
        let indent = 4
        let body = paragraph(
            context.text(item.text),
            format: item.format,
            base: theme.plain,
            context,
            width: context.contentWidth - indent,
            after: 1
        )
        return (context.laysOut(line: 0) ? [title] : []) + body.map { LineContent(left: $0, indent: indent) }
    }

    /// Activity text: a spinner while active, then markdown text in the row's colour.
    static func activity(_ item: RenderedRow.ActivityText, _ context: LayoutContext) -> [LineContent] {
        let theme = context.theme
        let base: Style
        switch item.color {
        case .generic: base = theme.secondary
        case .constructive: base = theme.constructive
        case .destructive: base = theme.destructive
        case .warning: base = theme.warning
        }
        let prefix = item.displayActivity ? 2 : 0
        let lines = paragraph(
            context.text(item.text),
            format: .markdown,
            base: base,
            context,
            width: context.contentWidth - prefix
        )
        let first = context.firstLine
        return lines.enumerated().map { index, line in
            guard item.displayActivity else { return LineContent(left: line) }
            if first + index > 0 { return LineContent(left: line, indent: prefix) }
            return LineContent(left: [Span(context.spinner + " ", theme.accent, fixed: true)] + line)
        }
    }

    /// Plain or markdown text wrapped to `width` (default: the content width), as the row's lines from line `after`
    /// on; each line's spans are fixed, since they already fit. Only the kept lines get their spans, and only they
    /// are laid out when windowed (see `LayoutContext.wrap`).
    static func paragraph(
        _ text: String,
        format: TextFormat,
        base: Style,
        _ context: LayoutContext,
        width: Int? = nil,
        after offset: Int = 0
    ) -> [[Span]] {
        let spans =
            format == .markdown
            ? Markdown.spans(context.markdownRuns(of: text), base: base, link: context.theme.accent.merged(base))
            : [Span(text, base)]
        return context.wrap(spans, width: max(1, width ?? context.contentWidth), after: offset).map { line in
            line.map {
                var span = $0
                span.isFixed = true
                return span
            }
        }
    }
}
