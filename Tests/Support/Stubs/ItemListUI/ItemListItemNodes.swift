// Stand-ins for the item nodes ListView creates for the visible items (ItemListUI/Sources/Items/*ItemNode), so that
// `ItemListController.forEachItemNode(_:)` has nodes to offer, as the real one does.
// Test support only; never shipped.

import Display

/// The node of one shown item: its tag as the real node reports it, and `displayHighlight()` recorded on the
/// controller when the real node flashes (Switch, Action and Disclosure nodes; reference §4.1); the other nodes keep
/// the protocol's no-op.
class ItemListStubItemNode: ListViewItemNode, ItemListItemNode {
    let tag: ItemListItemTag?
    private let flashes: Bool
    private let recordHighlight: (ItemListItemTag?) -> Void

    init(item: ListViewItem, recordHighlight: @escaping (ItemListItemTag?) -> Void) {
        self.tag = ItemListStubItemNode.nodeTag(of: item)
        self.flashes = item is ItemListSwitchItem || item is ItemListActionItem || item is ItemListDisclosureItem
        self.recordHighlight = recordHighlight
        super.init()
    }

    func displayHighlight() {
        if self.flashes {
            self.recordHighlight(self.tag)
        }
    }

    /// The node's `tag`: items whose own `tag` is `Any?` (action, checkbox, text with label, multiline text) hand it
    /// to their node cast to `ItemListItemTag`; the others report `ItemListItem.tag`.
    private static func nodeTag(of item: ListViewItem) -> ItemListItemTag? {
        if let tag = (item as? ItemListItem)?.tag {
            return tag
        }
        let kept: Any? =
            (item as? ItemListActionItem)?.tag ?? (item as? ItemListCheckboxItem)?.tag
            ?? (item as? ItemListTextWithLabelItem)?.tag ?? (item as? ItemListMultilineTextItem)?.tag
        return kept as? ItemListItemTag
    }
}

/// The node of a single-line or multiline input item: focusable as the real `ItemListSingleLineInputItemNode` and
/// `ItemListMultilineInputItemNode` are (`ItemListItemFocusableNode`); `focus()` is recorded on the controller.
final class ItemListStubInputItemNode: ItemListStubItemNode, ItemListItemFocusableNode {
    private let recordFocus: (ItemListItemTag?) -> Void

    init(
        item: ListViewItem, recordHighlight: @escaping (ItemListItemTag?) -> Void,
        recordFocus: @escaping (ItemListItemTag?) -> Void
    ) {
        self.recordFocus = recordFocus
        super.init(item: item, recordHighlight: recordHighlight)
    }

    func focus() {
        self.recordFocus(self.tag)
    }

    func selectAll() {
    }
}
