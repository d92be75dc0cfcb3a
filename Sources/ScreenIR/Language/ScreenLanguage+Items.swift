/// A screen's custom items (`items:`).
extension ScreenLanguage {
    /// The parameter types of a custom item's shorthand (`title: Text`) and `type:`.
    public static let customParameterTypeNames = [
        "Text", "Text?", "Bool", "Int", "condition", "action", "hook", "Icon", "Icon?",
    ]

    /// The parameters a custom item declaration names with a word alone, in the initializer's usual order.
    public static let fixedParameterNames = ["presentationData", "systemStyle", "sectionId", "style", "tag"]

    private static let valueTypeNames = ItemValueType.allCases.map(\.rawValue)

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
                .list(.anyOf([.words(fixedParameterNames), .dictionary(.anyOf([.words(customParameterTypeNames), .mapping(customParameter)]))])),
                required: true,
                "The initializer's parameters in order: a fixed word (`presentationData`, `sectionId`, …) or `label: type` / `label: { … }`.",
                anchor: "custom-items"),
        ])

    /// One parameter of a custom item written as a mapping.
    public static let customParameter = KeyTable(
        id: "customParameter", summary: "A custom item's parameter and the row key it reads.", anchor: "custom-items",
        keys: [
            LanguageKey("type", .words(customParameterTypeNames), "The parameter's type.", anchor: "custom-items"),
            LanguageKey("enum", .list(.name("case"), minimum: 1), "The words the row key takes.", anchor: "custom-items"),
            LanguageKey("bind", .words(valueTypeNames), "A bound field of this type (`Bool`, `Int`, `String`).", anchor: "custom-items"),
            LanguageKey("hook", .list(.words(valueTypeNames), maximum: 1), "A hook receiving these values (`[]`, `[Int]`).", anchor: "custom-items"),
            LanguageKey("setter", .name("bound key"), "The closure writing the field another parameter binds.", anchor: "custom-items"),
            LanguageKey("key", .name("row key"), "The row key, when it is not the label.", anchor: "custom-items"),
            LanguageKey("default", .scalar, "The value when a row leaves the key out.", anchor: "custom-items"),
            LanguageKey("required", .bool, "Whether a row must give the key.", anchor: "custom-items"),
            LanguageKey("doc", .name("docs"), "The key's documentation.", anchor: "custom-items"),
        ])
}
