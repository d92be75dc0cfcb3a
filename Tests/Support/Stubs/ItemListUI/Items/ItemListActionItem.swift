// ItemListUI/Sources/Items/ItemListActionItem.swift (952d90aa). Test support only; never shipped.
// Note: `tag` is `Any?` here, as in ItemListUI; the `ItemListItem.tag` requirement uses the protocol default (nil).

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData

public enum ItemListActionKind {
    case generic
    case destructive
    case neutral
    case disabled
}

public enum ItemListActionAlignment {
    case natural
    case center
}

public class ItemListActionItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let kind: ItemListActionKind
    @_spi(Stubs) public let alignment: ItemListActionAlignment
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let style: ItemListStyle
    public let action: () -> Void
    @_spi(Stubs) public let longTapAction: (() -> Void)?
    @_spi(Stubs) public let clearHighlightAutomatically: Bool
    public let tag: Any?

    public init(presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy, title: String, kind: ItemListActionKind, alignment: ItemListActionAlignment, sectionId: ItemListSectionId, style: ItemListStyle, action: @escaping () -> Void, longTapAction: (() -> Void)? = nil, clearHighlightAutomatically: Bool = true, tag: Any? = nil) {
        self.presentationData = presentationData
        self.systemStyle = systemStyle
        self.title = title
        self.kind = kind
        self.alignment = alignment
        self.sectionId = sectionId
        self.style = style
        self.action = action
        self.longTapAction = longTapAction
        self.clearHighlightAutomatically = clearHighlightAutomatically
        self.tag = tag
    }

    public var selectable: Bool = true

    public func selected(listView: ListView) {
        if self.clearHighlightAutomatically {
            listView.clearHighlightAnimated(true)
        }
        self.action()
    }
}
