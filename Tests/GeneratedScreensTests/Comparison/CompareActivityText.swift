@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListActivityTextItem` ↔ `RenderedRow.ActivityText`.
func compareActivityText(
    _ item: ItemListActivityTextItem,
    _ expected: RenderedRow.ActivityText,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    mismatches.checkText("text", item.text, context.expectations.text(expected.text))
    mismatches.check("color", item.color, expected.color.itemList)
    mismatches.check("displayActivity", item.displayActivity, expected.displayActivity)
    mismatches.check("has linkAction", item.linkAction != nil, expected.linkAction != nil)
}

extension ActivityTextRow.Color {
    var itemList: ItemListActivityTextItem.TextColor {
        switch self {
        case .generic: .generic
        case .constructive: .constructive
        case .destructive: .destructive
        case .warning: .warning
        }
    }
}
