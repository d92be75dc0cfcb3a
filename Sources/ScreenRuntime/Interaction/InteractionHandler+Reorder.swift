import ScreenExpressions
import ScreenIR

/// `moveRow` and `dropRow`: a repeated row with `reorder:` dragged within its list (see `InteractionHandler.perform`).
extension InteractionHandler {
    static func move(_ row: RowID, by offset: Int, in screen: Screen, state: ScreenState) throws(InteractionError)
        -> InteractionOutcome
    {
        guard let instance = RowInstance(row, in: screen, state: state) else { throw .unknownRow(row) }
        guard instance.isShown else { return .ignored(state, .hidden) }
        let rendered = ScreenRenderer.renderRow(instance)
        guard let hook = instance.entry.row.reorder, let element = row.element,
            case .described(let item) = rendered.content, item.peerEditing?.isReorderable == true
        else { return .ignored(state, .notReorderable) }
        let shown = shownIDs(of: rendered.rowID, in: screen, state: state)
        guard let from = shown.firstIndex(of: element) else { return .ignored(state, .hidden) }
        let to = from + offset
        guard shown.indices.contains(to) else { return .ignored(state, .outsideList) }
        var order = shown
        order.insert(order.remove(at: from), at: to)
        let change = instance.entry.row.repetition.flatMap { listChange($0.list.value, order: order, shown: shown, state) }
        switch instance.entry.row.reorderMoment {
        case .move:
            var outcome = InteractionOutcome.activating(
                .hook(ScreenHook(hook)), payload: [.list(order)], state,
                in: ConditionContext(screen: screen, state: state))
            // The app that accepts the order writes it into its list.
            outcome.dataChange = change
            return outcome
        case .drop:
            // The screen's temporary order: shown at once, nothing reported until the drag ends.
            var outcome = InteractionOutcome(state: state)
            if let change { try? outcome.state.apply(change) }
            outcome.showsDataChange = true
            return outcome
        }
    }

    static func drop(_ row: RowID, in screen: Screen, state: ScreenState) throws(InteractionError)
        -> InteractionOutcome
    {
        guard let instance = RowInstance(row, in: screen, state: state) else { throw .unknownRow(row) }
        guard let hook = instance.entry.row.reorder, instance.entry.row.reorderMoment == .drop,
            let list = instance.entry.row.repetition?.list.value, let elements = state.elements(list)
        else { return .ignored(state, .noAction) }
        let order = shownIDs(of: instance.entry.row.id.value, in: screen, state: state)
        var outcome = InteractionOutcome.activating(
            .hook(ScreenHook(hook)), payload: [.list(order)], state, in: ConditionContext(screen: screen, state: state))
        // The order the list shows already: the app that accepts it writes it into its list.
        outcome.dataChange = DataChange(field: list, value: .list(elements))
        outcome.showsDataChange = true
        return outcome
    }

    /// The element ids of the shown instances of `row`, in the order shown.
    private static func shownIDs(of row: String, in screen: Screen, state: ScreenState) -> [ExpressionValue] {
        ScreenRenderer.render(screen, state: state).instances(of: row).compactMap(\.stableID.element)
    }

    /// The list with its `shown` elements in `order`: they take the places the shown elements had; elements the row
    /// hides keep theirs.
    private static func listChange(
        _ list: String, order: [ExpressionValue], shown: [ExpressionValue], _ state: ScreenState
    ) -> DataChange? {
        guard let elements = state.elements(list) else { return nil }
        var indexByID: [ExpressionValue: Int] = [:]
        for (index, element) in elements.enumerated() {
            if case .record(let fields) = element, let id = fields["id"] { indexByID[id] = index }
        }
        let slots = shown.compactMap { indexByID[$0] }
        var reordered = elements
        for (slot, id) in zip(slots, order) {
            if let index = indexByID[id] { reordered[slot] = elements[index] }
        }
        return DataChange(field: list, value: .list(reordered))
    }
}
