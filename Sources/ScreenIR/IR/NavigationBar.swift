import ScreenDiagnostics
import ScreenExpressions

/// The navigation bar: `ItemListControllerState`'s buttons and back button.
///
/// Each slot holds the button's variants in order: the first whose `when` holds (or that has no `when`) is shown,
/// and when none does the slot is empty. A slot written as one button is a list of one.
public struct NavigationBar: Sendable, Equatable {
    public var left: [NavigationButton]
    public var right: [NavigationButton]
    public var secondaryRight: [NavigationButton]
    /// `ItemListBackButton(title:)`: the back title shown by screens pushed from this one.
    public var back: DisplayText?

    public init(
        left: [NavigationButton] = [], right: [NavigationButton] = [], secondaryRight: [NavigationButton] = [],
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
    /// `ItemListNavigationButtonContent` (text, icon, or nothing: `.none`, a spinner without a title when the style
    /// is `activity`).
    public enum Content: Sendable, Equatable {
        case text(DisplayText)
        case icon(Icon)
        case none
    }
    /// `ItemListNavigationButtonContentIcon`.
    public enum Icon: String, Sendable, Equatable, CaseIterable { case search, add, action }
    /// `ItemListNavigationButtonStyle`.
    public enum Style: String, Sendable, Equatable, CaseIterable { case regular, bold, activity }

    public var content: Content
    public var style: Style
    public var enabled: Expression?
    /// What a tap does; nil only for a button without content (a spinner, which cannot be tapped).
    public var action: ActionTarget?
    /// When this variant of the slot is shown (`when:`); nil: whenever no earlier variant is.
    public var when: Expression?
    public var span: SourceSpan

    public init(
        content: Content, style: Style, enabled: Expression?, action: ActionTarget?, when: Expression? = nil,
        span: SourceSpan
    ) {
        self.content = content
        self.style = style
        self.enabled = enabled
        self.action = action
        self.when = when
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
