// ItemListUI/Sources/Items/ItemListDisclosureItem.swift (952d90aa). Test support only; never shipped.
// Deviation: not a `ListItemComponentAdaptor.ItemGenerator` (that module is not stubbed; `item()` is kept).

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import TelegramCore
import AccountContext

public enum ItemListDisclosureItemTitleColor {
    case primary
    case accent
}

public enum ItemListDisclosureItemTitleFont {
    case regular
    case bold
}

public enum ItemListDisclosureStyle {
    case arrow
    case optionArrows
    case none
}

public enum ItemListDisclosureLabelStyle {
    case text
    case detailText
    case coloredText(UIColor)
    case textWithIcon(UIImage)
    case multilineDetailText
    case badge(UIColor)
    case color(UIColor)
    case semitransparentBadge(UIColor)
    case image(image: UIImage, size: CGSize)
}

public enum ItemListDisclosureItemDetailLabelColor {
    case generic
    case constructive
    case destructive
}

public class ItemListDisclosureItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let icon: UIImage?
    @_spi(Stubs) public let context: AccountContext?
    @_spi(Stubs) public let iconPeer: EnginePeer?
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let attributedTitle: NSAttributedString?
    @_spi(Stubs) public let enabled: Bool
    @_spi(Stubs) public let titleColor: ItemListDisclosureItemTitleColor
    @_spi(Stubs) public let titleFont: ItemListDisclosureItemTitleFont
    @_spi(Stubs) public let titleIcon: UIImage?
    @_spi(Stubs) public let titleBadge: String?
    @_spi(Stubs) public let label: String
    @_spi(Stubs) public let attributedLabel: NSAttributedString?
    @_spi(Stubs) public let labelStyle: ItemListDisclosureLabelStyle
    @_spi(Stubs) public let additionalDetailLabel: String?
    @_spi(Stubs) public let additionalDetailLabelColor: ItemListDisclosureItemDetailLabelColor
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let disclosureStyle: ItemListDisclosureStyle
    @_spi(Stubs) public let noInsets: Bool
    @_spi(Stubs) public let action: (() -> Void)?
    @_spi(Stubs) public let clearHighlightAutomatically: Bool
    public let tag: ItemListItemTag?
    public let shimmeringIndex: Int?

    public init(presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy, icon: UIImage? = nil, context: AccountContext? = nil, iconPeer: EnginePeer? = nil, title: String, attributedTitle: NSAttributedString? = nil, enabled: Bool = true, titleColor: ItemListDisclosureItemTitleColor = .primary, titleFont: ItemListDisclosureItemTitleFont = .regular, titleIcon: UIImage? = nil, titleBadge: String? = nil, label: String, attributedLabel: NSAttributedString? = nil, labelStyle: ItemListDisclosureLabelStyle = .text, additionalDetailLabel: String? = nil, additionalDetailLabelColor: ItemListDisclosureItemDetailLabelColor = .generic, sectionId: ItemListSectionId, style: ItemListStyle, disclosureStyle: ItemListDisclosureStyle = .arrow, noInsets: Bool = false, action: (() -> Void)?, clearHighlightAutomatically: Bool = true, tag: ItemListItemTag? = nil, shimmeringIndex: Int? = nil) {
        self.presentationData = presentationData
        self.systemStyle = systemStyle
        self.icon = icon
        self.context = context
        self.iconPeer = iconPeer
        self.title = title
        self.attributedTitle = attributedTitle
        self.enabled = enabled
        self.titleColor = titleColor
        self.titleFont = titleFont
        self.titleIcon = titleIcon
        self.titleBadge = titleBadge
        self.label = label
        self.attributedLabel = attributedLabel
        self.labelStyle = labelStyle
        self.additionalDetailLabel = additionalDetailLabel
        self.additionalDetailLabelColor = additionalDetailLabelColor
        self.sectionId = sectionId
        self.style = style
        self.disclosureStyle = disclosureStyle
        self.noInsets = noInsets
        self.action = action
        self.clearHighlightAutomatically = clearHighlightAutomatically
        self.tag = tag
        self.shimmeringIndex = shimmeringIndex
    }

    public var selectable: Bool = true

    public func selected(listView: ListView) {
        if self.clearHighlightAutomatically {
            listView.clearHighlightAnimated(true)
        }
        if self.enabled {
            self.action?()
        }
    }

    /// ListItemComponentAdaptor.ItemGenerator: the item is its own generator.
    public func item() -> ListViewItem {
        return self
    }

    /// Compares presentation data, context (identity), title and label only, as ItemListUI does.
    public static func == (lhs: ItemListDisclosureItem, rhs: ItemListDisclosureItem) -> Bool {
        if lhs.presentationData != rhs.presentationData {
            return false
        }
        if lhs.context !== rhs.context {
            return false
        }
        if lhs.title != rhs.title {
            return false
        }
        if lhs.label != rhs.label {
            return false
        }
        return true
    }
}
