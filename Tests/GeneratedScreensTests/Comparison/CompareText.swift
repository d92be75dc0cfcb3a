@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListTextItem` ↔ `RenderedRow.Text` (a section `footer:` or a `text` row): `.plain` or `.markdown` by format.
func compareText(
    _ item: ItemListTextItem,
    _ expected: RenderedRow.Text,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let text = context.expectations.text(expected.text)
    switch (item.text, expected.format) {
    case (.plain(let generated), .plain):
        mismatches.checkText("text (.plain)", generated, text)
    case (.markdown(let generated), .markdown):
        mismatches.checkText("text (.markdown)", generated, text)
    default:
        mismatches.record("text: generated \(item.text), IR .\(expected.format.rawValue)(\(visible(text)))")
    }
    mismatches.check("has linkAction", item.linkAction != nil, expected.linkAction != nil)
    mismatches.check("textAlignment", item.textAlignment, expected.alignment.itemList)
    mismatches.check("textSize", item.textSize, expected.size.itemList)
    mismatches.check("style", item.style, context.style)
}

extension TextRow.Alignment {
    var itemList: ItemListTextItemTextAlignment {
        switch self {
        case .natural: .natural
        case .center: .center
        }
    }
}

extension TextRow.Size {
    var itemList: ItemListTextItemTextSize {
        switch self {
        case .generic: .generic
        case .larger: .larger
        }
    }
}
