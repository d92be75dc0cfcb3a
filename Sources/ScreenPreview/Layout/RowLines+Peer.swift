import ScreenIR
import ScreenRuntime
import TerminalUI

extension RowLines {
    /// A `peer` row (ItemListPeerItem): in editing mode the red delete control `⊖` of a removable row, the avatar
    /// marker `◉`, the peer's name (bold; grey while disabled) and its text (in its colour) — or its presence
/// (`online` in the accent colour, `last seen recently`, …, `offline` without one); on the right its label
    /// (`›` after a disclosure label, `(…)` around a badge), or `Delete ⌫` while its options are revealed — its own
    /// `revealOptions` instead, numbered, each in its colour (`1 Mute · 2 Unblock`). A row
    /// with `switchValue` shows its switch: `[ on ●]` / `[○ off]` on the right (`standard`), `✓` on the right
    /// (`check`, when on), or `☑` / `☐` before the avatar (`leftCheck`).
    static func peerLine(_ item: RenderedRow.Described, _ context: LayoutContext) -> LineContent {
        let theme = context.theme
        let editing = item.peerEditing
        var left: [Span] = []
        if editing?.showsDeleteControl == true { left.append(Span("⊖ ", theme.destructive)) }
        let switchOn: Bool? = if case .bool(let on)? = item.value(of: "switchValue") { on } else { nil }
        let switchStyle = item.value(of: "switchStyle")
        if let on = switchOn, case .enumCase("leftCheck")? = switchStyle {
            left.append(Span(on ? "☑ " : "☐ ", on ? theme.accent : theme.secondary, fixed: true))
        }
        left.append(Span("◉ ", theme.accent))
        left.append(Span(item.peer?.name ?? "", item.enabled ? theme.bold : theme.secondary))
        if case .text(let text)? = item.value(of: "text") {
            let color: Style =
                switch item.value(of: "textColor") {
                case .enumCase("accent")?: theme.accent
                case .enumCase("constructive")?: theme.constructive
                default: theme.secondary
                }
            left.append(Span("  " + context.text(text), color))
        } else if let presence = item.presenceText {
            left.append(Span("  " + presence.text, presence.isOnline ? theme.accent : theme.secondary))
        }
        if editing?.revealed == true {
            guard let options = item.revealOptions else {
                return LineContent(left: left, right: [Span("Delete ⌫", theme.destructive)])
            }
            var right: [Span] = []
            for (index, option) in options.enumerated() {
                if index > 0 { right.append(Span(" · ", theme.secondary)) }
                let style: Style =
                    switch option.color {
                    case "destructive": theme.destructive
                    case "accent": theme.accent
                    case "warning": theme.warning
                    default: theme.plain
                    }
                right.append(Span("\(index + 1) \(context.text(option.title))", style))
            }
            return LineContent(left: left, right: right)
        }
        var right: [Span] = []
        if let on = switchOn {
            switch switchStyle {
            case .enumCase("leftCheck")?: break
            case .enumCase("check")?: if on { right = [Span("✓", theme.accent, fixed: true)] }
            default: right = switchGlyph(on: on, locked: false, enabled: item.enabled, theme)
            }
            if !right.isEmpty { return LineContent(left: left, right: right) }
        }
        if case .text(let label)? = item.value(of: "label") {
            let shown = context.text(label)
            switch item.value(of: "labelStyle") {
            case .enumCase("disclosure")?: right = [Span(shown + " ›", theme.secondary)]
            case .enumCase("badge")?: right = [Span("(\(shown))", theme.accent)]
            default: right = [Span(shown, theme.secondary)]
            }
        }
        return LineContent(left: left, right: right)
    }
}
