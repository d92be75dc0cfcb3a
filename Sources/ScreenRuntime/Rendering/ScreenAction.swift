import ScreenIR

/// A hook the screen calls: a member of the generated `<Screen>Hooks`, by name.
public struct ScreenHook: Sendable, Hashable, CustomStringConvertible {
    /// The hook's name.
    public var name: String
    /// Whether the hook was written `name?`: the app may leave it out (the generated code calls it with `?()`).
    public var isOptional: Bool

    /// Creates a hook reference.
    public init(_ name: String, isOptional: Bool = false) {
        self.name = name
        self.isOptional = isOptional
    }

    /// The hook an IR hook reference names.
    public init(_ reference: HookReference) {
        self.init(reference.name.value, isOptional: reference.isOptional)
    }

    /// `name`, or `name?` for an optional hook.
    public var description: String { isOptional ? name + "?" : name }
}

/// What activating a row, navigation button or toolbar action does in the generated code.
public enum ScreenAction: Sendable, Hashable, CustomStringConvertible {
    /// Calls the app's hook (`action: name` / `name?`); in a repeated row the hook receives the element.
    case hook(ScreenHook)
    /// Pushes the generated controller of the screen with this name (`push: Screen`).
    case push(String)

    /// The action an IR action target stands for.
    public init(_ target: ActionTarget) {
        switch target {
        case .external(let hook): self = .hook(ScreenHook(hook))
        case .push(let screen): self = .push(screen.value)
        }
    }

    /// `action name` (`action name?` for an optional hook) or `push Screen`.
    public var description: String {
        switch self {
        case .hook(let hook): "action \(hook)"
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
