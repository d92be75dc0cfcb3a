import TerminalText
import ScreenDiagnostics

/// The `xcode` format: the `path:line:column: severity: message` lines that Xcode parses out of
/// build logs (a Run Script phase, for example) and that swiftc and clang write.
///
/// ```
/// Screens/Privacy.yaml:12:7: error: unknown key `titel` in a switch row [unknown-key]
/// Screens/Privacy.yaml:12:7: note: not part of a switch row
/// Screens/Privacy.yaml:12:7: note: a switch row has the keys `switch`, `id`, `title` and `visible`
/// Screens/Privacy.yaml:12:7: note: did you mean `title`?
/// ```
///
/// Conventions, following swiftc and clang rather than inventing suffixes:
/// - The diagnostic's line ends with ` [rule-id]`, as clang ends warnings with `[-Wflag]`.
/// - Everything else is a `note:` line right after it, which Xcode attaches to the diagnostic above
///   as a child in the Issue navigator: one per label (at the label's position), then one per note
///   and one for the help text (at the primary position, worded like swiftc's "did you mean …?"
///   notes). A fix-it gets a note at its own position ("replace with `title`") only when there is no
///   help, since the help says the same in words.
/// - Every line is one line: line breaks inside a message become a space, and control characters,
///   ANSI escapes and bidi overrides are escaped (`TerminalSafety`).
/// - Paths are printed as the report gives them; Xcode resolves relative paths against the working
///   directory of the build step, so the CLI should pass absolute paths when it targets Xcode.
/// - No summary line: Xcode reads every line of the log as a possible diagnostic.
enum XcodeRenderer {
    /// Writes the lines of one diagnostic at a time.
    static func write(_ report: DiagnosticReport, options: RenderOptions, to write: (String) -> Void) {
        for diagnostic in report.diagnostics {
            var output = ""
            output += line(diagnostic.span, diagnostic.severity.rawValue, diagnostic.message + " [\(diagnostic.rule.rawValue)]")
            for label in diagnostic.labels {
                output += line(label.span, "note", label.message)
            }
            for note in diagnostic.notes {
                output += line(diagnostic.span, "note", note)
            }
            if let help = diagnostic.help {
                output += line(diagnostic.span, "note", help)
            } else if let fix = diagnostic.fixIt {
                output += line(fix.span, "note", DiagnosticWording.fix(fix, of: diagnostic))
            }
            write(output)
        }
    }

    /// One `path:line:column: kind: message` line, newline included.
    static func line(_ span: SourceSpan, _ kind: String, _ message: String) -> String {
        let text = TerminalSafety.splitLines(message).map { TerminalSafety.inline($0) }.joined(separator: " ")
        return "\(TerminalSafety.inline(span.file)):\(span.start.line):\(span.start.column): \(kind): \(text)\n"
    }
}
