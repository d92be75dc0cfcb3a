import ScreenExpressions
import ScreenIR
import ScreenRuntime
import TerminalUI

/// The lines each kind of row draws. Every kind reads without colour: switches show `[ on ●]` / `[○ off]`,
/// disclosures `›`, destructive actions `⚠`, checkboxes `✓`, info rows `!` and `×`, spinners `⟳`.
enum RowLines {
    /// The lines of `row` — when `context.isWindowed`, only its `keptLines` (those the row has), the first of them
    /// first: a row of wrapped text lays out only those, from where its `wrapIndex` says they begin.
    static func lines(_ row: RenderedRow, _ context: LayoutContext) -> [RowLine] {
        let target = PreviewFocus.row(row.stableID)
        let lines: [LineContent]
        switch row.content {
        case .sectionHeader, .text, .textWithLabel, .multilineText, .info, .activityText, .multilineInput:
            // Wrapped text: laid out as a window already when windowed.
            let focusable = RowFocus.isFocusable(row.content)
            let rowLines = wrappedLines(row, context).map { RowLine(content: $0, target: focusable ? target : nil) }
            return context.firstLine == 0 ? markedDisabled(rowLines, row.content, context.theme) : rowLines
        case .switch(let item): lines = switchLines(item, context)
        case .expandableSwitch(let item):
            return window(
                markedDisabled(expandableSwitchLines(item, id: row.stableID, context), row.content, context.theme),
                context)
        case .disclosure(let item): lines = disclosureLines(item, context)
        case .action(let item): lines = [actionLine(item, context)]
        case .checkbox(let item): lines = checkboxLines(item, context)
        case .singleLineInput(let item):
            lines = [InputLines.singleLine(item, editor: context.editor(for: row.stableID), context)]
        case .placeholder(let item):
            lines = [LineContent(left: [Span(context.text(item.text), context.theme.secondary)], centered: true)]
        case .described(let item): lines = [describedLine(item, context)]
        }
        let focusable = RowFocus.isFocusable(row.content)
        let rowLines = lines.map { RowLine(content: $0, target: focusable ? target : nil) }
        return window(markedDisabled(rowLines, row.content, context.theme), context)
    }

    /// The lines of a row of wrapped text (a header, text, labelled or multi-line text, info or activity text, a
    /// multi-line input).
    private static func wrappedLines(_ row: RenderedRow, _ context: LayoutContext) -> [LineContent] {
        switch row.content {
        case .sectionHeader(let item): TextLines.header(item, context)
        case .text(let item): TextLines.text(item, context)
        case .textWithLabel(let item): TextLines.textWithLabel(item, context)
        case .multilineText(let item): TextLines.multilineText(item, context)
        case .info(let item): TextLines.info(item, context)
        case .activityText(let item): TextLines.activity(item, context)
        case .multilineInput(let item): InputLines.multiline(item, editor: context.editor(for: row.stableID), context)
        default: []
        }
    }

    /// `lines` (all of a row's), only the kept ones when `context` is windowed.
    private static func window(_ lines: [RowLine], _ context: LayoutContext) -> [RowLine] {
        guard context.isWindowed, let kept = context.keptLines else { return lines }
        let lower = min(max(0, kept.lowerBound), lines.count)
        return Array(lines[lower..<min(max(lower, kept.upperBound), lines.count)])
    }

    /// The marker before the first line of a disabled row and before a disabled button's title: `⊘`, so that
    /// disabled reads without colour and without dim (a printed frame, `--static`), not only greyed.
    static let disabledMarker = "⊘"

    /// `lines` with `disabledMarker` before the first one when `content` is disabled (`enabled:` false).
    static func markedDisabled(_ lines: [RowLine], _ content: RenderedRow.Content, _ theme: PreviewTheme) -> [RowLine] {
        guard !content.isEnabled, !lines.isEmpty else { return lines }
        var marked = lines
        marked[0].content.left.insert(Span(disabledMarker + " ", theme.secondary, fixed: true), at: 0)
        if let cursor = marked[0].content.cursor { marked[0].content.cursor = cursor + 2 }
        return marked
    }

    /// The marker drawn for an item's icon, before its title: `▣ ` — in its `tint:` colour, in the accent colour
    /// for a `PresentationResourcesItemList` glyph (the app tints those), plain for a settings glyph or bundle image
    /// (drawn in their own colours). An icon chosen by the state is drawn as the state chose it (the runtime resolved
    /// it). Nothing without an icon.
    static func iconMarker(_ icon: IconReference?, _ theme: PreviewTheme) -> [Span] {
        guard let image = icon?.image else { return [] }
        let style: Style =
            switch image.tint {
            case .accent?: theme.accent
            case .destructive?: theme.destructive
            case .secondary?, .disabled?: theme.secondary
            case .primary?: theme.plain
            case nil: if case .itemList = image.source { theme.accent } else { theme.plain }
            }
        return [Span("▣ ", style, fixed: true)]
    }

