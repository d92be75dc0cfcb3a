import ScreenDiagnostics
import TerminalText
import Testing

@testable import DiagnosticFormats

@Suite struct TextRendererTests {
    static let options = RenderOptions(color: false, toolVersion: "0.1.0")

    static func render(_ diagnostics: [Diagnostic], sources: [String: String], files: Int = 1, color: Bool = false) -> String {
        var options = options
        options.color = color
        let report = DiagnosticReport(
            diagnostics: diagnostics, files: (0..<files).map { "f\($0).yaml" }, sources: sources)
        return DiagnosticRenderer.render(report, as: .text, options: options)
    }

    static func span(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int, file: String = "a.yaml") -> SourceSpan {
        SourceSpan(
            file: file, start: SourcePosition(line: line, column: column),
            end: SourcePosition(line: endLine, column: endColumn))
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func noEscapeByteWithoutColor(format: DiagnosticFormat) {
        let output = DiagnosticRenderer.render(Fixtures.report, as: format, options: Fixtures.options)
        #expect(!output.utf8.contains(0x1B))
    }

    @Test func colorUsesEscapes() {
        var options = Fixtures.options
        options.color = true
        let text = DiagnosticRenderer.render(Fixtures.report, as: .text, options: options)
        #expect(text.contains("\u{1B}[1;31merror[unknown-key]\u{1B}[0m"))
        #expect(text.contains("\u{1B}[1;33mwarning[empty-section]\u{1B}[0m"))
        // The escape in the source line is still shown, not sent.
        #expect(text.contains("Account\\u{1B}[2J"))
        // Colour is only for the text format.
        for format in [DiagnosticFormat.xcode, .json, .github, .sarif] {
            #expect(!DiagnosticRenderer.render(Fixtures.report, as: format, options: options).utf8.contains(0x1B))
        }
    }

    @Test func matchesTheDocumentedLayout() {
        let source = "a: 1\nrow:\n  titel: Last Seen\n"
        let diagnostic = Diagnostic(
            .unknownKey, "unknown key `titel` in a switch row", at: Self.span(3, 3, 3, 8),
            labels: [.init(span: Self.span(3, 3, 3, 8), message: "not part of a switch row")],
            notes: ["a note"], help: "did you mean `title`?")
        let output = Self.render([diagnostic], sources: ["a.yaml": source], files: 6)
        #expect(
            output == """
                error[unknown-key]: unknown key `titel` in a switch row
                 --> a.yaml:3:3
                  |
                3 |   titel: Last Seen
                  |   ^^^^^ not part of a switch row
                  |
                  = note: a note
                  = help: did you mean `title`?

                1 error in 6 files

                """)
    }

    /// The caret row's text before the carets is as wide as the source row's text before the span.
    @Test func caretsLineUpUnderWideCharactersAndTabs() throws {
        let output = DiagnosticRenderer.render(Fixtures.report, as: .text, options: Fixtures.options)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (needle, marker) in [("lastSen }", "^^^^^^^ "), ("eye.fill", "^^^^^^^^^^^^ "), ("\\u{1B}[2J", "^^^^^^^^^ ")] {
            let row = try #require(lines.firstIndex { $0.contains(needle) && !$0.contains("-->") && $0.contains(" | ") })
            let source = lines[row]
            let carets = lines[row + 1]
            let sourcePrefix = String(source[..<source.range(of: needle)!.lowerBound])
            let caretPrefix = String(carets[..<carets.range(of: marker)!.lowerBound])
            #expect(DisplayWidth.of(sourcePrefix) == DisplayWidth.of(caretPrefix), "\(needle)")
            #expect(!source.contains("\t"))
        }
    }

    @Test func spanOverSeveralLinesIsUnderlinedToTheEndOfItsFirstLine() {
        let output = Self.render(
            [Diagnostic(.emptySection, "empty", at: Self.span(1, 3, 3, 2))],
            sources: ["a.yaml": "- id: x\n  rows: []\n\n"])
        #expect(output.contains("1 | - id: x\n  |   ^^^^^\n"))
    }

    @Test func zeroWidthAndPastTheEndSpansGetOneCaret() {
        let source = "key:\n"
        let atEnd = Self.render([Diagnostic(.missingKey, "missing value", at: Self.span(1, 5, 1, 5))], sources: ["a.yaml": source])
        #expect(atEnd.contains("1 | key:\n  |     ^\n"))
        let pastEnd = Self.render([Diagnostic(.missingKey, "far", at: Self.span(1, 8, 1, 9))], sources: ["a.yaml": source])
        #expect(pastEnd.contains("1 | key:\n  |        ^\n"))
        let emptyLine = Self.render([Diagnostic(.emptyFile, "empty", at: Self.span(2, 1, 2, 1))], sources: ["a.yaml": source])
        #expect(emptyLine.contains("2 |\n  | ^\n"))
    }

