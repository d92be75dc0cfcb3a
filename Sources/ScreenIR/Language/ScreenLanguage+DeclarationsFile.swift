/// A declarations file: the app's declarations shared by many screens (`docs/Language.md#declarations-files`).
extension ScreenLanguage {
    /// The root key that makes a YAML file a declarations file rather than a screen file.
    public static let declarationsFileKey = "declarations"

    /// `imports:` of a screen file or a declarations file.
    static let importsKey = LanguageKey(
        "imports", .list(.name("path of a declarations file")),
        "Declarations files whose types, functions, reusable texts and custom items this file uses: paths relative "
            + "to this file.",
        anchor: "declarations-files")

    /// A declarations file's top level.
    public static let declarationsFile = KeyTable(
        id: "declarationsFile",
        summary: "A screenc declarations file: the app's types, functions, reusable texts and custom items, shared by "
            + "the screens that import it.",
        anchor: "declarations-files",
        keys: [
            LanguageKey(
                declarationsFileKey, .name("UpperCamelCase name"), required: true,
                "The file's name in messages: an UpperCamelCase identifier, like a screen's name. It makes the file a "
                    + "declarations file.",
                anchor: "declarations-files"),
            importsKey,
        ] + appDeclarationKeys)

    /// `types:`, `functions:`, `texts:` and `items:`: the same in a screen file and a declarations file.
    static let appDeclarationKeys = [
        LanguageKey(
            "types", .dictionary(.mapping(typeDeclaration)),
            "The app's types: name → `{ module:, members: }`, `{ module:, cases: }` or `{ module: }`.",
            anchor: "declared-types"),
        LanguageKey(
            "functions", .dictionary(.mapping(functionDeclaration)),
            "The app's functions texts and conditions call: name → `{ module:, parameters:, returns: }`.",
            anchor: "declared-functions"),
        LanguageKey(
            "texts", .dictionary(.mapping(reusableText)),
            "Reusable texts: name → `{ parameters:, text: }`, called by rows as `{ call: name, args: … }`.",
            anchor: "reusable-texts"),
        LanguageKey(
            "items", .dictionary(.mapping(customItem)),
            "Custom item kinds: name → `{ swift:, module:, summary:, parameters: }`, used by rows as `item: <name>`.",
            anchor: "custom-items"),
    ]
}
