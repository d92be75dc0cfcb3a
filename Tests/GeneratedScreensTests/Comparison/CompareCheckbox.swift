@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListCheckboxItem` ↔ `RenderedRow.Checkbox`.
func compareCheckbox(
    _ item: ItemListCheckboxItem,
    _ expected: RenderedRow.Checkbox,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    mismatches.checkText("title", item.title, texts.text(expected.title))
    mismatches.checkText("subtitle", item.subtitle, texts.text(expected.subtitle))
    mismatches.check("style", item.style, expected.style.itemList)
    mismatches.check("color", item.color, expected.color.itemList)
    mismatches.check("checked", item.checked, expected.checked)
    mismatches.check("enabled", item.enabled, expected.enabled)
    mismatches.checkIcon("icon", item.icon, expected.icon, context)
    mismatches.check(
        "iconPlacement", item.iconPlacement, expected.iconPlacement == .check ? .check : .default)
    mismatches.check("systemStyle", item.systemStyle, context.systemStyle)
}

extension CheckboxRow.Style {
    var itemList: ItemListCheckboxItemStyle {
        switch self {
        case .left: .left
        case .right: .right
        }
    }
}

extension CheckboxRow.Color {
    var itemList: ItemListCheckboxItemColor {
        switch self {
        case .accent: .accent
        case .secondary: .secondary
        }
    }
}
