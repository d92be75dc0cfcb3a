import Foundation
@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import StubTestSupport
import Testing

/// The Escaping fixture's adversarial literals survive code generation byte for byte.
@Suite struct EscapingTests {
    /// What each literal of Tests/GeneratedScreens/Fixtures/Escaping.yaml means, written independently of the
    /// YAML (as Swift escapes), by row id (`title` for the screen title).
    static let expectedLiterals: [String: String] = [
        "title": "Quotes \" and \\ backslashes",
        "literalsHeader": "Header with \"\"\" triple quotes",
        "literalsFooter": "**Markdown** with `code` and a [link](https://example.com/?a=1&b=\"2\")",
        "quotes": "She said \"hi\"",
        "backslashes": "C:\\Users\\\\name\\",
        "interpolation": "Not \\(interpolated) and \\\\(either)",
        "newlines": "line 1\nline 2\r\nline 3\ttabbed",
        "tripleQuotes": "\"\"\" and \"\"\"# and #\"\"\"",
        "hashes": "#\"raw\"# ##\"more\"## #",
        "emoji":
            "\u{1F44D}\u{1F3FD} family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} flag \u{1F1FA}\u{1F1E6} \u{4E2D}\u{6587} \u{FDFA}",
        "bidi": "admin\u{202E}\u{2066} // trusted\u{2069}\u{202C} end",
        "invisible": "zero\u{200B}width\u{FEFF} bom \u{2028} separator \u{7} bell \u{1B}[31m",
        "nul": "nul\u{0}byte",
        "plainScalar": "single 'quoted' with \\ backslash",
        "label": "Label",
        "label.label": "\"quoted\" \\ label",
    ]

    /// One literal as the IR read it and as the generated controller shows it.
    struct Literal {
        var name: String
        var ir: String
        var generated: String?
    }

    /// Every literal text of the Escaping screen paired with the string the generated controller shows for it.
    private func literals(_ driver: ScreenDriver) throws -> [Literal] {
        func literal(_ text: DisplayText?) -> String? {
            if case .literal(let string)? = text?.source { string } else { nil }
        }
        var result: [Literal] = []
        let state = try #require(driver.controller.currentControllerState)
        if case .text(let title) = driver.rendered.title, let ir = literal(title) {
            var generated: String?
            if case .text(let text) = state.title { generated = text }
            result.append(Literal(name: "title", ir: ir, generated: generated))
        }
        for (row, item) in zip(driver.rendered.rows, driver.controller.currentItems) {
            let id = row.rowID
            switch row.content {
            case .sectionHeader(let header):
                if let ir = literal(header.text) {
                    result.append(Literal(name: id, ir: ir, generated: (item as? ItemListSectionHeaderItem)?.text))
                }
            case .text(let text):
                if let ir = literal(text.text) {
                    var generated: String?
                    switch (item as? ItemListTextItem)?.text {
                    case .plain(let string)?, .markdown(let string)?: generated = string
                    default: generated = nil
                    }
                    result.append(Literal(name: id, ir: ir, generated: generated))
                }
            case .switch(let row):
                if let ir = literal(row.title) {
                    result.append(Literal(name: id, ir: ir, generated: (item as? ItemListSwitchItem)?.title))
                }
            case .disclosure(let row):
                if let ir = literal(row.title) {
                    result.append(Literal(name: id, ir: ir, generated: (item as? ItemListDisclosureItem)?.title))
                }
                if let ir = literal(row.label) {
                    result.append(
                        Literal(name: id + ".label", ir: ir, generated: (item as? ItemListDisclosureItem)?.label)
                    )
                }
            default:
                Issue.record("the Escaping screen has a \(row.kind.rawValue) row `\(id)` this test does not read")
            }
        }
        return result
    }

