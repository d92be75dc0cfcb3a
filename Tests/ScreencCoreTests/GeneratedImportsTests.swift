import Foundation
import ScreenDiagnostics
import ScreencCore
import Testing

/// `Compiler.imports` (`screenc compile --print-imports`): the modules each screen's generated file imports — exactly
/// its `import` lines — and the table of docs/Integration.md that says when each is needed.
@Suite struct GeneratedImportsTests {
    /// The modules of the `import` lines of a generated file, in order (without the comment naming what the file uses
    /// from the module).
    static func importLines(_ swift: String) -> [String] {
        swift.split(separator: "\n").filter { $0.hasPrefix("import ") }.map {
            String($0.dropFirst("import ".count).prefix { $0 != " " })
        }
    }

    /// The example screens and the generated-screen fixtures, as the drift test compiles them.
    static func inputs() throws -> [SourceFile] {
        let fixtures = repositoryRoot.appendingPathComponent("Tests/GeneratedScreens/Fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".yaml") }
        return try exampleScreens()
            + names.sorted().map { name in
                SourceFile(
                    path: "Tests/GeneratedScreens/Fixtures/\(name)",
                    bytes: [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name))))
            }
    }

    static func imports(_ files: [SourceFile]) -> (lint: LintResult, imports: [ScreenImports]) {
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        return Compiler.imports(paths: files.map(\.path), read: { contents[$0] ?? [] })
    }

    static func modules(of yaml: String) -> [String]? {
        imports([SourceFile(path: "S.yaml", text: yaml)]).imports.first?.modules
    }

    static let always = [
        "AccountContext", "Display", "Foundation", "ItemListUI", "PresentationDataUtils", "SwiftSignalKit",
        "TelegramPresentationData", "UIKit",
    ]

    @Test func theListIsEveryGeneratedFilesImportLines() throws {
        let files = try Self.inputs()
        let compiled = try Compiler.compile(files)
        #expect(!compiled.files.isEmpty)
        let (lint, imports) = Self.imports(files)
        #expect(!lint.diagnostics.containsErrors)
        #expect(imports.map(\.file) == files.map(\.path), "one entry per screen file, in path order")
        let generated = Dictionary(uniqueKeysWithValues: compiled.files.map { ($0.name, Self.importLines($0.contents)) })
        for entry in imports {
            let screen = try #require(compiled.lint.screens.first { $0.file == entry.file })
            #expect(entry.modules == generated["\(screen.name.value).swift"], "\(entry.file)")
        }
        // The examples between them need more than the modules every file imports.
        #expect(Set(imports.flatMap(\.modules)).count > Self.always.count + 4)
    }

    static let plain = """
        screen: S
        title: S
        state:
          on: true
        sections:
          - id: main
            rows:
              - { id: toggle, item: switch, title: Toggle, bind: on }

        """

    @Test func eachModuleIsImportedWhenTheScreenNeedsIt() {
        #expect(Self.modules(of: Self.plain) == Self.always)
        let bytes = Self.plain + "      - { id: size, item: text, text: 'Used \\(usage, format: bytes)' }\n"
        #expect(
            Self.modules(of: bytes.replacingOccurrences(of: "  on: true", with: "  on: true\n  usage: 0"))
                == (Self.always + ["TelegramStringFormatting"]).sorted())
        let bundle = Self.plain.replacingOccurrences(
            of: "bind: on }", with: "bind: on, icon: { bundle: \"Settings/Menu/Proxy\" } }")
        #expect(Self.modules(of: bundle) == (Self.always + ["AppBundle"]).sorted())
        let peer = Self.plain.replacingOccurrences(
            of: "sections:", with: "data:\n  peers:\n    list: { id: PeerId, name: String }\nsections:")
            + "      - { id: count, item: text, text: '\\(peers.count) peers' }\n"
        #expect(Self.modules(of: peer) == (Self.always + ["TelegramCore"]).sorted())
    }

    @Test func aFileWithErrorsHasNoEntry() {
        let (lint, imports) = Self.imports([
            SourceFile(path: "A.yaml", text: Self.plain), SourceFile(path: "B.yaml", text: "screen: B\ntitle: [\n"),
        ])
        #expect(lint.diagnostics.containsErrors)
        #expect(imports.map(\.file) == ["A.yaml"])
    }

    /// docs/Integration.md's table: its first row is the modules every file imports, and every module an example
    /// imports has a row.
    @Test func theIntegrationGuideListsEveryModule() throws {
        let guide = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Integration.md"), encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "## The modules a generated file imports").dropFirst().first)
        let rows = section.split(separator: "\n").prefix { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("| `") }
        let alwaysRow = try #require(rows.first { $0.hasSuffix("| always |") })
        let listed = alwaysRow.split(separator: "|").first?.split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
        }
        #expect(listed == Self.always)
        let documented = rows.joined(separator: "\n")
        for module in Set(Self.imports(try Self.inputs()).imports.flatMap(\.modules)).subtracting(Self.always).sorted() {
            // A custom item's module is "the item's `module:`" row; the others are named.
            if module == "SettingsUIItems" { continue }
            // A declared type's or function's module is "the type's or function's `module:`" row.
            if module == "SettingsModel" { continue }
            #expect(documented.contains("`\(module)`"), "docs/Integration.md has no row for \(module)")
        }
    }
}
