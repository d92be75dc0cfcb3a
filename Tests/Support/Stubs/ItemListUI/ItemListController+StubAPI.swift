// The stub-only test API of ItemListController (`@_spi(Stubs)`): what the controller received, the items it shows,
// and drivers for what the user does to the list (title segments, scrolling, reordering) and to its lifetime.
// Test support only; never shipped.

import UIKit
import Display
import SwiftSignalKit

public extension ItemListController {
    /// The presentation data the controller currently uses (initial value, then `updatedPresentationData`).
    @_spi(Stubs) var currentPresentationData: ItemListPresentationData {
        return self.presentationData
    }

    /// Whether the controller was created with `hideNavigationBarBackground: true`.
    @_spi(Stubs) var hidesNavigationBarBackground: Bool {
        return self.hideNavigationBarBackground
    }

    /// The latest tab bar item from the `tabBarItem:` signal, if one was passed.
    @_spi(Stubs) var currentTabBarItem: ItemListControllerTabBarItem? {
        return self.tabBarItemValue
    }

    /// The tags of the item nodes that flashed (`displayHighlight()` on a Switch, Action or Disclosure node), in order.
    @_spi(Stubs) var highlightedItemTags: [ItemListItemTag] {
        return self.highlightedTags
    }

    /// The tags of the item nodes given the keyboard through `ItemListItemFocusableNode.focus()` (single-line and
    /// multiline input nodes), in order.
    @_spi(Stubs) var focusedItemTags: [ItemListItemTag?] {
        return self.focusedTags
    }

    /// How many states the state signal has emitted so far.
    @_spi(Stubs) var emissionCount: Int {
        return self.emissions
    }

    @_spi(Stubs) var currentControllerState: ItemListControllerState? {
        return self.controllerState
    }

    @_spi(Stubs) var currentNodeState: ItemListNodeState? {
        return self.nodeState
    }

    /// The arguments object of the latest state (the screen's `…ControllerArguments`).
    @_spi(Stubs) var currentArguments: Any? {
        return self.arguments
    }

    @_spi(Stubs) var currentEntries: [ItemListNodeAnyEntry] {
        return self.nodeState?.entries ?? []
    }

    /// Every ordering problem seen in any emission so far (out-of-order or duplicate ids). Empty when the screen
    /// satisfies the real node's `assert(entries[i - 1].isLessThan(entries[i]))`.
    @_spi(Stubs) var entryOrderViolations: [ItemListEntryOrderViolation] {
        return self.orderViolations
    }

    /// The items of the latest state: `entry.item(presentationData:arguments:)` for every entry, in order, with the
    /// node state's presentation data and the state's arguments. Built afresh on every call.
    /// Does not check ordering; see `validatedItems()` / `entryOrderViolations`.
    @_spi(Stubs) var currentItems: [ListViewItem] {
        guard let nodeState = self.nodeState, let arguments = self.arguments else {
            return []
        }
        return nodeState.entries.map { entry in
            entry.item(presentationData: nodeState.presentationData, arguments: arguments)
        }
    }

    /// `currentItems`, but throws when there is no state yet or when the latest entries are not strictly
    /// ascending by `isLessThan` with unique ids (what the real node asserts).
    @_spi(Stubs) func validatedItems() throws -> [ListViewItem] {
        if self.nodeState == nil {
            throw ItemListStubError.noStateYet
        }
        let latest = self.orderViolations.filter { $0.emission == self.emissions }
        if !latest.isEmpty {
            throw ItemListStubError.entriesNotAscending(latest)
        }
        return self.currentItems
    }

    /// What the segmented control / tabs in the title do when the user picks segment `index`.
    @_spi(Stubs) func simulateTitleControlSelection(_ index: Int) {
        self.titleControlValueChanged?(index)
    }

    /// Disposes the state subscription now (as the real controller does when it is deallocated), so a screen's
    /// `afterDisposed` cleanup runs. Later emissions are ignored.
    @_spi(Stubs) func stopObservingState() {
        self.stateDisposable?.dispose()
        self.stateDisposable = nil
        self.presentationDataDisposable?.dispose()
        self.presentationDataDisposable = nil
        self.tabBarItemDisposable?.dispose()
        self.tabBarItemDisposable = nil
    }

    /// The list scrolled: updates `visibleBottomContentOffset`, then calls `visibleBottomContentOffsetChanged` and
    /// `contentOffsetChanged(contentOffset, isVoiceOverRunning)` as the real list does on every scroll.
    @_spi(Stubs) func simulateScroll(visibleBottomContentOffset: ListViewVisibleContentOffset, contentOffset: ListViewVisibleContentOffset = .unknown, isVoiceOverRunning: Bool = false) {
        self.visibleBottomContentOffsetValue = visibleBottomContentOffset
        self.visibleBottomContentOffsetChanged?(visibleBottomContentOffset)
        self.contentOffsetChanged?(contentOffset, isVoiceOverRunning)
    }

    /// The user starts dragging the list: calls `beganInteractiveDragging`, as the real node does when a drag begins.
    @_spi(Stubs) func simulateBeganInteractiveDragging() {
        self.beganInteractiveDragging?()
    }

    /// The user drags the row at `fromIndex` (an index into the full current entries) over position `toIndex`.
    /// Refused (nil) — as the real node refuses — when no `setReorderEntry` handler is set, when an index is outside
    /// the entries, or when the dragged row's item is not reorderable (only items that show a reorder grip are:
    /// `ItemListStubReorderableItem`). Otherwise returns the first value of the handler's signal (false when it
    /// emits none).
    @_spi(Stubs) func simulateReorder(from fromIndex: Int, to toIndex: Int) -> Bool? {
        guard let reorderEntry = self.reorderEntry, let nodeState = self.nodeState else {
            return nil
        }
        let entries = nodeState.entries
        guard fromIndex >= 0 && fromIndex < entries.count && toIndex >= 0 && toIndex < entries.count else {
            return nil
        }
        let items = self.currentItems
        guard let item = items[fromIndex] as? ItemListStubReorderableItem, item.stubIsReorderable else {
            return nil
        }
        var result: Bool?
        let _ = (reorderEntry(fromIndex, toIndex, entries) |> take(1)).start(next: { value in
            result = value
        })
        return result ?? false
    }

    /// The user drops the dragged row: `setReorderCompleted`'s handler with the current entries. Returns whether a
    /// handler was set.
    @_spi(Stubs) @discardableResult
    func simulateReorderCompleted() -> Bool {
        guard let reorderCompleted = self.reorderCompleted, let nodeState = self.nodeState else {
            return false
        }
        reorderCompleted(nodeState.entries)
        return true
    }
}

/// An item whose row can be dragged (shows a reorder grip in the current state). Stub-only: the real list asks the
/// item *node* (`isReorderable(at:)`); items that can show a grip conform (`ItemListPeerItem`).
@_spi(Stubs) public protocol ItemListStubReorderableItem {
    var stubIsReorderable: Bool { get }
}
