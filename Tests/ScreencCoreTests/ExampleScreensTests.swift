import Foundation
import ProjectConfiguration
import ScreenDiagnostics
import ScreenIR
import ScreencCore
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every screen file in `Screens/`, sorted by path.
func exampleScreens() throws -> [SourceFile] {
    let directory = repositoryRoot.appendingPathComponent("Screens")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
    return try names.map { name in
        SourceFile(path: "Screens/\(name)", bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
    }
}

/// Fenced ```yaml blocks of a Markdown file, in order.
func yamlBlocks(inMarkdown text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line.trimmingCharacters(in: .whitespaces) == "```yaml" {
            current = []
        } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
            blocks.append(current!.joined(separator: "\n") + "\n")
            current = nil
        } else if current != nil {
            current!.append(line)
        }
    }
    return blocks
}

/// The file a Markdown example stands for when it is one file of a multi-file example: `# file: <path>` on its
/// first line names it (a declarations file a screen imports, the screen, a `.screenc.yml`); nil otherwise.
func exampleFileName(_ block: String) -> String? {
    let prefix = "# file: "
    guard block.hasPrefix(prefix), let end = block.firstIndex(of: "\n") else { return nil }
    return String(block[block.index(block.startIndex, offsetBy: prefix.count)..<end])
}

/// What a path names among a page's named examples (`exampleFileName`): a file, a folder of them, or nothing.
func exampleKind(_ path: String, among files: [SourceFile]) -> ConfigurationDecoder.PathKind {
    if files.contains(where: { $0.path == path }) { return .file }
    return files.contains(where: { $0.path.hasPrefix(path + "/") }) ? .directory : .missing
}

func describe(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "\($0.span.file):\($0.span.start) \($0.rule.rawValue): \($0.message)" }.joined(separator: "\n")
}

@Suite struct ExampleScreensTests {
    @Test func exampleScreensLintWithoutAnyDiagnostic() throws {
        let files = try exampleScreens()
        #expect(files.count >= 6)
        let result = Linter.lint(files)
        #expect(result.diagnostics.isEmpty, "\(describe(result.diagnostics))")
    }

    @Test func exampleScreensUseEveryRowKindAndTitleVariant() throws {
        let screens = Linter.lint(try exampleScreens()).screens
        let kinds = Set(screens.flatMap { $0.sections.flatMap { $0.displayRows.map(\.kind) } })
        #expect(kinds == Set(RowKind.allCases), "missing: \(Set(RowKind.allCases).subtracting(kinds))")
        let titles = Set(screens.map { screen -> String in
            switch screen.title {
            case .text: "text"
            case .textWithSubtitle: "textWithSubtitle"
            case .sectionControl: "sectionControl"
            case .textWithTabs: "textWithTabs"
            }
        })
        #expect(titles.count == 4)
        #expect(Set(screens.map(\.style)) == Set(ListStyle.allCases))
        #expect(Set(screens.map(\.systemStyle)) == Set(SystemStyle.allCases))
        #expect(Set(screens.map(\.toolbar.count)).isSuperset(of: [0, 1, 2, 3]))
    }

    @Test func everyYAMLExampleInTheLanguageReferenceIsACleanScreen() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Language.md"), encoding: .utf8)
        let blocks = yamlBlocks(inMarkdown: text)
        #expect(blocks.count >= 14)
        let screens = try exampleScreens()
        // The files of multi-file examples, which the other blocks may import.
        let named = blocks.compactMap { block in exampleFileName(block).map { SourceFile(path: $0, text: block) } }
        #expect(named.count >= 3)
        for (index, block) in blocks.enumerated() {
            let path = exampleFileName(block)
            if let path, path.hasSuffix(".screenc.yml") {
                // A project configuration: valid, naming files of the page's examples.
                let (configuration, diagnostics) = ConfigurationDecoder.decode(
                    Array(block.utf8), file: path, directory: "", kind: { exampleKind($0, among: named) })
                #expect(configuration != nil && diagnostics.isEmpty, "block \(index + 1):\n\(describe(diagnostics))")
                continue
            }
            let file = SourceFile(path: path ?? "docs/Language.md#\(index + 1)", text: block)
            let result = Linter.lint(screens + [file], imports: named)
            #expect(result.diagnostics.isEmpty, "block \(index + 1):\n\(describe(result.diagnostics))\n\(block)")
        }
    }
}
