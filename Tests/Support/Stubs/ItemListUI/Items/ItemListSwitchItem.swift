// ItemListUI/Sources/Items/ItemListSwitchItem.swift (952d90aa). Test support only; never shipped.
// Every initializer argument is kept as a property of the same name (`@_spi(Stubs)` where ItemListUI keeps it
// internal). `selected(listView:)` is the row tap; toggling the switch itself is `StubTestSupport`'s
// `simulateToggle()`.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ComponentFlow

public enum ItemListSwitchItemNodeType {
    case regular
    case icon
}

public class ItemListSwitchItem: ListViewItem, ItemListItem {
    public enum TextColor {
        case primary
        case accent
    }

    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let icon: UIImage?
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let text: String?
    @_spi(Stubs) public let textColor: TextColor
    @_spi(Stubs) public let titleBadgeComponent: AnyComponent<Empty>?
    @_spi(Stubs) public let value: Bool
    @_spi(Stubs) public let type: ItemListSwitchItemNodeType
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
    @_spi(Stubs) public let action: (() -> Void)?
    public let tag: ItemListItemTag?

    public init(presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy, icon: UIImage? = nil, title: String, text: String? = nil, textColor: TextColor = .primary, titleBadgeComponent: AnyComponent<Empty>? = nil, value: Bool, type: ItemListSwitchItemNodeType = .regular, enableInteractiveChanges: Bool = true, enabled: Bool = true, displayLocked: Bool = false, disableLeadingInset: Bool = false, maximumNumberOfLines: Int = 1, noCorners: Bool = false, sectionId: ItemListSectionId, style: ItemListStyle, updated: @escaping (Bool) -> Void, activatedWhileDisabled: @escaping () -> Void = {}, action: (() -> Void)? = nil, tag: ItemListItemTag? = nil) {
        self.presentationData = presentationData
        self.systemStyle = systemStyle
        self.icon = icon
        self.title = title
        self.text = text
        self.textColor = textColor
        self.titleBadgeComponent = titleBadgeComponent
        self.value = value
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
        self.action = action
        self.tag = tag
    }

    public var selectable: Bool {
        return self.action != nil && self.enabled
    }

    public func selected(listView: ListView) {
        listView.clearHighlightAnimated(true)
        if self.enabled {
            self.action?()
        }
    }
}
