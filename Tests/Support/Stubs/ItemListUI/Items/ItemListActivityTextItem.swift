// ItemListUI/Sources/Items/ItemListActivityTextItem.swift (952d90aa). Test support only; never shipped.
// Note: `displayActivity` is the FIRST parameter.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData

public class ItemListActivityTextItem: ListViewItem, ItemListItem {
    public enum TextColor {
        case generic
        case constructive
        case destructive
        case warning
    }

    @_spi(Stubs) public let displayActivity: Bool
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let text: String
    @_spi(Stubs) public let color: TextColor
    @_spi(Stubs) public let linkAction: ((ItemListTextItemLinkAction) -> Void)?
    public let sectionId: ItemListSectionId

    public let isAlwaysPlain: Bool = true

    public init(displayActivity: Bool, presentationData: ItemListPresentationData, text: String, color: TextColor, linkAction: ((ItemListTextItemLinkAction) -> Void)? = nil, sectionId: ItemListSectionId) {
        self.displayActivity = displayActivity
        self.presentationData = presentationData
        self.text = text
        self.color = color
        self.linkAction = linkAction
        self.sectionId = sectionId
    }
}
