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
        guard let (entry, element) = ScreenEntries.instance(stableID: stableID, in: screen, state: state) else {
            return nil
        }
        let context = ConditionContext(screen: screen, state: state)
        self.stableID = stableID
        self.entry = entry
        self.context = element.map(context.binding) ?? context
    }

    /// Whether the row's section, and the row in its context, are shown.
    var isShown: Bool { context.isShown(entry) }
}

extension ScreenEntries {
    /// The row `stableID` names in `state`: its entry, and for an instance of a repeated row the element whose id
    /// the stable id carries (wherever it now is in the list). Nil when no row has the id, or the list has no element
    /// with it. Linear in the list's length.
    public static func instance(stableID: RowID, in screen: Screen, state: ScreenState)
        -> (entry: Entry, element: RenderedRow.ListElement?)?
    {
        guard let entry = entry(stableID: stableID, in: screen) else { return nil }
        guard let repetition = entry.row.repetition, let id = stableID.element else { return (entry, nil) }
        let list = repetition.list.value
        guard let index = state.elementIndex(id: id, in: list), let value = state.elements(list)?[index] else {
            return nil
        }
        return (
            entry,
            RenderedRow.ListElement(variable: repetition.element.value, list: list, index: index, id: id, value: value)
        )
    }
}
