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
        var items = focusItems(model)
        items.append(("↑↓", "move"))
        if model.pages.count > 1 { items.append(("esc", "back")) }
        items += [("?", "help"), ("q", "quit"), ("tab", "bar/list/toolbar")]
        if !model.page.rendered.title.choices.isEmpty, model.focus != .navigation(.title) {
            items.append(("[ ]", "segment"))
        }
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
            case .switch, .checkbox: return [("space", "toggle")]
            case .expandableSwitch: return [("space", "toggle"), ("enter", "expand")]
            case .disclosure(let item):
                if case .push? = item.action { return [("→", "open")] }
                return item.action == nil ? [] : [("enter", "open")]
            case .action: return [("enter", "run")]
            case .singleLineInput, .multilineInput: return [("enter", "edit")]
            case .info: return [("enter", "close")]
            default: return [("enter", "tap")]
            }
        }
    }
}
