extension BuiltinItems {
    static let singleLineInput = ItemDescription(
        name: "singleLineInput", swiftName: "ItemListSingleLineInputItem", module: "ItemListUI",
        summary: "a one-line text field bound to a String field",
        keys: editedTextKeys + [
            ItemKey(
                "title", .text,
                doc: KeyDoc(
                    default: "none",
                    "`title:` — a leading caption: `NSAttributedString(string: …, textColor: presentationData.theme.list.itemPrimaryTextColor)` (the item keeps the caller's colour, and Display's initializer defaults to black); `NSAttributedString()` when absent")),
            ItemKey("placeholder", .text, default: .text(""), doc: KeyDoc("`placeholder:`")),
            ItemKey(
                "type", .cases("regular", "password", "email", "number", "decimal", "username"), default: .enumCase("regular"),
                storage: .property(type: "InputType"),
                doc: KeyDoc(
                    "`type:` — `.regular(capitalization:autocorrection:)`, `.password` (secure entry), `.email`, `.number`, `.decimal`, `.username`")),
            ItemKey(
                "capitalization", .bool, default: .bool(true), only: .value(of: "type", equals: "regular"),
                doc: KeyDoc(required: "only with `type: regular`", "the `capitalization:` of `.regular`")),
            ItemKey(
                "autocorrection", .bool, default: .bool(true), only: .value(of: "type", equals: "regular"),
                doc: KeyDoc(required: "only with `type: regular`", "the `autocorrection:` of `.regular`")),
            ItemKey("maxLength", .int(minimum: 0), default: .int(0), doc: KeyDoc(default: "`0` (unlimited)", "`maxLength:`")),
            ItemKey(
                "clearType", .cases("none", "always", "onFocus"), default: .enumCase("none"), byState: true,
                doc: KeyDoc("`clearType:` — the clear button: never, whenever there is text, or only while editing")),
            ItemKey("alignment", .cases("default", "right"), default: .enumCase("default"), doc: KeyDoc("`alignment:`")),
            ItemKey(
                "spacing", .special(type: "number ≥ 0 (points)", shape: .number(minimum: 0)),
                storage: .reader(.number(default: 0)),
                doc: KeyDoc(default: "`0`", "`spacing:` — the gap between the caption and the field")),
            enabled,
            ItemKey("action", .action, doc: KeyDoc("`action:` — the return key (`{}` when absent)")),
            inputChange,
        ],
        parameters: [
            presentationData, systemStyle, ItemParameter("title", .builtIn(.inputCaption(of: "title"))),
            editedText, .key("placeholder"),
            ItemParameter(
                "type", .builtIn(.inputType(type: "type", capitalization: "capitalization", autocorrection: "autocorrection")),
                hasDefault: true),
            ItemParameter("alignment", .key("alignment"), default: ".default"), .key("spacing", hasDefault: true),
            ItemParameter("clearType", .key("clearType"), default: ".none"),
            ItemParameter("maxLength", .key("maxLength"), default: "0"), .key("enabled", hasDefault: true), tag, sectionId,
            ItemParameter("textUpdated", .setter(of: "bind")), ItemParameter("action", .key("action"), absent: "{}"),
        ],
        row: BuiltinRow("SingleLineInputRow", doc: "`ItemListSingleLineInputItem`: a one-line text field bound to a String field."))

    static let multilineInput = ItemDescription(
        name: "multilineInput", swiftName: "ItemListMultilineInputItem", module: "ItemListUI",
        summary: "a multi-line text field bound to a String field",
        keys: editedTextKeys + [
            ItemKey("placeholder", .text, default: .text(""), doc: KeyDoc("`placeholder:`")),
            ItemKey(
                "maxLength", .int(minimum: 1),
                doc: KeyDoc(
                    type: "integer > 0", default: "— (no limit)",
                    "`maxLength: ItemListMultilineInputItemTextLimit(value:display:)` (`nil` when absent); unlike a single-line input's, the limit is not enforced: ItemListUI shows a remaining-characters counter that turns red past it")),
            ItemKey(
                "displayLimit", .bool, default: .bool(true), only: .key("maxLength"),
                doc: KeyDoc("the `display:` of the limit (the counter appears past 70 % of the limit)")),
            ItemKey("capitalization", .bool, default: .bool(true), doc: KeyDoc("`capitalization:`")),
            ItemKey("autocorrection", .bool, default: .bool(true), doc: KeyDoc("`autocorrection:`")),
            ItemKey(
                "minimalHeight", .special(type: "number (points)", shape: .number(minimum: nil)),
                storage: .reader(.number(default: nil)), doc: KeyDoc("`minimalHeight:`")),
            inputChange,
        ],
        parameters: [
            presentationData, systemStyle, editedText, .key("placeholder"),
            ItemParameter("maxLength", .builtIn(.textLimit(maxLength: "maxLength", display: "displayLimit"))),
            sectionId, style, ItemParameter("capitalization", .key("capitalization"), default: "true"),
            ItemParameter("autocorrection", .key("autocorrection"), default: "true"),
            .key("minimalHeight", hasDefault: true), ItemParameter("textUpdated", .setter(of: "bind")), tag,
        ],
        row: BuiltinRow(
            "MultilineInputRow", doc: "`ItemListMultilineInputItem`: a multi-line text field bound to a String field."))

    /// The text of an input, single-line or multi-line: `bind`, and `unedited`, the app's text it shows until the user
    /// edits it (`text: state.editedBio ?? data.bio`, the field a `String?` that stays `nil` until then).
    static let editedTextKeys = [
        bind(
            .string,
            doc: KeyDoc(
                "`text:` and `textUpdated:`; with `unedited`, a `String?` local field holding the user's edit "
                    + "(`nil` until they edit)")),
        ItemKey(
            "unedited", .value(.string),
            doc: KeyDoc(
                type: "`String` expression", default: "none",
                "`text: <bind> ?? <unedited>` — the text shown until the user edits it, read from app data or "
                    + "parameters (the current name, bio); `textUpdated:` writes `bind`")),
    ]

    /// `text:` of an input from `editedTextKeys`.
    static let editedText = ItemParameter("text", .builtIn(.editedText(bind: "bind", unedited: "unedited")))
}
