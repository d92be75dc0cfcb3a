import ScreenExpressions

/// Evaluates conditions and reads bound fields for one state.
///
/// Preconditions (guaranteed for a lint-clean screen and a `ScreenState` made from it): conditions are
/// well-typed Bool expressions over declared fields, and bound fields have the binding's type.
struct ConditionContext {
    let state: ScreenState

    /// Whether `condition` holds; `absent` when there is no condition.
    func holds(_ condition: Expression?, absent: Bool) -> Bool {
        guard let condition else { return absent }
        guard case .bool(let value) = ExpressionEvaluator.evaluate(condition, in: state.values) else {
            preconditionFailure("condition `\(condition)` is not a Bool")
        }
        return value
    }

    /// Whether something with this `visible` / `enabled` condition is shown / enabled (nil: yes).
    func isTrue(_ condition: Expression?) -> Bool {
        holds(condition, absent: true)
    }

    /// The value of a bound Bool field.
    func bool(_ field: String) -> Bool {
        guard let value = state.bool(field) else { preconditionFailure("`\(field)` is not a Bool state field") }
        return value
    }

    /// The value of a bound String field.
    func string(_ field: String) -> String {
        guard let value = state.string(field) else { preconditionFailure("`\(field)` is not a String state field") }
        return value
    }

    /// Whether an enum field currently holds `caseName`.
    func holdsCase(_ field: String, _ caseName: String) -> Bool {
        guard let value = state.enumCase(field) else { preconditionFailure("`\(field)` is not an enum state field") }
        return value == caseName
    }

    /// Whether the entry's section and the row itself are shown.
    func isShown(_ entry: ScreenEntries.Entry) -> Bool {
        isTrue(entry.sectionVisible) && isTrue(entry.row.visible)
    }
}
