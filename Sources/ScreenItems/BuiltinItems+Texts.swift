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
                storage: .reader(.headerAccessory),
                doc: KeyDoc("`accessoryText: ItemListSectionHeaderAccessoryText(value:color:)`")),
            ItemKey(
                "actionText", .text,
                doc: KeyDoc(
                    required: "with `action`, `push` or `set`",
                    "`actionText:` (an accent-coloured button at the trailing edge)")),
            ItemKey(
                "action", .action, storage: optionalActionTarget,
                doc: KeyDoc(
                    heading: "`action` / `push` / `set`", type: "action name / screen / `{ field: value, … }`",
                    required: "with `actionText`", "`action:` — what the button does")),
            ItemKey("push", .special(type: "screen name or `{ screen:, with: }`", shape: .push), storage: .with("action"), doc: nil),
            ItemKey("set", .special(type: "`{ field: value, … }`", shape: .stateUpdate), storage: .with("action"), doc: nil),
            ItemKey("multiline", .bool, default: .bool(false), doc: KeyDoc(type: "Bool (`true` / `false`)", "`multiline:`")),
        ],
        parameters: [
            presentationData, ItemParameter("text", .builtIn(.headerText(text: "text", uppercased: "uppercased"))),
            .key("badge", hasDefault: true), ItemParameter("multiline", .key("multiline"), default: "false"),
            ItemParameter("accessoryText", .builtIn(.headerAccessory(of: "accessory")), hasDefault: true),
            .key("actionText", hasDefault: true), .key("action", hasDefault: true), sectionId, tag,
        ],
        row: BuiltinRow(
            "SectionHeader", doc: "`ItemListSectionHeaderItem`: a section's header, or a `sectionHeader` row.",
            isHandWritten: true))

    static let text = ItemDescription(
        name: "text", swiftName: "ItemListTextItem", module: "ItemListUI",
        summary: "free text between sections",
        keys: [
            textOrMarkdown, markdown,
            ItemKey(
                "textAlignment", .cases("natural", "center"), default: .enumCase("natural"),
                storage: .property(name: "alignment"), doc: KeyDoc("`textAlignment:`")),
            ItemKey(
                "textSize", .cases("generic", "larger"), default: .enumCase("generic"), storage: .property(name: "size"),
                doc: KeyDoc("`textSize:`")),
            ItemKey(
                "linkAction", .hook(payload: [.string]), storage: .reader(.linkAction(alwaysMarkdown: false)),
                doc: KeyDoc(
                    type: "hook name", required: "only with `markdown`",
                    "`linkAction:` — the hook receives the tapped link's target (a `String`), see [link hooks](#sections)")),
        ],
        parameters: [
            presentationData, formattedText, sectionId, linkAction, ItemParameter("style", .style, default: ".blocks"),
            ItemParameter("textSize", .key("textSize"), default: ".generic"),
            ItemParameter("textAlignment", .key("textAlignment"), default: ".natural"), tag,
        ],
        row: BuiltinRow("TextRow", doc: "`ItemListTextItem`: free text between sections."))

    static let textWithLabel = ItemDescription(
        name: "textWithLabel", swiftName: "ItemListTextWithLabelItem", module: "ItemListUI",
        summary: "a small label above a value",
        keys: [
            ItemKey("label", .text, required: true, doc: KeyDoc("`label:`")),
            ItemKey("text", .text, required: true, doc: KeyDoc("`text:`")),
            ItemKey("multiline", .bool, default: .bool(false), doc: KeyDoc("`multiline:`")),
            ItemKey(
                "labelColor", .cases("primary", "accent", "highlighted"), default: .enumCase("primary"),
                storage: .property(type: "TextColor"), doc: KeyDoc("`labelColor:`")),
            ItemKey(
                "textColor", .cases("primary", "accent", "highlighted"), default: .enumCase("primary"),
                doc: KeyDoc("`textColor:`")),
            ItemKey(
                "action", .action, storage: optionalActionTarget,
                doc: KeyDoc(required: actionDoc, "`action:` (the row is selectable only with an action)")),
            push(), set,
        ],
        parameters: [
            presentationData, .key("label"), .key("text"), ItemParameter("style", .style, default: ".plain"),
            ItemParameter("labelColor", .key("labelColor"), default: ".primary"),
            ItemParameter("textColor", .key("textColor"), default: ".primary"),
            ItemParameter("enabledEntityTypes", .swift("[]")), .key("multiline"), sectionId, .key("action"), tag,
        ],
        row: BuiltinRow("TextWithLabelRow", doc: "`ItemListTextWithLabelItem`: a small label above a value."))

    static let multilineText = ItemDescription(
        name: "multilineText", swiftName: "ItemListMultilineTextItem", module: "ItemListUI",
        summary: "read-only multi-line text",
        keys: [
            ItemKey("text", .text, required: true, doc: KeyDoc("`text:`")),
            ItemKey("font", .cases("default", "monospace"), default: .enumCase("default"), doc: KeyDoc("`font:`")),
            ItemKey("action", .action, storage: optionalActionTarget, doc: KeyDoc(required: actionDoc, "`action:` (selectable only with an action)")),
            push(), set,
        ],
        parameters: [
            presentationData, .key("text"), ItemParameter("enabledEntityTypes", .swift("[]")),
            ItemParameter("font", .key("font"), default: ".default"), sectionId, style, .key("action", hasDefault: true),
            tag,
        ],
        row: BuiltinRow("MultilineTextRow", doc: "`ItemListMultilineTextItem`: read-only multi-line text."))

    static let info = ItemDescription(
        name: "info", swiftName: "ItemListInfoItem", module: "ItemListUI",
        summary: "a notice with a title, text and an optional close button",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            textOrMarkdown, markdown,
            ItemKey(
                "linkAction", .hook(payload: [.string]), storage: .reader(.linkAction(alwaysMarkdown: false)),
                doc: KeyDoc(
                    type: "hook name", required: "only with `markdown`",
                    "`linkAction:` — the hook receives the tapped link's target (a `String`, from `InfoListItemLinkAction.tap`)")),
            ItemKey("closeAction", .action, doc: KeyDoc("`closeAction:` (no close button when absent)")),
        ],
        // ItemListInfoItem has no `tag:`. Its text at 952d90aa is not public: callers there pass `systemStyle:` after
        // `presentationData`, but whether it has a default is unknown, so it is always passed (`.legacy` too).
        parameters: [
            presentationData, ItemParameter("systemStyle", .systemStyle), .key("title"), formattedText, style, sectionId, linkAction,
            ItemParameter("closeAction", .key("closeAction")),
        ],
        row: BuiltinRow("InfoRow", doc: "`ItemListInfoItem`: a notice with a title, text and an optional close button."))

    static let activityText = ItemDescription(
        name: "activityText", swiftName: "ItemListActivityTextItem", module: "ItemListUI",
        summary: "footer-like text with an optional spinner",
        keys: [
            ItemKey("text", .text, required: true, doc: KeyDoc(type: "Text (rendered as markdown)", "`text:`")),
            ItemKey(
                "color", .cases("generic", "constructive", "destructive", "warning"), default: .enumCase("generic"),
                doc: KeyDoc("`color:`")),
            ItemKey("activity", .condition, default: .bool(false), doc: KeyDoc("`displayActivity:`")),
            ItemKey(
                "linkAction", .hook(payload: [.string]), storage: .reader(.linkAction(alwaysMarkdown: true)),
                doc: KeyDoc(
                    type: "hook name", 
                    "`linkAction:` — the hook receives the tapped link's target (a `String`)")),
        ],
        parameters: [
            ItemParameter("displayActivity", .key("activity")), presentationData,
            .key("text"), .key("color"), linkAction, sectionId,
        ],
        row: BuiltinRow("ActivityTextRow", doc: "`ItemListActivityTextItem`: footer-like text with an optional spinner."))

    static let placeholder = ItemDescription(
        name: "placeholder", swiftName: "ItemListPlaceholderItem", module: "ItemListUI",
        summary: "centred secondary text inside a section",
        keys: [ItemKey("text", .text, required: true, doc: KeyDoc("`text:`"))],
        parameters: [
            ItemParameter("theme", .swift("presentationData.theme")), .key("text"), sectionId, style, tag,
        ],
        row: BuiltinRow("PlaceholderRow", doc: "`ItemListPlaceholderItem`: centred secondary text inside a section."))

    // MARK: Keys and parameters the texts share

    /// `text:`, read with `markdown:` into the text and its format.
    static let textOrMarkdown = ItemKey(
        "text", .text, storage: .reader(.textOrMarkdown),
        doc: KeyDoc(default: "", required: "exactly one of `text` / `markdown`", "`text: .plain(…)`"))
    static let markdown = ItemKey(
        "markdown", .text, storage: .with("text"), doc: KeyDoc(default: "", "`text: .markdown(…)`"))
    /// `text: .plain(…)` / `.markdown(…)`.
    static let formattedText = ItemParameter("text", .builtIn(.formattedText(of: "text")))
    /// `linkAction:`, left out without one.
    static let linkAction = ItemParameter("linkAction", .builtIn(.linkAction(of: "linkAction")), hasDefault: true)
}
