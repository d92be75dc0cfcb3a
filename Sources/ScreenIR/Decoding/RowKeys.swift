/// The keys each row kind accepts, besides `id`, `item` and `visible` which every row has.
/// `docs/Language.md` documents the same table.
enum RowKeys {
    static let common = ["id", "item", "visible"]

    static func specific(_ kind: RowKind) -> [String] {
        switch kind {
        case .switch: ["title", "text", "textColor", "bind", "enabled", "locked", "lockedAction"]
        case .expandableSwitch: ["title", "bind", "expanded", "subItems", "enabled", "locked"]
        case .disclosure:
            ["title", "label", "labelStyle", "labelColor", "disclosureStyle", "titleColor", "titleBadge", "enabled", "action",
             "push"]
        case .action: ["title", "kind", "alignment", "enabled", "action", "push"]
        case .sectionHeader: SectionDecoder.headerKeys
        case .text: ["text", "markdown", "textAlignment", "textSize"]
        case .textWithLabel: ["label", "text", "multiline", "labelColor", "textColor", "action", "push"]
        case .singleLineInput:
            ["title", "placeholder", "bind", "type", "capitalization", "autocorrection", "maxLength", "clearType",
             "alignment", "enabled", "action"]
        case .multilineInput:
            ["placeholder", "bind", "maxLength", "displayLimit", "capitalization", "autocorrection", "minimalHeight"]
        case .multilineText: ["text", "font", "action", "push"]
        case .checkbox: ["title", "subtitle", "style", "color", "enabled", "bind", "selects", "checked", "action", "push"]
        case .info: ["title", "text", "markdown", "closeAction"]
        case .activityText: ["text", "color", "activity"]
        case .placeholder: ["text"]
        }
    }

    static func allowed(_ kind: RowKind) -> [String] { common + specific(kind) }

    /// The row kinds that accept `key`, as a phrase ("a switch row or a checkbox row"), or nil if none does.
    static func kindsAccepting(_ key: String) -> String? {
        let kinds = RowKind.allCases.filter { specific($0).contains(key) }
        guard !kinds.isEmpty else { return nil }
        if kinds.count > 3 { return "\(kinds.prefix(3).map(\.phrase).joined(separator: ", ")) and others" }
        return kinds.map(\.phrase).joined(separator: " or ")
    }
}
