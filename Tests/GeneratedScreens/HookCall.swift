/// What a generated screen asked of the app, as the harness records it.
enum HookCall: Equatable, Sendable {
    /// An external action hook was called.
    case external(String)
    /// The screen asked for the controller of a screen it pushes.
    case push(String)
    /// A control changed the state.
    case stateUpdated
}
