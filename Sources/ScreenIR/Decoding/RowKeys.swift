/// The keys each row kind accepts, besides `id`, `item`, `visible` and `forEach` which every row has.
/// `docs/Language.md` documents the same table.
enum RowKeys {
    static let common = ["id", "item", "visible"]
    /// Keys every row accepts after its kind's own (listed last in messages).
    static let repetition = ["forEach"]

    static func specific(_ kind: RowKind) -> [String] {
        baseKeys(kind) + detailKeys(kind)
    }

    /// Issue 10 (icons, link hooks, input details): the keys added to the built-in kinds, after their others.
    static func detailKeys(_ kind: RowKind) -> [String] {
        switch kind {
        case .switch, .expandableSwitch, .disclosure: ["icon"]
        case .checkbox: ["icon", "iconPlacement"]
        case .text, .info, .activityText: ["linkAction"]
        case .singleLineInput: ["spacing"]
        case .action, .sectionHeader, .textWithLabel, .multilineInput, .multilineText, .placeholder: []
        }
    }

    private static func baseKeys(_ kind: RowKind) -> [String] {
        switch kind {
        case .switch: ["title", "text", "textColor", "bind", "enabled", "locked", "lockedAction", "change"]
        case .expandableSwitch: ["title", "bind", "expanded", "subItems", "enabled", "locked", "change"]
        case .disclosure:
            ["title", "label", "labelStyle", "labelColor", "disclosureStyle", "titleColor", "titleBadge", "enabled", "action",
             "push", "set"]
        case .action: ["title", "kind", "alignment", "enabled", "action", "push", "set"]
        case .sectionHeader: SectionDecoder.headerKeys
        case .text: ["text", "markdown", "textAlignment", "textSize"]
        case .textWithLabel: ["label", "text", "multiline", "labelColor", "textColor", "action", "push", "set"]
        case .singleLineInput:
            ["title", "placeholder", "bind", "type", "capitalization", "autocorrection", "maxLength", "clearType",
             "alignment", "enabled", "action", "change"]
        case .multilineInput:
            ["placeholder", "bind", "maxLength", "displayLimit", "capitalization", "autocorrection", "minimalHeight",
             "change"]
        case .multilineText: ["text", "font", "action", "push", "set"]
        case .checkbox:
            ["title", "subtitle", "style", "color", "enabled", "bind", "selects", "checked", "action", "push", "change"]
        case .info: ["title", "text", "markdown", "closeAction"]
        case .activityText: ["text", "color", "activity"]
        case .placeholder: ["text"]
        }
    }

    /// Every key a row of `kind` accepts: `common`, the kind's own, then `repetition`. Built once per kind: every
    /// row asks.
    static func allowed(_ kind: RowKind) -> [String] {
        switch kind {
        case .switch: Allowed.switch
        case .expandableSwitch: Allowed.expandableSwitch
        case .disclosure: Allowed.disclosure
        case .action: Allowed.action
        case .sectionHeader: Allowed.sectionHeader
        case .text: Allowed.text
        case .textWithLabel: Allowed.textWithLabel
        case .singleLineInput: Allowed.singleLineInput
        case .multilineInput: Allowed.multilineInput
        case .multilineText: Allowed.multilineText
        case .checkbox: Allowed.checkbox
        case .info: Allowed.info
        case .activityText: Allowed.activityText
        case .placeholder: Allowed.placeholder
        }
    }

    private enum Allowed {
        static func keys(_ kind: RowKind) -> [String] { common + specific(kind) + repetition }
        static let `switch` = keys(.switch)
        static let expandableSwitch = keys(.expandableSwitch)
        static let disclosure = keys(.disclosure)
        static let action = keys(.action)
        static let sectionHeader = keys(.sectionHeader)
        static let text = keys(.text)
        static let textWithLabel = keys(.textWithLabel)
        static let singleLineInput = keys(.singleLineInput)
        static let multilineInput = keys(.multilineInput)
        static let multilineText = keys(.multilineText)
        static let checkbox = keys(.checkbox)
        static let info = keys(.info)
        static let activityText = keys(.activityText)
        static let placeholder = keys(.placeholder)
    }

    /// The keys of a row whose kind is unknown.
    static let commonAndRepetition = common + repetition

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
