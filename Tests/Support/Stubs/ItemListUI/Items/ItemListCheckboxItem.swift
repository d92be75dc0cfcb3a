// ItemListUI/Sources/Items/ItemListCheckboxItem.swift (952d90aa). Test support only; never shipped.
// Note: `style` is `ItemListCheckboxItemStyle` (where the checkmark goes), not `ItemListStyle`;
// `zeroSeparatorInsets` has no default; `tag` is `Any?` (the `ItemListItem.tag` requirement uses the default).

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData

public enum ItemListCheckboxItemStyle {
    case left
    case right
}

public enum ItemListCheckboxItemColor {
    case accent
    case secondary
}

public class ItemListCheckboxItem: ListViewItem, ItemListItem {
    public enum IconPlacement {
        case `default`
        case check
    }

    public enum TextColor {
        case primary
        case accent
    }

    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let icon: UIImage?
    @_spi(Stubs) public let iconSize: CGSize?
    @_spi(Stubs) public let iconPlacement: IconPlacement
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let subtitle: String?
    @_spi(Stubs) public let style: ItemListCheckboxItemStyle
    @_spi(Stubs) public let color: ItemListCheckboxItemColor
    @_spi(Stubs) public let textColor: TextColor
    @_spi(Stubs) public let checked: Bool
    @_spi(Stubs) public let enabled: Bool
    @_spi(Stubs) public let zeroSeparatorInsets: Bool
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let action: () -> Void
    @_spi(Stubs) public let deleteAction: (() -> Void)?
    public let tag: Any?

    public init(presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy, icon: UIImage? = nil, iconSize: CGSize? = nil, iconPlacement: IconPlacement = .default, title: String, subtitle: String? = nil, style: ItemListCheckboxItemStyle, color: ItemListCheckboxItemColor = .accent, textColor: TextColor = .primary, checked: Bool, enabled: Bool = true, zeroSeparatorInsets: Bool, sectionId: ItemListSectionId, action: @escaping () -> Void, deleteAction: (() -> Void)? = nil, tag: Any? = nil) {
        self.presentationData = presentationData
        self.systemStyle = systemStyle
        self.icon = icon
        self.iconSize = iconSize
        self.iconPlacement = iconPlacement
        self.title = title
        self.subtitle = subtitle
        self.style = style
        self.color = color
        self.textColor = textColor
        self.checked = checked
        self.enabled = enabled
        self.zeroSeparatorInsets = zeroSeparatorInsets
        self.sectionId = sectionId
        self.action = action
        self.deleteAction = deleteAction
        self.tag = tag
    }

    public var selectable: Bool = true

    public func selected(listView: ListView) {
        listView.clearHighlightAnimated(true)
        if self.enabled {
            self.action()
        }
    }
}
