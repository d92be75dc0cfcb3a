import ScreenIR
import ScreenRuntime

/// A one-line description of a rendered row, close to `stubDescription(of:)` so the two sides of a failure can be
/// read next to each other: `<sectionId> <kind> <texts and flags> · <row id>#<stable id>`.
func describe(_ row: RenderedRow, _ texts: Expectations) -> String {
    func quoted(_ text: DisplayText?) -> String { visible(texts.text(text) ?? "") }
    var flags: [String] = []
    let body: String
    switch row.content {
    case .switch(let item):
        if !item.enabled { flags.append("disabled") }
        if item.displayLocked { flags.append("locked") }
        body = "switch \(quoted(item.title)) \(item.value ? "on" : "off")"
    case .expandableSwitch(let item):
        if !item.enabled { flags.append("disabled") }
        if item.displayLocked { flags.append("locked") }
        if item.isExpanded { flags.append("expanded") }
        body =
            "expandableSwitch \(quoted(item.title)) \(item.value ? "on" : "off") \(item.selectedCount)/\(item.subItems.count)"
    case .disclosure(let item):
        if !item.enabled { flags.append("disabled") }
        body = "disclosure \(quoted(item.title)) label \(quoted(item.label))"
    case .action(let item):
        body = "action \(quoted(item.title)) \(item.kind) \(item.alignment)"
    case .sectionHeader(let item):
        body = "header \(quoted(item.text))"
    case .text(let item):
        body = "text \(item.format == .markdown ? "markdown " : "")\(quoted(item.text))"
    case .textWithLabel(let item):
        body = "textWithLabel \(quoted(item.label)) \(quoted(item.text))"
    case .singleLineInput(let item):
        if !item.enabled { flags.append("disabled") }
        if item.maxLength != 0 { flags.append("maxLength \(item.maxLength)") }
        body = "singleLineInput \(visible(item.text)) placeholder \(quoted(item.placeholder)) \(item.type)"
    case .multilineInput(let item):
        if let limit = item.maxLength { flags.append("maxLength \(limit)") }
        body = "multilineInput \(visible(item.text)) placeholder \(quoted(item.placeholder))"
    case .multilineText(let item):
        body = "multilineText \(quoted(item.text))"
    case .checkbox(let item):
        if !item.enabled { flags.append("disabled") }
        body = "checkbox \(quoted(item.title)) \(item.checked ? "[x]" : "[ ]")"
    case .info(let item):
        if item.closeAction != nil { flags.append("closable") }
        body = "info \(quoted(item.title)) \(quoted(item.text))"
    case .activityText(let item):
        if item.displayActivity { flags.append("spinner") }
        body = "activityText \(quoted(item.text)) \(item.color)"
    case .placeholder(let item):
        body = "placeholder \(quoted(item.text))"
    case .described(let item):
        if !item.enabled { flags.append("disabled") }
        body = "\(item.itemName) \(quoted(item.title))"
    }
    return "\(row.sectionIndex) \(body)\(flags.map { " " + $0 }.joined()) · \(row.rowID)#\(row.stableID)"
}
