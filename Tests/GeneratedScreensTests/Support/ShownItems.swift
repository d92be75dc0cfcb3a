import Display
@_spi(Stubs) import ItemListUI

/// The items ItemListUI's list shows, as opposed to the items the latest entries would build: on every state the
/// node merges the new entries into the list (MergeLists) and updates a row's item only when its entry changed
/// (`isEqual` to the entry with the same stable id before) or the presentation data did. An unchanged row keeps the
/// item — and the closures — built from an earlier state. Gestures act on these items, so a hook that would receive
/// a stale value through such a closure (an entry whose equality misses what its item's closures use) is seen.
struct ShownItems {
    private var emission = -1
    private var presentationData: ItemListPresentationData?
    private var rows: [AnyHashable: (entry: ItemListNodeAnyEntry, item: ListViewItem)] = [:]
    private var items: [ListViewItem] = []

    /// The items shown after the controller's latest state.
    mutating func items(of controller: ItemListController) -> [ListViewItem] {
        guard controller.emissionCount != emission else { return items }
        emission = controller.emissionCount
        guard let nodeState = controller.currentNodeState, let arguments = controller.currentArguments else {
            (rows, items) = ([:], [])
            return items
        }
        let keepsItems = nodeState.presentationData == presentationData
        presentationData = nodeState.presentationData
        var shown: [AnyHashable: (entry: ItemListNodeAnyEntry, item: ListViewItem)] = [:]
        items = nodeState.entries.map { entry in
            if keepsItems, let row = rows[entry.anyId], row.entry.isEqual(entry) {
                shown[entry.anyId] = row
                return row.item
            }
            let item = entry.item(presentationData: nodeState.presentationData, arguments: arguments)
            shown[entry.anyId] = (entry, item)
            return item
        }
        rows = shown
        return items
    }
}
