/// The fixed mappings of the screen language, each a `KeyTable`: the keys the decoders allow (with "did you mean")
/// and the keys the JSON Schema describes (`screenc schema`). Row kinds are described by `ItemCatalogue`. Declared
/// here with the tables the item descriptions name; `ScreenIR` declares the others.
public enum ScreenLanguage {
    /// A header's accessory written as a mapping.
    public static let accessory = KeyTable(
        id: "accessory", summary: "A header's accessory text (`ItemListSectionHeaderAccessoryText`).", anchor: "sections",
        keys: [
            LanguageKey("text", .text, required: true, "The accessory text.", anchor: "sections"),
            LanguageKey("color", .words(["generic", "destructive"]), "`generic` (the default) or `destructive`.", anchor: "sections"),
        ])

    /// `{ if: condition, then: word, else: word }`: an option's word chosen by the state (`ItemKey.byState`); `then` and
    /// `else` are words or choices again.
    public static let conditionWord = KeyTable(
        id: "conditionWord", summary: "An option's word chosen by a condition.", anchor: "options-chosen-by-the-state",
        keys: [
            LanguageKey("if", .condition, required: true, "The condition.", anchor: "options-chosen-by-the-state"),
            LanguageKey(
                "then", .any, required: true, "The word while the condition holds (or another choice).",
                anchor: "options-chosen-by-the-state"),
            LanguageKey(
                "else", .any, required: true, "The word otherwise (or another choice).",
                anchor: "options-chosen-by-the-state"),
        ])

    /// `{ switch: value, cases: { a: word, "b, c": word }, default: word }`: an option's word chosen by an enum value.
    public static let switchWord = KeyTable(
        id: "switchWord", summary: "An option's word chosen by an enum value.", anchor: "options-chosen-by-the-state",
        keys: [
            LanguageKey(
                "switch", .expression, required: true, "The enum value that chooses the word.",
                anchor: "options-chosen-by-the-state"),
            LanguageKey(
                "cases", .dictionary(.any), required: true,
                "A word (or another choice) per enum case; `a, b:` gives several cases one word.",
                anchor: "options-chosen-by-the-state"),
            LanguageKey(
                "default", .any, required: true, "The word of the cases not listed (or another choice).",
                anchor: "options-chosen-by-the-state"),
        ])

    /// One entry of an `expandableSwitch` row's `subItems:`.
    public static let subItem = KeyTable(
        id: "subItem", summary: "A checkable sub-item of an expandable switch.", anchor: "expandableswitch",
        keys: [
            LanguageKey("id", .name("identifier"), required: true, "The sub-item's id.", anchor: "expandableswitch"),
            LanguageKey("title", .text, required: true, "The sub-item's title.", anchor: "expandableswitch"),
            LanguageKey("bind", .name("Bool field"), required: true, "The Bool field the sub-item toggles.", anchor: "expandableswitch"),
            LanguageKey("enabled", .condition, "Whether the sub-item can be toggled.", anchor: "expandableswitch"),
        ])
}
