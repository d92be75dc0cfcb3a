// ItemListUI/Sources/Items/ItemListInfoItem.swift: InfoListItem and ItemListInfoItem. Test support only; never shipped.
// The file is not available at 952d90aa; the text read is f1f9b357/0598c49a, which has no `systemStyle`. 952d90aa
// callers pass `systemStyle:` right after `presentationData` (itemlistui-api-2.md §1.14), so ItemListInfoItem takes
// it there. Whether it has a default is not visible, so here it has none: code that compiles against this stub
// passes it, and compiles whatever the real default is. InfoListItem (the base class) is kept as read.

import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData

public enum InfoListItemText {
    case plain(String)
    case markdown(String)
}

public enum InfoListItemLinkAction {
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
    @_spi(Stubs) public let systemStyle: ItemListSystemStyle
    public let sectionId: ItemListSectionId

    public init(presentationData: ItemListPresentationData, systemStyle: ItemListSystemStyle, title: String, text: InfoListItemText, style: ItemListStyle, sectionId: ItemListSectionId, linkAction: ((InfoListItemLinkAction) -> Void)? = nil, closeAction: (() -> Void)?) {
        self.systemStyle = systemStyle
        self.sectionId = sectionId
        super.init(presentationData: presentationData, title: title, text: text, style: style, linkAction: linkAction, closeAction: closeAction)
    }
}
