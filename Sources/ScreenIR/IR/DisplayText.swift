import ScreenDiagnostics
import ScreenExpressions

/// A string the screen displays: either written in the YAML or looked up by localization key.
public struct DisplayText: Sendable, Equatable {
    /// Where the text comes from.
    public enum Source: Sendable, Equatable {
        /// Shown exactly as written.
        case literal(String)
        /// A key of the app's strings table, emitted as `presentationData.strings.<key>`.
        case localized(key: String)
        /// A literal with `\(expression)` parts: literal text and String or Int expressions, in order.
        case interpolated([TextSegment])
    }

    /// Where the text comes from.
    public var source: Source
    /// Where the text was written.
    public var span: SourceSpan

    public init(_ source: Source, span: SourceSpan) {
        self.source = source
        self.span = span
    }

    /// The literal string, or the key for a localized text (what a preview shows without a strings file); an
    /// interpolated text as written, with its expressions in `\(…)`.
    public var fallback: String {
        switch source {
        case .literal(let string): string
        case .localized(let key): key
        case .interpolated(let segments):
            segments.map {
                switch $0 {
                case .literal(let text): text
                case .expression(let expression): "\\(\(expression))"
                }
            }.joined()
        }
    }

    /// The expressions an interpolated text reads, in order; empty for other texts.
    public var expressions: [Expression] {
        guard case .interpolated(let segments) = source else { return [] }
        return segments.compactMap {
            if case .expression(let expression) = $0 { expression } else { nil }
        }
    }
}

/// One part of an interpolated text.
public enum TextSegment: Sendable, Equatable {
    /// Text shown as written.
    case literal(String)
    /// `\(expression)`: a String or Int expression whose value is shown.
    case expression(Expression)
}

/// Whether a text is plain or markdown (ItemListTextItemText `.plain` / `.markdown`).
public enum TextFormat: String, Sendable, Equatable, CaseIterable {
    case plain, markdown
}
