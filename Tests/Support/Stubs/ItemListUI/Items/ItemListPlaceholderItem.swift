// ItemListUI/Sources/Items/ItemListPlaceholderItem.swift (commit 7f915d56). Test support only; never shipped.
// Note: takes `theme: PresentationTheme`, not `presentationData`.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData

public class ItemListPlaceholderItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let theme: PresentationTheme
    @_spi(Stubs) public let text: String
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let style: ItemListStyle
    public let tag: ItemListItemTag?

    public let selectable = false

    public init(theme: PresentationTheme, text: String, sectionId: ItemListSectionId, style: ItemListStyle, tag: ItemListItemTag? = nil) {
        self.theme = theme
        self.text = text
        self.sectionId = sectionId
        self.style = style
        self.tag = tag
    }
}
