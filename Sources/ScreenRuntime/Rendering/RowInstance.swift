import ScreenIR

/// One row a `RowID` names in a state: its entry and the context it is rendered in (with its element bound, for an
/// instance of a repeated row).
struct RowInstance {
    let stableID: RowID
    let entry: ScreenEntries.Entry
    let context: ConditionContext

    /// The row `stableID` names in `state`; nil when no row has the id or its list has no element with it. Finding
    /// an element is linear in its list's length.
    init?(_ stableID: RowID, in screen: Screen, state: ScreenState) {
        guard let entry = ScreenEntries.entry(stableID: stableID, in: screen) else { return nil }
        let context = ConditionContext(screen: screen, state: state)
        self.stableID = stableID
        self.entry = entry
        guard let repetition = entry.row.repetition, let id = stableID.element else {
            self.context = context
            return
        }
        let list = repetition.list.value
        guard let index = state.elementIndex(id: id, in: list), let value = state.elements(list)?[index] else {
            return nil
        }
        self.context = context.binding(
            RenderedRow.ListElement(variable: repetition.element.value, list: list, index: index, id: id, value: value))
    }

    /// Whether the row's section, and the row in its context, are shown.
    var isShown: Bool { context.isShown(entry) }
}
