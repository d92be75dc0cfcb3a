import ScreenDiagnostics

/// A string the screen displays: either written in the YAML or looked up by localization key.
public struct DisplayText: Sendable, Equatable {
    /// Where the text comes from.
    public enum Source: Sendable, Equatable {
        /// Shown exactly as written.
        case literal(String)
        /// A key of the app's strings table, emitted as `presentationData.strings.<key>`.
        case localized(key: String)
    }

    /// Where the text comes from.
    public var source: Source
    /// Where the text was written.
    public var span: SourceSpan

    public init(_ source: Source, span: SourceSpan) {
        self.source = source
        self.span = span
    }

    /// The literal string, or the key for a localized text (what a preview shows without a strings file).
    public var fallback: String {
        switch source {
        case .literal(let string): string
        case .localized(let key): key
        }
    }
}

/// Whether a text is plain or markdown (ItemListTextItemText `.plain` / `.markdown`).
public enum TextFormat: String, Sendable, Equatable, CaseIterable {
    case plain, markdown
}
