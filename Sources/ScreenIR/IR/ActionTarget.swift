import ScreenDiagnostics

/// What happens when a row, button or toolbar action is activated.
public enum ActionTarget: Sendable, Equatable {
    /// An external action: a hook the app supplies in `<Screen>Hooks`, by name.
    case external(HookReference)
    /// Navigation: push the generated controller of another screen.
    case push(Located<String>)

    /// Where the action was written.
    public var span: SourceSpan {
        switch self {
        case .external(let hook): hook.name.span
        case .push(let name): name.span
        }
    }
}
