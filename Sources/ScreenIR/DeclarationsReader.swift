import ScreenDiagnostics
import YAMLReader

/// The front half of the compiler for a declarations file: node tree → `DeclarationsFile`, with every diagnostic.
///
/// A pure function of its input and of what the file's imports declare: finding and reading the imported files is
/// the caller's, which first asks `importPaths(in:)` what they are.
public enum DeclarationsReader {
    /// The outcome of reading one declarations file.
    public struct Result: Sendable {
        /// The file, when it could be decoded far enough (it may still have errors).
        public var file: DeclarationsFile?
        /// Every problem found in the file, sorted.
        public var diagnostics: [Diagnostic]

        public init(file: DeclarationsFile?, diagnostics: [Diagnostic]) {
            self.file = file
            self.diagnostics = diagnostics
        }
    }

    /// Whether a document is a declarations file: its root is a mapping with `declarations:` and without `screen:`
    /// (a file with both is a screen, whose `declarations:` is an unknown key). For a file that is not well-formed
    /// YAML, the root's keys read before the error decide.
    public static func isDeclarationsFile(_ document: YAMLDocument) -> Bool {
        if let root = document.root { return isDeclarationsFile(root.mapping ?? []) }
        return isDeclarationsFile(document.partialRootPairs)
    }

    private static func isDeclarationsFile(_ pairs: [YAMLPair]) -> Bool {
        var found = false
        for pair in pairs {
            switch pair.key.scalar?.value {
            case "screen": return false
            case ScreenLanguage.declarationsFileKey: found = true
            default: break
            }
        }
        return found
    }

    /// The paths a screen file or declarations file writes under `imports:`, as written (malformed entries left out:
    /// reading the file reports them).
    public static func importPaths(in root: YAMLNode?) -> [Located<String>] {
        guard let pairs = root?.mapping,
            let node = pairs.first(where: { $0.key.scalar?.value == "imports" })?.value
        else { return [] }
        return ImportsDecoder(values: ValueReader(sink: DiagnosticSink())).decode(node)
    }

    /// Decodes and checks a declarations file, already parsed, given what its imports make visible (`imported`,
    /// whose diagnostics are the file's too).
    public static func read(_ document: YAMLDocument, file: String, imported: ResolvedImports) -> Result {
        var diagnostics = document.diagnostics
        if diagnostics.contains(where: { $0.rule == .yamlSyntax || $0.rule == .invalidEncoding }) {
            return Result(file: nil, diagnostics: diagnostics.sorted())
        }
        let sink = DiagnosticSink()
        sink.report(contentsOf: imported.diagnostics)
        let declarations = document.root.flatMap {
            DeclarationsFileDecoder(file: file, sink: sink, imported: imported.declarations).decode($0)
        }
        diagnostics += sink.diagnostics
        if let declarations {
            diagnostics += ScreenValidator.validate(declarations, imported: imported.declarations)
        }
        return Result(file: declarations, diagnostics: diagnostics.sorted())
    }
}
