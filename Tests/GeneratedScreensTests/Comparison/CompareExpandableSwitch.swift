@_spi(Stubs) import ItemListUI
import ScreenRuntime

/// `ItemListExpandableSwitchItem` ↔ `RenderedRow.ExpandableSwitch`; sub-items are matched by position.
func compareExpandableSwitch(
    _ item: ItemListExpandableSwitchItem,
    _ expected: RenderedRow.ExpandableSwitch,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    mismatches.checkText("title", item.title, texts.text(expected.title))
    mismatches.check("value", item.value, expected.value)
    mismatches.check("isExpanded", item.isExpanded, expected.isExpanded)
    mismatches.check("enabled", item.enabled, expected.enabled)
    mismatches.check("displayLocked", item.displayLocked, expected.displayLocked)
    // `enableInteractiveChanges: false` while locked, and when bound to app data (it moves only when the data does).
    mismatches.check("enableInteractiveChanges", item.enableInteractiveChanges, expected.enableInteractiveChanges)
    mismatches.checkIcon("icon", item.icon, expected.icon, context)
    mismatches.check("systemStyle", item.systemStyle, context.systemStyle)
    mismatches.check("style", item.style, context.style)
    mismatches.check("subItems.count", item.subItems.count, expected.subItems.count)
    mismatches.check("sub-item ids are unique", Set(item.subItems.map(\.id)).count, item.subItems.count)
    for (index, (sub, expectedSub)) in zip(item.subItems, expected.subItems).enumerated() {
        let name = "subItems[\(index)] `\(expectedSub.id)`"
        mismatches.checkText("\(name).title", sub.title, texts.text(expectedSub.title))
        mismatches.check("\(name).isSelected", sub.isSelected, expectedSub.isSelected)
        mismatches.check("\(name).isEnabled", sub.isEnabled, expectedSub.isEnabled)
    }
}
