import ScreenIR

/// Swift that runs what a row, navigation button or toolbar action does: a call through the arguments class
/// (`arguments.cancel()`, `arguments.openPeer(peer)`, `arguments.pushStorageUsage()`), and for a `set:` the state
/// written in one step first, as hand-written controllers do it:
///
/// ```swift
/// action: { arguments.update(\.editing, to: true) }   // one field, a value that does not read the state
/// action: {
///     let _ = arguments.updateState { state in         // several fields, or a value read from the state
///         var state = state
///         state.editing = false
///         state.selectedPeer = nil
///         return state
///     }
///     arguments.saveChanges()                          // `set:` with `action:`: the hook after the write
/// }
/// ```
struct ActionCode {
    let swift: SwiftExpressions
    /// The repeated row's element, which hooks receive and values may read; nil for a fixed row or a button.
    let element: ElementScope?

    /// `{ … }` running `target`; with `guarded`, only while that condition holds (`if enabled { … }`).
    func closure(_ target: ActionTarget, guarded: String? = nil) -> SwiftValue {
        var lines = statements(target)
        if lines.count == 1 {
            let statement = guarded.map { "if \($0) { \(lines[0]) }" } ?? lines[0]
            return .closure(parameters: "", body: .atom(statement))
        }
        if let guarded { lines = ["if \(guarded) {"] + lines.map { "    " + $0 } + ["}"] }
        return .block(lines)
    }

    /// A closure running `target`, or `nil`.
    func optionalClosure(_ target: ActionTarget?) -> SwiftValue {
        target.map { closure($0) } ?? .atom("nil")
    }

    /// What a navigation button or toolbar action passes as `action:`: the arguments member itself
    /// (`arguments.cancel`), or for a `set:` a closure.
    func reference(_ target: ActionTarget) -> SwiftValue {
        switch target {
        case .external(let hook): .atom("arguments." + hook.name.value)
        case .push(let screen): .atom("arguments." + ActionNames.pushMember(screen.value))
        case .setState: closure(target)
        }
    }

    /// The statements, one line each (a statement over several lines has its later lines indented relative to
    /// its first).
    func statements(_ target: ActionTarget) -> [String] {
        switch target {
        case .external(let hook):
            return [ActionNames.call(hook.name.value, element: element)]
        case .push(let screen):
            return [ActionNames.call(ActionNames.pushMember(screen.value), element: element)]
        case .setState(let update):
            let hook = update.hook.map { ActionNames.call($0.name.value, element: element) }
            return write(update) + (hook.map { [$0] } ?? [])
        }
    }

    /// Writes the fields of a `set:` in one step: `arguments.update(\.field, to: value)` for one field whose value
    /// does not read the state, else `arguments.updateState { state in … }`. Values read the state before the update:
    /// in a closure over `state`, the copy being written is `state` too unless a later value reads the state (a swap,
    /// say), when it is `updated`.
    private func write(_ update: StateUpdate) -> [String] {
        let readsState = update.assignments.map { swift.conditions.owners($0.value, element: element).contains(.state) }
        let values = update.assignments.map { swift.conditions.value($0.value, element: element) }
        if update.assignments.count == 1, !readsState[0] {
            return ["arguments.update(\\.\(update.assignments[0].field.value), to: \(values[0]))"]
        }
        let copy = readsState.dropFirst().contains(true) ? "updated" : "state"
        var lines = ["let _ = arguments.updateState { state in", "    var \(copy) = state"]
        for (assignment, value) in zip(update.assignments, values) {
            lines.append("    \(copy).\(assignment.field.value) = \(value)")
        }
        lines += ["    return \(copy)", "}"]
        return lines
    }
}
