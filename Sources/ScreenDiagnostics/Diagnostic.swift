/// A problem found in a source file, as a value.
///
/// Every stage of the pipeline returns diagnostics instead of printing or throwing them,
/// so a single run can report every problem and every output format renders the same values.
public struct Diagnostic: Sendable, Hashable {
    /// A secondary location that helps explain the diagnostic ("first defined here").
    public struct Label: Sendable, Hashable {
        /// Where the label points.
        public var span: SourceSpan
        /// What the label says about that place.
        public var message: String

        public init(span: SourceSpan, message: String) {
            self.span = span
            self.message = message
        }
    }

    /// A machine-applicable edit: replace the text of `span` with `replacement`.
    public struct FixIt: Sendable, Hashable {
        /// The text to replace.
        public var span: SourceSpan
        /// The text to put in its place.
        public var replacement: String

        public init(span: SourceSpan, replacement: String) {
            self.span = span
            self.replacement = replacement
        }
    }

    /// The rule that produced this diagnostic.
    public var rule: Rule
    /// The severity; defaults to the rule's severity.
    public var severity: Severity
    /// One sentence saying what is wrong.
    public var message: String
    /// The primary location.
    public var span: SourceSpan
    /// Secondary locations.
    public var labels: [Label]
    /// Additional facts that explain the problem.
    public var notes: [String]
    /// How to fix it, in words ("did you mean `title`?").
    public var help: String?
    /// How to fix it, as an edit, when there is exactly one obvious fix.
    public var fixIt: FixIt?

    public init(
        _ rule: Rule,
        _ message: String,
        at span: SourceSpan,
        severity: Severity? = nil,
        labels: [Label] = [],
        notes: [String] = [],
        help: String? = nil,
        fixIt: FixIt? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.message = message
        self.span = span
        self.labels = labels
        self.notes = notes
        self.help = help
        self.fixIt = fixIt
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics sort by file, position, then rule id and message, so output is deterministic.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.span != rhs.span { return lhs.span < rhs.span }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
