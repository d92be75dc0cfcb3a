import ScreenDiagnostics

/// What happens when a row, button or toolbar action is activated.
public enum ActionTarget: Sendable, Equatable {
    /// An external action: a hook the app supplies in `<Screen>Hooks`, by name.
    case external(HookReference)
    /// Navigation: push the generated controller of another screen.
    case push(Located<String>)
    /// `set:`: writes local state in one step, then calls the update's hook if it has one (`set:` with `action:`).
    case setState(StateUpdate)

    /// Where the action was written (for `set:`, the mapping).
    public var span: SourceSpan {
        switch self {
        case .external(let hook): hook.name.span
        case .push(let name): name.span
        case .setState(let update): update.span
        }
    }

    /// The app hook the action calls: an external action's, or the one a `set:` calls after writing the state.
    public var hook: HookReference? {
        switch self {
        case .external(let hook): hook
        case .push: nil
        case .setState(let update): update.hook
        }
    }

    /// The state a `set:` writes; nil for other actions.
    public var stateUpdate: StateUpdate? {
        if case .setState(let update) = self { update } else { nil }
    }
}
