import ScreenDiagnostics
import Testing

@testable import DiagnosticFormats

@Suite struct XcodeRendererTests {
    static func span(_ line: Int, _ column: Int, file: String = "Screens/A.yaml") -> SourceSpan {
        SourceSpan(file: file, start: SourcePosition(line: line, column: column), end: SourcePosition(line: line, column: column + 2))
    }

    static func render(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticRenderer.render(
            DiagnosticReport(diagnostics: diagnostics, files: ["Screens/A.yaml"]), as: .xcode, options: Fixtures.options)
    }

    @Test func diagnosticThenNotesForLabelsNotesAndHelp() {
        let diagnostic = Diagnostic(
            .duplicateID, "duplicate id `a`", at: Self.span(7, 9),
            labels: [.init(span: Self.span(3, 9), message: "first used here")],
            notes: ["ids are unique per screen"], help: "rename one",
            fixIt: .init(span: Self.span(7, 9), replacement: "b"))
        #expect(
            Self.render([diagnostic]) == """
                Screens/A.yaml:7:9: error: duplicate id `a` [duplicate-id]
                Screens/A.yaml:3:9: note: first used here
                Screens/A.yaml:7:9: note: ids are unique per screen
                Screens/A.yaml:7:9: note: rename one

                """)
    }

    @Test func fixItBecomesANoteWithoutHelp() {
        let warning = Diagnostic(
            .ambiguousScalar, "unquoted `no`", at: Self.span(2, 5),
            fixIt: .init(span: Self.span(2, 5), replacement: "\"no\""))
        #expect(
            Self.render([warning]) == """
                Screens/A.yaml:2:5: warning: unquoted `no` [ambiguous-scalar]
                Screens/A.yaml:2:5: note: replace with `"no"`

                """)
    }

    @Test func everyDiagnosticIsOneLine() {
        let diagnostic = Diagnostic(
            .invalidValue, "two\nlines \u{1B}[2J", at: Self.span(1, 1), severity: .note,
            labels: [.init(span: Self.span(1, 1), message: "a\r\nb")])
        #expect(
            Self.render([diagnostic]) == """
                Screens/A.yaml:1:1: note: two lines \\u{1B}[2J [invalid-value]
                Screens/A.yaml:1:1: note: a b

                """)
    }

    @Test func noSummaryLine() {
        let output = DiagnosticRenderer.render(Fixtures.report, as: .xcode, options: Fixtures.options)
        let lines = output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") })
        #expect(lines.filter { $0.contains(": error: ") }.count == 7)
    }
}
