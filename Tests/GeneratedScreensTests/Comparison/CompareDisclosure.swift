import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenIR
import ScreenRuntime

/// `ItemListDisclosureItem` ↔ `RenderedRow.Disclosure`.
func compareDisclosure(
    _ item: ItemListDisclosureItem,
    _ expected: RenderedRow.Disclosure,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    mismatches.checkText("title", item.title, texts.text(expected.title))
    mismatches.checkText("label", item.label, texts.text(expected.label) ?? "")
    mismatches.check("labelStyle", item.labelStyle, expected.labelStyle.itemList(texts), by: ==)
    mismatches.check("disclosureStyle", item.disclosureStyle, expected.disclosureStyle.itemList)
    mismatches.check("titleColor", item.titleColor, expected.titleColor.itemList)
    mismatches.checkText("titleBadge", item.titleBadge, texts.text(expected.titleBadge))
    mismatches.check("enabled", item.enabled, expected.enabled)
    mismatches.check("has action", item.action != nil, expected.action != nil)
    mismatches.checkIcon("icon", item.icon, expected.icon, context)
    // `context:` comes with `iconPeer:` (the avatar needs the account), whatever the peer's value.
    mismatches.check("context", item.context != nil, expected.iconPeer != nil)
    mismatches.check("iconPeer", item.iconPeer?.expressionValue ?? .null, expected.iconPeer ?? .null)
    mismatches.checkIcon("titleIcon", item.titleIcon, expected.titleIcon, context)
    mismatches.checkText("additionalDetailLabel", item.additionalDetailLabel, texts.text(expected.additionalDetailLabel))
    mismatches.check(
        "additionalDetailLabelColor", item.additionalDetailLabelColor, expected.additionalDetailLabelColor.itemList)
    mismatches.check("systemStyle", item.systemStyle, context.systemStyle)
    mismatches.check("style", item.style, context.style)
}

extension DisclosureRow.LabelStyle {
    func itemList(_ expectations: Expectations) -> ItemListDisclosureLabelStyle {
        switch self {
        case .text: .text
        case .detailText: .detailText
        case .multilineDetailText: .multilineDetailText
        case .coloredText(let color): .coloredText(expectations.color(color))
        case .badge(let color): .badge(expectations.color(color))
        }
    }
}

extension DisclosureRow.DisclosureStyle {
    var itemList: ItemListDisclosureStyle {
        switch self {
        case .arrow: .arrow
        case .optionArrows: .optionArrows
        case .none: .none
        }
    }
}

extension DisclosureRow.TitleColor {
    var itemList: ItemListDisclosureItemTitleColor {
        switch self {
        case .primary: .primary
        case .accent: .accent
        }
    }
}

extension DisclosureRow.DetailLabelColor {
    var itemList: ItemListDisclosureItemDetailLabelColor {
        switch self {
        case .generic: .generic
        case .constructive: .constructive
        case .destructive: .destructive
        }
    }
}
