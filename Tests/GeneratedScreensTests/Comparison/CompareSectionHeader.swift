@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListSectionHeaderItem` ↔ `RenderedRow.SectionHeader` (a section `header:` or a `sectionHeader` row).
func compareSectionHeader(
    _ item: ItemListSectionHeaderItem,
    _ expected: RenderedRow.SectionHeader,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    let text = texts.text(expected.text)
    mismatches.checkText("text", item.text, expected.uppercased ? text.uppercased() : text)
    mismatches.checkText("actionText", item.actionText, texts.text(expected.actionText))
    mismatches.check("has action", item.action != nil, expected.action != nil)
    mismatches.checkText("badge", item.badge, texts.text(expected.badge))
    mismatches.checkText("accessoryText.value", item.accessoryText?.value, texts.text(expected.accessory?.text))
    mismatches.check("accessoryText.color", item.accessoryText?.color, expected.accessory?.color.itemList)
    mismatches.check("multiline", item.multiline, expected.multiline)
}

extension HeaderAccessory.Color {
    var itemList: ItemListSectionHeaderAccessoryTextColor {
        switch self {
        case .generic: .generic
        case .destructive: .destructive
        }
    }
}
