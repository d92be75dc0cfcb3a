// ItemListUI/Sources/Items/ItemListMultilineTextItem.swift (952d90aa). Test support only; never shipped.
// Note: the stored `tag` is `Any?` and internal in ItemListUI (`let tag: Any?`, itemlistui-api-2.md §1.7; only the
// node exposes `public var tag: Any?`), so it is `@_spi(Stubs)` here, and the item's `ItemListItem.tag` is the
// protocol default (nil) whatever is passed.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import TextFormat
import AccountContext

public enum ItemListMultilineTextBaseFont {
    case `default`
    case monospace
}

public class ItemListMultilineTextItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let text: String
    @_spi(Stubs) public let enabledEntityTypes: EnabledEntityTypes
    @_spi(Stubs) public let font: ItemListMultilineTextBaseFont
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let action: (() -> Void)?
    @_spi(Stubs) public let longTapAction: (() -> Void)?
    @_spi(Stubs) public let linkItemAction: ((TextLinkItemActionType, TextLinkItem) -> Void)?
    @_spi(Stubs) public let tag: Any?

    public let selectable: Bool

    public init(presentationData: ItemListPresentationData, text: String, enabledEntityTypes: EnabledEntityTypes, font: ItemListMultilineTextBaseFont = .default, sectionId: ItemListSectionId, style: ItemListStyle, action: (() -> Void)? = nil, longTapAction: (() -> Void)? = nil, linkItemAction: ((TextLinkItemActionType, TextLinkItem) -> Void)? = nil, tag: Any? = nil) {
        self.presentationData = presentationData
        self.text = text
        self.enabledEntityTypes = enabledEntityTypes
        self.font = font
        self.sectionId = sectionId
        self.style = style
        self.action = action
        self.longTapAction = longTapAction
        self.linkItemAction = linkItemAction
        self.tag = tag
        self.selectable = action != nil
    }

    public func selected(listView: ListView) {
        listView.clearHighlightAnimated(true)
        self.action?()
    }
}
