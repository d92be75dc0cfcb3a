// ItemListUI/Sources/Items/ItemListTextItem.swift (952d90aa). Test support only; never shipped.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import AccountContext

public enum ItemListTextItemText {
    case plain(String)
    case markdown(String)
    case custom(context: AccountContext, string: NSAttributedString)
}

public enum ItemListTextItemLinkAction {
    case tap(String)
}

public enum ItemListTextItemTextAlignment {
    case natural
    case center
}

public enum ItemListTextItemTextSize {
    case generic
    case larger
}

public class ItemListTextItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let text: ItemListTextItemText
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let linkAction: ((ItemListTextItemLinkAction) -> Void)?
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let textSize: ItemListTextItemTextSize
    @_spi(Stubs) public let textAlignment: ItemListTextItemTextAlignment
    public let tag: ItemListItemTag?
    @_spi(Stubs) public let additionalInsets: UIEdgeInsets
    @_spi(Stubs) public let additionalOuterInsets: UIEdgeInsets

    public let isAlwaysPlain: Bool = true

    public init(presentationData: ItemListPresentationData, text: ItemListTextItemText, sectionId: ItemListSectionId, linkAction: ((ItemListTextItemLinkAction) -> Void)? = nil, style: ItemListStyle = .blocks, textSize: ItemListTextItemTextSize = .generic, textAlignment: ItemListTextItemTextAlignment = .natural, tag: ItemListItemTag? = nil, additionalInsets: UIEdgeInsets = .zero, additionalOuterInsets: UIEdgeInsets = .zero) {
        self.presentationData = presentationData
        self.text = text
        self.sectionId = sectionId
        self.linkAction = linkAction
        self.style = style
        self.textSize = textSize
        self.textAlignment = textAlignment
        self.tag = tag
        self.additionalInsets = additionalInsets
        self.additionalOuterInsets = additionalOuterInsets
    }
}
