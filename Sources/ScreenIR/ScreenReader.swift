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
        /// When the file holds no screen because it is not well-formed YAML further down: the `screen:` name written
        /// before the error, so that pushes to it from other files are not reported as unknown (the file's own error
        /// says what is wrong).
        public var unreadScreenName: String?

        public init(screen: Screen?, diagnostics: [Diagnostic], unreadScreenName: String? = nil) {
            self.screen = screen
            self.diagnostics = diagnostics
            self.unreadScreenName = unreadScreenName
        }
    }

    /// Warnings that an error elsewhere in the file can cause (a row that failed to decode leaves its section
    /// empty and its fields unused), so they are only reported for files without errors.
    public static let rulesSilencedByErrors: Set<Rule> = [.unusedStateField, .emptySection, .emptyScreen, .constantCondition]

    /// Reads one screen file, whose generated names will carry `naming`'s prefix and suffix; `imports` gives what
    /// its `imports:` and the project's declarations files declare.
    public static func read(
        _ bytes: [UInt8], file: String, naming: NameAffixes = .none, imports: ImportResolver = .none
    ) -> Result {
        read(YAMLParser.parse(bytes, file: file), file: file, naming: naming, imports: imports)
    }

    /// `read(_:file:naming:imports:)` of a file already parsed.
    public static func read(
        _ document: YAMLDocument, file: String, naming: NameAffixes = .none, imports: ImportResolver = .none
    ) -> Result {
        var diagnostics = document.diagnostics
        if diagnostics.contains(where: { $0.rule == .yamlSyntax || $0.rule == .invalidEncoding }) {
            let name = document.partialRootPairs.first { $0.key.hasScalarValue("screen") }?.value.scalar?.value
            return Result(screen: nil, diagnostics: diagnostics.sorted(), unreadScreenName: name)
        }
        let sink = DiagnosticSink()
        let screen = ScreenDecoder(file: file, sink: sink, imports: imports).decode(document.root)
        diagnostics += sink.diagnostics
        if let screen {
            diagnostics += ScreenValidator.validate(screen, naming: naming, gaps: sink.gaps)
        }
        if diagnostics.containsErrors {
            // A value that is an error where it is (`enabled: yes`) needs another fix than the quotes that make it
            // portable.
            let errorSpans = Set(diagnostics.lazy.filter { $0.severity == .error }.map(\.span))
            diagnostics.removeAll { $0.rule == .ambiguousScalar && errorSpans.contains($0.span) }
            // A row or field that failed to decode makes these look true when they are not; report them once the
            // errors are fixed.
            diagnostics.removeAll { Self.rulesSilencedByErrors.contains($0.rule) }
        }
        return Result(screen: screen, diagnostics: diagnostics.sorted())
    }
}
