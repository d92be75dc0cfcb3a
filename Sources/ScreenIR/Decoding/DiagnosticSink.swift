import ScreenDiagnostics

/// Collects diagnostics while one file is decoded and validated. Not shared across files or threads.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []
    /// What decoding left out because of the problems it reported, for validation to stay quiet about.
    var gaps = DecodingGaps()

    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Drops the diagnostics reported after the first `count` (a part of the file about to be read again).
    func discard(since count: Int) {
        diagnostics.removeSubrange(count...)
    }

    func report(contentsOf more: [Diagnostic]) {
        diagnostics += more
    }

    func report(
        _ rule: Rule, _ message: String, at span: SourceSpan, labels: [Diagnostic.Label] = [], notes: [String] = [],
        help: String? = nil, fixIt: Diagnostic.FixIt? = nil
    ) {
        diagnostics.append(
            Diagnostic(rule, message, at: span, labels: labels, notes: notes, help: help, fixIt: fixIt))
    }
}
