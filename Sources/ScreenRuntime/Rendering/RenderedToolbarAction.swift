import ScreenIR

/// Where a toolbar action sits: one action is centred, two are left and right, three fill all three slots.
public enum ToolbarPlacement: String, Sendable, Equatable, CaseIterable {
    /// The leading slot.
    case left
    /// The middle slot.
    case center
    /// The trailing slot.
    case right

    /// The placements of `count` toolbar actions, in order (a toolbar has at most three; any further ones
    /// would share the trailing slot).
    public static func placements(count: Int) -> [ToolbarPlacement] {
        switch count {
        case 0: []
        case 1: [.center]
        case 2: [.left, .right]
        default: [.left, .center, .right] + Array(repeating: .right, count: count - 3)
        }
    }
}

/// One `ItemListToolbarItem.Action` for a given state.
public struct RenderedToolbarAction: Sendable, Equatable {
    /// `title:`.
    public var title: DisplayText
    /// `isEnabled:`: the `enabled` condition, or true.
    public var enabled: Bool
    /// `action:`.
    public var action: ScreenAction
    /// Where the action is drawn.
    public var placement: ToolbarPlacement

    /// Creates a toolbar action.
    public init(title: DisplayText, enabled: Bool, action: ScreenAction, placement: ToolbarPlacement) {
        self.title = title
        self.enabled = enabled
        self.action = action
        self.placement = placement
    }
}

extension RenderedToolbarAction {
    static func toolbar(_ actions: [ToolbarAction], context: ConditionContext) -> [RenderedToolbarAction] {
        zip(actions, ToolbarPlacement.placements(count: actions.count)).map { action, placement in
            RenderedToolbarAction(
                title: context.text(action.title), enabled: context.isTrue(action.enabled),
                action: ScreenAction(action.action),
                placement: placement)
        }
    }
}
