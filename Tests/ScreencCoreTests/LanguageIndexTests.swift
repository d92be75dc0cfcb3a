import Foundation
import ScreenIR
import ScreencTestSupport
import Testing

/// docs/Language.md starts with an index that finds every construct in one step: every `##` section with its `###`
/// subsections, and a table of the item kinds with the ItemListUI call each becomes. Both are generated — from the
/// page's own headings and from the item descriptions — between the markers `<!-- index -->` and `<!-- /index -->`,
/// so a section added, renamed or moved is in the index at once. `SCREENC_RECORD=1` rewrites it.
@Suite struct LanguageIndexTests {
    static let path = ItemDocsTablesTests.path
    static let start = "<!-- index: generated from the headings below and the item descriptions (LanguageIndexTests) -->"
    static let end = "<!-- /index -->"

    /// The page's headings of levels 2 and 3 outside code blocks, in order, with GitHub's anchors (a repeated
    /// heading's anchor gets `-1`, `-2`, … as GitHub numbers them).
    static func headings(_ lines: [String]) -> [(level: Int, title: String, anchor: String)] {
        var inFence = false
        var seen: [String: Int] = [:]
        var result: [(Int, String, String)] = []
        for line in lines {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let level = line.prefix { $0 == "#" }.count
            let title = String(line.dropFirst(level + 1))
            let base = MarkdownAnchor.anchor(title)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            guard level == 2 || level == 3 else { continue }
            result.append((level, title, count == 0 ? base : "\(base)-\(count)"))
        }
        return result
    }

    /// The index for a page whose headings are `headings`.
    static func index(_ headings: [(level: Int, title: String, anchor: String)]) -> [String] {
        var lines = [start, ""]
        var current: (title: String, anchor: String, subsections: [String])?
        func flush() {
            guard let section = current else { return }
            let head = "- [\(section.title)](#\(section.anchor))"
            lines.append(section.subsections.isEmpty ? head : head + ": " + section.subsections.joined(separator: " · "))
        }
        for heading in headings {
            if heading.level == 2 {
                flush()
                current = (heading.title, heading.anchor, [])
            } else {
                current?.subsections.append("[\(heading.title)](#\(heading.anchor))")
            }
        }
        flush()
        lines += [
            "", "Every item kind a row names with `item:`, and the ItemListUI call it becomes:", "",
            "| `item:` | becomes | module | what it is |", "|---|---|---|---|",
        ]
        let anchors = Dictionary(headings.map { ($0.title, $0.anchor) }, uniquingKeysWith: { first, _ in first })
        for description in ItemCatalogue.shipped {
            let name = anchors[description.name].map { "[\(description.name)](#\($0))" } ?? description.name
            lines.append(
                "| \(name) | `\(description.swiftName)` | \(description.module ?? "") | \(description.summary) |")
        }
        lines += ["", end]
        return lines
    }

    @Test func theIndexListsEverySectionAndItemKind() throws {
        var lines = try String(contentsOf: Self.path, encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex(of: Self.start), "docs/Language.md has no index marker")
        let finish = try #require(lines[begin...].firstIndex(of: Self.end), "the index has no end marker")
        let expected = Self.index(Self.headings(lines))
        let written = Array(lines[begin...finish])
        if written != expected, ProcessInfo.processInfo.environment["SCREENC_RECORD"] != nil {
            lines.replaceSubrange(begin...finish, with: expected)
            try lines.joined(separator: "\n").write(to: Self.path, atomically: true, encoding: .utf8)
            return
        }
        let differences = zip(written + Array(repeating: "", count: max(0, expected.count - written.count)), expected)
            .filter { $0 != $1 }.prefix(3).map { "  page:     \($0)\n  expected: \($1)" }
        #expect(written == expected, "the index of docs/Language.md is not current:\n\(differences.joined(separator: "\n"))")
    }

    /// Every item kind has its own section, which the index links.
    @Test func everyItemKindHasASection() throws {
        let lines = try String(contentsOf: Self.path, encoding: .utf8).components(separatedBy: "\n")
        let titles = Set(Self.headings(lines).map(\.title))
        let missing = ItemCatalogue.shipped.map(\.name).filter { !titles.contains($0) }
        #expect(missing.isEmpty, "no section for \(missing)")
    }
}
