/// Sections, their headers and footers, and the keys every row has.
extension ScreenLanguage {
    /// One entry of `sections:`.
    public static let section = KeyTable(
        id: "section", summary: "A section of the list: a case of the section enum.", anchor: "sections",
        keys: [
            LanguageKey("id", .name("identifier"), required: true, "The section's id, a Swift identifier.", anchor: "sections"),
            LanguageKey(
                "header", .anyOf([.uppercasableText, .mapping(header)]),
                "A header: a text, `{ key:, uppercased: true }`, or `{ text:, uppercased:, badge:, accessory:, actionText:, action:, multiline: }`.",
                anchor: "sections"),
            LanguageKey(
                "footer", .anyOf([.text, .mapping(footer)]), "A footer: a text, `{ text: }` or `{ markdown:, linkAction: }`.",
                anchor: "sections"),
            LanguageKey(
                "visible", .condition, "A condition: the section, its header and footer show only while it holds.",
                anchor: "sections"),
            LanguageKey("rows", .list(.row), required: true, "The section's rows, in order.", anchor: "rows"),
        ])

    /// A section header written with its options (also the keys of a `sectionHeader` row).
    public static let header = KeyTable(
        id: "header", summary: "A section header with options (`ItemListSectionHeaderItem`).", anchor: "sections",
        keys: [
            LanguageKey("text", .text, required: true, "The header text.", anchor: "sections"),
            LanguageKey("uppercased", .bool, "Show the text in capitals (`.uppercased()`).", anchor: "sections"),
            LanguageKey("badge", .text, "A badge after the text.", anchor: "sections"),
            LanguageKey(
                "accessory", .anyOf([.text, .mapping(accessory)]), "A trailing accessory text, `{ text:, color: }`.",
                anchor: "sections"),
            LanguageKey(
                "actionText", .text, "The title of an accent button at the trailing edge; needs `action`, `push` or `set`.",
                anchor: "sections"),
            LanguageKey("action", .name("action name"), "The hook the header's button calls.", anchor: "actions"),
            LanguageKey("push", .push, "The screen the header's button pushes.", anchor: "actions"),
            LanguageKey(
                "set", .stateUpdate, "State the header's button writes: `{ field: value, … }`.",
                anchor: "setting-state-from-buttons-and-rows"),
            LanguageKey("multiline", .bool, "Let the header wrap onto several lines.", anchor: "sections"),
        ])

    /// A footer written as a mapping.
    public static let footer = KeyTable(
        id: "footer", summary: "A section footer (`ItemListTextItem`).", anchor: "sections",
        keys: [
            LanguageKey("text", .text, "A plain footer text.", anchor: "sections"),
            LanguageKey("markdown", .text, "A markdown footer text: `**bold**`, `[link](target)`.", anchor: "sections"),
            LanguageKey(
                "linkAction", .name("hook"), "The hook a tap on a markdown link calls with its target (markdown only).",
                anchor: "sections"),
        ])

    /// The keys every row has, before its kind's own.
    public static let rowCommon = KeyTable(
        id: "rowCommon", summary: "The keys every row has.", anchor: "rows",
        keys: [
            LanguageKey("id", .name("identifier"), required: true, "The row's id, a Swift identifier unique in the screen.", anchor: "rows"),
            LanguageKey(
                "item", .name("item kind"), required: true,
                "The row's item kind: a shipped kind (`switch`, `disclosure`, …) or one of the screen's `items:`.",
                anchor: "rows"),
            LanguageKey("visible", .condition, "A condition: the row shows only while it holds.", anchor: "rows"),
        ])

    /// The keys every row has after its kind's own.
    public static let rowRepetition = KeyTable(
        id: "rowRepetition", summary: "Repeating a row for each element of a list.", anchor: "repeated-rows",
        keys: [
            LanguageKey(
                "forEach", .name("`<element> in <list>`"),
                "`<element> in <list>`: one row per element of a list of app data.", anchor: "repeated-rows"),
            LanguageKey(
                "reorder", .anyOf([.name("hook"), .mapping(reorder)]),
                "The hook a drag of a repeated `peer` row or removable custom item calls in editing mode, with the list's "
                    + "ids in their new order; `{ hook:, after: drop }` calls it once, when the drag ends.",
                anchor: "reordering"),
        ])

    /// `reorder: { hook:, after: }`.
    public static let reorder = KeyTable(
        id: "reorder", summary: "A reorderable list's hook and when it is called.", anchor: "reordering",
        keys: [
            LanguageKey(
                "hook", .name("hook"), required: true, "The hook called with the list's ids in their new order.",
                anchor: "reordering"),
            LanguageKey(
                "after", .words(["move", "drop"]),
                "`move` (the default): after every accepted move (`setReorderEntry`); `drop`: once, when the drag ends "
                    + "(`setReorderCompleted`), the list showing the dragged order until the app's data emits again.",
                anchor: "reordering"),
        ])
}
