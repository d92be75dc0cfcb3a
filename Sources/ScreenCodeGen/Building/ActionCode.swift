import ScreenDiagnostics
import ScreenExpressions
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
    /// The indentation of the line the `action:` argument is on (for breaking long statements as `swift format`
    /// does).
    let indent: Int
    /// Pushes whose `<Screen>Parameters` the entry carries, by the push's span: the name `item(…)` reads it by.
    var carriedPushParameters: [SourceSpan: String] = [:]

    /// `{ … }` running `target`; with `guarded`, only while that condition holds (`if enabled { … }`).
    func closure(_ target: ActionTarget, guarded: String? = nil) -> SwiftValue {
        let body = indent + SwiftLayout.indentWidth
        if case .setState = target {
            // Several statements, or one that does not fit on the argument's line, go on lines of their own.
            var lines = statements(target, indent: body + (guarded == nil ? 0 : SwiftLayout.indentWidth))
            let single = lines.count == 1 ? guarded.map { "if \($0) { \(lines[0]) }" } ?? lines[0] : nil
            if let single, indent + SwiftLayout.width("action: { \(single) },") <= SwiftLayout.lineLength {
                return .closure(parameters: "", body: .atom(single))
            }
            if let guarded { lines = ["if \(guarded) {"] + lines.map { "    " + $0 } + ["}"] }
            return .block(lines)
        }
        if case .push(let push) = target, guarded == nil, swift.pushedParameters[push.screen.value] != nil {
            return .closure(parameters: "", body: pushCall(push))
        }
        let statement = statements(target, indent: body)[0]
        return .closure(parameters: "", body: .atom(guarded.map { "if \($0) { \(statement) }" } ?? statement))
    }

    /// `arguments.pushX()` (in a repeated row `arguments.pushX(element)`), or for a screen pushed with parameters
    /// `arguments.pushX(XParameters(category: .groups))`: the values are computed where the row or button is made,
    /// from the state, data and parameters in scope (and the element).
    private func pushCall(_ push: ScreenPush) -> SwiftValue {
        let member = ActionNames.pushMember(push.screen.value)
        guard let type = swift.pushedParameters[push.screen.value] else {
            return .atom(ActionNames.call(member, element: element))
        }
        let parameters = carriedPushParameters[push.span].map(SwiftValue.atom)
            ?? Self.parametersConstruction(push, type: type, swift: swift, element: element)
        return .call("arguments." + member, [.init("", parameters)])
    }

    /// `XParameters(category: .groups, note: state.note)`: the values of `with:` in the order the pushed screen
    /// declares its parameters (the initializer's labels), whatever order they were written in.
    static func parametersConstruction(
        _ push: ScreenPush, type: String, swift: SwiftExpressions, element: ElementScope?
    ) -> SwiftValue {
        .call(
            type,
            declarationOrdered(push.arguments ?? [], of: swift.pushedParameterOrder[push.screen.value]).map { argument in
                SwiftValue.Element(
                    argument.parameter.value, .atom(swift.conditions.value(argument.value, element: element)))
            })
    }

    /// `arguments` sorted by their parameter's place in `declared` (stable: already ordered arguments, and those
    /// `declared` does not name, keep the order written); as written without `declared`.
    static func declarationOrdered(_ arguments: [ScreenPush.Argument], of declared: [String]?) -> [ScreenPush.Argument] {
        guard let declared, arguments.count > 1 else { return arguments }
        func place(_ argument: ScreenPush.Argument) -> Int {
            declared.firstIndex(of: argument.parameter.value) ?? declared.count
        }
        return arguments.enumerated().sorted { (place($0.element), $0.offset) < (place($1.element), $1.offset) }
            .map(\.element)
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
        case .push(let push) where swift.pushedParameters[push.screen.value] != nil: closure(target)
        case .push(let push): .atom("arguments." + ActionNames.pushMember(push.screen.value))
        case .setState: closure(target)
        }
    }

    /// The statements, one line each, for lines indented by `indent` (a statement over several lines has its later
    /// lines indented relative to its first).
    private func statements(_ target: ActionTarget, indent: Int) -> [String] {
        switch target {
        case .external(let hook):
            return [ActionNames.call(hook.name.value, element: element)]
        case .push(let push):
            return [pushCall(push).singleLine]
        case .setState(let update):
            let hook = update.hook.map { ActionNames.call($0.name.value, element: element) }
            return write(update, indent: indent) + (hook.map { [$0] } ?? [])
        }
    }

    /// Writes the fields of a `set:` in one step: `arguments.update(\.field, to: value)` for one field whose value
    /// does not read the state (when it fits on its line), else `arguments.updateState { state in … }`. Values read
    /// the state before the update: in a closure over `state`, the copy being written is `state` too unless a later
    /// value reads the state (a swap, say), when it is `updated`.
    private func write(_ update: StateUpdate, indent: Int) -> [String] {
        let conditions = swift.conditions
        let readsState = update.assignments.map { conditions.owners($0.value, element: element).contains(.state) }
        if update.assignments.count == 1, !readsState[0] {
            let assignment = update.assignments[0]
            let value = conditions.value(assignment.value, element: element)
            let call = "arguments.update(\\.\(assignment.field.value), to: \(value))"
            if indent + SwiftLayout.width(call) <= SwiftLayout.lineLength { return [call] }
        }
        let copy = readsState.dropFirst().contains(true) ? "updated" : "state"
        var lines = ["let _ = arguments.updateState { state in", "    var \(copy) = state"]
        for assignment in update.assignments {
            lines += assign(assignment, to: copy, indent: indent + SwiftLayout.indentWidth).map { "    " + $0 }
        }
        lines += ["    return \(copy)", "}"]
        return lines
    }

    /// `copy.field = value`; when that is too long, broken after `=` with the value on the next lines, one level
    /// deeper and split before each top-level `&&` / `||` (lines `swift format` keeps).
    private func assign(_ assignment: StateUpdate.Assignment, to copy: String, indent: Int) -> [String] {
        let target = "\(copy).\(assignment.field.value) ="
        let span = assignment.value.span
        _ = span
        let value = SwiftLayout.condition(
            assignment.value, print: { swift.conditions.value($0, element: element) },
            indent: indent + SwiftLayout.indentWidth)
        let width = SwiftLayout.width(target) + 1 + SwiftLayout.width(value[0])
        if value.count == 1, indent + width <= SwiftLayout.lineLength { return [target + " " + value[0]] }
        // The value's continuation lines stay at the level of its first line.
        return [target] + value.map { "    " + ($0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0) }
    }
}
