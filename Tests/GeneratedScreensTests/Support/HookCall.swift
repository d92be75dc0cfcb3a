import ScreenExpressions

/// What a generated screen asked of the app, as the harness records it.
enum HookCall: Equatable, Sendable, CustomStringConvertible {
    /// A hook of `<Screen>Hooks` was called with `payload`: what it receives before the handle, as runtime values in
    /// argument order (the element of a repeated row, then a control's new value; a lifecycle hook's flag) — the
    /// order of the runtime's `HookActivation.payload`.
    case hook(String, payload: [ExpressionValue] = [])
    /// The screen asked for the controller of a screen it pushes.
    case push(String)
    /// The screen reported a change of its state (`stateUpdated`).
    case stateUpdated

    var description: String {
        switch self {
        case .hook(let name, let payload):
            payload.isEmpty ? "hook(\(name))" : "hook(\(name)(\(payload.map(\.description).joined(separator: ", "))))"
        case .push(let screen): "push(\(screen))"
        case .stateUpdated: "stateUpdated"
        }
    }
}
