// ItemListUI/Sources/Items/ItemListSectionHeaderItem.swift (952d90aa). Test support only; never shipped.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData

public enum ItemListSectionHeaderAccessoryTextColor {
    case generic
    case destructive
}

public struct ItemListSectionHeaderAccessoryText: Equatable {
    public let value: String
    public let color: ItemListSectionHeaderAccessoryTextColor
    public let icon: UIImage?

    public init(value: String, color: ItemListSectionHeaderAccessoryTextColor, icon: UIImage? = nil) {
        self.value = value
        self.color = color
        self.icon = icon
    }
}

public enum ItemListSectionHeaderActivityIndicator {
    case none
    case left
    case right

    public var hasActivity: Bool {
        switch self {
        case .left, .right:
            return true
        case .none:
            return false
        }
    }
}

public class ItemListSectionHeaderItem: ListViewItem, ItemListItem {
    public struct BadgeStyle: Equatable {
        public var background: UIColor
        public var foreground: UIColor

        public init(background: UIColor, foreground: UIColor) {
            self.background = background
            self.foreground = foreground
        }
    }

    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let text: String
    @_spi(Stubs) public let badge: String?
    @_spi(Stubs) public let badgeStyle: BadgeStyle?
    @_spi(Stubs) public let multiline: Bool
    @_spi(Stubs) public let activityIndicator: ItemListSectionHeaderActivityIndicator
    @_spi(Stubs) public let accessoryText: ItemListSectionHeaderAccessoryText?
    @_spi(Stubs) public let actionText: String?
    @_spi(Stubs) public let action: (() -> Void)?
    public let sectionId: ItemListSectionId
    public let tag: ItemListItemTag?

    public let isAlwaysPlain: Bool = true

    public init(presentationData: ItemListPresentationData, text: String, badge: String? = nil, badgeStyle: BadgeStyle? = nil, multiline: Bool = false, activityIndicator: ItemListSectionHeaderActivityIndicator = .none, accessoryText: ItemListSectionHeaderAccessoryText? = nil, actionText: String? = nil, action: (() -> Void)? = nil, sectionId: ItemListSectionId, tag: ItemListItemTag? = nil) {
        self.presentationData = presentationData
        self.text = text
        self.badge = badge
        self.badgeStyle = badgeStyle
        self.multiline = multiline
        self.activityIndicator = activityIndicator
        self.accessoryText = accessoryText
        self.actionText = actionText
        self.action = action
        self.sectionId = sectionId
        self.tag = tag
    }
}
