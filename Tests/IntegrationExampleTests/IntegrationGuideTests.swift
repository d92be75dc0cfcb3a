import Foundation
import Testing

/// `docs/Integration.md` shows code that compiles: every ```swift block is a verbatim excerpt of the app-side example
/// (`Tests/IntegrationExample/`, compiled and driven by this target) or of the committed generated screens
/// (`Tests/GeneratedScreens/Screens/`, compiled, and kept equal to the compiler's output by GeneratedScreensDriftTests);
/// every ```yaml block is an excerpt of an example screen (`Screens/`). The file is the last link on the line before
/// the block, so a reader always knows where to look, and the doc cannot drift from the code.
@Suite struct IntegrationGuideTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fenced code block of the guide and the file the guide says it comes from.
    struct Excerpt: CustomStringConvertible {
        var language: String
        var line: Int
        var lines: [String]
        var source: String?

        var description: String { "```\(language) block at docs/Integration.md:\(line)" }
    }

    /// The fenced blocks of `markdown`, each with the last relative link on the nearest non-blank line above it.
    static func excerpts(of markdown: String) -> [Excerpt] {
        let lines = markdown.components(separatedBy: "\n")
        var excerpts: [Excerpt] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(line.dropFirst(3))
            var above = index - 1
            while above >= 0 && lines[above].trimmingCharacters(in: .whitespaces).isEmpty {
                above -= 1
            }
            let source = above >= 0 ? lastLinkTarget(in: lines[above]) : nil
            var end = index + 1
            while end < lines.count && lines[end] != "```" {
                end += 1
            }
            excerpts.append(Excerpt(language: language, line: index + 1, lines: Array(lines[index + 1..<end]), source: source))
            index = end + 1
        }
        return excerpts
    }

    /// The target of the last `[…](../path)` link on `line`, relative to the repository root.
    static func lastLinkTarget(in line: String) -> String? {
        var target: String?
        var rest = Substring(line)
        while let open = rest.range(of: "](../") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else {
                break
            }
            target = String(after[..<close])
            rest = after[close...]
        }
        return target
    }

    /// Whether `block` occurs in `file` as consecutive whole lines.
    static func contains(_ file: [String], _ block: [String]) -> Bool {
        guard !block.isEmpty, block.count <= file.count else {
            return false
        }
        return (0...(file.count - block.count)).contains { start in
            file[start..<start + block.count].elementsEqual(block)
        }
    }

    static let allowedSources = [
        "swift": ["Tests/IntegrationExample/", "Tests/GeneratedScreens/Screens/"],
        "yaml": ["Screens/"],
    ]

    @Test func everyCodeBlockIsAnExcerptOfTheFileNamedAboveIt() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/Integration.md"), encoding: .utf8)
        let excerpts = Self.excerpts(of: guide)
        #expect(excerpts.filter { $0.language == "swift" }.count >= 10)
        for excerpt in excerpts {
            guard let allowed = Self.allowedSources[excerpt.language] else {
                Issue.record("\(excerpt): only swift and yaml blocks, which are checked")
                continue
            }
            guard let source = excerpt.source else {
                Issue.record("\(excerpt): the line above it links no file")
                continue
            }
            let isAllowed = allowed.contains { source.hasPrefix($0) }
            #expect(isAllowed, "\(excerpt) comes from \(source), not from \(allowed.joined(separator: " or "))")
            let text = try String(contentsOf: Self.root.appendingPathComponent(source), encoding: .utf8)
            let found = Self.contains(text.components(separatedBy: "\n"), excerpt.lines)
            #expect(found, "\(excerpt) is not in \(source) as written; copy it again from the file")
        }
    }

    /// The checker itself: an edited line, a reordering or a missing link is caught.
    @Test func theCheckerNoticesDrift() {
        let file = ["func a() {", "    b()", "}"]
        #expect(Self.contains(file, ["    b()", "}"]))
        #expect(!Self.contains(file, ["    b(1)", "}"]))
        #expect(!Self.contains(file, ["}", "    b()"]))
        #expect(!Self.contains(file, []))
        let excerpts = Self.excerpts(
            of: "From [`A.swift`](../Tests/IntegrationExample/A.swift):\n\n```swift\nx\n```\nno link\n```swift\ny\n```"
        )
        #expect(excerpts.map(\.source) == ["Tests/IntegrationExample/A.swift", nil])
        #expect(excerpts.map(\.lines) == [["x"], ["y"]])
    }
}
