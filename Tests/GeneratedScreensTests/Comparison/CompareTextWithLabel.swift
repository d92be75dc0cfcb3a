@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListTextWithLabelItem` ↔ `RenderedRow.TextWithLabel`: selectable exactly when the row has an action.
func compareTextWithLabel(
    _ item: ItemListTextWithLabelItem,
    _ expected: RenderedRow.TextWithLabel,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    mismatches.checkText("label", item.label, texts.text(expected.label))
    mismatches.checkText("text", item.text, texts.text(expected.text))
    mismatches.check("multiline", item.multiline, expected.multiline)
    mismatches.check("labelColor", item.labelColor, expected.labelColor.itemList)
    mismatches.check("textColor", item.textColor, expected.textColor.itemList)
    mismatches.check("has action", item.action != nil, expected.action != nil)
    mismatches.check("selectable", item.selectable, expected.action != nil)
    mismatches.check("style", item.style, context.style)
}

extension TextWithLabelRow.TextColor {
    var itemList: ItemListTextWithLabelItemTextColor {
        switch self {
        case .primary: .primary
        case .accent: .accent
        case .highlighted: .highlighted
        }
    }
}
