import ItemListPeerItem
import ScreenRuntime

/// ItemListPeerItem's composite parameters ↔ `RenderedRow.Described`: `text` (`.text(String, TextColor)`, `.presence`
/// with `presence:`, `.none`),
/// `label` (`.text(String, .standard)`, `.disclosure`, `.badge` / `.none`) and `editing` (`ItemListPeerItemEditing`
/// against the runtime's `PeerEditing`) and `switchValue` (`ItemListPeerItemSwitch` / nil against `switchValue` and
/// `switchStyle`).
func comparePeerParameter(
    _ label: String, _ actual: Any?, _ expected: RenderedRow.Described, _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    func text(_ key: String) -> String? {
        if case .text(let text)? = expected.value(of: key) { context.expectations.text(text) } else { nil }
    }
    func word(_ key: String, default value: String) -> String {
        if case .enumCase(let name)? = expected.value(of: key) { name } else { value }
    }
    if label == "revealOptions" {
        let generated =
            (actual as? ItemListPeerItemRevealOptions)?.options.map { "\($0.type) \($0.title)" } ?? []
        let ir = expected.revealOptions?.map { "\($0.color) \(context.expectations.text($0.title))" } ?? []
        mismatches.check(label, generated, ir)
        return
    }
    if label == "switchValue" {
        let generated = (actual as? ItemListPeerItemSwitch).map { "\($0.value), \($0.style), \($0.isEnabled)" } ?? "nil"
        let ir: String =
            if case .bool(let on)? = expected.value(of: "switchValue") {
                "\(on), \(word("switchStyle", default: "standard")), true"
            } else {
                "nil"
            }
        mismatches.check(label, generated, ir)
        return
    }
    switch actual {
    case let shown as ItemListPeerItemText:
        let generated: String =
            switch shown {
            case .presence: "presence"
            case .none: "none"
            case .text(let string, let color): "text(\(string), \(color))"
            }
        let ir =
            text("text").map { "text(\($0), \(word("textColor", default: "secondary")))" }
            ?? (expected.value(of: "presence") == nil ? "none" : "presence")
        mismatches.check(label, generated, ir)
    case let shown as ItemListPeerItemLabel:
        let generated: String =
            switch shown {
            case .none: "none"
            case .text(let string, let font): "text(\(string), \(font))"
            case .disclosure(let string): "disclosure(\(string))"
            case .badge(let string): "badge(\(string))"
            case .attributedText(let string): "attributedText(\(string.string))"
            }
        let ir: String =
            switch (text("label"), word("labelStyle", default: "text")) {
            case (nil, _): "none"
            case (let string?, "text"): "text(\(string), standard)"
            case (let string?, let style): "\(style)(\(string))"
            }
        mismatches.check(label, generated, ir)
    case let shown as ItemListPeerItemEditing:
        guard let editing = expected.peerEditing else {
            mismatches.record("\(label): the runtime has no peer editing state")
            return
        }
        mismatches.check("\(label).editable", shown.editable, editing.editable)
        mismatches.check("\(label).editing", shown.editing, editing.editing)
        mismatches.check("\(label).revealed", shown.revealed ?? false, editing.revealed)
        mismatches.check("\(label).canBeReordered", shown.canBeReordered, editing.canBeReordered)
    default:
        mismatches.record("\(label): unexpected \(actual.map { "\(type(of: $0))" } ?? "nil")")
    }
}
