import Foundation
import ScreenDiagnostics
import ScreencCore
import Testing

/// Keeps `docs/Rules.md` and the rule catalogue (`Rule`) in agreement, and lints every example on the page:
/// each **Bad** example must report its rule, each **Good** example must lint without any diagnostic.
@Suite struct RulesDocumentationTests {
    /// `docs/Rules.md`, found from this file's path (the repository root is three levels up).
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/Rules.md")

    static func document() throws -> RulesDocument {
        RulesDocument(markdown: try String(contentsOf: path, encoding: .utf8))
    }

    /// The table row the page must have for `rule`.
    static func expectedRow(_ rule: Rule) -> [String] {
        ["[\(rule.rawValue)](#\(rule.rawValue))", rule.severity.rawValue, rule.category, rule.summary]
    }

    /// The line under a rule's heading.
    static func expectedSeverityLine(_ rule: Rule) -> String {
        "**Severity:** \(rule.severity.rawValue) · **Category:** \(rule.category)"
    }

    /// Diagnostics one per line as `rule@file:line:column message`, for failure messages.
    static func listing(_ diagnostics: [Diagnostic]) -> String {
        if diagnostics.isEmpty { return "  (no diagnostics)" }
        return diagnostics.map { "  \($0.rule.rawValue)@\($0.span.file):\($0.span.start) \($0.message)" }
            .joined(separator: "\n")
    }

