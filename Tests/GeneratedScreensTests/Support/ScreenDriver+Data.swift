@_spi(Stubs) import ItemListUI
import ScreenRuntime
import Testing

extension ScreenDriver {
    /// The app's data changes (`edits`, possibly none: the app re-emits what it had) and its data signal emits: made
    /// in the runtime state, then sent through the generated screen's data signal. Checks that the controller emits
    /// exactly one new state, calls nothing, shows what the runtime renders for the new data (every entry, by
    /// content and order) and that every row keeps its stable identity — an element moved, or with a field changed,
    /// keeps the id of its element. Returns whether everything matched.
    @discardableResult
    func emitData(
        _ edits: [DataEdit],
        _ moment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> Bool
    {
        for edit in edits {
            try edit.apply(to: &state)
        }
        history.append(
            "data emission: " + (edits.isEmpty ? "unchanged" : edits.map(\.description).joined(separator: "; "))
        )
        visitedStates.insert(state.description)
        outcomes["data emission", default: 0] += 1
        return record(emitCurrentData(), "\(moment): data emission", sourceLocation: sourceLocation)
    }

    /// Answers the writes data-bound controls asked for, as the app would: when it `accepting`, writes them into the
    /// data and emits it (the rows then show the new values). Otherwise, when the screen already `shown` a change (a
    /// switch flipped under the finger), the app emits its data unchanged — the old values, so the switch must flip
    /// back; for the other changes it emits nothing (the rows keep showing the data's values, which the caller has
    /// already checked).
    func answer(_ changes: [DataChange], shown: [DataChange], accepting: Bool) -> [String] {
        guard accepting else {
            outcomes["write rejected", default: 0] += 1
            history.append("the app rejects " + changes.map(\.description).joined(separator: "; "))
            guard !shown.isEmpty else { return [] }
            // The old values: a switch's change is a Bool, its old value the other one.
            for change in shown.reversed() {
                var old = change
                if let original = droppedOriginals[change.field], change.element == nil {
                    // A list the user dragged into a new order: the app emits the order it had.
                    old.value = original
                } else if case .bool(let value) = change.value {
                    old.value = .bool(!value)
                } else {
                    return ["a switch flipped under the finger to \(change.value), not a Bool"]
                }
                do {
                    try state.apply(old)
                } catch {
                    return ["the runtime cannot undo its own data change \(change): \(error)"]
                }
            }
            history.append("the app re-emits its data unchanged")
            outcomes["write rejected, data re-emitted", default: 0] += 1
            visitedStates.insert(state.description)
            return emitCurrentData()
        }
        outcomes["write accepted", default: 0] += 1
        history.append("the app accepts " + changes.map(\.description).joined(separator: "; "))
        for change in changes {
            do {
                try state.apply(change)
            } catch {
                return ["the runtime cannot apply its own data change \(change): \(error)"]
            }
        }
        visitedStates.insert(state.description)
        return emitCurrentData()
    }

    /// Sends the runtime state's app data through the data signal; returns the differences that follow.
    private func emitCurrentData() -> [String] {
        let emissionsBefore = controller.emissionCount
        let mark = log.calls.count
        do {
            try harnessed.emit(state.expressionFields(of: .data))
        } catch {
            return ["cannot send the data through the signal: \(error)"]
        }
        loadMoreArmed = true
        var problems: [String] = []
        let emissions = controller.emissionCount - emissionsBefore
        if emissions != 1 {
            problems.append("the data signal emitted once, the controller emitted \(emissions) new states")
        }
        let calls = log.calls(since: mark)
        if !calls.isEmpty {
            problems.append("a data emission made the screen call \(calls)")
        }
        return problems + check(comparingEmissions(rendered))
    }
}
