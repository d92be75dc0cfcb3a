@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListInfoItem` ↔ `RenderedRow.Info`: a close button exactly when the row has a `closeAction`.
func compareInfo(
    _ item: ItemListInfoItem,
    _ expected: RenderedRow.Info,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    mismatches.check("systemStyle", item.systemStyle, context.systemStyle)
    mismatches.checkText("title", item.title, texts.text(expected.title))
    let text = texts.text(expected.text)
    switch (item.text, expected.format) {
    case (.plain(let generated), .plain):
        mismatches.checkText("text (.plain)", generated, text)
    case (.markdown(let generated), .markdown):
        mismatches.checkText("text (.markdown)", generated, text)
    default:
        mismatches.record("text: generated \(item.text), IR .\(expected.format.rawValue)(\(visible(text)))")
    }
    mismatches.check("has closeAction", item.closeAction != nil, expected.closeAction != nil)
    mismatches.check("has linkAction", item.linkAction != nil, expected.linkAction != nil)
    mismatches.check("style", item.style, context.style)
}
