// ItemListUI/Sources/Items/ItemListInfoItem.swift (commit f1f9b357): InfoListItem and ItemListInfoItem.
// Test support only; never shipped. Deviation: the text/link enums are `Equatable` here.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData

public enum InfoListItemText: Equatable {
    case plain(String)
    case markdown(String)
}

public enum InfoListItemLinkAction: Equatable {
    case tap(String)
}

public class InfoListItem: ListViewItem {
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let text: InfoListItemText
    @_spi(Stubs) public let style: ItemListStyle
    @_spi(Stubs) public let hasDecorations: Bool
    @_spi(Stubs) public let isWarning: Bool
    @_spi(Stubs) public let linkAction: ((InfoListItemLinkAction) -> Void)?
    @_spi(Stubs) public let closeAction: (() -> Void)?

    public let selectable: Bool = false

    public init(presentationData: ItemListPresentationData, title: String, text: InfoListItemText, style: ItemListStyle, hasDecorations: Bool = true, isWarning: Bool = false, linkAction: ((InfoListItemLinkAction) -> Void)? = nil, closeAction: (() -> Void)?) {
        self.presentationData = presentationData
        self.title = title
        self.text = text
        self.style = style
        self.hasDecorations = hasDecorations
        self.isWarning = isWarning
        self.linkAction = linkAction
        self.closeAction = closeAction
    }
}

public class ItemListInfoItem: InfoListItem, ItemListItem {
    public let sectionId: ItemListSectionId

    public init(presentationData: ItemListPresentationData, title: String, text: InfoListItemText, style: ItemListStyle, sectionId: ItemListSectionId, linkAction: ((InfoListItemLinkAction) -> Void)? = nil, closeAction: (() -> Void)?) {
        self.sectionId = sectionId
        super.init(presentationData: presentationData, title: title, text: text, style: style, linkAction: linkAction, closeAction: closeAction)
    }
}
