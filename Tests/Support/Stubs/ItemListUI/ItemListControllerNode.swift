// ItemListUI/Sources/ItemListControllerNode.swift (snapshot 952d90aa): entries, styles, toolbar, node state.
// The node itself (layout, diffing, animation) is not modelled; ItemListController keeps the latest state instead.
// Test support only; never shipped.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import MergeLists

public protocol ItemListHeaderItemNode: AnyObject {
    func updateTheme(theme: PresentationTheme)
}

public typealias ItemListSectionId = Int32

public protocol ItemListNodeAnyEntry {
    var anyId: AnyHashable { get }
    var tag: ItemListItemTag? { get }
    func isLessThan(_ rhs: ItemListNodeAnyEntry) -> Bool
    func isEqual(_ rhs: ItemListNodeAnyEntry) -> Bool
    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem
}

// `Identifiable` is MergeLists' protocol (it requires `stableId`), which shadows Swift's own here.
public protocol ItemListNodeEntry: Comparable, Identifiable, ItemListNodeAnyEntry {
    var section: ItemListSectionId { get }
}

public extension ItemListNodeEntry {
    var anyId: AnyHashable {
        return self.stableId
    }

    func isLessThan(_ rhs: ItemListNodeAnyEntry) -> Bool {
        return self < (rhs as! Self)
    }

    func isEqual(_ rhs: ItemListNodeAnyEntry) -> Bool {
        return self == (rhs as! Self)
    }
}

public extension ItemListNodeEntry {
    var tag: ItemListItemTag? {
        return nil
    }
}

public enum ItemListStyle {
    case plain
    case blocks
}

public enum ItemListSystemStyle {
    case glass
    case legacy
}

open class ItemListToolbarItem {
    public struct Action {
        public let title: String
        public let isEnabled: Bool
        public let action: () -> Void

        public init(title: String, isEnabled: Bool, action: @escaping () -> Void) {
            self.title = title
            self.isEnabled = isEnabled
            self.action = action
        }
    }

    /// Internal (`let actions`) in ItemListUI.
    @_spi(Stubs) public let actions: [Action]

    public init(actions: [Action]) {
        self.actions = actions
    }

    /// The base class never reports equality, so the toolbar is rebuilt on every state (as in ItemListUI).
    open func isEqual(to: ItemListToolbarItem) -> Bool {
        return false
    }

    /// Where each action goes in the toolbar: 1 → middle; 2 → left, right; 3 → left, middle, right.
    @_spi(Stubs) public var placement: (left: Action?, middle: Action?, right: Action?) {
        switch self.actions.count {
        case 1:
            return (nil, self.actions[0], nil)
        case 2:
            return (self.actions[0], nil, self.actions[1])
        case 3:
            return (self.actions[0], self.actions[1], self.actions[2])
        default:
            return (nil, nil, nil)
        }
    }
}

public final class ItemListNodeState {
    // Internal (`let`) in ItemListUI.
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let entries: [ItemListNodeAnyEntry]
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let focusItemTag: ItemListItemTag?
    @_spi(Stubs) public let ensureVisibleItemTag: ItemListItemTag?
    @_spi(Stubs) public let emptyStateItem: ItemListControllerEmptyStateItem?
    @_spi(Stubs) public let searchItem: ItemListControllerSearch?
    @_spi(Stubs) public let toolbarItem: ItemListToolbarItem?
    @_spi(Stubs) public let headerItem: ItemListControllerHeaderItem?
    @_spi(Stubs) public let footerItem: ItemListControllerFooterItem?
    @_spi(Stubs) public let initialScrollToItem: ListViewScrollToItem?
    @_spi(Stubs) public let crossfadeState: Bool
    @_spi(Stubs) public let animateChanges: Bool
    @_spi(Stubs) public let scrollEnabled: Bool

    public init<T: ItemListNodeEntry>(presentationData: ItemListPresentationData, entries: [T], style: ItemListStyle, focusItemTag: ItemListItemTag? = nil, ensureVisibleItemTag: ItemListItemTag? = nil, emptyStateItem: ItemListControllerEmptyStateItem? = nil, searchItem: ItemListControllerSearch? = nil, toolbarItem: ItemListToolbarItem? = nil, headerItem: ItemListControllerHeaderItem? = nil, footerItem: ItemListControllerFooterItem? = nil, initialScrollToItem: ListViewScrollToItem? = nil, crossfadeState: Bool = false, animateChanges: Bool = true, scrollEnabled: Bool = true) {
        self.presentationData = presentationData
        self.entries = entries.map { $0 }
        self.style = style
        self.focusItemTag = focusItemTag
        self.ensureVisibleItemTag = ensureVisibleItemTag
        self.emptyStateItem = emptyStateItem
        self.searchItem = searchItem
        self.toolbarItem = toolbarItem
        self.headerItem = headerItem
        self.footerItem = footerItem
        self.initialScrollToItem = initialScrollToItem
        self.crossfadeState = crossfadeState
        self.animateChanges = animateChanges
        self.scrollEnabled = scrollEnabled
    }
}

/// The entries currently on screen, passed to `ItemListController.visibleEntriesUpdated`.
/// The stubs have no viewport: every entry of the latest state counts as visible.
public final class ItemListNodeVisibleEntries: Sequence {
    private let entries: [ItemListNodeAnyEntry]

    init(entries: [ItemListNodeAnyEntry]) {
        self.entries = entries
    }

    public func makeIterator() -> IndexingIterator<[ItemListNodeAnyEntry]> {
        return self.entries.makeIterator()
    }
}
