import ScreenExpressions

/// The app's declarations: `types:`, `functions:` and `texts:` of a screen or a declarations file, and the text forms
/// that use them.
extension ScreenLanguage {
    /// The type names every screen knows without declaring them.
    public static let builtinTypeNames = ["Bool", "Int", "Int32", "Int64", "Double", "String", "PeerId", "Peer"]

    /// The environment values a function's parameter may be (passed by the generated call, never written).
    public static let environmentNames = EnvironmentValue.allCases.map(\.rawValue)

    /// One type under `types:`.
    public static let typeDeclaration = KeyTable(
        id: "typeDeclaration",
        summary: "An app type the screen reads: a struct or class (`members`), an enum (`cases`), or neither (passed on).",
        anchor: "declared-types",
        keys: [
            LanguageKey(
                "module", .name("module"), "The module that declares it; a generated file that uses it imports it. "
                    + "Leave it out for a type of the module the generated files are compiled into.",
                anchor: "declared-types"),
            LanguageKey(
                "swift", .name("Swift type"), "The Swift spelling when it is not the name (`GlobalPrivacySettings.NonContactChatsPrivacy`).",
                anchor: "declared-types"),
            LanguageKey(
                "members", .dictionary(.name("type")), "A struct's or class's members the screen reads: name → type.",
                anchor: "declared-types"),
            LanguageKey(
                "cases", .anyOf([.list(.name("case"), minimum: 1), .dictionary(.anyOf([.scalar, .dictionary(.name("type"))]))]),
                "An enum's cases: a list of names, or name → the values it carries (label → type).",
                anchor: "declared-types"),
            LanguageKey(
                "equatable", .bool, "Whether the type is `Equatable` (default `true`): an entry can carry it.",
                anchor: "declared-types"),
            LanguageKey(
                "sendable", .bool, "Whether the type is `Sendable` (default `false`).", anchor: "declared-types"),
            LanguageKey("summary", .name("one line"), "One line for readers and tools.", anchor: "declared-types"),
        ])

    /// One function under `functions:`.
    public static let functionDeclaration = KeyTable(
        id: "functionDeclaration", summary: "An app function texts and conditions call: a formatter or a predicate.",
        anchor: "declared-functions",
        keys: [
            LanguageKey(
                "module", .name("module"), "The module that declares it; leave it out for the module being compiled.",
                anchor: "declared-functions"),
            LanguageKey("swift", .name("Swift name"), "The Swift name when it is not the name.", anchor: "declared-functions"),
            LanguageKey(
                "parameters",
                .list(.anyOf([.words(environmentNames), .dictionary(.anyOf([.name("type"), .mapping(functionParameter)]))])),
                "The parameters in order: an environment value (`strings`, `theme`, …) or `label: type`.",
                anchor: "declared-functions"),
            LanguageKey(
                "returns", .name("type"), "The result type: `String` (the default), `Bool`, `Int`, … or a declared type.",
                anchor: "declared-functions"),
            LanguageKey("sample", .scalar, "What the preview shows for a call.", anchor: "declared-functions"),
            LanguageKey("summary", .name("one line"), "One line for readers and tools.", anchor: "declared-functions"),
        ])

    /// One parameter of a declared function written as a mapping.
    public static let functionParameter = KeyTable(
        id: "functionParameter", summary: "A function parameter with its label and default.", anchor: "declared-functions",
        keys: [
            LanguageKey("type", .name("type"), required: true, "The parameter's type.", anchor: "declared-functions"),
            LanguageKey(
                "label", .name("argument label"), "The argument label when it is not the name; `_` for none.",
                anchor: "declared-functions"),
            LanguageKey(
                "default", .bool, "Whether the Swift declaration gives it a default, so a call may leave it out.",
                anchor: "declared-functions"),
        ])

    /// One reusable text under `texts:`.
    public static let reusableText = KeyTable(
        id: "reusableText", summary: "A text defined once with typed parameters, used by many rows.",
        anchor: "reusable-texts",
        keys: [
            LanguageKey(
                "parameters", .dictionary(.name("type")), "Its parameters in order: name → type.", anchor: "reusable-texts"),
            LanguageKey("text", .text, required: true, "The text, over its parameters.", anchor: "reusable-texts"),
            LanguageKey("summary", .name("one line"), "One line for readers and tools.", anchor: "reusable-texts"),
        ])

    /// `{ call: name, args: { label: value } }`.
    public static let callText = KeyTable(
        id: "callText", summary: "The text an app function or a reusable text gives.", anchor: "composed-texts",
        keys: [
            LanguageKey(
                "call", .name("function or reusable text"), required: true, "The function or reusable text called.",
                anchor: "composed-texts"),
            LanguageKey(
                "args", .dictionary(.expression), "Its arguments: label → value (an expression).", anchor: "composed-texts"),
        ])

    /// `{ join: [Text, …], separator: " " }`.
    public static let joinText = KeyTable(
        id: "joinText", summary: "Texts joined into one.", anchor: "composed-texts",
        keys: [
            LanguageKey("join", .list(.text, minimum: 1), required: true, "The texts, in order.", anchor: "composed-texts"),
            LanguageKey("separator", .scalar, "Written between them (nothing by default).", anchor: "composed-texts"),
        ])

    /// `{ link: Text, url: "…" }`.
    public static let linkText = KeyTable(
        id: "linkText", summary: "A text made a markdown link: `[text](url)`.", anchor: "composed-texts",
        keys: [
            LanguageKey("link", .text, required: true, "The link's text.", anchor: "composed-texts"),
            LanguageKey("url", .scalar, "Its URL; empty (`[text]()`) for a link the row's `linkAction` handles.", anchor: "composed-texts"),
        ])
}
