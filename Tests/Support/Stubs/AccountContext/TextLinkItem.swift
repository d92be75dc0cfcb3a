// The link types of `linkItemAction:` (ItemListTextWithLabelItem, ItemListMultilineTextItem). They are declared in
// submodules/AccountContext/Sources/AccountContext.swift, not in TextFormat. `TextLinkItem` follows the newest text
// available (`url(url:concealed:)`, `Equatable`; older ones have `url(String)` and no conformance).
// Test support only; never shipped.

public enum TextLinkItemActionType {
    case tap
    case longTap
}

public enum TextLinkItem: Equatable {
    case url(url: String, concealed: Bool)
    case mention(String)
    case hashtag(String?, String)
}
