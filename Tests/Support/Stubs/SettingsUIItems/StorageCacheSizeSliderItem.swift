// SettingsUIItems: an app-specific item of the example screens, declared to screenc as a custom item
// (`items:` in Screens/StorageUsage.yaml). Test support only; never shipped.
//
// NOT from the reference: itemlistui-api-2.md has no such item. It models the shape of Telegram's storage sliders
// ("Maximum Cache Size", the auto-remove timeout slider: a title, a stepped value the slider writes while dragging,
// and a callback when the drag ends) with the smallest API that shows a custom item's typed parameters: a text, a
// bound `Int` and its setter, an `Int` literal, a `Bool` condition, an optional `(Int) -> Void` hook, the fixed
// `presentationData` / `systemStyle` / `sectionId` / `style` / `tag`.

import UIKit
import Display
import ItemListUI

public final class StorageCacheSizeSliderItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let title: String
    /// The selected step, `0...maximumValue`.
    @_spi(Stubs) public let value: Int
    @_spi(Stubs) public let maximumValue: Int
    @_spi(Stubs) public let enabled: Bool
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let style: ItemListStyle
    /// Called with each step the slider passes while dragging.
    @_spi(Stubs) public let updated: (Int) -> Void
    /// Called with the final step when the drag ends.
    @_spi(Stubs) public let committed: ((Int) -> Void)?
    public let tag: ItemListItemTag?

    public init(presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy, title: String, value: Int, maximumValue: Int, enabled: Bool, sectionId: ItemListSectionId, style: ItemListStyle, updated: @escaping (Int) -> Void, committed: ((Int) -> Void)?, tag: ItemListItemTag?) {
        self.presentationData = presentationData
        self.systemStyle = systemStyle
        self.title = title
        self.value = value
        self.maximumValue = maximumValue
        self.enabled = enabled
        self.sectionId = sectionId
        self.style = style
        self.updated = updated
        self.committed = committed
        self.tag = tag
    }

    /// A drag to `step` and release, as the item's node reports it: nothing while disabled; the step clamped to the
    /// slider's range; `updated` when it differs from `value`, then `committed`.
    @_spi(Stubs) public func simulateDrag(to step: Int) {
        guard self.enabled else { return }
        let clamped = min(max(step, 0), self.maximumValue)
        if clamped != self.value { self.updated(clamped) }
        self.committed?(clamped)
    }
}
