import Display
@_spi(Stubs) import ItemListUI

/// An item's tag: `ItemListItem.tag`, or the `tag: Any?` that checkbox, action and text-with-label items keep (their
/// `ItemListItem.tag` stays the protocol's nil, as in ItemListUI).
func itemTag(of item: ListViewItem) -> ItemListItemTag? {
    if let tag = (item as? ItemListItem)?.tag { return tag }
    let kept: Any? =
        (item as? ItemListCheckboxItem)?.tag ?? (item as? ItemListActionItem)?.tag
        ?? (item as? ItemListTextWithLabelItem)?.tag ?? (item as? ItemListMultilineTextItem)?.tag
    return kept as? ItemListItemTag
}