    /// The avatar a disclosure's `iconPeer:` draws before its title, in place of an icon: the peer's initials in
    /// round brackets, `(AM) ` for Alex Morgan (up to two: the first letters of the name's first two words; `(?)`
    /// for a peer without a name), in the accent colour. Nothing without a peer.
    static func avatarMarker(_ peer: ExpressionValue?, _ theme: PreviewTheme) -> [Span] {
        guard let peer, let (_, name) = PeerSample.parts(of: peer) else { return [] }
        let initials = name.split(whereSeparator: \.isWhitespace).prefix(2).compactMap(\.first)
        let shown = initials.isEmpty ? "?" : String(initials).uppercased()
        return [Span("(\(shown)) ", theme.accent, fixed: true)]
    }

    /// The marker drawn for a disclosure's `titleIcon`, after its title: ` ▣`, coloured as `iconMarker` colours it.
    static func titleIconMarker(_ icon: IconReference?, _ theme: PreviewTheme) -> [Span] {
        iconMarker(icon, theme).map { Span(" ▣", $0.style, fixed: true) }
    }

    /// `[ on ●]` or `[○ off]`, with `🔒` before it while locked.
    static func switchGlyph(on: Bool, locked: Bool, enabled: Bool, _ theme: PreviewTheme) -> [Span] {
        var glyph = Span(on ? "[ on ●]" : "[○ off]", on ? theme.switchOn : theme.switchOff, fixed: true)
        if !enabled { glyph.style = glyph.style.dimmed }
        return (locked ? [Span("🔒 ", .plain, fixed: true)] : []) + [glyph]
    }

    private static func switchLines(_ item: RenderedRow.Switch, _ context: LayoutContext) -> [LineContent] {
        let theme = context.theme
        let titleStyle = item.enabled ? theme.plain : theme.secondary
        var lines = [
            LineContent(
                left: iconMarker(item.icon, theme) + [Span(context.text(item.title), titleStyle)],
                right: switchGlyph(on: item.value, locked: item.displayLocked, enabled: item.enabled, theme)
            )
        ]
        if let text = item.text {
            var style = item.textColor == .accent ? theme.accent : theme.secondary
            if !item.enabled { style = style.dimmed }
            lines.append(LineContent(left: [Span(context.text(text), style)]))
        }
        return lines
    }

    private static func expandableSwitchLines(
        _ item: RenderedRow.ExpandableSwitch,
        id: RowID,
        _ context: LayoutContext
    ) -> [RowLine] {
        let theme = context.theme
        let titleStyle = item.enabled ? theme.plain : theme.secondary
        let count = Span(" \(item.selectedCount)/\(item.subItems.count)", theme.secondary, fixed: true)
        var lines = [
            RowLine(
                content: LineContent(
                    left: [Span(item.isExpanded ? "▾ " : "▸ ", titleStyle, fixed: true)] + iconMarker(item.icon, theme)
                        + [Span(context.text(item.title), titleStyle), count],
                    right: switchGlyph(on: item.value, locked: item.displayLocked, enabled: item.enabled, theme)
                ),
                target: .row(id)
            )
        ]
        guard item.isExpanded else { return lines }
        for sub in item.subItems {
            let style = item.enabled && sub.isEnabled ? theme.plain : theme.secondary
            let box = Span(
                sub.isSelected ? "☑ " : "☐ ",
                sub.isSelected ? theme.accent.merged(style) : style,
                fixed: true
            )
            lines.append(
                RowLine(
                    content: LineContent(
                        left: (sub.isEnabled ? [] : [Span(disabledMarker + " ", style, fixed: true)])
                            + [box, Span(context.text(sub.title), style)],
                        indent: 2
                    ),
                    target: .subItem(row: id, id: sub.id)
                )
            )
        }
        return lines
    }
}

extension Style {
    /// `self` with the attributes of `other` added (colours of `self` kept).
    func merged(_ other: Style) -> Style {
        var copy = self
        copy.bold = bold || other.bold
        copy.dim = dim || other.dim
        copy.underline = underline || other.underline
        copy.inverse = inverse || other.inverse
        copy.italic = italic || other.italic
        return copy
    }
}
