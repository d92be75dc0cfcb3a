import Foundation
import ScreenIR
import ScreenSchema
import Testing

/// The schema is the language's descriptions: the key tables and the item descriptions, nothing written twice.
@Suite struct SchemaStructureTests {
    static func object(_ value: SchemaJSON?) -> [String: SchemaJSON] {
        if case .object(let members) = value { return members }
        return [:]
    }

    static var definitions: [String: SchemaJSON] { object(object(ScreenSchema.document())["definitions"]) }

    @Test func topLevelKeysAreTheTable() {
        let screen = Self.object(Self.definitions["screen"])
        #expect(Set(Self.object(screen["properties"]).keys) == Set(ScreenLanguage.topLevel.names))
        #expect(screen["required"] == .array(["screen", "title", "sections"].map(SchemaJSON.string)))
        #expect(screen["additionalProperties"] == .bool(false))
    }

    /// A file with `declarations:` and no `screen:` is a declarations file, any other a screen file.
    @Test func theRootIsAScreenFileOrADeclarationsFile() {
        let root = Self.object(ScreenSchema.document())
        #expect(root["then"] == .object(["$ref": .string("#/definitions/declarationsFile")]))
        #expect(root["else"] == .object(["$ref": .string("#/definitions/screen")]))
        #expect(
            root["if"]
                == .object(["required": .array([.string("declarations")]), "not": .object(["required": .array([.string("screen")])])]))
        let file = Self.object(Self.definitions["declarationsFile"])
        #expect(Set(Self.object(file["properties"]).keys) == Set(ScreenLanguage.declarationsFile.names))
        #expect(file["required"] == .array([.string("declarations")]))
        // A declarations file's declarations are those of a screen, described once.
        for key in ["types", "functions", "texts", "items"] {
            #expect(
                Self.object(file["properties"])[key] == Self.object(Self.object(Self.definitions["screen"])["properties"])[key],
                "\(key)")
        }
    }

    @Test func everyTableIsADefinitionWithItsKeys() {
        for table in ScreenLanguage.tables {
            let definition = Self.object(Self.definitions[table.id])
            #expect(Set(Self.object(definition["properties"]).keys) == Set(table.names), "\(table.id)")
        }
    }

    @Test func everyShippedKindHasARowDefinitionWithItsKeys() {
        for item in ItemCatalogue.shipped {
            let definition = Self.object(Self.definitions["row.\(item.name)"])
            let expected = ScreenLanguage.rowCommon.names + item.keyNames + ScreenLanguage.rowRepetition.names
            #expect(Set(Self.object(definition["properties"]).keys) == Set(expected), "\(item.name)")
            let required = ["id", "item"] + item.keys.filter(\.isRequired).map(\.name)
            #expect(definition["required"] == .array(required.map(SchemaJSON.string)), "\(item.name)")
        }
    }

    /// A new description (as the catalogue grows) gets its row definition and its `item:` case without code.
    @Test func aNewDescriptionIsPickedUp() {
        let slider = ItemDescription(
            name: "slider", swiftName: "SliderItem", module: "SliderUI", summary: "a slider",
            keys: [ItemKey("value", .int(minimum: 0), required: true, doc: KeyDoc("`value:`"))], parameters: [],
            origin: .catalogue)
        let document = ScreenSchema.document(items: ItemCatalogue.shipped + [slider])
        let definitions = Self.object(Self.object(document)["definitions"])
        let row = Self.object(definitions["row.slider"])
        let value = Self.object(Self.object(row["properties"])["value"])
        #expect(value["type"] == .string("integer"))
        #expect(value["minimum"] == .int(0))
        #expect(ScreenSchema.json(items: ItemCatalogue.shipped + [slider]).contains("\"const\": \"slider\""))
    }

    /// A key read by a built-in item's own decoder (`.special`) says what its value is, so the schema can check and
    /// complete it: a new special key without a `shape:` fails here.
    @Test func everyShippedSpecialKeyHasAShape() {
        for item in ItemCatalogue.shipped {
            for key in item.keys {
                if case .special(_, let shape) = key.kind {
                    #expect(shape != .any, "`\(key.name)` of \(item.phrase) has no shape: pass `shape:` to `.special`")
                }
            }
        }
    }

    /// A `sectionHeader` row has exactly the keys of a section's header mapping (one decoder reads both).
    @Test func sectionHeaderRowKeysAreTheHeaderTable() {
        #expect(ItemCatalogue.standard.description(named: "sectionHeader")?.keyNames == ScreenLanguage.header.names)
    }

    @Test func everyTableHasUniqueKeys() {
        for table in ScreenLanguage.tables {
            #expect(Set(table.names).count == table.names.count, "\(table.id)")
        }
        #expect(Set(ScreenLanguage.tables.map(\.id)).count == ScreenLanguage.tables.count)
    }

    /// Every key has a description with a link into docs/Language.md.
    @Test func everyPropertyIsDescribed() {
        func check(_ value: SchemaJSON, path: String) {
            switch value {
            case .object(let members):
                if case .object(let properties) = members["properties"] {
                    for (name, property) in properties {
                        let description = Self.object(property)["description"]
                        if case .string(let text) = description {
                            #expect(text.contains("Docs: docs/Language.md#"), "\(path)/\(name)")
                        } else {
                            Issue.record("\(path)/\(name) has no description")
                        }
                    }
                }
                // An `if` names the key it tests (`item`), it declares no key.
                for (key, member) in members where key != "if" { check(member, path: "\(path)/\(key)") }
            case .array(let items):
                for item in items { check(item, path: path) }
            default: break
            }
        }
        check(ScreenSchema.document(), path: "#")
    }
}