    @Test func everyLiteralIsShownExactlyAsTheYAMLSaysIt() throws {
        let driver = try ScreenDriver("Escaping")
        driver.verify("default state")
        let literals = try literals(driver)

        // Every literal text of the screen is checked, and only those.
        let irLiterals = displayTexts(in: driver.screen).filter { if case .literal = $0.source { true } else { false } }
        #expect(literals.count == irLiterals.count)
        #expect(Set(literals.map(\.name)) == Set(Self.expectedLiterals.keys))

        for literal in literals {
            let expected = try #require(Self.expectedLiterals[literal.name], "no expectation for \(literal.name)")
            // The IR read the YAML as intended…
            #expect(
                Array(literal.ir.unicodeScalars) == Array(expected.unicodeScalars),
                "\(literal.name): IR \(visible(literal.ir)), YAML means \(visible(expected))"
            )
            // …and the generated code shows exactly that, scalar for scalar and byte for byte.
            let generated = try #require(literal.generated, "\(literal.name): the generated item does not show it")
            #expect(generated == literal.ir, "\(literal.name)")
            #expect(
                Array(generated.unicodeScalars) == Array(literal.ir.unicodeScalars),
                "\(literal.name): generated \(visible(generated)), IR \(visible(literal.ir))"
            )
            #expect(Array(generated.utf8) == Array(literal.ir.utf8), "\(literal.name)")
        }
    }

    @Test func theLocalizedRowStillUsesTheStringsTable() throws {
        let driver = try ScreenDriver("Escaping")
        let disclosure = try #require(driver.controller.items(ofType: ItemListDisclosureItem.self).last)
        #expect(disclosure.title == stubString("Settings_Title"))
        #expect(disclosure.sectionId == 1)
    }

    /// Scalars that must never appear raw in generated Swift: C0/C1 controls and DEL (except the line feed),
    /// format characters (bidi embeddings, overrides and isolates, zero-width space, word joiners, BOM, …) and the
    /// line and paragraph separators. They would make the source misleading (Trojan Source) or break the literal.
    /// The zero-width joiner and non-joiner are allowed: emoji sequences and Persian or Indic text need them.
    static func isForbiddenRaw(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\u{200C}" || scalar == "\u{200D}" { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// The raw scalars `isForbiddenRaw` finds in a generated file, as `line n, scalar m: U+XXXX`.
    static func forbiddenScalars(inGenerated name: String) throws -> (source: String, found: [String]) {
        let url = repositoryRoot.appendingPathComponent("Tests/GeneratedScreens/Screens/\(name).swift")
        let bytes = [UInt8](try Data(contentsOf: url))
        let source = try #require(String(validating: bytes, as: UTF8.self), "\(name).swift is not valid UTF-8")
        var found: [String] = []
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (column, scalar) in line.unicodeScalars.enumerated() where isForbiddenRaw(scalar) {
                found.append(
                    "line \(number + 1), scalar \(column + 1): U+\(String(scalar.value, radix: 16, uppercase: true))"
                )
            }
        }
        return (source, found)
    }

    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func noGeneratedSourceHasRawInvisibleOrControlScalars(screen name: String) throws {
        let found = try Self.forbiddenScalars(inGenerated: name).found
        #expect(found.isEmpty, "raw scalars in \(name).swift: \(found.joined(separator: ", "))")
    }

    @Test func theGeneratedSourceEscapesEveryInvisibleOrControlScalar() throws {
        let (source, found) = try Self.forbiddenScalars(inGenerated: "Escaping")
        #expect(found.isEmpty, "raw scalars in Escaping.swift: \(found.joined(separator: ", "))")

        // The dangerous scalars of the fixture are there, escaped.
        for escape in [
            "\\u{202E}", "\\u{2066}", "\\u{2069}", "\\u{202C}", "\\u{200B}", "\\u{FEFF}", "\\u{2028}",
            "\\u{7}", "\\u{1B}", "nul\\0byte", "line 1\\nline 2\\r\\nline 3\\ttabbed",
        ] {
            #expect(source.contains(escape), "Escaping.swift does not contain \(escape)")
        }
    }
}
