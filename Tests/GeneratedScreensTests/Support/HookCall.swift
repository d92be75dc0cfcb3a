import ScreenExpressions

/// What a generated screen asked of the app, as the harness records it.
enum HookCall: Equatable, Sendable, CustomStringConvertible {
    /// A hook of `<Screen>Hooks` was called with `payload`: what it receives before the handle, as runtime values in
    /// argument order (the element of a repeated row, then a control's new value; a lifecycle hook's flag) — the
    /// order of the runtime's `HookActivation.payload`.
    case hook(String, payload: [ExpressionValue] = [])
    /// The screen asked for the controller of a screen it pushes, with every value of that screen's
    /// `<Screen>Parameters` when the push gives parameters (`with:`), else none.
    case push(String, parameters: [String: ExpressionValue] = [:])
    /// The screen reported a change of its state (`stateUpdated`).
    case stateUpdated

    var description: String {
        switch self {
        case .hook(let name, let payload):
            payload.isEmpty ? "hook(\(name))" : "hook(\(name)(\(payload.map(\.description).joined(separator: ", "))))"
        case .push(let screen, let parameters) where parameters.isEmpty: "push(\(screen))"
        case .push(let screen, let parameters):
            "push(\(screen)(" + parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
                + "))"
        case .stateUpdated: "stateUpdated"
        }
    }
}
