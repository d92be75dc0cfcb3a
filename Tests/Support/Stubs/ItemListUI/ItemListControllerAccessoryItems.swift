// ItemListUI's non-row items: empty state (ItemListControllerEmptyStateItem.swift, Items/ItemListTextEmptyStateItem.swift,
// ItemListLoadingIndicatorEmptyStateItem.swift), header/footer (ItemListControllerFooterItem.swift) and search
// (ItemListControllerSearch.swift). The node base classes exist so the protocols keep their real shape, but they
// have no layout methods (the stubs have no ContainerViewLayout / ContainedViewLayoutTransition).
// Test support only; never shipped.

import UIKit
import AsyncDisplayKit
import Display
import TelegramPresentationData

// MARK: - Empty state

public protocol ItemListControllerEmptyStateItem {
    func isEqual(to: ItemListControllerEmptyStateItem) -> Bool
    func node(current: ItemListControllerEmptyStateItemNode?) -> ItemListControllerEmptyStateItemNode
}

open class ItemListControllerEmptyStateItemNode: ASDisplayNode {
    public override init() {
        super.init()
    }
}

public final class ItemListTextEmptyStateItem: ItemListControllerEmptyStateItem {
    public let text: String

    public init(text: String) {
        self.text = text
    }

    public func isEqual(to: ItemListControllerEmptyStateItem) -> Bool {
        if let to = to as? ItemListTextEmptyStateItem {
            return self.text == to.text
        } else {
            return false
        }
    }

    public func node(current: ItemListControllerEmptyStateItemNode?) -> ItemListControllerEmptyStateItemNode {
        if let current = current as? ItemListTextEmptyStateItemNode {
            current.updateText(text: self.text)
            return current
        } else {
            let node = ItemListTextEmptyStateItemNode()
            node.updateText(text: self.text)
            return node
        }
    }
}

public final class ItemListTextEmptyStateItemNode: ItemListControllerEmptyStateItemNode {
    @_spi(Stubs) public private(set) var text: String = ""

    public func updateText(text: String) {
        self.text = text
    }
}

public final class ItemListLoadingIndicatorEmptyStateItem: ItemListControllerEmptyStateItem {
    @_spi(Stubs) public let theme: PresentationTheme

    public init(theme: PresentationTheme) {
        self.theme = theme
    }

    public func isEqual(to: ItemListControllerEmptyStateItem) -> Bool {
        return to is ItemListLoadingIndicatorEmptyStateItem
    }

    public func node(current: ItemListControllerEmptyStateItemNode?) -> ItemListControllerEmptyStateItemNode {
        if let current = current as? ItemListLoadingIndicatorEmptyStateItemNode {
            return current
        } else {
            return ItemListLoadingIndicatorEmptyStateItemNode()
        }
    }
}

public final class ItemListLoadingIndicatorEmptyStateItemNode: ItemListControllerEmptyStateItemNode {
}

// MARK: - Header and footer

public protocol ItemListControllerFooterItem {
    func isEqual(to: ItemListControllerFooterItem) -> Bool
    func node(current: ItemListControllerFooterItemNode?) -> ItemListControllerFooterItemNode
}

open class ItemListControllerFooterItemNode: ASDisplayNode {
    public override init() {
        super.init()
    }
}

public protocol ItemListControllerHeaderItem {
    func isEqual(to: ItemListControllerHeaderItem) -> Bool
    func node(current: ItemListControllerHeaderItemNode?) -> ItemListControllerHeaderItemNode
}

open class ItemListControllerHeaderItemNode: ASDisplayNode {
    public override init() {
        super.init()
    }
}

// MARK: - Search

public protocol ItemListControllerSearchNavigationContentNode {
    func activate()
    func deactivate()
    func setQueryUpdated(_ f: @escaping (String) -> Void)
}

public protocol ItemListControllerSearch {
    func isEqual(to: ItemListControllerSearch) -> Bool
    func titleContentNode(current: (NavigationBarContentNode & ItemListControllerSearchNavigationContentNode)?) -> (NavigationBarContentNode & ItemListControllerSearchNavigationContentNode)?
    func node(current: ItemListControllerSearchNode?, titleContentNode: (NavigationBarContentNode & ItemListControllerSearchNavigationContentNode)?) -> ItemListControllerSearchNode
}

open class ItemListControllerSearchNode: ASDisplayNode {
    open var addedUnderNavigationBar: Bool = false

    public override init() {
        super.init()
    }

    open func activate() {
    }

    open func deactivate() {
    }

    open func scrollToTop() {
    }

    open func queryUpdated(_ query: String) {
    }
}
