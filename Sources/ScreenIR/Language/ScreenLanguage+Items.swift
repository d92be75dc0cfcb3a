/// A screen's custom items (`items:`).
extension ScreenLanguage {
    /// The words of a custom item's parameter types (`title: Text`, `type:`) besides Swift types (`Int64`,
    /// `AutoremoveTimeoutPreset?`) and the environment's values.
    public static let customParameterTypeNames = [
        "Text", "Text?", "Bool", "condition", "action", "hook", "Icon", "Icon?",
    ]

    /// The parameters a custom item declaration names with a word alone, in the initializer's usual order: the
    /// fixed ones and the environment's values.
    public static let fixedParameterNames = [
        "presentationData", "systemStyle", "sectionId", "style", "tag", "strings", "theme", "dateTimeFormat",
        "nameDisplayOrder", "context",
    ]

    /// A parameter's type: one of the words, or a Swift type (`Int64`, `AutoremoveTimeoutPreset?`).
    private static let parameterType = ValueShape.anyOf([.words(customParameterTypeNames), .name("type")])

    /// One custom item under `items:`.
    public static let customItem = KeyTable(
        id: "customItem", summary: "A custom item kind: the Swift call a row of this kind becomes.",
        anchor: "custom-items",
        keys: [
            LanguageKey(
                "swift", .name("Swift type or factory"), required: true,
                "The Swift type or factory function the generated code calls.", anchor: "custom-items"),
            LanguageKey(
                "module", .name("module"),
                "The module that declares it; the generated file imports it. Leave it out for an item of the module "
                    + "the generated files are compiled into.",
                anchor: "custom-items"),
            LanguageKey("summary", .name("one line"), "One line for docs and tools.", anchor: "custom-items"),
            LanguageKey(
                "parameters",
                .list(.anyOf([.words(fixedParameterNames), .dictionary(.anyOf([parameterType, .mapping(customParameter)]))])),
                required: true,
                "The initializer's parameters in order: a fixed word (`presentationData`, `sectionId`, …) or `label: type` / `label: { … }`.",
                anchor: "custom-items"),
        ])

    /// One parameter of a custom item written as a mapping.
    public static let customParameter = KeyTable(
        id: "customParameter", summary: "A custom item's parameter and the row key it reads.", anchor: "custom-items",
        keys: [
            LanguageKey(
                "type", parameterType, "The parameter's type: `Text`, `condition`, `action`, `Icon`, … or a Swift type.",
                anchor: "custom-items"),
            LanguageKey("enum", .list(.name("case"), minimum: 1), "The words the row key takes.", anchor: "custom-items"),
            LanguageKey(
                "bind", .name("type"), "A bound field of this type (state or app data).", anchor: "custom-items"),
            LanguageKey("hook", .list(.name("type"), maximum: 1), "A hook receiving these values (`[]`, `[Int]`).", anchor: "custom-items"),
            LanguageKey("setter", .name("bound key"), "The closure writing the field another parameter binds.", anchor: "custom-items"),
            LanguageKey(
                "editing", .name("Swift type"),
                "A removable row's editing value: `<type>(editable:editing:revealed:)`.", anchor: "removable-custom-items"),
            LanguageKey(
                "id", .name("typed key"), "The key whose value identifies the row to its reveal closure.",
                anchor: "removable-custom-items"),
            LanguageKey(
                "fixed", .dictionary(.scalar), "More arguments of the editing value, as literals (`reorderable: false`).",
                anchor: "removable-custom-items"),
            LanguageKey(
                "revealOptions", .name("typed key"), "The `(ID?, ID?) -> Void` closure reporting swipes.",
                anchor: "removable-custom-items"),
            LanguageKey(
                "remove", .list(.name("type")), "The closure removing the row: the row's `remove:` hook.",
                anchor: "removable-custom-items"),
            LanguageKey("key", .name("row key"), "The row key, when it is not the label.", anchor: "custom-items"),
            LanguageKey("default", .scalar, "The value when a row leaves the key out.", anchor: "custom-items"),
            LanguageKey("required", .bool, "Whether a row must give the key.", anchor: "custom-items"),
            LanguageKey("doc", .name("docs"), "The key's documentation.", anchor: "custom-items"),
        ])
}