    @Test func headingsAreTheRuleIdsInTableOrder() throws {
        let document = try Self.document()
        let headings = document.sections.map(\.heading)
        let ids = Rule.allCases.map(\.rawValue)
        let repeated = Dictionary(grouping: headings, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "docs/Rules.md has these `## ` headings more than once: \(repeated)")
        let undocumented = Set(ids).subtracting(headings)
        let unknown = Set(headings).subtracting(ids)
        #expect(
            undocumented.isEmpty && unknown.isEmpty,
            """
            the `## ` headings of docs/Rules.md must be exactly the rule ids;
            rules without a section: \(ids.filter(undocumented.contains))
            headings that are no rule id: \(headings.filter(unknown.contains))
            """)
        let tableIDs = document.tableRows.map { $0.cells.first ?? "" }.map(Self.linkText)
        let sameOrder = headings == tableIDs
        #expect(
            sameOrder,
            """
            the sections of docs/Rules.md must be in the order of the summary table
            sections: \(headings)
            table:    \(tableIDs)
            """)
    }

    @Test func summaryTableMatchesTheCatalogue() throws {
        let document = try Self.document()
        #expect(document.tableHeader?.cells == ["Rule", "Severity", "Category", "Summary"])
        let actual = document.tableRows.map(\.cells)
        let expected = Rule.allCases.map(Self.expectedRow)
        for (index, rule) in Rule.allCases.enumerated() {
            let row = index < actual.count ? actual[index] : nil
            #expect(
                row == expected[index],
                """
                summary table row \(index + 1) of docs/Rules.md should be the rule \(rule.rawValue) (catalogue order):
                expected: \(RulesDocument.TableRow(cells: expected[index]))
                found:    \(row.map { RulesDocument.TableRow(cells: $0).description } ?? "no row")
                """)
        }
        #expect(
            actual.count == expected.count,
            "the summary table has \(actual.count) rows but the catalogue has \(expected.count) rules")
    }

    @Test(arguments: Rule.allCases)
    func sectionStatesSeverityCategoryAndSummary(_ rule: Rule) throws {
        let section = try #require(
            try Self.document().sections.first { $0.heading == rule.rawValue },
            "docs/Rules.md has no `## \(rule.rawValue)` section")
        let place = "docs/Rules.md:\(section.line) (\(rule.rawValue))"
        let severityLine = section.prose.first ?? "nothing"
        #expect(
            severityLine == Self.expectedSeverityLine(rule),
            "\(place): the first line must be `\(Self.expectedSeverityLine(rule))`, found `\(severityLine)`")
        let summary = section.prose.dropFirst().first ?? "nothing"
        #expect(
            summary == rule.summary,
            "\(place): the second line must be Rule.summary exactly, `\(rule.summary)`, found `\(summary)`")
        #expect(section.prose.count >= 3, "\(place): explain the rule after its summary")
        #expect(section.unmarked.isEmpty, "\(place): a ```yaml block before **Bad**")
    }

    @Test(arguments: Rule.allCases)
    func badExampleReportsTheRuleAndGoodExampleIsClean(_ rule: Rule) throws {
        let section = try #require(
            try Self.document().sections.first { $0.heading == rule.rawValue },
            "docs/Rules.md has no `## \(rule.rawValue)` section")
        let place = "docs/Rules.md:\(section.line) (\(rule.rawValue))"

        try #require(!section.bad.isEmpty, "\(place): no ```yaml block after **Bad**")
        // A block that starts with `# file: <path>` is that file (of a multi-file example); the others are
        // BadN.yaml / GoodN.yaml.
        let badFiles = section.bad.enumerated().map { index, text in
            SourceFile(
                path: exampleFileName(text) ?? "Bad\(index).yaml",
                bytes: RulesDocument.bytes(of: text, byteEscapes: rule == .invalidEncoding))
        }
        if rule == .invalidEncoding {
            #expect(section.bad.contains { $0.contains(#"\xFF"#) }, "\(place): the Bad example must contain `\\xFF`")
        }
        // A section with a ```strings block lints its examples with that file as `--strings`.
        let stringsFile = { (text: String) in StringsFile(bytes: Array(text.utf8), path: "Localizable.strings") }
        // `unreadable-file` is about reading, not contents: its Bad example is linted as a file `read` cannot read.
        let bad = try lint(badFiles, strings: section.badStrings.map(stringsFile), unreadable: rule == .unreadableFile)
        let reportsRule = bad.contains { $0.rule == rule }
        #expect(
            reportsRule,
            "\(place): the Bad example does not report \(rule.rawValue); it reports:\n\(Self.listing(bad))")

        try #require(!section.good.isEmpty, "\(place): no ```yaml block after **Good**")
        let goodFiles = section.good.enumerated().map {
            SourceFile(path: exampleFileName($0.element) ?? "Good\($0.offset).yaml", text: $0.element)
        }
        let good = try lint(goodFiles, strings: section.goodStrings.map(stringsFile))
        let goodIsClean = good.isEmpty
        #expect(
            goodIsClean,
            "\(place): the Good example must lint without any diagnostic; it reports:\n\(Self.listing(good))")
    }

    /// Screens whose diagnostics carry a fix-it of a rule whose Bad example on the page shows another problem.
    static let moreFixItExamples: [Rule: String] = [
        .wrongType: "screen: Demo\ntitle: Demo\nsections:\n  - id: main\n    header: { text: Hello, uppercased: \"false\" }\n"
            + "    rows:\n      - { id: a, item: text, text: A }\n",
        .invalidIdentifier: "screen: Demo\ntitle: Demo\ndata:\n  peers:\n    list: { id: Int, name: String }\n    element: peer\n"
            + "sections:\n  - id: main\n    rows:\n      - { id: a, item: text, text: \\(peer.name), forEach: peer in peers }\n",
        .yamlSyntax: "screen: Demo\ntitle: Demo\nstate:\n  enabled: true\nsections:\n  - id: main\n    rows:\n"
            + "      - { id: a, item: switch, title: A, bind: enabled, visible: !enabled && enabled }\n",
    ]

    /// The rules named in the page's "Fixing with `--fix`" paragraph are exactly those whose diagnostics carry a
    /// fix-it in the rule's Bad example (or in `moreFixItExamples`), and `lint --fix` (`Fixer`) makes each such
    /// example free of the fixed diagnostics.
    @Test func fixableRulesAreListedAndFixThemselves() throws {
        let markdown = try String(contentsOf: Self.path, encoding: .utf8)
        let start = try #require(markdown.range(of: "### Fixing with `--fix`\n"), "docs/Rules.md: no `### Fixing with `--fix``")
        let paragraph = markdown[start.upperBound...]
        let end = paragraph.range(of: "\n### ")?.lowerBound ?? paragraph.endIndex
        let listed = Set(
            paragraph[..<end].matches(of: /`([a-z]+(?:-[a-z]+)+)`/).compactMap { Rule(rawValue: String($0.output.1)) })
        var fixable: Set<Rule> = []
        for section in try Self.document().sections {
            guard let rule = Rule(rawValue: section.heading), rule != .invalidEncoding, rule != .unreadableFile,
                section.badStrings == nil
            else { continue }
            let examples = section.bad + (Self.moreFixItExamples[rule].map { [$0] } ?? [])
            let files = examples.enumerated().map { SourceFile(path: "Bad\($0.offset).yaml", text: $0.element) }
            let fixIts = try lint(files, strings: nil).filter { $0.rule == rule && $0.fixIt != nil }
            guard !fixIts.isEmpty else { continue }
            fixable.insert(rule)
            let fixed = Fixer.fix(files) { Linter.lint($0) }
            let left = fixed.lint.diagnostics.filter { $0.rule == rule && $0.fixIt != nil }
            #expect(left.isEmpty, "\(rule.rawValue): `lint --fix` leaves fix-its:\n\(Self.listing(left))")
            #expect(fixed.applied.contains { $0.rule == rule }, "\(rule.rawValue): no fix applied")
        }
        #expect(
            listed == fixable,
            """
            docs/Rules.md "Fixing with `--fix`" must name exactly the rules whose Bad examples carry a fix-it
            named but without a fix-it: \(listed.subtracting(fixable).map(\.rawValue).sorted())
            with a fix-it but not named: \(fixable.subtracting(listed).map(\.rawValue).sorted())
            """)
    }

    private func lint(_ files: [SourceFile], strings: StringsFile?, unreadable: Bool = false) throws -> [Diagnostic] {
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        return try Linter.lint(
            paths: files.map(\.path),
            read: { (path) throws(UnreadableFile) in
                if unreadable { throw UnreadableFile(path: path, reason: "Permission denied") }
                return contents[path] ?? []
            }, strings: strings
        ).diagnostics
    }

    /// `x` for a cell `[x](#x)`, the cell itself otherwise.
    static func linkText(_ cell: String) -> String {
        guard cell.hasPrefix("["), let end = cell.firstIndex(of: "]") else { return cell }
        return String(cell[cell.index(after: cell.startIndex)..<end])
    }
}
