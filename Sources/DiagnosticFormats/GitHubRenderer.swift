import TerminalText
import ScreenDiagnostics

/// The `github` format: GitHub Actions workflow commands, which the runner turns into annotations
/// on the pull request's changed files.
///
/// ```
/// ::error file=Screens/Privacy.yaml,line=12,col=7,endLine=12,endColumn=12,title=screenc(unknown-key)::unknown key `titel` in a switch row%0Ahelp: did you mean `title`?
/// ```
///
/// Conventions:
/// - `::error`, `::warning` and `::notice` for the three severities.
/// - `title` is `<tool>(<rule-id>)`, e.g. `screenc(unknown-key)`, in the style of other linters' annotations.
/// - `col` and `endColumn` (exclusive end, in Unicode scalars) are given only when the span is on one
///   line: GitHub accepts columns only for single-line annotations.
/// - The message is the diagnostic's message, then one line per label (`path:line:col: message`),
///   note (`note: …`) and the help (`help: …`; or, without help, the fix-it as `fix: …`).
/// - Escaping exactly as `@actions/core` does: in the message `%` → `%25`, CR → `%0D`, LF → `%0A`;
///   in property values additionally `:` → `%3A` and `,` → `%2C`. Before that, control characters,
///   ANSI escapes and bidi overrides are made visible (`TerminalSafety`), as the log is a terminal too.
/// - No summary line.
enum GitHubRenderer {
    /// Writes one workflow command (one diagnostic) at a time.
    static func write(_ report: DiagnosticReport, options: RenderOptions, to write: (String) -> Void) {
        for diagnostic in report.diagnostics {
            write(command(for: diagnostic, toolName: options.toolName) + "\n")
        }
    }

    static func command(for diagnostic: Diagnostic, toolName: String) -> String {
        let name: String
        switch diagnostic.severity {
        case .error: name = "error"
        case .warning: name = "warning"
        case .note: name = "notice"
        }
        let span = diagnostic.span
        var properties: [(String, String)] = [
            ("file", TerminalSafety.inline(span.file)),
            ("line", String(span.start.line)),
        ]
        if span.start.line == span.end.line {
            properties.append(("col", String(span.start.column)))
        }
        properties.append(("endLine", String(span.end.line)))
        if span.start.line == span.end.line {
            properties.append(("endColumn", String(span.end.column)))
        }
        properties.append(("title", TerminalSafety.inline("\(toolName)(\(diagnostic.rule.rawValue))")))

        var parts = [diagnostic.message]
        parts += diagnostic.labels.map { "\($0.span): \($0.message)" }
        parts += DiagnosticWording.trailer(of: diagnostic, fixWithoutHelp: true)
        let message = parts.flatMap { TerminalSafety.lines($0) }.joined(separator: "\n")

        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(message))"
    }

    /// Escapes a command's message as `@actions/core`'s `escapeData`: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Escapes a property value as `@actions/core`'s `escapeProperty`: `%`, CR, LF, `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
