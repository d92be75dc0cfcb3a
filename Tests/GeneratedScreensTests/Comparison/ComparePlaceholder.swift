@_spi(Stubs) import ItemListUI
import ScreenRuntime

/// `ItemListPlaceholderItem` ↔ `RenderedRow.Placeholder`.
func comparePlaceholder(
    _ item: ItemListPlaceholderItem,
    _ expected: RenderedRow.Placeholder,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    mismatches.checkText("text", item.text, context.expectations.text(expected.text))
    mismatches.check("theme is the current theme", item.theme === context.expectations.presentationData.theme, true)
    mismatches.check("style", item.style, context.style)
}
