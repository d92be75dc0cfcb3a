// ItemListPeerItem's supporting types (submodules/ItemListPeerItem/Sources/ItemListPeerItem.swift, 952d90aa;
// itemlistui-api-2.md §2.1), copied as the reference gives them. Test support only; never shipped.

import UIKit

public struct ItemListPeerItemEditing: Equatable {
    public var editable: Bool
    public var editing: Bool
    public var canBeReordered: Bool
    public var revealed: Bool?

    public init(editable: Bool, editing: Bool, canBeReordered: Bool = false, revealed: Bool?) {
        self.editable = editable
        self.editing = editing
        self.canBeReordered = canBeReordered
        self.revealed = revealed
    }
}

public enum ItemListPeerItemHeight {
    case generic
    case peerList
}

public enum ItemListPeerItemText {
    public enum TextColor {
        case secondary
        case accent
        case constructive
    }

    case presence
    case text(String, TextColor)
    case none
}

public enum ItemListPeerItemLabelFont {
    case standard
    case custom(UIFont)
}

public enum ItemListPeerItemLabel {
    case none
    case text(String, ItemListPeerItemLabelFont)
    case disclosure(String)
    case badge(String)
    case attributedText(NSAttributedString)
}

public struct ItemListPeerItemSwitch {
    public var value: Bool
    public var style: ItemListPeerItemSwitchStyle
    public var isEnabled: Bool

    public init(value: Bool, style: ItemListPeerItemSwitchStyle, isEnabled: Bool = true) {
        self.value = value
        self.style = style
        self.isEnabled = isEnabled
    }
}

public enum ItemListPeerItemSwitchStyle {
    case standard
    case check
    case leftCheck
}

/// (sic) "threat": the real spelling.
public enum ItemListPeerItemAliasHandling {
    case standard
    case threatSelfAsSaved
}

public enum ItemListPeerItemNameColor {
    case primary
    case secret
}

public enum ItemListPeerItemNameStyle {
    case distinctBold
    case plain
}

public enum ItemListPeerItemRevealOptionType {
    case neutral
    case warning
    case destructive
    case accent
}

public struct ItemListPeerItemRevealOption {
    public var type: ItemListPeerItemRevealOptionType
    public var title: String
    public var action: () -> Void

    public init(type: ItemListPeerItemRevealOptionType, title: String, action: @escaping () -> Void) {
        self.type = type
        self.title = title
        self.action = action
    }
}

public struct ItemListPeerItemRevealOptions {
    public var options: [ItemListPeerItemRevealOption]

    public init(options: [ItemListPeerItemRevealOption]) {
        self.options = options
    }
}

public struct ItemListPeerItemShimmering {
    public var alternationIndex: Int

    public init(alternationIndex: Int) {
        self.alternationIndex = alternationIndex
    }
}
