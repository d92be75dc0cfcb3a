import ScreenDiagnostics

/// What happens when a row, button or toolbar action is activated.
public enum ActionTarget: Sendable, Equatable {
    /// An external action: a hook `() -> Void` the app supplies, by name.
    case external(Located<String>)
    /// Navigation: push the generated controller of another screen.
    case push(Located<String>)

    /// Where the action was written.
    public var span: SourceSpan {
        switch self {
        case .external(let name), .push(let name): name.span
        }
    }
}
