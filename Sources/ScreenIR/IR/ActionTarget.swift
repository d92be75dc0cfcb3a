import ScreenDiagnostics
import ScreenExpressions

/// What happens when a row, button or toolbar action is activated.
public enum ActionTarget: Sendable, Equatable {
    /// An external action: a hook the app supplies in `<Screen>Hooks`, by name.
    case external(HookReference)
    /// Navigation: push the generated controller of another screen, with the parameters `with:` gives it.
    case push(ScreenPush)
    /// `set:`: writes local state in one step, then calls the update's hook if it has one (`set:` with `action:`).
    case setState(StateUpdate)

    /// Where the action was written (for `set:`, the mapping).
    public var span: SourceSpan {
        switch self {
        case .external(let hook): hook.name.span
        case .push(let push): push.screen.span
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

/// `push: Screen` or `push: { screen: Screen, with: { parameter: value, … } }`: the screen whose generated controller
/// is pushed, and the values of its parameters.
public struct ScreenPush: Sendable, Equatable {
    /// One `parameter: value` of `with:`.
    public struct Argument: Sendable, Equatable {
        /// The pushed screen's parameter, as the key was written.
        public var parameter: Located<String>
        /// The value: an expression over the pushing screen's fields (and a repeated row's element), evaluated when
        /// the row or button is shown; `.case` for an enum parameter of the pushed screen.
        public var value: Expression

        public init(parameter: Located<String>, value: Expression) {
            self.parameter = parameter
            self.value = value
        }
    }

    /// The pushed screen's name.
    public var screen: Located<String>
    /// `with:`'s parameters, in the order written; nil without `with:` (the app's `make<Screen>Controller` then
    /// creates the screen with the parameters it chooses).
    public var arguments: [Argument]?
    /// The whole `push:` value.
    public var span: SourceSpan

    public init(screen: Located<String>, arguments: [Argument]? = nil, span: SourceSpan? = nil) {
        self.screen = screen
        self.arguments = arguments
        self.span = span ?? screen.span
    }
}
