/// The keys each row kind accepts, besides `id`, `item`, `visible` and `forEach` which every row has.
/// `docs/Language.md` documents the same table.
enum RowKeys {
    static let common = ["id", "item", "visible"]
    /// Keys every row accepts after its kind's own (listed last in messages).
    static let repetition = ["forEach"]

    static func specific(_ kind: RowKind) -> [String] {
        switch kind {
        case .switch: ["title", "text", "textColor", "bind", "enabled", "locked", "lockedAction", "change"]
        case .expandableSwitch: ["title", "bind", "expanded", "subItems", "enabled", "locked", "change"]
        case .disclosure:
            ["title", "label", "labelStyle", "labelColor", "disclosureStyle", "titleColor", "titleBadge", "enabled", "action",
             "push"]
        case .action: ["title", "kind", "alignment", "enabled", "action", "push"]
        case .sectionHeader: SectionDecoder.headerKeys
        case .text: ["text", "markdown", "textAlignment", "textSize"]
        case .textWithLabel: ["label", "text", "multiline", "labelColor", "textColor", "action", "push"]
        case .singleLineInput:
            ["title", "placeholder", "bind", "type", "capitalization", "autocorrection", "maxLength", "clearType",
             "alignment", "enabled", "action", "change"]
        case .multilineInput:
            ["placeholder", "bind", "maxLength", "displayLimit", "capitalization", "autocorrection", "minimalHeight",
             "change"]
        case .multilineText: ["text", "font", "action", "push"]
        case .checkbox:
            ["title", "subtitle", "style", "color", "enabled", "bind", "selects", "checked", "action", "push", "change"]
        case .info: ["title", "text", "markdown", "closeAction"]
        case .activityText: ["text", "color", "activity"]
        case .placeholder: ["text"]
        }
    }

    static func allowed(_ kind: RowKind) -> [String] { common + specific(kind) + repetition }

    /// Whether rows of `kind` have a `change` hook (the kinds with a value the user changes).
    static func hasChangeHook(_ kind: RowKind) -> Bool {
        switch kind {
        case .switch, .expandableSwitch, .checkbox, .singleLineInput, .multilineInput: true
        default: false
        }
    }

    /// The row kinds that accept `key`, as a phrase ("a switch row or a checkbox row"), or nil if none does.
    static func kindsAccepting(_ key: String) -> String? {
        let kinds = RowKind.allCases.filter { specific($0).contains(key) }
        guard !kinds.isEmpty else { return nil }
        if kinds.count > 3 { return "\(kinds.prefix(3).map(\.phrase).joined(separator: ", ")) and others" }
        return kinds.map(\.phrase).joined(separator: " or ")
    }
}
