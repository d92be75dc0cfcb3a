// ItemListUI/Sources/ItemListController.swift (commit f1f9b357; the file is not available at 952d90aa), first half:
// the navigation-bar, title, tab-bar and controller-state types. The controller is in ItemListController.swift.
// Test support only; never shipped.

import UIKit
import AsyncDisplayKit
import Display

public enum ItemListNavigationButtonStyle {
    case regular
    case bold
    case activity

    public var barButtonItemStyle: UIBarButtonItem.Style {
        switch self {
        case .regular, .activity:
            return .plain
        case .bold:
            return .done
        }
    }
}

public enum ItemListNavigationButtonContentIcon {
    case search
    case add
    case action
}

public enum ItemListNavigationButtonContent: Equatable {
    case none
    case text(String)
    case icon(ItemListNavigationButtonContentIcon)
    case node(ASDisplayNode)

    public static func == (lhs: ItemListNavigationButtonContent, rhs: ItemListNavigationButtonContent) -> Bool {
        switch lhs {
        case .none:
            if case .none = rhs {
                return true
            } else {
                return false
            }
        case let .text(value):
            if case .text(value) = rhs {
                return true
            } else {
                return false
            }
        case let .icon(icon):
            if case .icon(icon) = rhs {
                return true
            } else {
                return false
            }
        case let .node(node):
            if case let .node(rhsNode) = rhs, node === rhsNode {
                return true
            } else {
                return false
            }
        }
    }
}

public struct ItemListNavigationButton {
    public let content: ItemListNavigationButtonContent
    public let style: ItemListNavigationButtonStyle
    public let enabled: Bool
    public let action: () -> Void

    public init(content: ItemListNavigationButtonContent, style: ItemListNavigationButtonStyle, enabled: Bool, action: @escaping () -> Void) {
        self.content = content
        self.style = style
        self.enabled = enabled
        self.action = action
    }
}

public struct ItemListBackButton: Equatable {
    public let title: String

    public init(title: String) {
        self.title = title
    }
}

public enum ItemListControllerTitle: Equatable {
    case text(String)
    case textWithSubtitle(String, String)
    case sectionControl([String], Int)
    case textWithTabs(String, [String], Int)
}

public final class ItemListControllerTabBarItem: Equatable {
    // Internal (`let`) in ItemListUI.
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let image: UIImage?
    @_spi(Stubs) public let selectedImage: UIImage?
    @_spi(Stubs) public let tintImages: Bool
    @_spi(Stubs) public let badgeValue: String?

    public init(title: String, image: UIImage?, selectedImage: UIImage?, tintImages: Bool = true, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tintImages = tintImages
        self.badgeValue = badgeValue
    }

    public static func == (lhs: ItemListControllerTabBarItem, rhs: ItemListControllerTabBarItem) -> Bool {
        return lhs.title == rhs.title && lhs.image === rhs.image && lhs.selectedImage === rhs.selectedImage && lhs.tintImages == rhs.tintImages && lhs.badgeValue == rhs.badgeValue
    }
}

public struct ItemListControllerState {
    // Internal (`let`) in ItemListUI.
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let title: ItemListControllerTitle
    @_spi(Stubs) public let leftNavigationButton: ItemListNavigationButton?
    @_spi(Stubs) public let rightNavigationButton: ItemListNavigationButton?
    @_spi(Stubs) public let secondaryRightNavigationButton: ItemListNavigationButton?
    @_spi(Stubs) public let backNavigationButton: ItemListBackButton?
    @_spi(Stubs) public let tabBarItem: ItemListControllerTabBarItem?
    @_spi(Stubs) public let animateChanges: Bool

    public init(presentationData: ItemListPresentationData, title: ItemListControllerTitle, leftNavigationButton: ItemListNavigationButton?, rightNavigationButton: ItemListNavigationButton?, secondaryRightNavigationButton: ItemListNavigationButton? = nil, backNavigationButton: ItemListBackButton?, tabBarItem: ItemListControllerTabBarItem? = nil, animateChanges: Bool = true) {
        self.presentationData = presentationData
        self.title = title
        self.leftNavigationButton = leftNavigationButton
        self.rightNavigationButton = rightNavigationButton
        self.secondaryRightNavigationButton = secondaryRightNavigationButton
        self.backNavigationButton = backNavigationButton
        self.tabBarItem = tabBarItem
        self.animateChanges = animateChanges
    }
}
