import ScreenDiagnostics
import YAMLReader

/// The front half of the compiler for one file: YAML → node tree → `Screen`, with every diagnostic.
///
/// A pure function of its input; cross-file checks are `ProjectValidator`'s.
public enum ScreenReader {
    /// The outcome of reading one file.
    public struct Result: Sendable {
        /// The screen, when the file could be decoded far enough to have one (it may still have errors).
        public var screen: Screen?
        /// Every problem found in the file, sorted.
        public var diagnostics: [Diagnostic]
    }

    /// Reads one screen file.
    public static func read(_ bytes: [UInt8], file: String) -> Result {
        let document = YAMLParser.parse(bytes, file: file)
        var diagnostics = document.diagnostics
        if diagnostics.contains(where: { $0.rule == .yamlSyntax || $0.rule == .invalidEncoding }) {
            return Result(screen: nil, diagnostics: diagnostics.sorted())
        }
        let sink = DiagnosticSink()
        let screen = ScreenDecoder(file: file, sink: sink).decode(document.root)
        diagnostics += sink.diagnostics
        if let screen {
            diagnostics += ScreenValidator.validate(screen)
        }
        return Result(screen: screen, diagnostics: diagnostics.sorted())
    }
}
