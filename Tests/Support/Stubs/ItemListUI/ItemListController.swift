// ItemListUI/Sources/ItemListController.swift (commit f1f9b357 + the 952d90aa `hideNavigationBarBackground`): the
// controller. Its navigation/title/state types are in ItemListControllerState.swift; the stub-only test API
// (`currentControllerState`, `currentItems`, `simulate…`) is in ItemListController+StubAPI.swift.
// Test support only; never shipped.
//
// The stub controller has no view. On init it subscribes to the state signal (the real one subscribes when its
// display node loads) and keeps the latest emission. Appearance callbacks come from Display's
// `simulateAppear(animated:)` / `simulateDisappear(animated:)`; scrolling and reordering from the `simulate…` API.

import UIKit
import AsyncDisplayKit
import Display
import SwiftSignalKit
import TelegramPresentationData

/// A problem the real ItemListControllerNode would assert on (it requires entries in strictly ascending order).
@_spi(Stubs) public struct ItemListEntryOrderViolation: CustomStringConvertible, Sendable {
    /// 1-based number of the state emission.
    public let emission: Int
    /// Index of the second entry of the offending pair.
    public let index: Int
    public let message: String

    public var description: String {
        return "emission \(self.emission), entry \(self.index): \(self.message)"
    }
}

@_spi(Stubs) public enum ItemListStubError: Error, CustomStringConvertible {
    case noStateYet
    case entriesNotAscending([ItemListEntryOrderViolation])

    public var description: String {
        switch self {
        case .noStateYet:
            return "the state signal has not emitted yet"
        case let .entriesNotAscending(violations):
            return "entries are not in strictly ascending order: " + violations.map(\.description).joined(separator: "; ")
        }
    }
}

open class ItemListController: ViewController {
    var presentationData: ItemListPresentationData
    let hideNavigationBarBackground: Bool
    var stateDisposable: Disposable?
    var presentationDataDisposable: Disposable?
    var tabBarItemDisposable: Disposable?

    var controllerState: ItemListControllerState?
    var nodeState: ItemListNodeState?
    var arguments: Any?
    var emissions: Int = 0
    var orderViolations: [ItemListEntryOrderViolation] = []
    var tabBarItemValue: ItemListControllerTabBarItem?
    var reorderEntry: ((Int, Int, [ItemListNodeAnyEntry]) -> Signal<Bool, NoError>)?
    var reorderCompleted: (([ItemListNodeAnyEntry]) -> Void)?
    var visibleBottomContentOffsetValue: ListViewVisibleContentOffset = .unknown
    /// How many times the list was scrolled to its top through `scrollToTop` (stub-only; the real controller asks its
    /// node to scroll).
    @_spi(Stubs) public internal(set) var listScrolledToTopCount = 0
    var highlightedTags: [ItemListItemTag] = []
    var focusedTags: [ItemListItemTag?] = []
    var displayNodeLoaded = false

    public var additionalInsets: UIEdgeInsets = UIEdgeInsets()
    public private(set) var didAppearOnce: Bool = false
    /// Called from `viewDidAppear`; the argument is true on the first appearance only.
    public var didAppear: ((Bool) -> Void)?
    public var titleControlValueChanged: ((Int) -> Void)?
    public var experimentalSnapScrollToItem: Bool = false
    public var enableInteractiveDismiss: Bool = false
    public var alwaysSynchronous: Bool = false
    public var visibleEntriesUpdated: ((ItemListNodeVisibleEntries) -> Void)?
    public var beganInteractiveDragging: (() -> Void)?
    /// The distance from the visible bottom to the end of the content (`.unknown` until a scroll is simulated).
    public var visibleBottomContentOffset: ListViewVisibleContentOffset {
        return self.visibleBottomContentOffsetValue
    }
    public var visibleBottomContentOffsetChanged: ((ListViewVisibleContentOffset) -> Void)?
    /// The argument pair is (offset, VoiceOver running).
    public var contentOffsetChanged: ((ListViewVisibleContentOffset, Bool) -> Void)?
    public var contentScrollingEnded: ((ListView) -> Bool)?
    public var searchActivated: ((Bool) -> Void)?
    public var willScrollToTop: (() -> Void)?
    /// Called from `viewWillDisappear`; the argument is `animated`.
    public var willDisappear: ((Bool) -> Void)?
    /// Called from `viewDidDisappear`; the argument is `animated`.
    public var didDisappear: ((Bool) -> Void)?
    /// Called after every list update (once per state emission in the stubs).
    public var afterTransactionCompleted: (() -> Void)?
    public var listInsets: UIEdgeInsets {
        return UIEdgeInsets()
    }

