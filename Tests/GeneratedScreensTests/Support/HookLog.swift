@testable import GeneratedScreens

/// Every call a generated screen made to the app, in order: hooks, pushes (`make…Controller`) and `stateUpdated`.
final class HookLog {
    private(set) var calls: [HookCall] = []

    func append(_ call: HookCall) {
        calls.append(call)
    }

    /// The calls made since `mark` (a previous `calls.count`).
    func calls(since mark: Int) -> [HookCall] {
        Array(calls[mark...])
    }
}

extension HookCall: CustomStringConvertible {
    public var description: String {
        switch self {
        case .external(let name): "external(\(name))"
        case .push(let screen): "push(\(screen))"
        case .stateUpdated: "stateUpdated"
        }
    }
}
