import Foundation
import ScreenIR
import Testing

/// The key tables of `docs/Language.md` are generated from the item descriptions: under `### <item>` the first
/// table must be `ItemDescription.docsTable`. `SCREENC_RECORD=1` rewrites the tables from the descriptions.
@Suite struct ItemDocsTablesTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/Language.md")

    /// The descriptions whose tables the page has.
    static var documented: [ItemDescription] { ItemCatalogue.shipped }

    @Test func everyItemTableIsTheDescriptions() throws {
        var lines = try String(contentsOf: Self.path, encoding: .utf8).components(separatedBy: "\n")
        var mismatches: [String] = []
        for description in Self.documented {
            guard let heading = lines.firstIndex(of: "### \(description.name)") else {
                mismatches.append("no `### \(description.name)` section")
                continue
            }
            guard let start = lines[heading...].firstIndex(of: ItemDescription.docsTableHeader[0]) else {
                mismatches.append("`### \(description.name)` has no key table")
                continue
            }
            let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
            let written = Array(lines[start..<end])
            if written != description.docsTable {
                let diff = zip(written + Array(repeating: "", count: 40), description.docsTable)
                    .filter { $0 != $1 }.prefix(3)
                    .map { "  page:        \($0)\n  description: \($1)" }.joined(separator: "\n")
                mismatches.append("the table of `\(description.name)` differs:\n\(diff)")
                lines.replaceSubrange(start..<end, with: description.docsTable)
            }
        }
        if ProcessInfo.processInfo.environment["SCREENC_RECORD"] != nil, !mismatches.isEmpty {
            try lines.joined(separator: "\n").write(to: Self.path, atomically: true, encoding: .utf8)
            return
        }
        #expect(mismatches.isEmpty, "docs/Language.md:\n\(mismatches.joined(separator: "\n"))")
    }

    /// Issue 20 ("also found"): the peerAction section said the call passes `style`, which a `blocks` screen does
    /// not pass. Under each described kind's heading, the page states what its call passes as the description
    /// says (`docsCallSentence`), line breaks aside.
    @Test func everyDescribedKindsCallIsTheDescriptions() throws {
        let page = try String(contentsOf: Self.path, encoding: .utf8)
        for description in Self.documented where description.origin == .catalogue {
            let heading = try #require(page.range(of: "\n### \(description.name)\n"))
            let end = page[heading.upperBound...].range(of: "\n### ")?.lowerBound ?? page.endIndex
            let section = page[heading.upperBound..<end].replacingOccurrences(of: "\n", with: " ")
            #expect(
                section.contains(description.docsCallSentence),
                "`### \(description.name)` should say: \(description.docsCallSentence)")
        }
    }
}
