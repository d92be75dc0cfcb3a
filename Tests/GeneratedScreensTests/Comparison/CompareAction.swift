@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListActionItem` ↔ `RenderedRow.Action`: `kind` is the effective kind (`.disabled` while not enabled).
func compareAction(
    _ item: ItemListActionItem,
    _ expected: RenderedRow.Action,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    mismatches.checkText("title", item.title, context.expectations.text(expected.title))
    mismatches.check("kind", item.kind, expected.kind.itemList)
    mismatches.check("alignment", item.alignment, expected.alignment.itemList)
    mismatches.check("systemStyle", item.systemStyle, context.systemStyle)
    mismatches.check("style", item.style, context.style)
}

extension ActionRow.Kind {
    var itemList: ItemListActionKind {
        switch self {
        case .generic: .generic
        case .destructive: .destructive
        case .neutral: .neutral
        case .disabled: .disabled
        }
    }
}

extension ActionRow.Alignment {
    var itemList: ItemListActionAlignment {
        switch self {
        case .natural: .natural
        case .center: .center
        }
    }
}
