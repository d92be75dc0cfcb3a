// ItemListUI/Sources/Items/ItemListTextWithLabelItem.swift (952d90aa). Test support only; never shipped.
// Note: `tag` is `Any?` here, as in ItemListUI; the `ItemListItem.tag` requirement uses the protocol default (nil).

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import TextFormat
import AccountContext

public enum ItemListTextWithLabelItemTextColor {
    case primary
    case accent
    case highlighted
}

public final class ItemListTextWithLabelItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    public let label: String
    public let text: String
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let labelColor: ItemListTextWithLabelItemTextColor
    @_spi(Stubs) public let textColor: ItemListTextWithLabelItemTextColor
    @_spi(Stubs) public let enabledEntityTypes: EnabledEntityTypes
    @_spi(Stubs) public let multiline: Bool
    @_spi(Stubs) public let selected: Bool?
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let action: (() -> Void)?
    @_spi(Stubs) public let longTapAction: (() -> Void)?
    @_spi(Stubs) public let linkItemAction: ((TextLinkItemActionType, TextLinkItem) -> Void)?
    public let tag: Any?

    public init(presentationData: ItemListPresentationData, label: String, text: String, style: ItemListStyle = .plain, labelColor: ItemListTextWithLabelItemTextColor = .primary, textColor: ItemListTextWithLabelItemTextColor = .primary, enabledEntityTypes: EnabledEntityTypes, multiline: Bool, selected: Bool? = nil, sectionId: ItemListSectionId, action: (() -> Void)?, longTapAction: (() -> Void)? = nil, linkItemAction: ((TextLinkItemActionType, TextLinkItem) -> Void)? = nil, tag: Any? = nil) {
        self.presentationData = presentationData
        self.label = label
        self.text = text
        self.style = style
        self.labelColor = labelColor
        self.textColor = textColor
        self.enabledEntityTypes = enabledEntityTypes
        self.multiline = multiline
        self.selected = selected
        self.sectionId = sectionId
        self.action = action
        self.longTapAction = longTapAction
        self.linkItemAction = linkItemAction
        self.tag = tag
    }

    public var selectable: Bool {
        return self.action != nil
    }

    public func selected(listView: ListView) {
        listView.clearHighlightAnimated(true)
        self.action?()
    }
}
