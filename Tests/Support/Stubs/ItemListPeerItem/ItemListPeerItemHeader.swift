// `ItemListPeerItemHeader` (same file as the item, 952d90aa): a sticky list header usable as
// `ItemListPeerItem(header:)`. The reference gives the labels; `additionalText` is taken to be a `String` (its type is
// not given) and `height` is a stub value. Test support only; never shipped.

import UIKit
import Display
import TelegramPresentationData
import AccountContext

public final class ItemListPeerItemHeader: ListViewItemHeader {
    @_spi(Stubs) public let theme: PresentationTheme
    @_spi(Stubs) public let strings: PresentationStrings
    @_spi(Stubs) public let context: AccountContext
    @_spi(Stubs) public let text: NSAttributedString
    @_spi(Stubs) public let additionalText: String
    @_spi(Stubs) public let actionTitle: String?
    @_spi(Stubs) public let id: Int64
    @_spi(Stubs) public let action: (() -> Void)?

    public let height: CGFloat = 28.0

    public init(theme: PresentationTheme, strings: PresentationStrings, context: AccountContext, text: NSAttributedString, additionalText: String, actionTitle: String? = nil, id: Int64, action: (() -> Void)? = nil) {
        self.theme = theme
        self.strings = strings
        self.context = context
        self.text = text
        self.additionalText = additionalText
        self.actionTitle = actionTitle
        self.id = id
        self.action = action
    }

    /// Consecutive items share one header when their headers have the same `id`.
    public func combinesWith(other: ListViewItemHeader) -> Bool {
        if let other = other as? ItemListPeerItemHeader {
            return self.id == other.id
        } else {
            return false
        }
    }
}
