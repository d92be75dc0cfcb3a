import ScreenDiagnostics
import ScreenExpressions

/// The navigation bar: `ItemListControllerState`'s buttons and back button.
public struct NavigationBar: Sendable, Equatable {
    public var left: NavigationButton?
    public var right: NavigationButton?
    public var secondaryRight: NavigationButton?
    /// `ItemListBackButton(title:)`: the back title shown by screens pushed from this one.
    public var back: DisplayText?

    public init(
        left: NavigationButton? = nil, right: NavigationButton? = nil, secondaryRight: NavigationButton? = nil,
        back: DisplayText? = nil
    ) {
        self.left = left
        self.right = right
        self.secondaryRight = secondaryRight
        self.back = back
    }
}

/// `ItemListNavigationButton`.
public struct NavigationButton: Sendable, Equatable {
    /// `ItemListNavigationButtonContent` (text or icon).
    public enum Content: Sendable, Equatable {
        case text(DisplayText)
        case icon(Icon)
    }
    /// `ItemListNavigationButtonContentIcon`.
    public enum Icon: String, Sendable, Equatable, CaseIterable { case search, add, action }
    /// `ItemListNavigationButtonStyle`.
    public enum Style: String, Sendable, Equatable, CaseIterable { case regular, bold, activity }

    public var content: Content
    public var style: Style
    public var enabled: Expression?
    public var action: ActionTarget
    public var span: SourceSpan

    public init(content: Content, style: Style, enabled: Expression?, action: ActionTarget, span: SourceSpan) {
        self.content = content
        self.style = style
        self.enabled = enabled
        self.action = action
        self.span = span
    }
}

/// One `ItemListToolbarItem.Action`.
public struct ToolbarAction: Sendable, Equatable {
    public var title: DisplayText
    public var enabled: Expression?
    public var action: ActionTarget
    public var span: SourceSpan

    public init(title: DisplayText, enabled: Expression?, action: ActionTarget, span: SourceSpan) {
        self.title = title
        self.enabled = enabled
        self.action = action
        self.span = span
    }
}
