import Display
@_spi(Stubs) import ItemListUI
import ScreenRuntime

/// How the screen is presented and animated: `controller.navigationPresentation`,
/// `ItemListNodeState(animateChanges:)` and `focusItemTag` (the tag of the focused row's item; when the runtime
/// shows no focused row, the generated tag may name a row but none that is shown).
func comparePresentation(
    _ controller: ItemListController,
    _ nodeState: ItemListNodeState,
    _ expected: RenderedScreen,
    _ items: [ListViewItem],
    _ mismatches: inout Mismatches
) {
    mismatches.check(
        "navigationPresentation",
        "\(controller.navigationPresentation)",
        expected.navigationPresentation.rawValue
    )
    mismatches.check("node state animateChanges", nodeState.animateChanges, expected.animateChanges)
    // `initialScrollToItem`: the index of the row `initialScroll:` names among the entries, at the top, unanimated.
    let scrollIndex = expected.initialScroll.flatMap { row in expected.rows.firstIndex { $0.stableID == row } }
    mismatches.check(
        "initialScrollToItem",
        nodeState.initialScrollToItem.map(describeScroll) ?? "nil",
        scrollIndex.map { "index \($0) at the top, not animated" } ?? "nil"
    )
    let focusedIndex = expected.focus.flatMap { focus in expected.rows.firstIndex { $0.stableID == focus } }
    let focusedTag = focusedIndex.flatMap { items.indices.contains($0) ? itemTag(of: items[$0]) : nil }
    switch (nodeState.focusItemTag, focusedTag) {
    case (nil, nil):
        break
    case (let generated?, let expectedTag?):
        if !generated.isEqual(to: expectedTag) {
            mismatches.record("focusItemTag: generated \(generated), IR the item tagged \(expectedTag)")
        }
    case (let generated?, nil):
        if expected.focus != nil {
            mismatches.record("focusItemTag: generated \(generated), IR row \(expected.focus!) (its item has no tag)")
        } else if let index = items.firstIndex(where: { itemTag(of: $0).map(generated.isEqual) ?? false }) {
            mismatches.record("focusItemTag: generated \(generated) (shown as item \(index)), IR no focused row shown")
        }
    case (nil, let expectedTag?):
        mismatches.record("focusItemTag: generated nil, IR the item tagged \(expectedTag)")
    }
}

/// How `initialScrollToItem` reads in a mismatch: the index, and whether it is the unanimated scroll to the top that
/// the generated code passes.
private func describeScroll(_ scroll: ListViewScrollToItem) -> String {
    var atTop = false
    if case .top(let offset) = scroll.position, offset == 0 { atTop = true }
    let place = atTop ? "at the top" : "at \(scroll.position)"
    return "index \(scroll.index) \(place), \(scroll.animated ? "animated" : "not animated")"
}
