import ScreenDiagnostics
import ScreenExpressions

/// One variant of `emptyState:`: what `ItemListNodeState(emptyStateItem:)` shows while its condition holds.
///
/// The variants are checked in order and the first whose condition holds is shown — on top of the list, which keeps
/// showing whatever rows are visible, so the generated code also passes `scrollEnabled: emptyStateItem == nil`.
public struct EmptyState: Sendable, Equatable {
    /// What is shown.
    public enum Content: Sendable, Equatable {
        /// `ItemListTextEmptyStateItem(text:)`: grey text in the middle of the screen.
        case text(DisplayText)
        /// `ItemListLoadingIndicatorEmptyStateItem(theme:)`: a spinner in the middle of the screen (`loading: true`).
        case loadingIndicator
    }

    public var content: Content
    /// When it is shown; nil: whenever the list shows no rows at all (`entries.isEmpty`).
    public var when: Expression?
    public var span: SourceSpan

    public init(content: Content, when: Expression? = nil, span: SourceSpan) {
        self.content = content
        self.when = when
        self.span = span
    }

    /// The text, for a text empty state.
    public var text: DisplayText? {
        if case .text(let text) = content { text } else { nil }
    }
}

extension Screen {
    /// The text of an `emptyState:` written as one text (shown when no row is), or nil. Setting it replaces the
    /// variants with that one.
    public var emptyState: DisplayText? {
        get {
            guard emptyStates.count == 1, emptyStates[0].when == nil else { return nil }
            return emptyStates[0].text
        }
        set {
            emptyStates = newValue.map { [EmptyState(content: .text($0), span: $0.span)] } ?? []
        }
    }
}
