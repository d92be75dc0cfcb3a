// ItemListUI/Sources/Items/ItemListExpandableSwitchItem.swift (952d90aa). Test support only; never shipped.
// The row tap (`selected(listView:)`) calls `selectAction` (expand/collapse); toggling the switch and tapping
// sub-rows are `StubTestSupport`'s `simulateToggle()` / `simulateSubItemTap(_:)`.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData

public enum ItemListExpandableSwitchItemNodeType {
    case regular
    case icon
}

public class ItemListExpandableSwitchItem: ListViewItem, ItemListItem {
    public struct SubItem: Equatable {
        public var id: AnyHashable
        public var title: String
        public var isSelected: Bool
        public var isEnabled: Bool

        public init(id: AnyHashable, title: String, isSelected: Bool, isEnabled: Bool) {
            self.id = id
            self.title = title
            self.isSelected = isSelected
            self.isEnabled = isEnabled
        }
    }

    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let icon: UIImage?
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let value: Bool
    @_spi(Stubs) public let isExpanded: Bool
    @_spi(Stubs) public let subItems: [SubItem]
    @_spi(Stubs) public let type: ItemListExpandableSwitchItemNodeType
    @_spi(Stubs) public let enableInteractiveChanges: Bool
    @_spi(Stubs) public let enabled: Bool
    @_spi(Stubs) public let displayLocked: Bool
    @_spi(Stubs) public let disableLeadingInset: Bool
    @_spi(Stubs) public let maximumNumberOfLines: Int
    @_spi(Stubs) public let noCorners: Bool
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let updated: (Bool) -> Void
    @_spi(Stubs) public let activatedWhileDisabled: () -> Void
    @_spi(Stubs) public let selectAction: () -> Void
    @_spi(Stubs) public let subAction: (SubItem) -> Void
    public let tag: ItemListItemTag?

    public let selectable: Bool = true

    public init(presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy, icon: UIImage? = nil, title: String, value: Bool, isExpanded: Bool, subItems: [SubItem], type: ItemListExpandableSwitchItemNodeType = .regular, enableInteractiveChanges: Bool = true, enabled: Bool = true, displayLocked: Bool = false, disableLeadingInset: Bool = false, maximumNumberOfLines: Int = 1, noCorners: Bool = false, sectionId: ItemListSectionId, style: ItemListStyle, updated: @escaping (Bool) -> Void, activatedWhileDisabled: @escaping () -> Void = {}, selectAction: @escaping () -> Void, subAction: @escaping (SubItem) -> Void, tag: ItemListItemTag? = nil) {
        self.presentationData = presentationData
        self.systemStyle = systemStyle
        self.icon = icon
        self.title = title
        self.value = value
        self.isExpanded = isExpanded
        self.subItems = subItems
        self.type = type
        self.enableInteractiveChanges = enableInteractiveChanges
        self.enabled = enabled
        self.displayLocked = displayLocked
        self.disableLeadingInset = disableLeadingInset
        self.maximumNumberOfLines = maximumNumberOfLines
        self.noCorners = noCorners
        self.sectionId = sectionId
        self.style = style
        self.updated = updated
        self.activatedWhileDisabled = activatedWhileDisabled
        self.selectAction = selectAction
        self.subAction = subAction
        self.tag = tag
    }

    public func selected(listView: ListView) {
        listView.clearHighlightAnimated(true)
        self.selectAction()
    }
}
