import Display
import ScreenExpressions
import SwiftSignalKit

/// A generated `<Screen>Handle` as the harness uses it, whatever the screen: the local state as runtime values, the
/// navigation, and the handle's `disposables`. The generated `ScreenFactories.swift` wraps every screen's handle
/// (`handle.erased`); a test's hook response (`HookLog.respond`) receives it.
struct AnyScreenHandle {
    private let readState: (() -> [String: ExpressionValue])?
    private let writeState: (((inout [String: ExpressionValue]) -> Void) throws -> Void)?
    /// `handle.push(_:)`.
    let push: (ViewController) -> Void
    /// `handle.present(_:in:with:)`.
    let present: (ViewController, PresentationContextType, Any?) -> Void
    /// `handle.dismiss()`.
    let dismiss: () -> Void
    /// `handle.disposables`: disposed when the screen goes away.
    let disposables: DisposableSet

    /// The handle of a screen with local state: `state` and `updateState` are the handle's own.
    init<State: ExpressionRecord>(
        state: @escaping () -> State,
        updateState: @escaping ((inout State) -> Void) -> Void,
        push: @escaping (ViewController) -> Void,
        present: @escaping (ViewController, PresentationContextType, Any?) -> Void,
        dismiss: @escaping () -> Void,
        disposables: DisposableSet
    ) {
        readState = { state().expressionFields }
        writeState = { change in
            var failure: Error?
            updateState { state in
                var fields = state.expressionFields
                change(&fields)
                do {
                    state = try State(expressionFields: ExpressionFields(fields, of: "\(State.self)"))
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }
        self.push = push
        self.present = present
        self.dismiss = dismiss
        self.disposables = disposables
    }

    /// The handle of a screen without local state.
    init(
        push: @escaping (ViewController) -> Void,
        present: @escaping (ViewController, PresentationContextType, Any?) -> Void,
        dismiss: @escaping () -> Void,
        disposables: DisposableSet
    ) {
        readState = nil
        writeState = nil
        self.push = push
        self.present = present
        self.dismiss = dismiss
        self.disposables = disposables
    }

    /// `handle.state` as runtime values by field name; nil for a screen without local state.
    var state: [String: ExpressionValue]? { readState?() }

    /// `handle.updateState { … }`, with the state as runtime values: one atomic step, as the handle does it. Throws
    /// for a screen without local state, or when the changed values do not fit the state's types.
    func updateState(_ change: (inout [String: ExpressionValue]) -> Void) throws {
        guard let writeState else {
            throw ExpressionConversionError(description: "the screen has no local state to update")
        }
        try writeState(change)
    }
}
