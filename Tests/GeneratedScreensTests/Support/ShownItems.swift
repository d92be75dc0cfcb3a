import Display
@_spi(Stubs) import ItemListUI

/// The items ItemListUI's list shows, as opposed to the items the latest entries would build: on every state the
/// node merges the new entries into the list (MergeLists) and updates a row's item only when its entry changed
/// (`isEqual` to the entry with the same stable id before) or the presentation data did. An unchanged row keeps the
/// item — and the closures — built from an earlier state. Gestures act on these items, so a hook that would receive
/// a stale value through such a closure (an entry whose equality misses what its item's closures use) is seen.
///
/// It also keeps where each switch stands on screen, which is not always its item's `value`: an interactive switch
/// (`enableInteractiveChanges && enabled`) flips under the finger, and its node sets it to the item's `value` again
/// only when the row gets a new item. A switch whose change was rejected with the data re-emitted unchanged (an
/// equal entry, so no new item) would stay flipped — what `switchPositions` lets the driver see.
struct ShownItems {
    private var emission = -1
    private var presentationData: ItemListPresentationData?
    private var rows: [AnyHashable: (entry: ItemListNodeAnyEntry, item: ListViewItem)] = [:]
    private var items: [ListViewItem] = []
    private var ids: [AnyHashable] = []
    /// Where the switches flipped under the finger stand, by stable id, until their row gets a new item.
    private var flipped: [AnyHashable: Bool] = [:]

    /// The items shown after the controller's latest state.
    mutating func items(of controller: ItemListController) -> [ListViewItem] {
        guard controller.emissionCount != emission else { return items }
        emission = controller.emissionCount
        guard let nodeState = controller.currentNodeState, let arguments = controller.currentArguments else {
            (rows, items, ids, flipped) = ([:], [], [], [:])
            return items
        }
        let keepsItems = nodeState.presentationData == presentationData
        presentationData = nodeState.presentationData
        var shown: [AnyHashable: (entry: ItemListNodeAnyEntry, item: ListViewItem)] = [:]
        var stillFlipped: [AnyHashable: Bool] = [:]
        items = nodeState.entries.map { entry in
            if keepsItems, let row = rows[entry.anyId], row.entry.isEqual(entry) {
                shown[entry.anyId] = row
                stillFlipped[entry.anyId] = flipped[entry.anyId]
                return row.item
            }
            // A new item: its node sets the switch to the item's value.
            let item = entry.item(presentationData: nodeState.presentationData, arguments: arguments)
            shown[entry.anyId] = (entry, item)
            return item
        }
        ids = nodeState.entries.map(\.anyId)
        rows = shown
        flipped = stillFlipped
        return items
    }

    /// The switch of the item at `index` (of the items last returned) flipped under the finger to `value`.
    mutating func flipSwitch(at index: Int, to value: Bool) {
        guard ids.indices.contains(index) else { return }
        flipped[ids[index]] = value
    }

    /// Where each switch stands on screen, by item index, for the items last returned: the position it was flipped
    /// to under the finger while its row kept its item, else its item's `value`.
    func switchPositions() -> [Int: Bool] {
        var positions: [Int: Bool] = [:]
        for (index, item) in items.enumerated() {
            let value: Bool? =
                if let item = item as? ItemListSwitchItem { item.value }
                else if let item = item as? ItemListExpandableSwitchItem { item.value }
                else { nil }
            guard let value else { continue }
            positions[index] = flipped[ids[index]] ?? value
        }
        return positions
    }
}
