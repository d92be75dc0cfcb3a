// Compile-time proof that the stubs' defaults match docs reference §2: every one of the 14 row items, plus
// InfoListItem, ItemListTextEmptyStateItem and the state types, built with ONLY the arguments that have no
// default, in the documented order. Plain imports (what generated code has; no TextFormat, ComponentFlow,
// TelegramCore or MergeLists), so `enabledEntityTypes: []` must type-check without naming `EnabledEntityTypes`.
// `ItemDefaultsTests` checks the recorded default values.

import Foundation
import UIKit
import Display
import SwiftSignalKit
import TelegramPresentationData
import ItemListUI
import PresentationDataUtils
import AccountContext

/// The 14 row items, in docs reference §2 order (2.1 … 2.14).
func makeItemsWithRequiredArgumentsOnly(presentationData: ItemListPresentationData, theme: PresentationTheme, sectionId: ItemListSectionId, record: @escaping (String) -> Void) -> [ListViewItem] {
    return [
        ItemListSwitchItem(presentationData: presentationData, title: "switch", value: true, sectionId: sectionId, style: .blocks, updated: { value in
            record("switch.updated(\(value))")
        }),
        ItemListDisclosureItem(presentationData: presentationData, title: "disclosure", label: "label", sectionId: sectionId, style: .blocks, action: nil),
        ItemListActionItem(presentationData: presentationData, title: "action", kind: .generic, alignment: .natural, sectionId: sectionId, style: .blocks, action: {
            record("action")
        }),
        ItemListSectionHeaderItem(presentationData: presentationData, text: "header", sectionId: sectionId),
        ItemListTextItem(presentationData: presentationData, text: .plain("text"), sectionId: sectionId),
        ItemListTextWithLabelItem(presentationData: presentationData, label: "label", text: "text", enabledEntityTypes: [], multiline: false, sectionId: sectionId, action: nil),
        ItemListSingleLineInputItem(presentationData: presentationData, title: NSAttributedString(), text: "", placeholder: "placeholder", sectionId: sectionId, textUpdated: { value in
            record("singleLine.textUpdated(\(value))")
        }, action: {
            record("singleLine.action")
        }),
        ItemListMultilineInputItem(presentationData: presentationData, text: "", placeholder: "placeholder", maxLength: nil, sectionId: sectionId, style: .blocks, textUpdated: { value in
            record("multiline.textUpdated(\(value))")
        }),
        ItemListMultilineTextItem(presentationData: presentationData, text: "multiline text", enabledEntityTypes: [], sectionId: sectionId, style: .blocks),
        ItemListCheckboxItem(presentationData: presentationData, title: "checkbox", style: .left, checked: false, zeroSeparatorInsets: false, sectionId: sectionId, action: {
            record("checkbox")
        }),
        ItemListExpandableSwitchItem(presentationData: presentationData, title: "expandable", value: false, isExpanded: false, subItems: [], sectionId: sectionId, style: .blocks, updated: { value in
            record("expandable.updated(\(value))")
        }, selectAction: {
            record("expandable.select")
        }, subAction: { _ in
            record("expandable.sub")
        }),
        // `systemStyle:` has no default in the stub: ItemListInfoItem's default at 952d90aa is not known.
        ItemListInfoItem(presentationData: presentationData, systemStyle: .legacy, title: "info", text: .plain("body"), style: .blocks, sectionId: sectionId, closeAction: nil),
        ItemListActivityTextItem(displayActivity: false, presentationData: presentationData, text: "activity", color: .generic, sectionId: sectionId),
        ItemListPlaceholderItem(theme: theme, text: "placeholder", sectionId: sectionId, style: .blocks)
    ]
}

/// The non-row types, also with required arguments only.
func makeStateTypesWithRequiredArgumentsOnly(presentationData: ItemListPresentationData) -> (ItemListControllerState, ItemListNodeState, InfoListItem, ItemListTextEmptyStateItem, ItemListNavigationButton, ItemListToolbarItem, ItemListControllerTabBarItem) {
    let controllerState = ItemListControllerState(presentationData: presentationData, title: .text("title"), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: nil)
    let nodeState = ItemListNodeState(presentationData: presentationData, entries: [RequiredArgumentsEntry.only], style: .blocks)
    let infoItem = InfoListItem(presentationData: presentationData, title: "info", text: .markdown("**body**"), style: .plain, closeAction: nil)
    let emptyState = ItemListTextEmptyStateItem(text: "empty")
    let button = ItemListNavigationButton(content: .none, style: .regular, enabled: true, action: {})
    let toolbar = ItemListToolbarItem(actions: [ItemListToolbarItem.Action(title: "one", isEnabled: true, action: {})])
    let tabBarItem = ItemListControllerTabBarItem(title: "tab", image: nil, selectedImage: nil)
    return (controllerState, nodeState, infoItem, emptyState, button, toolbar, tabBarItem)
}

/// The smallest possible entry: a case, a section, a `stableId`, `<` and `item`. `==` is synthesized;
/// `anyId`, `isLessThan`, `isEqual` and `tag` come from ItemListUI's `ItemListNodeEntry` extensions.
enum RequiredArgumentsEntry: ItemListNodeEntry {
    case only
    case other

    var section: ItemListSectionId {
        return 0
    }

    var stableId: Int {
        switch self {
        case .only:
            return 0
        case .other:
            return 1
        }
    }

    static func < (lhs: RequiredArgumentsEntry, rhs: RequiredArgumentsEntry) -> Bool {
        return lhs.stableId < rhs.stableId
    }

    func item(presentationData: ItemListPresentationData, arguments: Any) -> ListViewItem {
        return ItemListSectionHeaderItem(presentationData: presentationData, text: "\(self)", sectionId: self.section)
    }
}
