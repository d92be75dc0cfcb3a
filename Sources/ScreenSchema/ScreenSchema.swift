import ScreenIR

/// The JSON Schema (draft-07, which yaml-language-server understands) of a screen file or a declarations file,
/// generated from the same
/// descriptions the decoder reads: `ScreenLanguage`'s key tables for the fixed mappings, `ItemCatalogue`'s item
/// descriptions for the row kinds. Every key has a description that ends with a link to the section of
/// `docs/Language.md` that explains it (a path relative to the repository root).
///
/// The schema checks what a static schema can: the keys of each place (with completion), the required keys, the YAML
/// shape of each value and the fixed words (styles, enum keys, icon names). It cannot know a screen's own names
/// (state fields, hooks, custom items under `items:`): a row whose `item:` is not a shipped kind is accepted with
/// any keys, and `screenc lint` checks everything else.
public enum ScreenSchema {
    /// Where the key descriptions link to.
    public static let docsPath = "docs/Language.md"

    /// The schema as deterministic JSON text, for the shipped item kinds (and any passed in `items`).
    public static func json(items: [ItemDescription] = ItemCatalogue.shipped) -> String {
        document(items: items).text
    }

    /// The schema as a JSON value: a screen file (`#/definitions/screen`), or a declarations file
    /// (`#/definitions/declarationsFile`) when the top level has `declarations:` and no `screen:` — decided with
    /// `if`/`then`/`else`, so that each is checked, and completed, as what it is.
    public static func document(items: [ItemDescription] = ItemCatalogue.shipped) -> SchemaJSON {
        var builder = SchemaBuilder()
        for table in ScreenLanguage.tables {
            builder.definitions[table.id] = .object(builder.mapping(table))
        }
        builder.addValueDefinitions()
        builder.addRows(items)
        let declarationsKey = SchemaJSON.array([.string(ScreenLanguage.declarationsFileKey)])
        let screenKey = SchemaJSON.array([.string(ScreenLanguage.topLevel.requiredNames[0])])
        let root: [String: SchemaJSON] = [
            "$schema": .string("http://json-schema.org/draft-07/schema#"),
            "title": .string("screenc screen file or declarations file"),
            "if": .object(["required": declarationsKey, "not": .object(["required": screenKey])]),
            "then": SchemaBuilder.ref(ScreenLanguage.declarationsFile.id),
            "else": SchemaBuilder.ref(ScreenLanguage.topLevel.id),
            "definitions": .object(builder.definitions),
        ]
        return .object(root)
    }
}
