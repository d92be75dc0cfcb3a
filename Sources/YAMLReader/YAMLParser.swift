import ScreenDiagnostics

/// Reads YAML text into a `YAMLDocument` with libyaml's event API.
///
/// What the reader accepts is deliberately narrower than YAML: one document per file, UTF-8
/// only, no anchors, aliases or merge keys, only core-schema tags, scalar keys only, and at most
/// `maximumDepth` nested collections. Everything else becomes a diagnostic.
public enum YAMLParser {
    /// The deepest nesting of sequences and mappings a file may have. Deeper files are rejected
    /// with a `yaml-syntax` diagnostic, which keeps every recursive walk over the tree safe.
    public static let maximumDepth = 256

    /// Parses `bytes` (the raw contents of `file`) into a node tree.
    ///
    /// Never throws and never crashes on bad input: every problem becomes a diagnostic.
    /// - Invalid UTF-8 (or UTF-16/UTF-32) and libyaml syntax errors stop reading: `root` is nil.
    /// - Duplicate keys, complex keys, anchors, aliases, merge keys and unsupported tags are
    ///   reported and reading goes on (the first value of a duplicate key wins, an alias reads as
    ///   an empty value, rejected pairs are left out).
    /// - A file that holds no document, or only an empty one (`---` alone), has a nil `root`
    ///   and no diagnostic.
    ///
    /// Diagnostics come back sorted by position.
    public static func parse(_ bytes: [UInt8], file: String) -> YAMLDocument {
        if let diagnostic = EncodingCheck.diagnose(bytes, file: file) {
            return YAMLDocument(root: nil, diagnostics: [diagnostic])
        }
        let source = SourceText(bytes)
        let result = LibYAMLEventReader.withReader(over: bytes) { reader in
            var session = ParseSession(source: source, file: file)
            session.run(&reader)
            return session.document
        }
        guard var document = result else {
            let diagnostic = Diagnostic(.yamlSyntax, "libyaml could not be initialised", at: .wholeFile(file))
            return YAMLDocument(root: nil, diagnostics: [diagnostic])
        }
        document.diagnostics.sort()
        return document
    }
}

/// The state of one `parse` call: drives the libyaml reader and feeds events to a `TreeBuilder`.
private struct ParseSession {
    let source: SourceText
    let file: String
    private let properties: PropertyCheck
    private var builder: TreeBuilder
    private var diagnostics: [Diagnostic] = []
    private var documentCount = 0
    private var abandoned = false

    init(source: SourceText, file: String) {
        self.source = source
        self.file = file
        properties = PropertyCheck(source: source, file: file)
        builder = TreeBuilder(file: file, properties: properties)
    }

    /// The result so far: the first document's root (nil after a fatal problem) and all diagnostics.
    var document: YAMLDocument {
        var root = abandoned ? nil : builder.root
        if let scalar = root?.scalar, scalar.value.isEmpty, scalar.isPlainUntagged {
            root = nil  // `---` with nothing after it: treat like an empty file.
        }
        var document = YAMLDocument(root: root, diagnostics: diagnostics + builder.diagnostics)
        if !abandoned {
            document.diagnostics += SourcePortability.diagnose(source, root: root, fileID: builder.fileID)
        }
        if abandoned { document.partialRootPairs = builder.openRootPairs }
        return document
    }

    /// Reads events until the stream ends, the second document starts, or a fatal problem.
    mutating func run(_ reader: inout LibYAMLEventReader) {
        while true {
            switch reader.next() {
            case .failure(let failure):
                diagnostics.append(SyntaxErrorDiagnostic.make(failure, source: source, file: file))
                abandoned = true
                return
            case .event(let event):
                guard handle(event.kind, start: event.start, end: event.end) else { return }
            }
        }
    }

    /// Handles one event; returns false when reading should stop.
    /// Consuming the kind moves a scalar's text into its node instead of copying it.
    private mutating func handle(_ kind: consuming YAMLEvent.Kind, start: SourcePosition, end: SourcePosition) -> Bool {
        switch consume kind {
        case .streamStart, .documentEnd:
            return true
        case .streamEnd:
            return false
        case .documentStart:
            documentCount += 1
            guard documentCount == 1 else {
                diagnostics.append(Diagnostic(
                    .multipleDocuments,
                    "a screen file must hold exactly one YAML document; this starts a second one",
                    at: SourceSpan(file: file, start: start, end: end),
                    notes: ["only the first document is read"],
                    help: "move the second document into a file of its own"
                ))
                return false
            }
            return true
        case .alias(let anchor):
            diagnostics.append(properties.aliasDiagnostic(anchor, start: start, end: end))
            let span = SourceSpan(fileID: builder.fileID, start: start, end: end)
            builder.attach(YAMLNode(.scalar(YAMLScalar("")), span: span), isAlias: true)
            return true
        case .scalar(let value, let style, let nodeProperties, let portability):
            let scalar = YAMLScalar(consume value, style: style, tag: nodeProperties.tag)
            if nodeProperties.isPresent {
                diagnostics += properties.diagnose(nodeProperties, of: .scalar(scalar), start: start)
            }
            var end = end
            if style == .literal || style == .folded {
                end = source.trimmingTrailingWhitespace(start: start, end: end)
            }
            let span = SourceSpan(fileID: builder.fileID, start: start, end: end)
            if let portability, let problem = portability.problem(inFlow: builder.inFlow) {
                reportPortability(problem, of: scalar.value, at: span)
            }
            // Consumed, not copied: a copy of its text is a retain, an atomic operation, on every scalar.
            builder.attach(YAMLNode(.scalar(consume scalar), span: span), isAlias: false)
            return true
        case .sequenceStart(let nodeProperties, let flow):
            return begin(mapping: false, flow: flow, properties: nodeProperties, at: start)
        case .mappingStart(let nodeProperties, let flow):
            return begin(mapping: true, flow: flow, properties: nodeProperties, at: start)
        case .sequenceEnd, .mappingEnd:
            builder.end(eventStart: start, eventEnd: end)
            return true
        }
    }

    /// Warns about a plain scalar that other YAML tools read differently (`ScalarPortability`) — unless screenc
    /// may read it as a number, where only the screen language knows whether a number or a text is meant (and warns
    /// there), or it is a merge key `<<`, an error already.
    private mutating func reportPortability(_ problem: ScalarPortability.Problem, of value: String, at span: SourceSpan) {
        if problem.rule == .ambiguousScalar, ScalarPortability.mayBeNumber(value) { return }
        if problem == .mergeKey, builder.expectsKey { return }
        diagnostics.append(ScalarPortability.diagnostic(problem, value: value, at: span))
    }

    private mutating func begin(
        mapping: Bool, flow: Bool, properties nodeProperties: YAMLEvent.NodeProperties, at start: SourcePosition
    ) -> Bool {
        guard builder.depth < YAMLParser.maximumDepth else {
            diagnostics.append(Diagnostic(
                .yamlSyntax,
                "the file nests lists and mappings more than \(YAMLParser.maximumDepth) levels deep",
                at: SyntaxErrorDiagnostic.characterSpan(at: start, source: source, file: file),
                notes: ["screenc stops reading a file that is nested this deeply"]
            ))
            abandoned = true
            return false
        }
        if nodeProperties.isPresent {
            diagnostics += properties.diagnose(nodeProperties, of: mapping ? .mapping : .sequence, start: start)
        }
        builder.begin(mapping: mapping, flow: flow, at: start)
        return true
    }
}
