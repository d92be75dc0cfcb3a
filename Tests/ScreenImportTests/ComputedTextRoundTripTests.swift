import Foundation
import ScreenImport
import ScreencCore
import Testing

/// Texts computed from several values (formatted keys whose arguments are expressions, the app's functions inside an
/// interpolation, titles the generated Swift computes with a function of the file): compile a screen, import the
/// generated Swift, compile again — the same Swift, with the text written as the screen wrote it.
@Suite struct ComputedTextRoundTripTests {
    /// Compiles `yaml`, imports the Swift and compiles the import: the imported screen, whether both compile to the
    /// same Swift, and whether their `item(…)` switches are the same (where the screen declares app types, whose
    /// module the generated Swift does not say).
    static func roundTrip(_ yaml: String, path: String = "Computed.yaml") throws
        -> (yaml: String, same: Bool, sameRows: Bool)
    {
        #expect(lintFindings(yaml, path: path) == [], "the screen itself")
        let original = try #require(try Compiler.compile([SourceFile(path: path, bytes: Array(yaml.utf8))]).files.first)
        let imported = ScreenImporter.importControllers(source: original.contents, path: original.name)
        #expect(imported.problems == [])
        let screen = try #require(imported.screens.first)
        #expect(lintFindings(screen.yaml, path: path) == [])
        let again = try Compiler.compile([SourceFile(path: path, bytes: Array(screen.yaml.utf8))]).files.first
        let rows = RandomScreenRoundTripTests.itemCases(original.contents)
        return (
            screen.yaml, again?.contents == original.contents,
            !rows.isEmpty && RandomScreenRoundTripTests.itemCases(again?.contents ?? "") == rows
        )
    }

    /// `strings.X(a, b).string` whose arguments are a String's count, an optional with a fallback, a repeated row's
    /// element field, a member of app data passed through the payload: `{ key: X, args: [...] }` with those
    /// expressions (the member was left: the row had no text).
    @Test func formattedKeysWithComputedArgumentsRoundTrip() throws {
        let yaml = """
            screen: Formats
            title: 'Formats'
            state:
              name: 'Ann'
              note: { type: 'String?', default: null }
              limit: 3
            types:
              Settings: { module: TelegramCore, members: { title: String } }
            data:
              settings: { type: Settings, sample: {} }
              items:
                list: { id: Int, label: String }
            sections:
              - id: main
                header: { text: { key: Formats_Header, args: ["name.count", settings.title] } }
                rows:
                  - id: summary
                    item: text
                    text: { key: Formats_Summary, args: [name, "note ?? \\"none\\"", "name.count", settings.title] }
                  - id: entry
                    forEach: entity in items
                    item: info
                    title: { key: Formats_Item, args: [entity.label, "entity.label.count", entity.id] }
                    text: 'Item'
                footer: { key: Formats_Footer, args: ["note ?? \\"none\\"", limit] }

            """
        let (imported, _, sameRows) = try Self.roundTrip(yaml)
        #expect(sameRows, "\(imported)")
        #expect(imported.contains("text: { key: Formats_Summary, args: [name, \"note ?? \\\"none\\\"\", name.count, settings.title] }"))
        #expect(imported.contains("title: { key: Formats_Item, args: [entity.label, entity.label.count, entity.id] }"))
        #expect(imported.contains("header: { key: Formats_Header, args: [name.count, settings.title] }"))
        #expect(imported.contains("  Settings: { module: TelegramCore, members: { title: String } }"))
        #expect(!imported.contains("not translated"))
    }

    /// The app's function called inside an interpolation (`"\\(sizeString(strings: presentationData.strings, value:
    /// n, label: note ?? \"none\"))"`) is `\\(sizeString(value: n, label: note ?? "none"))` again, the function
    /// declared under `functions:` with the parameters the calls pass, and a comment asking for its module (the rows
    /// were left: their texts were not read).
    @Test func appFunctionsInsideInterpolationsRoundTrip() throws {
        let yaml = """
            screen: Sizes
            title: 'Sizes'
            functions:
              sizeString:
                module: TelegramStringFormatting
                parameters: [strings, value: Int, label: String]
            state:
              name: 'Ann'
              note: { type: 'String?', default: null }
              limit: 3
            data:
              items:
                list: { id: Int, label: String }
            sections:
              - id: main
                footer: 'Uses \\(sizeString(value: limit, label: name)) of it'
                rows:
                  - id: summary
                    item: textWithLabel
                    label: 'Size'
                    text: 'about \\(sizeString(value: name.count, label: note ?? "none")) now'
                  - id: entry
                    forEach: entity in items
                    item: disclosure
                    title: '\\(entity.label): \\(sizeString(value: entity.id, label: entity.label))'
                    action: openEntry

            """
        // The function's module is the import whose comment names it (`import TelegramStringFormatting  // sizeString`).
        let (imported, _, sameRows) = try Self.roundTrip(yaml)
        #expect(sameRows, "\(imported)")
        #expect(imported.contains("text: \"about \\\\(sizeString(value: name.count, label: note ?? \\\"none\\\")) now\""))
        #expect(imported.contains("title: \"\\\\(entity.label): \\\\(sizeString(value: entity.id, label: entity.label))\""))
        #expect(imported.contains("\nfunctions:\n  # left: `sizeString` is the app's (`TelegramStringFormatting`, whose import names it): its parameters are read from the call quoted, typed by the values it passes; add the parameters with defaults the call leaves out (line "))
        #expect(imported.contains("\n  sizeString: { module: TelegramStringFormatting, parameters: [strings, value: Int, label: String] }\n"))
        #expect(!imported.contains("not translated"))
    }

    /// A title the generated Swift computes with a function of the file (`let formatting = …`, `let text: String`
    /// set by a `switch`, `return text`) is that text again: the whole screen round-trips (the title was left).
    @Test func titlesComputedByTheFilesFunctionsRoundTrip() throws {
        let yaml = """
            screen: Titles
            title:
              text:
                switch: mode
                cases:
                  compact: { key: Titles_Compact, args: [count, "note ?? \\"none\\""] }
                  wide: { if: "count > 3", then: 'Wide', else: 'Narrow' }
                default: 'Uses \\(count, format: bytes) of \\(count, format: count)'
            state:
              mode: { enum: [compact, wide, full], default: compact }
              count: 3
              note: { type: 'String?', default: null }
            sections:
              - id: main
                rows:
                  - id: mode
                    item: disclosure
                    title: 'Mode'
                    action: pickMode

            """
        let (imported, same, _) = try Self.roundTrip(yaml)
        #expect(same, "\(imported)")
        #expect(imported.contains("title: { text: { switch: \"mode\", cases: { compact: { key: Titles_Compact, args: [count, \"note ?? \\\"none\\\"\"] }, wide: { if: \"count > 3\", then: \"Wide\", else: \"Narrow\" } }, default: \"Uses \\\\(count, format: bytes) of \\\\(count, format: count)\" } }"))
    }
}
