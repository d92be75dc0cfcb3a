// ItemListUI/Sources/ItemListItem.swift (snapshot 952d90aa): tags, the item protocol, ItemListPresentationData.
// Test support only; never shipped.
//
// Conventions of the ItemListUI stub:
// - public names, labels, parameter order, defaults and types follow docs reference §1–§3 (itemlistui-api.md);
// - what the real module keeps internal but tests need (every initializer argument of every item, the fields of
//   the state types, the controller's recorded state) is `@_spi(Stubs) public`: visible to files that write
//   `@_spi(Stubs) import ItemListUI`, invisible to generated code, which imports ItemListUI plainly.

import UIKit
import Display
import TelegramPresentationData

public protocol ItemListItemTag {
    func isEqual(to other: ItemListItemTag) -> Bool
}

public protocol ItemListItem {
    var sectionId: ItemListSectionId { get }
    var tag: ItemListItemTag? { get }
    var isAlwaysPlain: Bool { get }
    var requestsNoInset: Bool { get }
}

public extension ItemListItem {
    var isAlwaysPlain: Bool {
        return false
    }

    var tag: ItemListItemTag? {
        return nil
    }

    var requestsNoInset: Bool {
        return false
    }
}

public protocol ItemListItemNode {
    var tag: ItemListItemTag? { get }
    func displayHighlight()
}

public extension ItemListItemNode {
    func displayHighlight() {
    }
}

public protocol ItemListItemFocusableNode {
    func focus()
    func selectAll()
}

public final class ItemListPresentationData: Equatable {
    public let theme: PresentationTheme
    public let fontSize: PresentationFontSize
    public let strings: PresentationStrings
    public let nameDisplayOrder: PresentationPersonNameOrder
    public let dateTimeFormat: PresentationDateTimeFormat

    public init(theme: PresentationTheme, fontSize: PresentationFontSize, strings: PresentationStrings, nameDisplayOrder: PresentationPersonNameOrder, dateTimeFormat: PresentationDateTimeFormat) {
        self.theme = theme
        self.fontSize = fontSize
        self.strings = strings
        self.nameDisplayOrder = nameDisplayOrder
        self.dateTimeFormat = dateTimeFormat
    }

    public static func == (lhs: ItemListPresentationData, rhs: ItemListPresentationData) -> Bool {
        if lhs.theme !== rhs.theme {
            return false
        }
        if lhs.strings !== rhs.strings {
            return false
        }
        if lhs.fontSize != rhs.fontSize || lhs.nameDisplayOrder != rhs.nameDisplayOrder || lhs.dateTimeFormat != rhs.dateTimeFormat {
            return false
        }
        return true
    }
}

public extension ItemListPresentationData {
    convenience init(_ presentationData: PresentationData) {
        self.init(theme: presentationData.theme, fontSize: presentationData.listsFontSize, strings: presentationData.strings, nameDisplayOrder: presentationData.nameDisplayOrder, dateTimeFormat: presentationData.dateTimeFormat)
    }
}

public extension PresentationFontSize {
    var itemListBaseHeaderFontSize: CGFloat {
        return floor(self.itemListBaseFontSize * 13.0 / 17.0)
    }

    var itemListBaseFontSize: CGFloat {
        switch self {
        case .extraSmall:
            return 14.0
        case .small:
            return 15.0
        case .medium:
            return 16.0
        case .regular:
            return 17.0
        case .large:
            return 19.0
        case .extraLarge:
            return 23.0
        case .extraLargeX2:
            return 26.0
        }
    }

    var itemListBaseLabelFontSize: CGFloat {
        switch self {
        case .extraSmall:
            return 11.0
        case .small:
            return 12.0
        case .medium:
            return 13.0
        case .regular:
            return 14.0
        case .large:
            return 16.0
        case .extraLarge:
            return 20.0
        case .extraLargeX2:
            return 23.0
        }
    }
}
