// ItemListUI/Sources/Items/ItemListSingleLineInputItem.swift (952d90aa). Test support only; never shipped.
// Note the real parameter order: `tag` comes BEFORE `sectionId`, and `action` (return key) is required.
// Typing into the field is `StubTestSupport`'s `simulateTyping(_:)`. How the caption is drawn (§1.9: the caller's
// colour, the list font) is `displayedTitle` / `displayedTitleColor` (`@_spi(Stubs)`).

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import AccountContext

public enum ItemListSingleLineInputItemType: Equatable {
    case regular(capitalization: Bool, autocorrection: Bool)
    case password
    case email
    case number
    case decimal
    case username
}

public enum ItemListSingleLineInputClearType: Equatable {
    case none
    case always
    case onFocus
}

public enum ItemListSingleLineInputAlignment {
    case `default`
    case right
}

public class ItemListSingleLineInputItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let context: AccountContext?
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    @_spi(Stubs) public let title: NSAttributedString
    @_spi(Stubs) public let text: String
    @_spi(Stubs) public let placeholder: String
    @_spi(Stubs) public let label: String?
    @_spi(Stubs) public let type: ItemListSingleLineInputItemType
    @_spi(Stubs) public let returnKeyType: UIReturnKeyType
    @_spi(Stubs) public let alignment: ItemListSingleLineInputAlignment
    @_spi(Stubs) public let spacing: CGFloat
    @_spi(Stubs) public let clearType: ItemListSingleLineInputClearType
    @_spi(Stubs) public let maxLength: Int
    @_spi(Stubs) public let enabled: Bool
    @_spi(Stubs) public let selectAllOnFocus: Bool
    @_spi(Stubs) public let secondaryStyle: Bool
    public let tag: ItemListItemTag?
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let textUpdated: (String) -> Void
    @_spi(Stubs) public let shouldUpdateText: (String) -> Bool
    @_spi(Stubs) public let processPaste: ((String) -> String)?
    @_spi(Stubs) public let updatedFocus: ((Bool) -> Void)?
    @_spi(Stubs) public let action: () -> Void
    @_spi(Stubs) public let cleared: (() -> Void)?

    public init(context: AccountContext? = nil, presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle = .legacy, title: NSAttributedString, text: String, placeholder: String, label: String? = nil, type: ItemListSingleLineInputItemType = .regular(capitalization: true, autocorrection: true), returnKeyType: UIReturnKeyType = .`default`, alignment: ItemListSingleLineInputAlignment = .default, spacing: CGFloat = 0.0, clearType: ItemListSingleLineInputClearType = .none, maxLength: Int = 0, enabled: Bool = true, selectAllOnFocus: Bool = false, secondaryStyle: Bool = false, tag: ItemListItemTag? = nil, sectionId: ItemListSectionId, textUpdated: @escaping (String) -> Void, shouldUpdateText: @escaping (String) -> Bool = { _ in return true }, processPaste: ((String) -> String)? = nil, updatedFocus: ((Bool) -> Void)? = nil, action: @escaping () -> Void, cleared: (() -> Void)? = nil) {
        self.context = context
        self.presentationData = presentationData
        self.systemStyle = systemStyle
        self.title = title
        self.text = text
        self.placeholder = placeholder
        self.label = label
        self.type = type
        self.returnKeyType = returnKeyType
        self.alignment = alignment
        self.spacing = spacing
        self.clearType = clearType
        self.maxLength = maxLength
        self.enabled = enabled
        self.selectAllOnFocus = selectAllOnFocus
        self.secondaryStyle = secondaryStyle
        self.tag = tag
        self.sectionId = sectionId
        self.textUpdated = textUpdated
        self.shouldUpdateText = shouldUpdateText
        self.processPaste = processPaste
        self.updatedFocus = updatedFocus
        self.action = action
        self.cleared = cleared
    }

    /// The caption as the item draws it (itemlistui-api-2.md §1.9): `title`'s text with its foreground colour kept and
    /// every font attribute replaced by `Font.regular(presentationData.fontSize.itemListBaseFontSize)` (a caption
    /// that is a single emoji keeps its own font).
    @_spi(Stubs) public var displayedTitle: NSAttributedString {
        let result = NSMutableAttributedString(attributedString: self.title)
        let range = NSRange(location: 0, length: result.length)
        if !isSingleEmoji(self.title.string) {
            result.removeAttribute(.font, range: range)
            if range.length != 0 {
                result.addAttribute(.font, value: Font.regular(self.presentationData.fontSize.itemListBaseFontSize), range: range)
            }
        }
        return result
    }

    /// The colour the caption is drawn in: the caller's foreground colour, black when it set none (UIKit's default —
    /// which is why callers pass `NSAttributedString(string:textColor: theme.list.itemPrimaryTextColor)`).
    /// nil for an empty caption.
    @_spi(Stubs) public var displayedTitleColor: UIColor? {
        if self.title.length == 0 {
            return nil
        }
        return (self.title.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor) ?? UIColor.black
    }
}

private func isSingleEmoji(_ text: String) -> Bool {
    guard text.count == 1, let scalar = text.unicodeScalars.first else {
        return false
    }
    return scalar.properties.isEmojiPresentation || (text.unicodeScalars.count > 1 && scalar.properties.isEmoji)
}
