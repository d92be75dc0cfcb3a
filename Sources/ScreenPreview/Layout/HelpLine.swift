import ScreenRuntime

/// The one-line help: the keys that apply to the focused item first, then moving, going back, help and quit, then
/// Tab and `[ ]` (cut first when the line is too narrow).
enum HelpLine {
    /// `(key, what it does)` pairs for the model's current focus and mode.
    static func items(_ model: PreviewModel) -> [(key: String, action: String)] {
        if let editor = model.editor {
            var items: [(String, String)] = [("type", "edit"), ("←→", "cursor")]
            if editor.isMultiline { items.append(("alt-enter", "new line")) }
            items += [("enter", "done"), ("esc", "done")]
            return items
        }
        if model.isShowingPanel { return panelItems(model) }
        var items = focusItems(model)
        items.append(("↑↓", "move"))
        if model.pages.count > 1 { items.append(("esc", "back")) }
        items += [("?", "help"), ("q", "quit"), ("d", "data"), ("tab", "bar/list/toolbar")]
        if !model.page.rendered.title.choices.isEmpty, model.focus != .navigation(.title) {
            items.append(("[ ]", "segment"))
        }
        return items
    }

    /// The data panel: what the cursor's line takes first, then moving, writes, closing, help and quit.
    private static func panelItems(_ model: PreviewModel) -> [(key: String, action: String)] {
        let panel = model.page.panel
        if panel.editor != nil { return [("type", "value"), ("enter", "set"), ("esc", "cancel"), ("←→", "cursor")] }
        var items: [(String, String)] = []
        let line = panel.currentLine
        switch line {
        case .acceptsWrites: items = [("space", "switch")]
        case .handleCall: items = [("enter", "call")]
        case .element: items = [("→←", "fields"), ("a", "add"), ("x", "remove"), ("K J", "move")]
        case .field, .elementField, .part:
            if let (value, type) = model.value(at: line) {
                switch type.wrapped ?? type {
                case .bool: items = [("space", "toggle")]
                case .enumeration: items = [("←→", "case")]
                case .int, .int32, .int64: items = [("enter", "type"), ("←→", "−1 +1")]
                case .double: items = [("enter", "type")]
                case .string: items = [("enter", "type")]
                case .list: items = [("→←", "elements"), ("a", "add")]
                case .peerId: items = [("enter", "type")]
                case .record(let record) where record.isDeclared && !record.fields.isEmpty:
                    items = value == .null ? [] : [("→←", "members")]
                case .array, .dictionary: items = [("a", "add"), ("x", "remove")]
                case .optional, .record, .peer: break
                }
                if type.wrapped != nil { items.append(("n", value == .null ? "value" : "nil")) }
                if line.element != nil, !items.contains(where: { $0.0 == "a" }) {
                    items += [("a", "add"), ("x", "remove")]
                }
            }
        case .heading, .nothing: break
        }
        items += [("↑↓", "move"), ("esc", "close")]
        if !model.page.screen.data.isEmpty { items.append(("w", model.acceptsWrites ? "reject writes" : "accept writes")) }
        items += [("?", "keys"), ("q", "quit")]
        return items
    }

    private static func focusItems(_ model: PreviewModel) -> [(String, String)] {
        switch model.focus {
        case nil: return []
        case .navigation(.back)?: return [("enter", "back")]
        case .navigation(.title)?: return [("←→", "segment")]
        case .navigation?: return [("←→", "button"), ("enter", "tap")]
        case .toolbar?: return [("←→", "action"), ("enter", "tap")]
        case .subItem?: return [("space", "toggle")]
        case .row(let id)?:
            guard let content = model.page.rendered.row(stableID: id)?.content else { return [] }
            switch content {
            case .switch(let item) where item.action != nil: return [("space", "toggle"), ("enter", "tap")]
            case .switch, .checkbox: return [("space", "toggle")]
            case .expandableSwitch: return [("space", "toggle"), ("enter", "expand")]
            case .disclosure(let item):
                if case .push? = item.action { return [("→", "open")] }
                return item.action == nil ? [] : [("enter", "open")]
            case .action: return [("enter", "run")]
            case .singleLineInput, .multilineInput: return [("enter", "edit")]
            case .info: return [("enter", "close")]
            case .described(let item) where item.peerEditing?.editable == true:
                let toggle: [(String, String)] = item.peerSwitch == nil ? [] : [("space", "toggle")]
                guard let options = item.revealOptions else {
                    let swipe = item.peerEditing?.revealed == true ? ("→", "hide delete") : ("←", "reveal delete")
                    return toggle + [("enter", "tap"), swipe, ("x", "delete")]
                }
                let swipe = item.peerEditing?.revealed == true ? ("→", "hide options") : ("←", "reveal options")
                return toggle + [("enter", "tap"), swipe, ("1–\(options.count)", "choose")]
            case .described(let item) where item.peerSwitch != nil:
                return [("space", "toggle"), ("enter", "tap")]
            default: return [("enter", "tap")]
            }
        }
    }
}
