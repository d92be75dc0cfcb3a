import ScreenDiagnostics
import ScreenExpressions

/// `ItemListControllerTitle`: what the navigation bar shows as the title.
public enum ScreenTitle: Sendable, Equatable {
    /// `.text(String)`
    case text(DisplayText)
    /// `.textWithSubtitle(String, String)`
    case textWithSubtitle(DisplayText, subtitle: DisplayText)
    /// `.sectionControl([String], Int)`: a segmented control bound to a state field.
    case sectionControl(segments: [DisplayText], selected: Located<String>)
    /// `.textWithTabs(String, [String], Int)`: a title with tabs bound to a state field.
    case textWithTabs(DisplayText, tabs: [DisplayText], selected: Located<String>)

    /// The state field the title's selection is bound to, if any.
    public var selectionField: Located<String>? {
        switch self {
        case .text, .textWithSubtitle: nil
        case .sectionControl(_, let selected), .textWithTabs(_, _, let selected): selected
        }
    }

    /// Every text the title displays, in order.
    public var texts: [DisplayText] {
        switch self {
        case .text(let text): [text]
        case .textWithSubtitle(let text, let subtitle): [text, subtitle]
        case .sectionControl(let segments, _): segments
        case .textWithTabs(let text, let tabs, _): [text] + tabs
        }
    }
}

/// A title shown while a condition holds (`title:` written as a list of variants); the screen's `title` is shown
/// when no conditional title's condition holds.
public struct ConditionalTitle: Sendable, Equatable {
    /// When the title is shown.
    public var when: Expression
    /// The title: `.text` or `.textWithSubtitle`.
    public var title: ScreenTitle
    /// The variant's YAML.
    public var span: SourceSpan

    public init(when: Expression, title: ScreenTitle, span: SourceSpan) {
        self.when = when
        self.title = title
        self.span = span
    }
}
