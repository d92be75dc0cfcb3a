import TerminalText
import ScreenDiagnostics

/// Phrases shared by the renderers, so every format words a diagnostic's parts the same way.
enum DiagnosticWording {
    /// `line:column`, or `line:column-line:column` for a span that covers text.
    static func range(_ span: SourceSpan) -> String {
        span.start == span.end ? "\(span.start)" : "\(span.start)-\(span.end)"
    }

    /// A fix-it in words, e.g. "replace with `title`", "insert `: `", "delete it".
    ///
    /// When the fix does not edit exactly the diagnostic's primary span, the place is named:
    /// "replace 12:7-12:12 with `title`" (or "… Screens/Other.yaml:3:1-3:4 …" in another file).
    /// The replacement is shown with `TerminalSafety.inline`, so a line break reads `\n`.
    static func fix(_ fix: Diagnostic.FixIt, of diagnostic: Diagnostic) -> String {
        let replacement = "`" + TerminalSafety.inline(fix.replacement) + "`"
        let isInsertion = fix.span.start == fix.span.end
        if fix.span == diagnostic.span {
            if isInsertion { return "insert \(replacement)" }
            return fix.replacement.isEmpty ? "delete it" : "replace with \(replacement)"
        }
        let place = (fix.span.file == diagnostic.span.file ? "" : TerminalSafety.inline(fix.span.file) + ":") + range(fix.span)
        if isInsertion { return "insert \(replacement) at \(place)" }
        return fix.replacement.isEmpty ? "delete \(place)" : "replace \(place) with \(replacement)"
    }

    /// The notes and help as "note: …" and "help: …" lines, for formats whose message is one block
    /// of text (GitHub, SARIF). With `fixWithoutHelp`, a fix-it is added as "fix: …" when there is no
    /// help (help usually says the same in words). Not made terminal-safe.
    static func trailer(of diagnostic: Diagnostic, fixWithoutHelp: Bool) -> [String] {
        var lines = diagnostic.notes.map { "note: \($0)" }
        if let help = diagnostic.help {
            lines.append("help: \(help)")
        } else if fixWithoutHelp, let fixIt = diagnostic.fixIt {
            lines.append("fix: \(fix(fixIt, of: diagnostic))")
        }
        return lines
    }
}
