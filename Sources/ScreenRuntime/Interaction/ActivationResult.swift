import ScreenExpressions

/// A call of one of the app's hooks: what the generated code passes to a member of `<Screen>Hooks`.
public struct HookActivation: Sendable, Equatable, CustomStringConvertible {
    /// The hook's name.
    public var name: String
    /// What the hook receives before the screen handle, in `HookSignature` order: the element of a repeated row
    /// (a record), then a control's new value; a lifecycle hook's flag.
    public var payload: [ExpressionValue]
    /// Whether the hook is optional (`name?`): an app that left it out gets no call.
    public var isOptional: Bool

    /// Creates a hook call.
    public init(name: String, payload: [ExpressionValue] = [], isOptional: Bool = false) {
        self.name = name
        self.payload = payload
        self.isOptional = isOptional
    }

    /// A call of `hook` with `payload`.
    public init(_ hook: ScreenHook, payload: [ExpressionValue] = []) {
        self.init(name: hook.name, payload: payload, isOptional: hook.isOptional)
    }

    /// `name` (`name?` for an optional hook), with the payload in parentheses when there is one:
    /// `updateBlockedPeerMuted({id: 2, muted: false, name: "Zoë"}, true)`.
    public var description: String {
        let hook = isOptional ? name + "?" : name
        return payload.isEmpty ? hook : hook + "(" + payload.map(\.description).joined(separator: ", ") + ")"
    }
}

/// What an interaction triggers beyond state changes: the app hook called or the screen pushed.
public enum ActivationResult: Sendable, Equatable, CustomStringConvertible {
    /// Nothing beyond the state change (if any).
    case none
    /// One of the app's hooks is called.
    case hook(HookActivation)
    /// The generated controller of the screen with this name is pushed, with these values of its parameters (by
    /// name; empty for a `push:` without `with:`).
    case push(String, parameters: [String: ExpressionValue] = [:])

    /// The result of running `action` (`.none` for nil, and for a `set:` without a hook: its writes are the
    /// outcome's state); a hook receives `payload` (the element, in a repeated row); a push's parameter values are
    /// computed in `context` (none without one).
    public init(_ action: ScreenAction?, payload: [ExpressionValue] = [], context: ConditionContext? = nil) {
        switch action {
        case nil: self = .none
        case .push(let push)?:
            self = .push(push.screen.value, parameters: context.flatMap { action?.pushParameters(in: $0) } ?? [:])
        case .hook?, .setState?: self = action?.hook.map { .hook(HookActivation($0, payload: payload)) } ?? .none
        }
    }

    /// The hook called, if any.
    public var hook: HookActivation? {
        if case .hook(let hook) = self { hook } else { nil }
    }

    /// `none`, `action name(payload…)` or `push Screen`.
    public var description: String {
        switch self {
        case .none: "none"
        case .hook(let hook): "action \(hook)"
        case .push(let screen, let parameters) where parameters.isEmpty: "push \(screen)"
        case .push(let screen, let parameters):
            "push \(screen)(" + parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
                + ")"
        }
    }
}
