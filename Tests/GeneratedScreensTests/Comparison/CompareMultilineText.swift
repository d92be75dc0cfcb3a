@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListMultilineTextItem` ↔ `RenderedRow.MultilineText`: selectable exactly when the row has an action.
func compareMultilineText(
    _ item: ItemListMultilineTextItem,
    _ expected: RenderedRow.MultilineText,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    mismatches.checkText("text", item.text, context.expectations.text(expected.text))
    mismatches.check("font", item.font, expected.font.itemList)
    mismatches.check("has action", item.action != nil, expected.action != nil)
    mismatches.check("selectable", item.selectable, expected.action != nil)
    mismatches.check("style", item.style, context.style)
}

extension MultilineTextRow.Font {
    var itemList: ItemListMultilineTextBaseFont {
        switch self {
        case .default: .default
        case .monospace: .monospace
        }
    }
}
