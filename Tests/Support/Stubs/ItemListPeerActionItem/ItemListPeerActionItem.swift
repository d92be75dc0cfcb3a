// ItemListPeerActionItem (submodules/ItemListPeerActionItem/Sources/ItemListPeerActionItem.swift, 952d90aa;
// itemlistui-api-2.md §2.2): an accent "Add …" row with an icon, usually above a list of peers.
// Test support only; never shipped.
//
// Note the real parameter order: `style:` comes BEFORE `systemStyle:` (unlike every ItemListUI item), `icon:` has no
// default (pass `nil` for none), `height` defaults to `.peerList`, and `tag` is `Any?` (the `ItemListItem.tag`
// requirement uses the protocol default; the node reads `item.tag as? ItemListItemTag`).

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI

public enum ItemListPeerActionItemHeight {
    case generic
    case compactPeerList
    case peerList
}

public enum ItemListPeerActionItemColor {
    case accent
    case destructive
    case disabled
}

public class ItemListPeerActionItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let icon: UIImage?
    @_spi(Stubs) public let iconSignal: Signal<UIImage?, NoError>?
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let additionalBadgeIcon: UIImage?
    public let alwaysPlain: Bool
    @_spi(Stubs) public let hasSeparator: Bool
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let height: ItemListPeerActionItemHeight
    @_spi(Stubs) public let color: ItemListPeerActionItemColor
    @_spi(Stubs) public let noInsets: Bool
    @_spi(Stubs) public let editing: Bool
    public let action: (() -> Void)?
    public let tag: Any?

    public init(presentationData: ItemListPresentationData, style: ItemListStyle = .blocks, systemStyle: ItemListSystemStyle = .legacy, icon: UIImage?, iconSignal: Signal<UIImage?, NoError>? = nil, title: String, additionalBadgeIcon: UIImage? = nil, alwaysPlain: Bool = false, hasSeparator: Bool = true, sectionId: ItemListSectionId, height: ItemListPeerActionItemHeight = .peerList, color: ItemListPeerActionItemColor = .accent, noInsets: Bool = false, editing: Bool = false, action: (() -> Void)?, tag: Any? = nil) {
        self.presentationData = presentationData
        self.style = style
        self.systemStyle = systemStyle
        self.icon = icon
        self.iconSignal = iconSignal
        self.title = title
        self.additionalBadgeIcon = additionalBadgeIcon
        self.alwaysPlain = alwaysPlain
        self.hasSeparator = hasSeparator
        self.sectionId = sectionId
        self.height = height
        self.color = color
        self.noInsets = noInsets
        self.editing = editing
        self.action = action
        self.tag = tag
    }

    public var selectable: Bool {
        return self.action != nil
    }

    public func selected(listView: ListView) {
        listView.clearHighlightAnimated(true)
        self.action?()
    }

    /// The title colour (§2.2): accent → `itemAccentColor`, destructive → `itemDestructiveColor`, disabled →
    /// `itemDisabledTextColor`.
    @_spi(Stubs) public var titleColor: UIColor {
        switch self.color {
        case .accent:
            return self.presentationData.theme.list.itemAccentColor
        case .destructive:
            return self.presentationData.theme.list.itemDestructiveColor
        case .disabled:
            return self.presentationData.theme.list.itemDisabledTextColor
        }
    }
}
