// Display's list types that ItemListUI's public API mentions: ListView, ListViewItem, ListViewItemNode and the
// scroll/offset value types. There is no layout here: items are never turned into nodes by the stubs.
// Test support only; never shipped.

import UIKit
import AsyncDisplayKit

/// The list. Items receive it in `selected(listView:)`; the stub records highlight clears.
open class ListView: ASDisplayNode {
    @_spi(Stubs) public private(set) var clearHighlightCount: Int = 0

    public override init() {
        super.init()
    }

    public func clearHighlightAnimated(_ animated: Bool) {
        self.clearHighlightCount += 1
    }
}

/// A row model. ItemListUI's items conform; the stub keeps only selection.
public protocol ListViewItem {
    var selectable: Bool { get }
    func selected(listView: ListView)
}

public extension ListViewItem {
    var selectable: Bool {
        return false
    }

    func selected(listView: ListView) {
    }
}

open class ListViewItemNode: ASDisplayNode {
    public override init() {
        super.init()
    }
}

/// The newest available text (02a86faa) has the `custom` case and a hand-written `==` (any two `custom`s are equal).
public enum ListViewCenterScrollPositionOverflow: Equatable {
    case top
    case bottom
    case custom((ListViewItemNode) -> CGFloat)

    public static func == (lhs: ListViewCenterScrollPositionOverflow, rhs: ListViewCenterScrollPositionOverflow) -> Bool {
        switch (lhs, rhs) {
        case (.top, .top), (.bottom, .bottom), (.custom, .custom):
            return true
        default:
            return false
        }
    }
}

public enum ListViewScrollPosition: Equatable {
    case top(CGFloat)
    case bottom(CGFloat)
    case center(ListViewCenterScrollPositionOverflow)
    case visible
}

public enum ListViewScrollToItemDirectionHint {
    case Up
    case Down
}

public enum ListViewAnimationCurve {
    case Spring(duration: Double)
    case Default(duration: Double?)
    case Custom(duration: Double, Float, Float, Float, Float)
}

public struct ListViewScrollToItem {
    public let index: Int
    public let position: ListViewScrollPosition
    public let animated: Bool
    public let curve: ListViewAnimationCurve
    public let directionHint: ListViewScrollToItemDirectionHint
    public let displayLink: Bool

    public init(index: Int, position: ListViewScrollPosition, animated: Bool, curve: ListViewAnimationCurve, directionHint: ListViewScrollToItemDirectionHint, displayLink: Bool = false) {
        self.index = index
        self.position = position
        self.animated = animated
        self.curve = curve
        self.directionHint = directionHint
        self.displayLink = displayLink
    }
}

public enum ListViewVisibleContentOffset {
    case known(CGFloat)
    case unknown
    case none
}

/// A sticky section header shared by consecutive list items (`ItemListPeerItem(header:)`). Reduced to the two
/// requirements that are not about layout; the node-making requirements of Display's protocol are omitted.
public protocol ListViewItemHeader: AnyObject {
    var height: CGFloat { get }
    func combinesWith(other: ListViewItemHeader) -> Bool
}
