import ScreenIR
import ScreenRuntime
import TerminalUI

extension RowLines {
    /// A described item (`peerAction`, a custom item), drawn from its values alone: the title on the left (accent
    /// when a tap runs an action, grey while disabled; `‹item›` when it has no title), after the icon marker built-in
    /// rows draw when the row gives an icon, and the other values on the
    /// right, `key value` each (`value 30 · maximum 365`): bound and typed values and numbers always, words and flags
    /// only when they differ from the key's default (`color destructive`, `editing on`). Hooks and actions are not
    /// drawn: they are what it does. A removable row draws as a peer row does: `⊖` while the list is edited, and
    /// `Delete ⌫` instead of its values while its options are revealed.
    static func describedLine(_ item: RenderedRow.Described, _ context: LayoutContext) -> LineContent {
        if item.peer != nil { return peerLine(item, context) }
        let theme = context.theme
        var titleStyle = item.action != nil ? theme.accent : theme.plain
        if !item.enabled { titleStyle = theme.secondary }
        let title = item.title.map { Span(context.text($0), titleStyle) } ?? Span("‹\(item.itemName)›", theme.secondary)
        // A removable row's editing condition is drawn as its delete control, not as a value.
        let editingKeys = item.description.parameters.compactMap { parameter -> String? in
            if case .optionsEditing(_, _, let editing, _, _) = parameter.source { editing } else { nil }
        }
        var shown: [String] = []
        for (key, value) in item.values where key != "enabled" && !editingKeys.contains(key) {
            let defaultValue = item.description.key(named: key)?.defaultValue
            switch value {
            case .text(let text) where text != item.title: shown.append("\(key) \(context.text(text))")
            case .bool(let flag) where defaultValue != .bool(flag): shown.append("\(key) \(flag ? "on" : "off")")
            case .int(let number): shown.append("\(key) \(number)")
            case .enumCase(let name) where defaultValue != .enumCase(name): shown.append("\(key) \(name)")
            case .bound(_, let value), .value(let value):
                shown.append("\(key) \(ConditionContext.interpolation(of: value))")
            case .text, .bool, .enumCase, .hook, .action, .icon, .peer, .revealOptions: continue
            }
        }
        let deleteControl = item.peerEditing?.showsDeleteControl == true ? [Span("⊖ ", theme.destructive)] : []
        let left = deleteControl + iconMarker(item.icon, theme) + [title]
        if item.peerEditing?.revealed == true {
            return LineContent(left: left, right: [Span("Delete ⌫", theme.destructive)])
        }
        let right = shown.isEmpty ? [] : [Span(shown.joined(separator: " · "), theme.secondary)]
        return LineContent(left: left, right: right)
    }
}
