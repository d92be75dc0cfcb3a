import ScreenDiagnostics

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