    public init<ItemGenerationArguments>(presentationData: ItemListPresentationData, updatedPresentationData: Signal<ItemListPresentationData, NoError>, state: Signal<(ItemListControllerState, (ItemListNodeState, ItemGenerationArguments)), NoError>, tabBarItem: Signal<ItemListControllerTabBarItem, NoError>?, hideNavigationBarBackground: Bool = false) {
        self.presentationData = presentationData
        self.hideNavigationBarBackground = hideNavigationBarBackground

        super.init(navigationBarPresentationData: nil)

        self.scrollToTop = { [weak self] in
            self?.willScrollToTop?()
            self?.listScrolledToTopCount += 1
        }

        self.presentationDataDisposable = updatedPresentationData.start(next: { [weak self] presentationData in
            self?.presentationData = presentationData
        })
        if let tabBarItem {
            self.tabBarItemDisposable = tabBarItem.start(next: { [weak self] value in
                self?.tabBarItemValue = value
            })
        }
        self.stateDisposable = state.start(next: { [weak self] controllerState, nodeStateAndArguments in
            self?.receive(controllerState: controllerState, nodeState: nodeStateAndArguments.0, arguments: nodeStateAndArguments.1)
        })
    }

    deinit {
        self.stateDisposable?.dispose()
        self.presentationDataDisposable?.dispose()
        self.tabBarItemDisposable?.dispose()
    }

    func receive(controllerState: ItemListControllerState, nodeState: ItemListNodeState, arguments: Any) {
        self.emissions += 1
        self.controllerState = controllerState
        self.nodeState = nodeState
        self.arguments = arguments

        switch controllerState.title {
        case let .text(text):
            self.title = text
        case let .textWithSubtitle(text, _):
            self.title = text
        case let .textWithTabs(text, _, _):
            self.title = text
        case .sectionControl:
            self.title = ""
        }

        let entries = nodeState.entries
        var seenIds = Set<AnyHashable>()
        for index in 0 ..< entries.count {
            if !seenIds.insert(entries[index].anyId).inserted {
                self.orderViolations.append(ItemListEntryOrderViolation(emission: self.emissions, index: index, message: "duplicate stableId \(entries[index].anyId)"))
            }
            if index > 0 && !entries[index - 1].isLessThan(entries[index]) {
                self.orderViolations.append(ItemListEntryOrderViolation(emission: self.emissions, index: index, message: "entry \(entries[index - 1].anyId) is not less than entry \(entries[index].anyId)"))
            }
        }

        self.visibleEntriesUpdated?(ItemListNodeVisibleEntries(entries: entries))
        self.afterTransactionCompleted?()
    }

    /// `f(fromIndex, toIndex, entries)` is asked whether a dragged row may move; indices are positions in the full
    /// current entries array, `entries` is that array as the screen's entry type.
    public func setReorderEntry<T: ItemListNodeEntry>(_ f: @escaping (Int, Int, [T]) -> Signal<Bool, NoError>) {
        self.reorderEntry = { fromIndex, toIndex, entries in
            return f(fromIndex, toIndex, entries.map { $0 as! T })
        }
    }

    /// `f(entries)` runs when the user drops a dragged row.
    public func setReorderCompleted<T: ItemListNodeEntry>(_ f: @escaping ([T]) -> Void) {
        self.reorderCompleted = { entries in
            f(entries.map { $0 as! T })
        }
    }

    /// The real controller loads its node before it first appears and applies the latest state then, calling
    /// `afterTransactionCompleted`; the stub applies states as they are emitted (from `init` on), so a closure set
    /// after `init` sees that first transaction here.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !self.displayNodeLoaded {
            self.displayNodeLoaded = true
            if self.nodeState != nil {
                self.afterTransactionCompleted?()
            }
        }
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.viewDidAppear(completion: {})
    }

    public func viewDidAppear(completion: @escaping () -> Void) {
        let firstTime = !self.didAppearOnce
        self.didAppearOnce = true
        self.didAppear?(firstTime)
        completion()
    }

    override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        self.willDisappear?(animated)
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        self.didDisappear?(animated)
    }

    public func frameForItemNode(_ predicate: (ListViewItemNode) -> Bool) -> CGRect? {
        return nil
    }

    /// Calls `f` with a node for every item of the latest state (the stubs treat every entry as visible).
    public func forEachItemNode(_ f: (ListViewItemNode) -> Void) {
        for item in self.currentItems {
            let recordHighlight: (ItemListItemTag?) -> Void = { [weak self] tag in
                if let tag {
                    self?.highlightedTags.append(tag)
                }
            }
            if item is ItemListSingleLineInputItem || item is ItemListMultilineInputItem {
                f(ItemListStubInputItemNode(item: item, recordHighlight: recordHighlight, recordFocus: { [weak self] tag in
                    self?.focusedTags.append(tag)
                }))
            } else {
                f(ItemListStubItemNode(item: item, recordHighlight: recordHighlight))
            }
        }
    }

    public func ensureItemNodeVisible(_ itemNode: ListViewItemNode, animated: Bool = true, overflow: CGFloat = 0.0, atTop: Bool = false, curve: ListViewAnimationCurve = .Default(duration: 0.25)) {
    }

    public func afterLayout(_ f: @escaping () -> Void) {
        f()
    }

    public func clearItemNodesHighlight(animated: Bool = false) {
    }
}
