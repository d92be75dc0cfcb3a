// ItemListUI/Sources/Items/ItemListMultilineInputItem.swift (952d90aa). Test support only; never shipped.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData

public enum ItemListMultilineInputItemTextLimitMode {
    case characters
    case bytes
}

public struct ItemListMultilineInputItemTextLimit {
    public let value: Int
    public let display: Bool
    public let mode: ItemListMultilineInputItemTextLimitMode

    public init(value: Int, display: Bool, mode: ItemListMultilineInputItemTextLimitMode = .characters) {
        self.value = value
        self.display = display
        self.mode = mode
    }
}

public struct ItemListMultilineInputInlineAction {
    public let icon: UIImage
    public let action: (() -> Void)?

    public init(icon: UIImage, action: (() -> Void)?) {
        self.icon = icon
        self.action = action
    }
}

public class ItemListMultilineInputItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let text: String
    @_spi(Stubs) public let placeholder: String
    @_spi(Stubs) public let maxLength: ItemListMultilineInputItemTextLimit?
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let capitalization: Bool
    @_spi(Stubs) public let autocorrection: Bool
    @_spi(Stubs) public let returnKeyType: UIReturnKeyType
    @_spi(Stubs) public let minimalHeight: CGFloat?
    @_spi(Stubs) public let textUpdated: (String) -> Void
    @_spi(Stubs) public let shouldUpdateText: (String) -> Bool
    @_spi(Stubs) public let processPaste: ((String) -> Void)?
    @_spi(Stubs) public let updatedFocus: ((Bool) -> Void)?
    public let tag: ItemListItemTag?
    @_spi(Stubs) public let action: (() -> Void)?
    @_spi(Stubs) public let inlineAction: ItemListMultilineInputInlineAction?
    @_spi(Stubs) public let noInsets: Bool

    public init(presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy, text: String, placeholder: String, maxLength: ItemListMultilineInputItemTextLimit?, sectionId: ItemListSectionId, style: ItemListStyle, capitalization: Bool = true, autocorrection: Bool = true, returnKeyType: UIReturnKeyType = .default, minimalHeight: CGFloat? = nil, textUpdated: @escaping (String) -> Void, shouldUpdateText: @escaping (String) -> Bool = { _ in return true }, processPaste: ((String) -> Void)? = nil, updatedFocus: ((Bool) -> Void)? = nil, tag: ItemListItemTag? = nil, action: (() -> Void)? = nil, inlineAction: ItemListMultilineInputInlineAction? = nil, noInsets: Bool = false) {
        self.presentationData = presentationData
        self.systemStyle = systemStyle
        self.text = text
        self.placeholder = placeholder
        self.maxLength = maxLength
        self.sectionId = sectionId
        self.style = style
        self.capitalization = capitalization
        self.autocorrection = autocorrection
        self.returnKeyType = returnKeyType
        self.minimalHeight = minimalHeight
        self.textUpdated = textUpdated
        self.shouldUpdateText = shouldUpdateText
        self.processPaste = processPaste
        self.updatedFocus = updatedFocus
        self.tag = tag
        self.action = action
        self.inlineAction = inlineAction
        self.noInsets = noInsets
    }
}
