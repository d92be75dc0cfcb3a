import ScreenIR

/// What activating a row, navigation button or toolbar action does in the generated code.
public enum ScreenAction: Sendable, Hashable, CustomStringConvertible {
    /// Calls the app's hook with this name (`action: name`).
    case external(String)
    /// Pushes the generated controller of the screen with this name (`push: Screen`).
    case push(String)

    /// The action an IR action target stands for.
    public init(_ target: ActionTarget) {
        switch target {
        case .external(let hook): self = .external(hook.name.value)
        case .push(let screen): self = .push(screen.value)
        }
    }

    /// `action name` or `push Screen`.
    public var description: String {
        switch self {
        case .external(let name): "action \(name)"
        case .push(let screen): "push \(screen)"
        }
    }
}

extension ScreenAction {
    /// The action of an optional IR target.
    init?(_ target: ActionTarget?) {
        guard let target else { return nil }
        self.init(target)
    }
}
