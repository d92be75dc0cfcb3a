@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListSwitchItem` ↔ `RenderedRow.Switch`.
func compareSwitch(
    _ item: ItemListSwitchItem,
    _ expected: RenderedRow.Switch,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    mismatches.checkText("title", item.title, texts.text(expected.title))
    mismatches.checkText("text", item.text, texts.text(expected.text))
    mismatches.check("textColor", item.textColor, expected.textColor.itemList)
    mismatches.check("value", item.value, expected.value)
    mismatches.check("enabled", item.enabled, expected.enabled)
    mismatches.check("displayLocked", item.displayLocked, expected.displayLocked)
    mismatches.check("enableInteractiveChanges", item.enableInteractiveChanges, expected.enableInteractiveChanges)
    mismatches.checkIcon("icon", item.icon, expected.icon, context)
    mismatches.check("systemStyle", item.systemStyle, context.systemStyle)
    mismatches.check("style", item.style, context.style)
    // A tap on the row (not on the switch) runs the row's `action:`; without one the row is not selectable.
    mismatches.check("has row action", item.action != nil, expected.action != nil)
    mismatches.check("selectable", item.selectable, expected.action != nil && expected.enabled)
}

extension SwitchRow.TextColor {
    var itemList: ItemListSwitchItem.TextColor {
        switch self {
        case .primary: .primary
        case .accent: .accent
        }
    }
}
