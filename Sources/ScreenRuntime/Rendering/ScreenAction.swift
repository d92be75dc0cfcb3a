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
public enum ScreenAction: Sendable, Equatable, CustomStringConvertible {
    /// Calls the app's hook (`action: name` / `name?`); in a repeated row the hook receives the element.
    case hook(ScreenHook)
    /// Pushes the generated controller of another screen (`push: Screen`), with the values of its parameters `with:`
    /// gives (computed when the action runs, `pushParameters(in:)`).
    case push(ScreenPush)
    /// `set:`: writes local state fields in one step, then calls the update's hook if it has one (`set:` with
    /// `action:`). The values are expressions, computed when the action runs (`stateWrites(in:)`), as the generated
    /// closure computes them from the state it is handed.
    case setState(StateUpdate)

    /// The action an IR action target stands for.
    public init(_ target: ActionTarget) {
        switch target {
        case .external(let hook): self = .hook(ScreenHook(hook))
        case .push(let push): self = .push(push)
        case .setState(let update): self = .setState(update)
        }
    }

    /// The hook the action calls: `action:`'s, or the one a `set:` calls after writing the state.
    public var hook: ScreenHook? {
        switch self {
        case .hook(let hook): hook
        case .push: nil
        case .setState(let update): update.hook.map(ScreenHook.init)
        }
    }

    /// What a `set:` writes when it runs in `context` (on the state before the write, and in a repeated row for the
    /// instance's element), in the order written; nil for other actions.
    public func stateWrites(in context: ConditionContext) -> [StateWrite]? {
        guard case .setState(let update) = self else { return nil }
        return update.assignments.map { StateWrite(field: $0.field.value, value: context.value(of: $0.value)) }
    }

    /// The values a `push:` passes to the pushed screen's parameters when it runs in `context` (in a repeated row, for
    /// the instance's element), by parameter; nil for other actions, empty without `with:`.
    public func pushParameters(in context: ConditionContext) -> [String: ExpressionValue]? {
        guard case .push(let push) = self else { return nil }
        var values: [String: ExpressionValue] = [:]
        for argument in push.arguments ?? [] { values[argument.parameter.value] = context.value(of: argument.value) }
        return values
    }

    /// `action name` (`action name?` for an optional hook), `push Screen` (`push Screen with a = b`), or `set a = b, c = nil` (`, then action
    /// name` with a hook).
    public var description: String {
        switch self {
        case .hook(let hook): "action \(hook)"
        case .push(let push):
            "push \(push.screen.value)"
                + (push.arguments.map { " with " + $0.map { "\($0.parameter.value) = \($0.value)" }.joined(separator: ", ") } ?? "")
        case .setState(let update):
            "set " + update.assignments.map { "\($0.field.value) = \($0.value)" }.joined(separator: ", ")
                + (hook.map { ", then action \($0)" } ?? "")
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
