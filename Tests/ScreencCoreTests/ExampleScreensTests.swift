import Foundation
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
        for (index, block) in blocks.enumerated() {
            let file = SourceFile(path: "docs/Language.md#\(index + 1)", text: block)
            let result = Linter.lint(screens + [file])
            #expect(result.diagnostics.isEmpty, "block \(index + 1):\n\(describe(result.diagnostics))\n\(block)")
        }
    }
}