    @Test func labelsOnOtherLinesAreShownInOrderWithGaps() {
        let source = (1...20).map { "line\($0): x" }.joined(separator: "\n")
        let diagnostic = Diagnostic(
            .duplicateKey, "duplicate", at: Self.span(12, 1, 12, 7),
            labels: [
                .init(span: Self.span(10, 1, 10, 7), message: "one before"),
                .init(span: Self.span(3, 1, 3, 6), message: "far before"),
                .init(span: Self.span(12, 9, 12, 10), message: "same line"),
            ])
        let output = Self.render([diagnostic], sources: ["a.yaml": source])
        #expect(
            output.hasPrefix("""
                error[duplicate-key]: duplicate
                  --> a.yaml:12:1
                   |
                3  | line3: x
                   | ----- far before
                ...
                10 | line10: x
                   | ------ one before
                11 | line11: x
                12 | line12: x
                   | ^^^^^^
                   |         - same line

                """))
    }

    @Test func labelsInAnotherFileGetTheirOwnBlock() {
        let diagnostic = Diagnostic(
            .duplicateScreen, "twice", at: Self.span(1, 1, 1, 2, file: "b.yaml"),
            labels: [.init(span: Self.span(2, 1, 2, 2, file: "a.yaml"), message: "first here")])
        let output = Self.render([diagnostic], sources: ["a.yaml": "x\ny\n", "b.yaml": "z\n"])
        #expect(output.contains(" --> b.yaml:1:1\n  |\n1 | z\n  | ^\n  |\n ::: a.yaml:2:1\n  |\n2 | y\n  | - first here\n"))
    }

    @Test func withoutTheSourceLabelsBecomeNotes() {
        let diagnostic = Diagnostic(
            .duplicateID, "duplicate", at: Self.span(4, 2, 4, 3, file: "gone.yaml"),
            labels: [
                .init(span: Self.span(4, 2, 4, 3, file: "gone.yaml"), message: "here"),
                .init(span: Self.span(99, 1, 99, 2, file: "a.yaml"), message: "past the end"),
            ])
        let output = Self.render([diagnostic], sources: ["a.yaml": "x\n"])
        #expect(
            output == """
                error[duplicate-id]: duplicate
                 --> gone.yaml:4:2
                  = note: gone.yaml:4:2: here
                  = note: a.yaml:99:1: past the end

                1 error in 1 file

                """)
    }

    @Test func controlCharactersAndBidiOverridesAreShownNotSent() {
        let source = "title: \"a\u{1B}]0;pwned\u{07}b\u{202E}c\u{2066}\u{9B}\u{7F}\r"
        let diagnostic = Diagnostic(
            .invalidValue, "bad \u{1B}[2J\r message", at: Self.span(1, 8, 1, 9, file: "x\u{1B}.yaml"),
            labels: [.init(span: Self.span(1, 8, 1, 9, file: "x\u{1B}.yaml"), message: "\u{202E}label")],
            notes: ["note\u{0}"], help: "help\u{85}")
        let output = Self.render([diagnostic], sources: ["x\u{1B}.yaml": source])
        #expect(!output.unicodeScalars.contains { TerminalSafety.isUnsafe($0) && $0 != "\n" })
        #expect(output.contains("1 | title: \"a\\u{1B}]0;pwned\\u{7}b\\u{202E}c\\u{2066}\\u{9B}\\u{7F}\n"))
        #expect(output.contains("bad \\u{1B}[2J\\r message"))
        #expect(output.contains("--> x\\u{1B}.yaml:1:8"))
        #expect(output.contains("\\u{202E}label"))
    }

    @Test func multiLineMessagesAreIndented() {
        let diagnostic = Diagnostic(
            .invalidValue, "first\nsecond", at: Self.span(1, 1, 1, 2),
            labels: [.init(span: Self.span(1, 1, 1, 2), message: "l1\nl2")],
            notes: ["n1\r\nn2"])
        let output = Self.render([diagnostic], sources: ["a.yaml": "x\n"])
        #expect(
            output.hasPrefix("""
                error[invalid-value]: first
                                      second
                 --> a.yaml:1:1
                  |
                1 | x
                  | ^ l1
                  |   l2
                  |
                  = note: n1
                          n2

                """))
    }

    @Test func fixItsAreDescribed() {
        let primary = Self.span(1, 3, 1, 6)
        func fix(_ span: SourceSpan, _ replacement: String) -> String {
            DiagnosticWording.fix(.init(span: span, replacement: replacement), of: Diagnostic(.unknownKey, "m", at: primary))
        }
        #expect(fix(primary, "title") == "replace with `title`")
        #expect(fix(primary, "") == "delete it")
        #expect(fix(Self.span(1, 3, 1, 3), "x") == "insert `x` at 1:3")
        #expect(fix(Self.span(2, 1, 2, 4), "y\n") == "replace 2:1-2:4 with `y\\n`")
        #expect(fix(Self.span(2, 1, 2, 4), "") == "delete 2:1-2:4")
        #expect(fix(Self.span(2, 1, 2, 1, file: "b.yaml"), "z") == "insert `z` at b.yaml:2:1")
        let insertion = Diagnostic(.missingKey, "m", at: Self.span(1, 1, 1, 1))
        #expect(DiagnosticWording.fix(.init(span: insertion.span, replacement: "id: x"), of: insertion) == "insert `id: x`")
    }

    @Test func summaryLine() {
        #expect(DiagnosticSummary(errors: 0, warnings: 0, notes: 0, files: 6).description == "no problems in 6 files")
        #expect(DiagnosticSummary(errors: 0, warnings: 0, notes: 0, files: 1).description == "no problems in 1 file")
        #expect(DiagnosticSummary(errors: 2, warnings: 1, notes: 0, files: 6).description == "2 errors, 1 warning in 6 files")
        #expect(DiagnosticSummary(errors: 1, warnings: 0, notes: 0, files: 1).description == "1 error in 1 file")
        #expect(DiagnosticSummary(errors: 0, warnings: 2, notes: 1, files: 0).description == "2 warnings, 1 note in 0 files")
        #expect(Fixtures.report.summary == DiagnosticSummary(errors: 7, warnings: 2, notes: 1, files: 3))
        #expect(Self.render([], sources: [:], files: 2, color: true) == "\u{1B}[1;32mno problems\u{1B}[0m in 2 files\n")
    }
}
