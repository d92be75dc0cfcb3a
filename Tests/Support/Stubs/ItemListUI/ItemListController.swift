// ItemListUI/Sources/ItemListController.swift (commit f1f9b357 + the 952d90aa `hideNavigationBarBackground`):
// navigation-bar/title/state types and the controller. Test support only; never shipped.
//
// The stub controller has no view. On init it subscribes to the state signal (the real one subscribes when its
// display node loads) and keeps the latest emission; tests read it through the `@_spi(Stubs)` API at the end of
// this file (`currentControllerState`, `currentNodeState`, `currentItems`, `emissionCount`, …).

import UIKit
import AsyncDisplayKit
import Display
import SwiftSignalKit
import TelegramPresentationData

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
    private var presentationData: ItemListPresentationData
    private let hideNavigationBarBackground: Bool
    private var stateDisposable: Disposable?
    private var presentationDataDisposable: Disposable?
    private var tabBarItemDisposable: Disposable?

    private var controllerState: ItemListControllerState?
    private var nodeState: ItemListNodeState?
    private var arguments: Any?
    private var emissions: Int = 0
    private var orderViolations: [ItemListEntryOrderViolation] = []
    private var tabBarItemValue: ItemListControllerTabBarItem?
    private var reorderEntryFunction: Any?
    private var reorderCompletedFunction: Any?

    public var additionalInsets: UIEdgeInsets = UIEdgeInsets()
    public private(set) var didAppearOnce: Bool = false
    public var didAppear: ((Bool) -> Void)?
    public var titleControlValueChanged: ((Int) -> Void)?
    public var experimentalSnapScrollToItem: Bool = false
    public var enableInteractiveDismiss: Bool = false
    public var alwaysSynchronous: Bool = false
    public var visibleEntriesUpdated: ((ItemListNodeVisibleEntries) -> Void)?
    public var beganInteractiveDragging: (() -> Void)?
    public var visibleBottomContentOffset: ListViewVisibleContentOffset {
        return .unknown
    }
    public var visibleBottomContentOffsetChanged: ((ListViewVisibleContentOffset) -> Void)?
    public var contentOffsetChanged: ((ListViewVisibleContentOffset, Bool) -> Void)?
    public var contentScrollingEnded: ((ListView) -> Bool)?
    public var searchActivated: ((Bool) -> Void)?
    public var willScrollToTop: (() -> Void)?
    public var willDisappear: ((Bool) -> Void)?
    public var didDisappear: ((Bool) -> Void)?
    public var afterTransactionCompleted: (() -> Void)?
    public var listInsets: UIEdgeInsets {
        return UIEdgeInsets()
    }

    public init<ItemGenerationArguments>(presentationData: ItemListPresentationData, updatedPresentationData: Signal<ItemListPresentationData, NoError>, state: Signal<(ItemListControllerState, (ItemListNodeState, ItemGenerationArguments)), NoError>, tabBarItem: Signal<ItemListControllerTabBarItem, NoError>?, hideNavigationBarBackground: Bool = false) {
        self.presentationData = presentationData
        self.hideNavigationBarBackground = hideNavigationBarBackground

        super.init(navigationBarPresentationData: nil)

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

    private func receive(controllerState: ItemListControllerState, nodeState: ItemListNodeState, arguments: Any) {
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

    public func setReorderEntry<T: ItemListNodeEntry>(_ f: @escaping (Int, Int, [T]) -> Signal<Bool, NoError>) {
        self.reorderEntryFunction = f
    }

    public func setReorderCompleted<T: ItemListNodeEntry>(_ f: @escaping ([T]) -> Void) {
        self.reorderCompletedFunction = f
    }

    public func viewDidAppear(completion: @escaping () -> Void) {
        let firstTime = !self.didAppearOnce
        self.didAppearOnce = true
        self.didAppear?(firstTime)
        completion()
    }

    public func frameForItemNode(_ predicate: (ListViewItemNode) -> Bool) -> CGRect? {
        return nil
    }

    /// The stubs create no item nodes, so `f` is never called.
    public func forEachItemNode(_ f: (ListViewItemNode) -> Void) {
    }

    public func ensureItemNodeVisible(_ itemNode: ListViewItemNode, animated: Bool = true, overflow: CGFloat = 0.0, atTop: Bool = false, curve: ListViewAnimationCurve = .Default(duration: 0.25)) {
    }

    public func afterLayout(_ f: @escaping () -> Void) {
        f()
    }

    public func clearItemNodesHighlight(animated: Bool = false) {
    }

    // MARK: - Stub-only test API

    /// The presentation data the controller currently uses (initial value, then `updatedPresentationData`).
    @_spi(Stubs) public var currentPresentationData: ItemListPresentationData {
        return self.presentationData
    }

    /// Whether the controller was created with `hideNavigationBarBackground: true`.
    @_spi(Stubs) public var hidesNavigationBarBackground: Bool {
        return self.hideNavigationBarBackground
    }

    /// The latest tab bar item from the `tabBarItem:` signal, if one was passed.
    @_spi(Stubs) public var currentTabBarItem: ItemListControllerTabBarItem? {
        return self.tabBarItemValue
    }

    /// How many states the state signal has emitted so far.
    @_spi(Stubs) public var emissionCount: Int {
        return self.emissions
    }

    @_spi(Stubs) public var currentControllerState: ItemListControllerState? {
        return self.controllerState
    }

    @_spi(Stubs) public var currentNodeState: ItemListNodeState? {
        return self.nodeState
    }

    /// The arguments object of the latest state (the screen's `…ControllerArguments`).
    @_spi(Stubs) public var currentArguments: Any? {
        return self.arguments
    }

    @_spi(Stubs) public var currentEntries: [ItemListNodeAnyEntry] {
        return self.nodeState?.entries ?? []
    }

    /// Every ordering problem seen in any emission so far (out-of-order or duplicate ids). Empty when the screen
    /// satisfies the real node's `assert(entries[i - 1].isLessThan(entries[i]))`.
    @_spi(Stubs) public var entryOrderViolations: [ItemListEntryOrderViolation] {
        return self.orderViolations
    }

    /// The items of the latest state: `entry.item(presentationData:arguments:)` for every entry, in order, with the
    /// node state's presentation data and the state's arguments. Built afresh on every call.
    /// Does not check ordering; see `validatedItems()` / `entryOrderViolations`.
    @_spi(Stubs) public var currentItems: [ListViewItem] {
        guard let nodeState = self.nodeState, let arguments = self.arguments else {
            return []
        }
        return nodeState.entries.map { entry in
            entry.item(presentationData: nodeState.presentationData, arguments: arguments)
        }
    }

    /// `currentItems`, but throws when there is no state yet or when the latest entries are not strictly
    /// ascending by `isLessThan` with unique ids (what the real node asserts).
    @_spi(Stubs) public func validatedItems() throws -> [ListViewItem] {
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
    @_spi(Stubs) public func simulateTitleControlSelection(_ index: Int) {
        self.titleControlValueChanged?(index)
    }

    /// Disposes the state subscription now (as the real controller does when it is deallocated), so a screen's
    /// `afterDisposed` cleanup runs. Later emissions are ignored.
    @_spi(Stubs) public func stopObservingState() {
        self.stateDisposable?.dispose()
        self.stateDisposable = nil
        self.presentationDataDisposable?.dispose()
        self.presentationDataDisposable = nil
        self.tabBarItemDisposable?.dispose()
        self.tabBarItemDisposable = nil
    }
}
