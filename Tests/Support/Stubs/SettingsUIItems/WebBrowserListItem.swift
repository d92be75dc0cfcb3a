// SettingsUIItems: a removable custom item of the test fixtures (Tests/GeneratedScreens/Fixtures/TypedCustomItems.yaml),
// repeated over a list of app data. Test support only; never shipped.
//
// NOT from the reference: it models the shape of Telegram's removable list rows outside ItemListPeerItem (the web
// browser and proxy server lists, `LocalizationListItem`): the account context, an `id` the row passes back to its
// closures, an editing value `(editable:editing:revealed:)`, a `(String?, String?) -> Void` closure reporting swipes
// and one that removes the row. Its node's rules follow ItemListPeerItem's (ItemListPeerItemBehaviour.swift): options
// exist only when `editing.editable`; opening them reports `(id, nil)`, closing `(nil, id)`; Delete calls
// `removeItem(id)` and then closes them.

import UIKit
import Display
import AccountContext
import ItemListUI

public struct WebBrowserListItemEditing: Equatable {
    public var editable: Bool
    public var editing: Bool
    public var revealed: Bool

    public init(editable: Bool, editing: Bool, revealed: Bool) {
        self.editable = editable
        self.editing = editing
        self.revealed = revealed
    }
}

public final class WebBrowserListItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let context: AccountContext
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let id: String
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let icon: UIImage?
    @_spi(Stubs) public let editing: WebBrowserListItemEditing
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let action: (() -> Void)?
    @_spi(Stubs) public let setItemWithRevealedOptions: (String?, String?) -> Void
    @_spi(Stubs) public let removeItem: (String) -> Void

    public init(context: AccountContext, presentationData: ItemListPresentationData, id: String, title: String, icon: UIImage?, editing: WebBrowserListItemEditing, sectionId: ItemListSectionId, action: (() -> Void)?, setItemWithRevealedOptions: @escaping (String?, String?) -> Void, removeItem: @escaping (String) -> Void) {
        self.context = context
        self.presentationData = presentationData
        self.id = id
        self.title = title
        self.icon = icon
        self.editing = editing
        self.sectionId = sectionId
        self.action = action
        self.setItemWithRevealedOptions = setItemWithRevealedOptions
        self.removeItem = removeItem
    }

    public var selectable: Bool {
        return self.action != nil
    }

    public func selected(listView: ListView) {
        self.action?()
    }
}
