import ScreenExpressions
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

/// One field a `set:` writes, with the value it writes (evaluated on the state before the write).
public struct StateWrite: Sendable, Hashable, CustomStringConvertible {
    /// The local state field.
    public var field: String
    /// The value written.
    public var value: ExpressionValue

    /// Creates a write.
    public init(field: String, value: ExpressionValue) {
        self.field = field
        self.value = value
    }

    /// `editing = true`.
    public var description: String { "\(field) = \(value)" }
}

/// What activating a row, navigation button or toolbar action does in the generated code.
public enum ScreenAction: Sendable, Hashable, CustomStringConvertible {
    /// Calls the app's hook (`action: name` / `name?`); in a repeated row the hook receives the element.
    case hook(ScreenHook)
    /// Pushes the generated controller of the screen with this name (`push: Screen`).
    case push(String)
    /// `set:`: writes these local state fields in one step (values evaluated where the action is shown: on the
    /// state before the write, and in a repeated row for its element), then calls the hook if there is one
    /// (`set:` with `action:`).
    case setState([StateWrite], then: ScreenHook?)

    /// The action an IR action target stands for, in `context` (where a `set:` evaluates its values).
    public init(_ target: ActionTarget, context: ConditionContext) {
        switch target {
        case .external(let hook): self = .hook(ScreenHook(hook))
        case .push(let screen): self = .push(screen.value)
        case .setState(let update):
            self = .setState(
                update.assignments.map { StateWrite(field: $0.field.value, value: context.value(of: $0.value)) },
                then: update.hook.map(ScreenHook.init))
        }
    }

    /// The action of an optional IR target.
    init?(_ target: ActionTarget?, context: ConditionContext) {
        guard let target else { return nil }
        self.init(target, context: context)
    }

    /// The hook the action calls: `action:`'s, or the one a `set:` calls after writing the state.
    public var hook: ScreenHook? {
        switch self {
        case .hook(let hook): hook
        case .push: nil
        case .setState(_, let hook): hook
        }
    }

    /// `action name` (`action name?` for an optional hook), `push Screen`, or `set a = 1, b = nil` (`, then action
    /// name` with a hook).
    public var description: String {
        switch self {
        case .hook(let hook): "action \(hook)"
        case .push(let screen): "push \(screen)"
        case .setState(let writes, let hook):
            "set " + writes.map(\.description).joined(separator: ", ") + (hook.map { ", then action \($0)" } ?? "")
        }
    }
}
