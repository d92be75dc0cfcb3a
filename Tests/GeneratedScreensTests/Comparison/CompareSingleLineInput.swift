@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListSingleLineInputItem` ↔ `RenderedRow.SingleLineInput`.
func compareSingleLineInput(
    _ item: ItemListSingleLineInputItem,
    _ expected: RenderedRow.SingleLineInput,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    mismatches.checkText("title", item.title.string, texts.text(expected.title) ?? "")
    // The caption is drawn in the theme's primary text colour (Display's convenience init would make it black).
    mismatches.check(
        "title colour", item.displayedTitleColor,
        item.title.length == 0 ? nil : texts.presentationData.theme.list.itemPrimaryTextColor)
    mismatches.check("spacing", Double(item.spacing), expected.spacing)
    mismatches.checkText("text", item.text, expected.text)
    mismatches.checkText("placeholder", item.placeholder, texts.text(expected.placeholder) ?? "")
    mismatches.check(
        "type",
        item.type,
        expected.type.itemList(capitalization: expected.capitalization, autocorrection: expected.autocorrection)
    )
    mismatches.check("maxLength", item.maxLength, expected.maxLength)
    mismatches.check("clearType", item.clearType, expected.clearType.itemList)
    mismatches.check("alignment", item.alignment, expected.alignment.itemList)
    mismatches.check("enabled", item.enabled, expected.enabled)
    mismatches.check("systemStyle", item.systemStyle, context.systemStyle)
}

extension SingleLineInputRow.InputType {
    func itemList(capitalization: Bool, autocorrection: Bool) -> ItemListSingleLineInputItemType {
        switch self {
        case .regular: .regular(capitalization: capitalization, autocorrection: autocorrection)
        case .password: .password
        case .email: .email
        case .number: .number
        case .decimal: .decimal
        case .username: .username
        }
    }
}

extension SingleLineInputRow.ClearType {
    var itemList: ItemListSingleLineInputClearType {
        switch self {
        case .none: .none
        case .always: .always
        case .onFocus: .onFocus
        }
    }
}

extension SingleLineInputRow.Alignment {
    var itemList: ItemListSingleLineInputAlignment {
        switch self {
        case .default: .default
        case .right: .right
        }
    }
}
