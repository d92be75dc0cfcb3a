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
    mismatches.checkIcon("icon", item.icon, expected.icon)
    mismatches.check("systemStyle", item.systemStyle, context.systemStyle)
    mismatches.check("style", item.style, context.style)
    // The IR has no row action for a switch: tapping the row (not the switch) does nothing.
    mismatches.check("has row action", item.action != nil, false)
}

extension SwitchRow.TextColor {
    var itemList: ItemListSwitchItem.TextColor {
        switch self {
        case .primary: .primary
        case .accent: .accent
        }
    }
}
