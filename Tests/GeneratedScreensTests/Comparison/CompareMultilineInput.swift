import Foundation
@_spi(Stubs) import ItemListUI
import ScreenRuntime

/// `ItemListMultilineInputItem` ↔ `RenderedRow.MultilineInput`.
func compareMultilineInput(
    _ item: ItemListMultilineInputItem,
    _ expected: RenderedRow.MultilineInput,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    mismatches.checkText("text", item.text, expected.text)
    mismatches.checkText("placeholder", item.placeholder, context.expectations.text(expected.placeholder) ?? "")
    mismatches.check("maxLength.value", item.maxLength?.value, expected.maxLength)
    mismatches.check(
        "maxLength.display",
        item.maxLength?.display,
        expected.maxLength.map { _ in expected.displayLimit }
    )
    mismatches.check("maxLength.mode", item.maxLength?.mode, expected.maxLength.map { _ in .characters })
    mismatches.check("capitalization", item.capitalization, expected.capitalization)
    mismatches.check("autocorrection", item.autocorrection, expected.autocorrection)
    mismatches.check("minimalHeight", item.minimalHeight.map(Double.init), expected.minimalHeight)
    mismatches.check("systemStyle", item.systemStyle, context.systemStyle)
    mismatches.check("style", item.style, context.style)
}
