import AccountContext
import Display
import ScreenExpressions
import ScreenRuntime

/// Every call a generated screen made to the app, in order: hooks with their payloads, pushes
/// (`make…Controller`) and `stateUpdated`. The hooks `ScreenFactories.swift` generates report here; after recording
/// a hook call the log runs `respond` with the screen's handle — what the app does in the hook.
final class HookLog {
    private(set) var calls: [HookCall] = []
    /// Why a pushed screen could not be created (its `make…Controller` then returns a bare `ViewController`).
    private(set) var pushFailures: [String] = []
    /// What the app does in a hook, after the call is recorded: e.g. change the local state through the handle,
    /// or tie work to the screen's lifetime (`handle.disposables`). Nil: nothing.
    var respond: ((HookCall, AnyScreenHandle) -> Void)?

    func append(_ call: HookCall) {
        calls.append(call)
    }

    /// The calls made since `mark` (a previous `calls.count`).
    func calls(since mark: Int) -> [HookCall] {
        Array(calls[mark...])
    }

    /// A hook was called with `payload` and the screen's handle.
    func hook(_ name: String, _ payload: [ExpressionValue], _ handle: AnyScreenHandle) {
        let call = HookCall.hook(name, payload: payload)
        calls.append(call)
        respond?(call, handle)
    }

    /// The screen asked for the controller of `screen`, which it pushes: the generated controller of that screen,
    /// created with its defaults (the runtime's `ScreenState(defaultsOf:)`), reporting here too.
    func push(
        _ screen: String, context: AccountContext, parameters: [String: ExpressionValue] = [:]
    ) -> ViewController {
        calls.append(.push(screen, parameters: parameters))
        do {
            let target = try ScreenCatalog.screen(named: screen)
            var state = ScreenState(defaultsOf: target)
            for (name, value) in parameters { state = try state.setting(name, to: value) }
            let setup = GeneratedScreenSetup(state)
            if let created = try makeHarnessedScreen(named: screen, context: context, setup: setup, log: self) {
                return created.controller
            }
            pushFailures.append("\(screen): no generated screen of that name")
        } catch {
            pushFailures.append("\(screen): \(error)")
        }
        return ViewController(navigationBarPresentationData: nil)
    }

    /// The screen reported a change of its state.
    func stateUpdated() {
        calls.append(.stateUpdated)
    }
}
