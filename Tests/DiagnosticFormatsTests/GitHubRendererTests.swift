import ScreenDiagnostics
import TerminalText
import Testing

@testable import DiagnosticFormats

@Suite struct GitHubRendererTests {
    @Test func dataEscapingMatchesTheActionsToolkit() {
        #expect(GitHubRenderer.escapeData("100% sure") == "100%25 sure")
        #expect(GitHubRenderer.escapeData("a\r\nb\nc") == "a%0D%0Ab%0Ac")
        #expect(GitHubRenderer.escapeData("key: a, b") == "key: a, b")
        #expect(GitHubRenderer.escapeData("%0A") == "%250A")
    }

    @Test func propertyEscapingMatchesTheActionsToolkit() {
        #expect(GitHubRenderer.escapeProperty("100%") == "100%25")
        #expect(GitHubRenderer.escapeProperty("a\r\nb") == "a%0D%0Ab")
        #expect(GitHubRenderer.escapeProperty("C:\\a,b.yaml") == "C%3A\\a%2Cb.yaml")
        #expect(GitHubRenderer.escapeProperty("screenc(unknown-key)") == "screenc(unknown-key)")
    }

    static func span(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int, file: String = "a.yaml") -> SourceSpan {
        SourceSpan(
            file: file, start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
    }

    @Test func commandHasPropertiesTitleAndEscapedMessage() {
        let diagnostic = Diagnostic(
            .unknownKey, "unknown key `a:b,c` 50%\nsecond line", at: Self.span(3, 5, 3, 10, file: "dir,1/a:b.yaml"),
            labels: [.init(span: Self.span(1, 1, 1, 2, file: "dir,1/a:b.yaml"), message: "row")],
            notes: ["a note"], help: "did you mean `title`?")
        #expect(
            GitHubRenderer.command(for: diagnostic, toolName: "screenc")
                == "::error file=dir%2C1/a%3Ab.yaml,line=3,col=5,endLine=3,endColumn=10,title=screenc(unknown-key)"
                + "::unknown key `a:b,c` 50%25%0Asecond line%0Adir,1/a:b.yaml:1:1: row%0Anote: a note%0Ahelp: did you mean `title`?")
    }

    @Test func severitiesMapToCommands() {
        let warning = Diagnostic(.emptySection, "w", at: Self.span(1, 1, 1, 1))
        let note = Diagnostic(.emptySection, "n", at: Self.span(1, 1, 1, 1), severity: .note)
        #expect(GitHubRenderer.command(for: warning, toolName: "screenc").hasPrefix("::warning "))
        #expect(GitHubRenderer.command(for: note, toolName: "screenc").hasPrefix("::notice "))
    }

    @Test func columnsOnlyForSingleLineSpans() {
        let diagnostic = Diagnostic(.emptySection, "w", at: Self.span(2, 3, 4, 1))
        #expect(
            GitHubRenderer.command(for: diagnostic, toolName: "screenc")
                == "::warning file=a.yaml,line=2,endLine=4,title=screenc(empty-section)::w")
    }

    @Test func fixIsMentionedOnlyWithoutHelp() {
        let span = Self.span(1, 1, 1, 3)
        let withoutHelp = Diagnostic(.ambiguousScalar, "m", at: span, fixIt: .init(span: span, replacement: "\"no\""))
        #expect(GitHubRenderer.command(for: withoutHelp, toolName: "screenc").hasSuffix("::m%0Afix: replace with `\"no\"`"))
        var withHelp = withoutHelp
        withHelp.help = "quote it"
        #expect(GitHubRenderer.command(for: withHelp, toolName: "screenc").hasSuffix("::m%0Ahelp: quote it"))
    }

    @Test func controlCharactersCannotReachTheLog() {
        let diagnostic = Diagnostic(.invalidValue, "a\u{1B}[31mb\rc\u{202E}", at: Self.span(1, 1, 1, 2))
        let command = GitHubRenderer.command(for: diagnostic, toolName: "screenc")
        #expect(command.hasSuffix("::a\\u{1B}[31mb\\rc\\u{202E}"))
        #expect(!command.unicodeScalars.contains { TerminalSafety.isUnsafe($0) })
    }

    @Test func oneLinePerDiagnostic() {
        let output = DiagnosticRenderer.render(Fixtures.report, as: .github, options: Fixtures.options)
        let lines = output.split(separator: "\n")
        #expect(lines.count == Fixtures.report.diagnostics.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(output.hasSuffix("\n"))
    }
}
