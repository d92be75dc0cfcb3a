import ScreenExpressions
import ScreenIR
import ScreenRuntime

/// What a screen should show, computed independently of the runtime's `ConditionContext`: conditions are evaluated
/// by `ExpressionEvaluator` over one dictionary holding the state's values, every named condition (evaluated in
/// dependency order) and, for a repeated row, its element.
struct ConditionOracle {
    let values: [String: ExpressionValue]

    init(screen: Screen, state: ScreenState) {
        var values = state.values
        var pending = screen.conditions
        while !pending.isEmpty {
            let ready = pending.filter { $0.expression.fieldReferences.allSatisfy { values[$0] != nil } }
            precondition(!ready.isEmpty, "the named conditions form a cycle")
            for condition in ready {
                values[condition.name.value] = ExpressionEvaluator.evaluate(condition.expression, in: values)
            }
            pending.removeAll { condition in ready.contains { $0.name == condition.name } }
        }
        self.values = values
    }

    /// Whether `condition` holds (nil: yes), with `element` bound to its variable.
    func holds(_ condition: Expression?, element: (variable: String, value: ExpressionValue)? = nil) -> Bool {
        guard let condition else { return true }
        var values = values
        if let element { values[element.variable] = element.value }
        return ExpressionEvaluator.evaluate(condition, in: values) == .bool(true)
    }

    /// The ids of the rows `entries` should show, in display order: the fixed rows whose section and row conditions
    /// hold, and for a repeated row one instance per element whose `visible` holds, in list order.
    func shownRows(_ entries: [ScreenEntries.Entry]) -> [RowID] {
        var shown: [RowID] = []
        for entry in entries where holds(entry.sectionVisible) {
            guard let repetition = entry.row.repetition else {
                if holds(entry.row.visible) { shown.append(entry.stableID) }
                continue
            }
            guard case .list(let elements)? = values[repetition.list.value] else { continue }
            for element in elements where holds(entry.row.visible, element: (repetition.element.value, element)) {
                guard case .record(let fields) = element else { continue }
                shown.append(RowID(position: entry.position, element: fields["id"]))
            }
        }
        return shown
    }
}
