// SettingsUIItems: a chat folder of the example screen Screens/ChatFolderList.yaml, repeated over a list of app data,
// removable and reorderable. Test support only; never shipped.
//
// NOT from the reference: it models the shape of Telegram's folder list rows (`ChatListFilterPresetListItem`, whose
// list commits a drag's order once, when the drag ends): the account context, an `id` the row passes back to its
// closures, the folder's title and a label, an editing value `(editable:editing:revealed:)`, a `(String?, String?)
// -> Void` closure reporting swipes and one that removes the row. Its node follows ItemListPeerItem's rules for swipes
// and Delete (StubRemovableListItem) and, in editing mode, shows the reorder grip (`isReorderable(at:)`).

import UIKit
import Display
import AccountContext
@_spi(Stubs) import ItemListUI

public struct ChatFolderListItemEditing: Equatable {
    public var editable: Bool
    public var editing: Bool
    public var revealed: Bool

    public init(editable: Bool, editing: Bool, revealed: Bool) {
        self.editable = editable
        self.editing = editing
        self.revealed = revealed
    }
}

public final class ChatFolderListItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let context: AccountContext
    @_spi(Stubs) public let presentationData: ItemListPresentationData
    @_spi(Stubs) public let id: String
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let label: String
    @_spi(Stubs) public let editing: ChatFolderListItemEditing
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let action: (() -> Void)?
    @_spi(Stubs) public let setItemWithRevealedOptions: (String?, String?) -> Void
    @_spi(Stubs) public let removeItem: (String) -> Void

    public init(context: AccountContext, presentationData: ItemListPresentationData, id: String, title: String, label: String, editing: ChatFolderListItemEditing, sectionId: ItemListSectionId, action: (() -> Void)?, setItemWithRevealedOptions: @escaping (String?, String?) -> Void, removeItem: @escaping (String) -> Void) {
        self.context = context
        self.presentationData = presentationData
        self.id = id
        self.title = title
        self.label = label
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

@_spi(Stubs) extension ChatFolderListItem: StubRemovableListItem {
    public var stubIsEditable: Bool { self.editing.editable }
    public var stubIsRevealed: Bool { self.editing.revealed }
}

@_spi(Stubs) extension ChatFolderListItem: ItemListStubReorderableItem {
    /// The reorder grip shows in editing mode.
    public var stubIsReorderable: Bool {
        return self.editing.editing
    }
}
