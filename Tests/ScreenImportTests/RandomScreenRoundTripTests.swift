import Foundation
import ScreenImport
import ScreencCore
import ScreencTestSupport
import Testing

/// The round trip over generated random screens (`RandomScreen`, the generator of the code-generation property tests,
/// seeded so a failure reproduces): compile, import the generated Swift, compile again. Random screens use much the
/// importer does not read back yet (listed at `wholeScreensRoundTripping`), so the property is
/// checked where the importer claims it: every row it imports exactly (no `# approximated:` comment) generates the same
/// `item(…)` case as before, a screen imported with nothing approximated or left compiles to the same Swift, and the
/// seeds in `wholeScreensRoundTripping` keep round-tripping whole. And for every screen: one screen, no problem, lint
/// clean, and every row either written or quoted in a comment.
@Suite struct RandomScreenRoundTripTests {
    static let seeds: [UInt64] = Array(1...40)

    @Test func rowsImportedExactlyCompileToTheSameItems() throws {
        var roundTripping: Set<UInt64> = []
        var exactRows = 0
        var comparedRows = 0
        for seed in Self.seeds {
            let random = RandomScreen.yaml(seed: seed)
            let path = "Random\(seed).yaml"
            let original = try Compiler.compile([SourceFile(path: path, bytes: Array(random.text.utf8))])
            let generated = try #require(original.files.first, "seed \(seed)")
            let imported = ScreenImporter.importControllers(source: generated.contents, path: generated.name)
            #expect(imported.problems == [], "seed \(seed)")
            let screen = try #require(imported.screens.first, "seed \(seed)")
            #expect(lintFindings(screen.yaml, path: path) == [], "seed \(seed)")
            let again = try #require(
                try Compiler.compile([SourceFile(path: path, bytes: Array(screen.yaml.utf8))]).files.first, "seed \(seed)")

            // Every row is read, none approximated or left: seed 33's section header computed by a reusable text is
            // `header: { text: { call: … } }`, seed 40's checkbox showing a Bool field and calling a hook is `checked:`
            // with `action:`.
            #expect(screen.summary.approximated == 0, "seed \(seed)")
            #expect(screen.summary.left == 0, "seed \(seed)")
            let before = Self.itemCases(generated.contents)
            let after = Self.itemCases(again.contents)
            // Nothing dropped silently: each row of the original is a row again, a header or footer, or quoted.
            for row in before.keys.sorted() {
                #expect(
                    after[row] != nil || screen.yaml.contains(".\(row)") || screen.yaml.contains("id: \(row)"),
                    "seed \(seed): row \(row) is neither imported nor quoted")
            }
            for row in Self.exactRows(screen.yaml) {
                comparedRows += 1
                if after[row] == before[row] { exactRows += 1 }
                #expect(after[row] == before[row], "seed \(seed): row \(row) imported exactly, but generates other Swift")
            }
            if screen.summary.approximated == 0, screen.summary.left == 0, !screen.yaml.contains("# left:") {
                #expect(again.contents == generated.contents, "seed \(seed): imported exactly, but compiles to other Swift")
            }
            if again.contents == generated.contents { roundTripping.insert(seed) }
        }
        // The property is not vacuous: many rows are imported exactly.
        #expect(comparedRows > 60)
        #expect(exactRows == comparedRows)
        // Whole screens that round-trip to the same Swift: the list can only grow (a seed that stops is a regression).
        #expect(roundTripping.isSuperset(of: Self.wholeScreensRoundTripping), "round-tripping now: \(roundTripping.sorted())")
    }

    /// The app's types and functions a random screen declares (`types:` with `module: TelegramCore`, three nested
    /// struct types read through `field.group.option.limit`; `functions:` with `module: TelegramStringFormatting`) are
    /// declared again by the import with their names and modules: the generated `import` lines name them
    /// (`import TelegramCore  // FolderDownloadModel, FolderDownloadBranch, FolderDownloadLeaf`), nothing else in the
    /// Swift says which module holds what or what the types of members read through are called.
    @Test func declaredTypesAndFunctionsComeBackWithTheirNamesAndModules() throws {
        var declaring = 0
        for seed in Self.seeds {
            let random = RandomScreen.yaml(seed: seed)
            let path = "Random\(seed).yaml"
            let original = try Compiler.compile([SourceFile(path: path, bytes: Array(random.text.utf8))])
            let before = try #require(original.lint.screens.first, "seed \(seed)").declarations
            guard !before.types.isEmpty else { continue }
            declaring += 1
            let generated = try #require(original.files.first, "seed \(seed)")
            let screen = try #require(
                ScreenImporter.importControllers(source: generated.contents, path: generated.name).screens.first)
            let after = try #require(
                Linter.lint([SourceFile(path: path, bytes: Array(screen.yaml.utf8))]).screens.first, "seed \(seed)")
                .declarations
            func modules(_ types: [(String, String?)]) -> [String: String] {
                Dictionary(uniqueKeysWithValues: types.map { ($0.0, $0.1 ?? "none") })
            }
            #expect(
                modules(after.types.map { ($0.name.value, $0.module?.value) })
                    == modules(before.types.map { ($0.name.value, $0.module?.value) }),
                "seed \(seed)")
            #expect(!screen.yaml.contains("named after the member"), "seed \(seed)")
            // The app's function the screen calls is declared from its module (the reusable text calling it is read
            // back as a function of the file for now: it has no module).
            for function in after.functions where before.function(named: function.name.value) != nil {
                #expect(
                    function.module?.value == before.function(named: function.name.value)?.module?.value,
                    "seed \(seed): \(function.name.value)")
            }
        }
        #expect(declaring >= 15)
    }

    /// Seeds whose whole screen compiles, is imported and compiles again to the same Swift: all of seeds 1–40. The 19
    /// seeds that declare the app's types, one of its functions and a reusable text (`types:`, `functions:`,
    /// `texts:`) round-trip because the reusable text is a `texts:` entry again (`ReusableTextRoundTripTests`) and
    /// the types and the function come back with their names and modules, which the generated `import` lines name
    /// (`declaredTypesAndFunctionsComeBackWithTheirNamesAndModules`).
    static let wholeScreensRoundTripping: Set<UInt64> = Set(1...40)

    /// The rows written with no comment above them (`      - id: x` not preceded by `      # …`).
    static func exactRows(_ yaml: String) -> [String] {
        var rows: [String] = []
        var commented = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("      # ") {
                commented = true
            } else if line.hasPrefix("      - id: ") {
                if !commented { rows.append(String(line.dropFirst("      - id: ".count))) }
                commented = false
            } else if !line.hasPrefix("        ") {
                commented = false
            }
        }
        return rows
    }

    /// The cases of the generated `item(presentationData:arguments:)` switch by entry name, as written.
    static func itemCases(_ swift: String) -> [String: String] {
        guard let start = swift.range(of: "    func item(presentationData: ItemListPresentationData, arguments: Any)")
        else { return [:] }
        var cases: [String: String] = [:]
        var current: String?
        var text = ""
        for line in swift[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("        case .") || line.hasPrefix("        }") || line.hasPrefix("        default:") {
                if let current { cases[current] = text }
                current = nil
                text = ""
                if line.hasPrefix("        }") { break }
                if line.hasPrefix("        case .") {
                    current = String(line.dropFirst("        case .".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                }
            }
            text += line + "\n"
        }
        return cases
    }
}
