import Foundation
import ScreencCore
import Testing

/// The ```swift excerpts in `docs/Language.md` show what `screenc compile` generates for the ```yaml example they
/// follow. Every line they show must be what the compiler writes today, so the reference cannot drift from the code
/// generator.
@Suite struct GeneratedExcerptsTests {
    /// One ```swift block and the screen whose output it excerpts.
    struct Excerpt {
        var line: Int
        var swift: [String]
        var screen: String
    }

    /// Every ```swift block of the page with the `screen:` of the closest ```yaml block before it.
    static func excerpts(in text: String) -> (excerpts: [Excerpt], yaml: [String: String]) {
        var excerpts: [Excerpt] = []
        var yaml: [String: String] = [:]
        var lastScreen: String?
        var fence: (language: String, start: Int, lines: [String])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                guard trimmed == "```" else {
                    fence?.lines.append(String(line))
                    continue
                }
                if open.language == "yaml",
                    let name = open.lines.first(where: { $0.hasPrefix("screen: ") })?.dropFirst("screen: ".count)
                {
                    lastScreen = String(name)
                    yaml[String(name)] = open.lines.joined(separator: "\n") + "\n"
                } else if open.language == "swift", let lastScreen {
                    excerpts.append(Excerpt(line: open.start, swift: open.lines, screen: lastScreen))
                }
                fence = nil
            } else if trimmed.hasPrefix("```") {
                fence = (String(trimmed.dropFirst(3)), index + 1, [])
            }
        }
        return (excerpts, yaml)
    }

    /// The lines of an excerpt that claim to be generated code: everything but blank lines and the abridgement
    /// comments (`// …` summaries and the `// init(…)` shorthand). A commented-out line of code (`//     value: isOn,`)
    /// is checked without its `//`, and matches a generated comment as well as generated code.
    static func checkedLines(_ excerpt: Excerpt) -> [String] {
        excerpt.swift.compactMap { line in
            var text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("//") { text = String(text.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
            if text.isEmpty || text.contains("…") || text.hasPrefix("init(") { return nil }
            return text
        }
    }

    @Test func everySwiftExcerptIsWhatTheCompilerGenerates() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Language.md"), encoding: .utf8)
        let (excerpts, yaml) = Self.excerpts(in: text)
        #expect(excerpts.count >= 2)
        let screens = try exampleScreens()
        for excerpt in excerpts {
            let source = try #require(yaml[excerpt.screen], "no ```yaml example defines screen \(excerpt.screen)")
            let result = try Compiler.compile(screens + [SourceFile(path: "docs/Language.md", text: source)])
            let generated = try #require(result.files.first { $0.name == excerpt.screen + ".swift" })
            let lines = generated.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for line in Self.checkedLines(excerpt) {
                #expect(
                    lines.contains { $0.hasPrefix(line) || $0.hasPrefix("// " + line) },
                    "docs/Language.md:\(excerpt.line): `\(line)` is not in the generated \(excerpt.screen).swift")
            }
        }
    }
}
