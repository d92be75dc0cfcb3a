import DiagnosticFormats
import ScreenDiagnostics
import ScreenIR

/// The result of reading a set of screen files.
public struct LintResult: Sendable {
    /// The screens that could be decoded, in file order (some may have errors).
    public var screens: [Screen]
    /// Every diagnostic, sorted by file, position and rule.
    public var diagnostics: [Diagnostic]
    /// Every file read, in the order given.
    public var files: [String]

    /// Whether any diagnostic is an error, or (when `strict`) a warning.
    public func fails(strict: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// The diagnostics as input for a renderer.
    public func report(sources: [SourceFile]) -> DiagnosticReport {
        var texts: [String: String] = [:]
        for source in sources {
            texts[source.path] = String(decoding: source.bytes, as: UTF8.self)
        }
        return DiagnosticReport(diagnostics: diagnostics, files: files, sources: texts)
    }
}

/// `screenc lint`'s core: reads every file, validates each screen and the set of screens together.
public enum Linter {
    /// Lints `files` (sorted by path by the caller for deterministic output). Pure: no I/O.
    public static func lint(_ files: [SourceFile]) -> LintResult {
        let results = ParallelMap.map(files) { ScreenReader.read($0.bytes, file: $0.path) }
        let screens = results.compactMap(\.screen)
        var diagnostics = results.flatMap(\.diagnostics)
        diagnostics += ProjectValidator.validate(screens)
        return LintResult(screens: screens, diagnostics: diagnostics.sorted(), files: files.map(\.path))
    }
}
