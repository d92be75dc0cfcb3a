import ScreenIR

/// Where a navigation-bar button sits (`ItemListControllerState`'s parameters).
public enum NavigationButtonPosition: String, Sendable, Equatable, CaseIterable {
    /// `leftNavigationButton:`.
    case left
    /// `secondaryRightNavigationButton:` (drawn left of `right`).
    case secondaryRight
    /// `rightNavigationButton:`.
    case right
}

/// The navigation bar's buttons for a given state.
public struct RenderedNavigationBar: Sendable, Equatable {
    /// `leftNavigationButton:`.
    public var left: RenderedNavigationButton?
    /// `secondaryRightNavigationButton:`.
    public var secondaryRight: RenderedNavigationButton?
    /// `rightNavigationButton:`.
    public var right: RenderedNavigationButton?
    /// `backNavigationButton: ItemListBackButton(title:)`: the back title of screens pushed from this one.
    public var back: DisplayText?

    /// Creates a navigation bar.
    public init(
        left: RenderedNavigationButton? = nil, secondaryRight: RenderedNavigationButton? = nil,
        right: RenderedNavigationButton? = nil, back: DisplayText? = nil
    ) {
        self.left = left
        self.secondaryRight = secondaryRight
        self.right = right
        self.back = back
    }

    /// The button at `position`.
    public subscript(position: NavigationButtonPosition) -> RenderedNavigationButton? {
        switch position {
        case .left: left
        case .secondaryRight: secondaryRight
        case .right: right
        }
    }
}

/// `ItemListNavigationButton` for a given state.
public struct RenderedNavigationButton: Sendable, Equatable {
    /// `content:` (`.text`, `.icon`, or `.none` for a spinner without a title).
    public var content: NavigationButton.Content
    /// `style:`.
    public var style: NavigationButton.Style
    /// `enabled:`: the `enabled` condition, or true.
    public var enabled: Bool
    /// `action:`; nil for a spinner without a title (the generated code passes `{}`).
    public var action: ScreenAction?

    /// Creates a button.
    public init(content: NavigationButton.Content, style: NavigationButton.Style, enabled: Bool, action: ScreenAction?) {
        self.content = content
        self.style = style
        self.enabled = enabled
        self.action = action
    }

    /// Whether a tap runs the action: enabled, and not replaced by a spinner (`style: activity`).
    public var isTappable: Bool { enabled && style != .activity }
}

extension RenderedNavigationBar {
    /// The bar in `context`: in each slot the first button whose `when` holds (or that has none), with its texts'
    /// interpolations evaluated; no button when none does.
    init(_ bar: NavigationBar, context: ConditionContext) {
        func button(_ variants: [NavigationButton]) -> RenderedNavigationButton? {
            variants.first { context.isTrue($0.when) }.map {
                let content: NavigationButton.Content
                switch $0.content {
                case .text(let text): content = .text(context.text(text))
                case .icon(let icon): content = .icon(icon)
                case .none: content = .none
                }
                return RenderedNavigationButton(
                    content: content, style: $0.style, enabled: context.isTrue($0.enabled),
                    action: $0.action.map(ScreenAction.init))
            }
        }
        self.init(
            left: button(bar.left), secondaryRight: button(bar.secondaryRight), right: button(bar.right),
            back: context.text(bar.back))
    }
}
