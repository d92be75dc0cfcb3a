/// The declarations of `state:`, `parameters:` and `data:`, and the fields of a list's element.
extension ScreenLanguage {
    /// The scalar type names a declaration's `type:` takes.
    public static let scalarTypeNames = ["Bool", "Int", "String", "Bool?", "Int?", "String?"]

    /// The type names a list element's field takes: the scalar ones and the engine's peers.
    public static let listFieldTypeNames = scalarTypeNames + TypeDecoder.peerTypeNames

    private static let type = LanguageKey(
        "type", .words(scalarTypeNames), "`Bool`, `Int` or `String`, `?` for an optional.", anchor: "state")
    /// The `type:` of a parameter or data field: a scalar type, or (with `Int32`, `Int64`, `Double`, arrays,
    /// dictionaries) a declared app type.
    private static func appType(_ anchor: String) -> LanguageKey {
        LanguageKey(
            "type", .anyOf([.words(scalarTypeNames), .name("type")]),
            "`Bool`, `Int` or `String` (`?` for an optional), `Int32`, `Int64`, `Double`, `[T]`, `[K: V]` or a declared app type.",
            anchor: anchor)
    }
    private static func enumCases(_ anchor: String) -> LanguageKey {
        LanguageKey(
            "enum", .list(.name("enum case"), minimum: 1), "The cases of an enum field, instead of `type`.",
            anchor: anchor)
    }

    /// A state field written as a mapping.
    public static let stateDeclaration = KeyTable(
        id: "stateField", summary: "A state field: its type (or enum cases) and the value the screen starts with.",
        anchor: "state",
        keys: [
            type, enumCases("state"),
            LanguageKey(
                "default", .scalar, "The value the screen starts with (required unless the type is optional).",
                anchor: "state"),
        ])

    /// A parameter written as a mapping.
    public static let parameterDeclaration = KeyTable(
        id: "parameter", summary: "A parameter the app passes when it creates the screen.", anchor: "parameters",
        keys: [
            appType("parameters"), enumCases("parameters"),
            LanguageKey("default", .scalar, "The factory argument's default value.", anchor: "parameters"),
            LanguageKey("sample", .value, "The value the preview uses.", anchor: "parameters"),
        ])

    /// An app data field written as a mapping.
    public static let dataDeclaration = KeyTable(
        id: "dataField", summary: "A field of the app data the screen shows.", anchor: "app-data",
        keys: [
            appType("app-data"), enumCases("app-data"),
            LanguageKey(
                "list", .dictionary(.anyOf([.words(listFieldTypeNames), .name("type"), .mapping(listField)])),
                "A list of records: the element's fields, name → type or `{ enum: [...] }`; one of them is `id`.",
                anchor: "lists"),
            LanguageKey("element", .name("Swift type name"), "The Swift name of the list's element type.", anchor: "lists"),
            LanguageKey("sample", .value, "The value the preview and the tests use.", anchor: "samples"),
        ])

    /// A field of a list's element written as a mapping.
    public static let listField = KeyTable(
        id: "listField", summary: "A field of a list's element.", anchor: "lists",
        keys: [
            LanguageKey(
                "type", .anyOf([.words(listFieldTypeNames), .name("type")]),
                "`Bool`, `Int` or `String`, `?` for an optional; `Peer`, `Peer?` or `PeerId` for the engine's peers; "
                    + "`Int32`, `Int64`, `Double`, `[T]`, `[K: V]` or a declared app type.",
                anchor: "lists"),
            enumCases("lists"),
        ])
}
