/// Texts (their mapping forms), titles and icons.
extension ScreenLanguage {
    /// `{ key: Name }`, `{ key: Name, args: [...] }`, `{ key: Name, count: n }`.
    public static let keyText = KeyTable(
        id: "keyText", summary: "A localized text: a key of the app's strings table.", anchor: "texts",
        keys: [
            LanguageKey(
                "key", .name("localization key"), required: true,
                "A key of `Localizable.strings`, read as `presentationData.strings.<key>`.", anchor: "texts"),
            LanguageKey(
                "args", .list(.expression, minimum: 1), "The values of a formatted key's `%@` / `%d`, in order.",
                anchor: "texts"),
            LanguageKey("count", .expression, "The number a plural key is chosen by.", anchor: "texts"),
            LanguageKey(
                "linkBrackets", .bool,
                "`true`: each `[…]` of the key's value becomes a markdown link without a target (`]` → `]()`), so a "
                    + "markdown text's `linkAction` fires for it.",
                anchor: "links-in-a-keys-value"),
        ])

    /// `{ if: condition, then: Text, else: Text }`.
    public static let conditionText = KeyTable(
        id: "conditionText", summary: "A text chosen by a condition.", anchor: "computed-texts",
        keys: [
            LanguageKey("if", .condition, required: true, "The condition.", anchor: "computed-texts"),
            LanguageKey("then", .text, required: true, "The text shown when the condition holds.", anchor: "computed-texts"),
            LanguageKey("else", .text, required: true, "The text shown otherwise.", anchor: "computed-texts"),
        ])

    /// `{ switch: value, cases: { a: Text, … }, default: Text }`.
    public static let switchText = KeyTable(
        id: "switchText", summary: "A text chosen by an enum value.", anchor: "computed-texts",
        keys: [
            LanguageKey("switch", .expression, required: true, "The enum value that chooses the text.", anchor: "computed-texts"),
            LanguageKey("cases", .dictionary(.text), required: true, "A text per enum case.", anchor: "computed-texts"),
            LanguageKey("default", .text, "The text of the cases not listed.", anchor: "computed-texts"),
        ])

    /// The mapping forms of a text, by the key that starts each.
    public static let textForms: [KeyTable] = [keyText, conditionText, switchText, callText, joinText, linkText]

    /// `title:` written as one mapping.
    public static let title = KeyTable(
        id: "title", summary: "The navigation title: a text with a subtitle, segments or tabs.", anchor: "title",
        keys: [
            LanguageKey("text", .text, "The title text.", anchor: "title"),
            LanguageKey("subtitle", .text, "A subtitle under the title (`.textWithSubtitle`).", anchor: "title"),
            LanguageKey(
                "segments", .list(.text, minimum: 2), "A segmented control instead of a title (`.sectionControl`).",
                anchor: "title"),
            LanguageKey("tabs", .list(.text, minimum: 2), "Tabs under the title (`.textWithTabs`).", anchor: "title"),
            LanguageKey(
                "selected", .name("state field"), "The Int or enum state field of the selected segment or tab.",
                anchor: "title"),
        ])

    /// One variant of a `title:` list.
    public static let titleVariant = KeyTable(
        id: "titleVariant", summary: "A title variant: shown when `when` holds; the last has no `when`.",
        anchor: "title-variants",
        keys: [
            LanguageKey("when", .condition, "The condition under which this variant is shown.", anchor: "title-variants"),
            LanguageKey("text", .text, "The title text.", anchor: "title-variants"),
            LanguageKey("key", .name("localization key"), "Short for `text: { key: … }`.", anchor: "title-variants"),
            LanguageKey("subtitle", .text, "A subtitle under the title.", anchor: "title-variants"),
        ])

    /// `icon:`: where a row's image comes from (exactly one key).
    public static let icon = KeyTable(
        id: "icon", summary: "An icon: exactly one of `settings`, `itemList` or `bundle`, with `tint` and `precomposed`.", anchor: "icons",
        keys: [
            LanguageKey(
                "settings", .words(IconReference.settingsNames), "A `PresentationResourcesSettings` constant.",
                anchor: "icons"),
            LanguageKey(
                "itemList", .words(IconReference.itemListNames),
                "A `PresentationResourcesItemList` image, tinted for the theme.", anchor: "icons"),
            LanguageKey(
                "bundle", .name("asset path"), "An asset-catalog image without extension, like `Settings/Menu/DataPhotos`.",
                anchor: "icons"),
            LanguageKey(
                "tint", .words(IconTint.allCases.map(\.rawValue)),
                "The theme colour the image is drawn in (`generateTintedImage(image:color:)`).", anchor: "icons"),
            LanguageKey(
                "precomposed", .bool, "Whether the image is precomposed (`.precomposed()`), as Telegram's screens do.",
                anchor: "icons"),
        ])
}
