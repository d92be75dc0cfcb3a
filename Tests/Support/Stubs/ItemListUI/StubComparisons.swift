// Test-only comparisons (`@_spi(Stubs)`) for ItemListUI types the real module does not make `Equatable`: tests
// compare item arguments with `==` / `!=`, generated code (plain `import ItemListUI`) cannot. No conformance is
// added, so `Equatable`-constrained API (`ValuePromise`, `distinctUntilChanged`, `Optional`'s `==`) still refuses
// these types, as it does in Telegram's build. Test support only; never shipped.

import UIKit
import AccountContext

@_spi(Stubs) extension ItemListDisclosureLabelStyle {
    /// Same case and payload; colours compare by value, images by identity.
    public static func == (lhs: ItemListDisclosureLabelStyle, rhs: ItemListDisclosureLabelStyle) -> Bool {
        switch (lhs, rhs) {
        case (.text, .text), (.detailText, .detailText), (.multilineDetailText, .multilineDetailText):
            return true
        case let (.coloredText(lhs), .coloredText(rhs)), let (.badge(lhs), .badge(rhs)), let (.color(lhs), .color(rhs)),
            let (.semitransparentBadge(lhs), .semitransparentBadge(rhs)):
            return lhs == rhs
        case let (.textWithIcon(lhs), .textWithIcon(rhs)):
            return lhs == rhs
        case let (.image(lhsImage, lhsSize), .image(rhsImage, rhsSize)):
            return lhsImage == rhsImage && lhsSize == rhsSize
        default:
            return false
        }
    }

    public static func != (lhs: ItemListDisclosureLabelStyle, rhs: ItemListDisclosureLabelStyle) -> Bool {
        return !(lhs == rhs)
    }
}

@_spi(Stubs) extension ItemListTextItemText {
    /// Same case and text; `.custom` compares the context by identity and the attributed strings by `isEqual`.
    public static func == (lhs: ItemListTextItemText, rhs: ItemListTextItemText) -> Bool {
        switch (lhs, rhs) {
        case let (.plain(lhs), .plain(rhs)), let (.markdown(lhs), .markdown(rhs)):
            return lhs == rhs
        case let (.custom(lhsContext, lhsString), .custom(rhsContext, rhsString)):
            return lhsContext === rhsContext && lhsString.isEqual(rhsString)
        default:
            return false
        }
    }

    public static func != (lhs: ItemListTextItemText, rhs: ItemListTextItemText) -> Bool {
        return !(lhs == rhs)
    }
}

@_spi(Stubs) extension ItemListTextItemLinkAction {
    public static func == (lhs: ItemListTextItemLinkAction, rhs: ItemListTextItemLinkAction) -> Bool {
        switch (lhs, rhs) {
        case let (.tap(lhs), .tap(rhs)):
            return lhs == rhs
        }
    }
}

@_spi(Stubs) extension InfoListItemText {
    public static func == (lhs: InfoListItemText, rhs: InfoListItemText) -> Bool {
        switch (lhs, rhs) {
        case let (.plain(lhs), .plain(rhs)), let (.markdown(lhs), .markdown(rhs)):
            return lhs == rhs
        default:
            return false
        }
    }
}

@_spi(Stubs) extension InfoListItemLinkAction {
    public static func == (lhs: InfoListItemLinkAction, rhs: InfoListItemLinkAction) -> Bool {
        switch (lhs, rhs) {
        case let (.tap(lhs), .tap(rhs)):
            return lhs == rhs
        }
    }
}

@_spi(Stubs) extension ItemListMultilineInputItemTextLimit {
    public static func == (lhs: ItemListMultilineInputItemTextLimit, rhs: ItemListMultilineInputItemTextLimit) -> Bool {
        return lhs.value == rhs.value && lhs.display == rhs.display && lhs.mode == rhs.mode
    }
}
