import ScreenIR

/// `ItemListControllerTitle` for a given state.
public enum RenderedTitle: Sendable, Equatable {
    /// `.text(String)`.
    case text(DisplayText)
    /// `.textWithSubtitle(String, String)`.
    case textWithSubtitle(DisplayText, subtitle: DisplayText)
    /// `.sectionControl([String], Int)`: the segments and the highlighted index.
    case sectionControl(segments: [DisplayText], selectedIndex: Int)
    /// `.textWithTabs(String, [String], Int)`: the title, the tabs and the highlighted index.
    case textWithTabs(DisplayText, tabs: [DisplayText], selectedIndex: Int)

    /// The highlighted segment or tab; nil for titles without a selection.
    public var selectedIndex: Int? {
        switch self {
        case .text, .textWithSubtitle: nil
        case .sectionControl(_, let index), .textWithTabs(_, _, let index): index
        }
    }

    /// The segments or tabs; empty for titles without a selection.
    public var choices: [DisplayText] {
        switch self {
        case .text, .textWithSubtitle: []
        case .sectionControl(let segments, _): segments
        case .textWithTabs(_, let tabs, _): tabs
        }
    }
}

extension RenderedTitle {
    /// The title `screen` shows in `context`: the first conditional title whose `when` holds, else `title`, with
    /// its texts' interpolations evaluated. The selected index is the bound Int field's value as it is (the
    /// generated code passes it unchanged, even out of range) or the index of the bound enum field's case.
    init(of screen: Screen, context: ConditionContext) {
        self.init(Self.shown(of: screen, context: context), context: context)
    }

    /// The IR title `screen` shows in `context` (see `init(of:context:)`).
    static func shown(of screen: Screen, context: ConditionContext) -> ScreenTitle {
        screen.conditionalTitles.first { context.isTrue($0.when) }?.title ?? screen.title
    }

    init(_ title: ScreenTitle, context: ConditionContext) {
        let state = context.state
        switch title {
        case .text(let text):
            self = .text(context.text(text))
        case .textWithSubtitle(let text, let subtitle):
            self = .textWithSubtitle(context.text(text), subtitle: context.text(subtitle))
        case .sectionControl(let segments, let selected):
            self = .sectionControl(
                segments: segments.map(context.text), selectedIndex: Self.index(selected.value, state))
        case .textWithTabs(let text, let tabs, let selected):
            self = .textWithTabs(
                context.text(text), tabs: tabs.map(context.text), selectedIndex: Self.index(selected.value, state))
        }
    }

    private static func index(_ field: String, _ state: ScreenState) -> Int {
        switch (state[field], state.type(of: field)) {
        case (.int(let index), _):
            return index
        case (.enumCase(let name), .enumeration(_, let cases)?):
            guard let index = cases.firstIndex(of: name) else {
                preconditionFailure("`\(field)` has no case `\(name)`")
            }
            return index
        default:
            preconditionFailure("`\(field)` is not an Int or enum state field")
        }
    }
}
