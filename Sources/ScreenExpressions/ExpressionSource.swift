import ScreenDiagnostics

/// Where an expression's text came from, so token spans point into the YAML file.
///
/// The YAML decoder builds one per condition scalar. When the scalar's text appears in the file
/// exactly as it is decoded (a plain or a simply quoted single-line scalar), `textColumnOffset`
/// says how many columns the text starts after `span.start` (1 for a quoted scalar, 0 for a plain
/// one) and every token gets its own precise span. Otherwise every span is the whole scalar.
public struct ExpressionSource: Sendable, Equatable {
    /// The expression's text, as decoded from YAML.
    public var text: String
    /// Span of the whole YAML scalar that holds the expression.
    public var span: SourceSpan
    /// Columns from span.start to the first character of `text`, or nil when columns inside the text cannot be
    /// mapped exactly (multi-line or escaped scalars): then every token span is the whole `span`.
    public var textColumnOffset: Int?

    /// Creates a source from the decoded text, the scalar's span and the column offset of the text in it.
    public init(text: String, span: SourceSpan, textColumnOffset: Int?) {
        self.text = text
        self.span = span
        self.textColumnOffset = textColumnOffset
    }

    /// The span of `length` Unicode scalars of `text` starting `offset` scalars in, or the whole
    /// scalar's span when columns cannot be mapped exactly.
    public func span(offset: Int, length: Int) -> SourceSpan {
        guard let textColumnOffset else { return span }
        return span.subspan(offset: textColumnOffset + offset, length: length)
    }

    /// Whether token spans point at exact columns, so fix-its can edit inside the scalar.
    var hasExactColumns: Bool { textColumnOffset != nil }
}
