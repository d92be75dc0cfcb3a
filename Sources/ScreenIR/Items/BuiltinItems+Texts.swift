extension BuiltinItems {
    static let sectionHeader = ItemDescription(
        name: "sectionHeader", swiftName: "ItemListSectionHeaderItem", module: "ItemListUI",
        summary: "a section header as an explicit row",
        keys: [
            ItemKey("text", .text, required: true, doc: KeyDoc("`text:`")),
            ItemKey(
                "uppercased", .bool, default: .bool(false),
                doc: KeyDoc("`text:` in capitals (`.uppercased()`), see [Sections](#sections)")),
            ItemKey("badge", .text, doc: KeyDoc("`badge:`")),
            ItemKey(
                "accessory", .special(
                    type: "`{ text: Text, color: generic \\| destructive }`",
                    shape: .anyOf([.text, .mapping(ScreenLanguage.accessory)])),
                doc: KeyDoc("`accessoryText: ItemListSectionHeaderAccessoryText(value:color:)`")),
            ItemKey(
                "actionText", .text,
                doc: KeyDoc(
                    required: "with `action`, `push` or `set`",
                    "`actionText:` (an accent-coloured button at the trailing edge)")),
            ItemKey(
                "action", .action,
                doc: KeyDoc(
                    heading: "`action` / `push` / `set`", type: "action name / screen / `{ field: value, … }`",
                    required: "with `actionText`", "`action:` — what the button does")),
            ItemKey("push", .special(type: "screen name", shape: .name("screen name")), doc: nil),
            ItemKey("set", .special(type: "`{ field: value, … }`", shape: .stateUpdate), doc: nil),
            ItemKey("multiline", .bool, default: .bool(false), doc: KeyDoc(type: "Bool (`true` / `false`)", "`multiline:`")),
        ],
        parameters: [
            presentationData, .key("text"), .key("badge", hasDefault: true), .key("multiline", hasDefault: true),
            ItemParameter("accessoryText", .key("accessory"), hasDefault: true), .key("actionText", hasDefault: true),
            .key("action", hasDefault: true), sectionId, tag,
        ])

    static let text = ItemDescription(
        name: "text", swiftName: "ItemListTextItem", module: "ItemListUI",
        summary: "free text between sections",
        keys: [
            ItemKey(
                "text", .text,
                doc: KeyDoc(default: "", required: "exactly one of `text` / `markdown`", "`text: .plain(…)`")),
            ItemKey("markdown", .text, doc: KeyDoc(default: "", "`text: .markdown(…)`")),
            ItemKey("textAlignment", cases(TextRow.Alignment.self), default: .enumCase("natural"), doc: KeyDoc("`textAlignment:`")),
            ItemKey("textSize", cases(TextRow.Size.self), default: .enumCase("generic"), doc: KeyDoc("`textSize:`")),
            ItemKey(
                "linkAction", .hook(payload: [.string]),
                doc: KeyDoc(
                    type: "hook name", required: "only with `markdown`",
                    "`linkAction:` — the hook receives the tapped link's target (a `String`), see [link hooks](#sections)")),
        ],
        parameters: [
            presentationData, ItemParameter("text", .key("text")), sectionId, .key("linkAction", hasDefault: true), style,
            ItemParameter("textSize", .key("textSize"), hasDefault: true),
            ItemParameter("textAlignment", .key("textAlignment"), hasDefault: true), tag,
        ])

    static let textWithLabel = ItemDescription(
        name: "textWithLabel", swiftName: "ItemListTextWithLabelItem", module: "ItemListUI",
        summary: "a small label above a value",
        keys: [
            ItemKey("label", .text, required: true, doc: KeyDoc("`label:`")),
            ItemKey("text", .text, required: true, doc: KeyDoc("`text:`")),
            ItemKey("multiline", .bool, default: .bool(false), doc: KeyDoc("`multiline:`")),
            ItemKey("labelColor", cases(TextWithLabelRow.TextColor.self), default: .enumCase("primary"), doc: KeyDoc("`labelColor:`")),
            ItemKey("textColor", cases(TextWithLabelRow.TextColor.self), default: .enumCase("primary"), doc: KeyDoc("`textColor:`")),
            ItemKey(
                "action", .action, doc: KeyDoc(required: actionDoc, "`action:` (the row is selectable only with an action)")),
            push(), set,
        ],
        parameters: [
            presentationData, .key("label"), .key("text"), style, .key("labelColor", hasDefault: true),
            .key("textColor", hasDefault: true), ItemParameter("enabledEntityTypes", .swift("[]")), .key("multiline"),
            sectionId, .key("action"), tag,
        ])

    static let multilineText = ItemDescription(
        name: "multilineText", swiftName: "ItemListMultilineTextItem", module: "ItemListUI",
        summary: "read-only multi-line text",
        keys: [
            ItemKey("text", .text, required: true, doc: KeyDoc("`text:`")),
            ItemKey("font", cases(MultilineTextRow.Font.self), default: .enumCase("default"), doc: KeyDoc("`font:`")),
            ItemKey("action", .action, doc: KeyDoc(required: actionDoc, "`action:` (selectable only with an action)")),
            push(), set,
        ],
        parameters: [
            presentationData, .key("text"), ItemParameter("enabledEntityTypes", .swift("[]")),
            .key("font", hasDefault: true), sectionId, style, .key("action", hasDefault: true), tag,
        ])

    static let info = ItemDescription(
        name: "info", swiftName: "ItemListInfoItem", module: "ItemListUI",
        summary: "a notice with a title, text and an optional close button",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey(
                "text", .text,
                doc: KeyDoc(default: "", required: "exactly one of `text` / `markdown`", "`text: .plain(…)`")),
            ItemKey("markdown", .text, doc: KeyDoc(default: "", "`text: .markdown(…)`")),
            ItemKey(
                "linkAction", .hook(payload: [.string]),
                doc: KeyDoc(
                    type: "hook name", required: "only with `markdown`",
                    "`linkAction:` — the hook receives the tapped link's target (a `String`, from `InfoListItemLinkAction.tap`)")),
            ItemKey("closeAction", .action, doc: KeyDoc("`closeAction:` (no close button when absent)")),
        ],
        parameters: [
            presentationData, systemStyle, .key("title"), .key("text"), style, sectionId, .key("linkAction", hasDefault: true),
            ItemParameter("closeAction", .key("closeAction")), tag,
        ])

    static let activityText = ItemDescription(
        name: "activityText", swiftName: "ItemListActivityTextItem", module: "ItemListUI",
        summary: "footer-like text with an optional spinner",
        keys: [
            ItemKey("text", .text, required: true, doc: KeyDoc(type: "Text (rendered as markdown)", "`text:`")),
            ItemKey("color", cases(ActivityTextRow.Color.self), default: .enumCase("generic"), doc: KeyDoc("`color:`")),
            ItemKey("activity", .condition, default: .bool(false), doc: KeyDoc("`displayActivity:`")),
            ItemKey(
                "linkAction", .hook(payload: [.string]),
                doc: KeyDoc(
                    type: "hook name", 
                    "`linkAction:` — the hook receives the tapped link's target (a `String`)")),
        ],
        parameters: [
            ItemParameter("displayActivity", .key("activity")), presentationData, .key("text"), .key("color"),
            .key("linkAction", hasDefault: true), sectionId,
        ])

    static let placeholder = ItemDescription(
        name: "placeholder", swiftName: "ItemListPlaceholderItem", module: "ItemListUI",
        summary: "centred secondary text inside a section",
        keys: [ItemKey("text", .text, required: true, doc: KeyDoc("`text:`"))],
        parameters: [
            ItemParameter("theme", .swift("presentationData.theme")), .key("text"), sectionId, style, tag,
        ])
}
