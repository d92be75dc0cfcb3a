// Driving stubbed ItemListUI screens from tests: what a user's tap, toggle or keystroke makes the real item nodes
// call, and compact one-line descriptions of items for assertions. Test support only; never shipped.
//
// The `simulate…` methods model the item nodes' observable behaviour as far as ItemListUI's reference describes
// it (docs: /work/shared/reference/itemlistui-api.md §2); each one says what it calls and when it refuses.

import UIKit
import Display
@_spi(Stubs) import ItemListUI

// MARK: - Rows

public extension ListViewItem {
    /// A tap on the row: `selected(listView:)` if the item is `selectable`. Returns whether the tap was delivered.
    @discardableResult
    func simulateTap() -> Bool {
        guard self.selectable else {
            return false
        }
        self.selected(listView: ListView())
        return true
    }
}

public extension ItemListSwitchItem {
    /// A tap on the switch: `updated(!value)` when the item is enabled and not `displayLocked`, otherwise
    /// `activatedWhileDisabled()`. (With `enableInteractiveChanges: false` the real switch does not flip by itself;
    /// the screen's next state decides.) Returns whether `updated` was called.
    @discardableResult
    func simulateToggle() -> Bool {
        if self.enabled && !self.displayLocked {
            self.updated(!self.value)
            return true
        } else {
            self.activatedWhileDisabled()
            return false
        }
    }
}

public extension ItemListExpandableSwitchItem {
    /// A tap on the switch; same rules as `ItemListSwitchItem.simulateToggle()`.
    @discardableResult
    func simulateToggle() -> Bool {
        if self.enabled && !self.displayLocked {
            self.updated(!self.value)
            return true
        } else {
            self.activatedWhileDisabled()
            return false
        }
    }

    /// A tap on a sub-row's checkbox: `subAction(subItem)` if the sub-item is enabled.
    @discardableResult
    func simulateSubItemTap(id: AnyHashable) -> Bool {
        guard let subItem = self.subItems.first(where: { $0.id == id }), subItem.isEnabled else {
            return false
        }
        self.subAction(subItem)
        return true
    }
}

public extension ItemListSingleLineInputItem {
    /// The field's text becoming `text`: refused when the item is disabled, when `maxLength != 0` and the text is
    /// longer, or when `shouldUpdateText` says no; otherwise `textUpdated(text)`. Returns whether it was accepted.
    @discardableResult
    func simulateTyping(_ text: String) -> Bool {
        guard self.enabled else {
            return false
        }
        if self.maxLength != 0 && text.count > self.maxLength {
            return false
        }
        guard self.shouldUpdateText(text) else {
            return false
        }
        self.textUpdated(text)
        return true
    }

    /// The return key: `action()`.
    func simulateReturnKey() {
        self.action()
    }

    /// The clear button: `textUpdated("")`, then `cleared?()`. Refused when `clearType` is `.none`.
    @discardableResult
    func simulateClear() -> Bool {
        guard self.clearType != .none, self.enabled else {
            return false
        }
        self.textUpdated("")
        self.cleared?()
        return true
    }

    /// Focus changes: `updatedFocus?(focused)`.
    func simulateFocus(_ focused: Bool) {
        self.updatedFocus?(focused)
    }
}

public extension ItemListMultilineInputItem {
    /// The text view's text becoming `text`: `textUpdated(text)` unless `shouldUpdateText` refuses. `maxLength` is
    /// not enforced while typing (the real item only shows a counter, red when exceeded).
    @discardableResult
    func simulateTyping(_ text: String) -> Bool {
        guard self.shouldUpdateText(text) else {
            return false
        }
        self.textUpdated(text)
        return true
    }
}

public extension ItemListTextItem {
    /// A tap on a link in the text: `linkAction?(.tap(url))`.
    func simulateLinkTap(_ url: String) {
        self.linkAction?(.tap(url))
    }
}

public extension InfoListItem {
    /// The close button (present only when `closeAction != nil`).
    @discardableResult
    func simulateClose() -> Bool {
        guard let closeAction = self.closeAction else {
            return false
        }
        closeAction()
        return true
    }
}

// MARK: - Navigation bar and toolbar

public extension ItemListNavigationButton {
    /// A tap on the bar button: `action()` if `enabled` and the style is not `.activity` (a spinner).
    @discardableResult
    func simulateTap() -> Bool {
        guard self.enabled, self.style != .activity else {
            return false
        }
        self.action()
        return true
    }
}

public extension ItemListToolbarItem {
    /// A tap on toolbar action `index`: its `action()` if `isEnabled`.
    @discardableResult
    func simulateTap(actionAt index: Int) -> Bool {
        guard index >= 0 && index < self.actions.count, self.actions[index].isEnabled else {
            return false
        }
        self.actions[index].action()
        return true
    }
}

// MARK: - Reading a controller

public extension ItemListController {
    /// The items of the latest state that are of type `T`, in order.
    func items<T>(ofType type: T.Type) -> [T] {
        return self.currentItems.compactMap { $0 as? T }
    }

    /// One line per item of the latest state (see `stubDescription(of:)`).
    var stubSummary: [String] {
        return self.currentItems.map(stubDescription(of:))
    }
}

/// A compact one-line description of an item: `"<sectionId> <kind> <main fields>"`, e.g.
/// `0 switch "⟦Notifications_PrivateChats⟧" on`. Meant for assertions and failure messages.
public func stubDescription(of item: ListViewItem) -> String {
    func quoted(_ text: String) -> String {
        return "\"" + text + "\""
    }
    func section(_ item: ItemListItem) -> String {
        return "\(item.sectionId) "
    }
    var flags: [String] = []
    switch item {
    case let item as ItemListSectionHeaderItem:
        if let badge = item.badge {
            flags.append("badge " + quoted(badge))
        }
        if let accessory = item.accessoryText {
            flags.append("accessory " + quoted(accessory.value) + " \(accessory.color)")
        }
        return section(item) + "header " + quoted(item.text) + flags.map { " " + $0 }.joined()
    case let item as ItemListSwitchItem:
        if !item.enabled {
            flags.append("disabled")
        }
        if item.displayLocked {
            flags.append("locked")
        }
        return section(item) + "switch " + quoted(item.title) + (item.value ? " on" : " off") + flags.map { " " + $0 }.joined()
    case let item as ItemListExpandableSwitchItem:
        let selected = item.subItems.filter(\.isSelected).count
        return section(item) + "expandableSwitch " + quoted(item.title) + (item.value ? " on" : " off") + " \(selected)/\(item.subItems.count)" + (item.isExpanded ? " expanded" : "")
    case let item as ItemListDisclosureItem:
        if !item.enabled {
            flags.append("disabled")
        }
        if item.labelStyle != .text {
            flags.append("labelStyle \(item.labelStyle)")
        }
        if item.disclosureStyle != .arrow {
            flags.append("disclosure \(item.disclosureStyle)")
        }
        return section(item) + "disclosure " + quoted(item.title) + " label " + quoted(item.label) + flags.map { " " + $0 }.joined()
    case let item as ItemListActionItem:
        return section(item) + "action " + quoted(item.title) + " \(item.kind) \(item.alignment)"
    case let item as ItemListTextItem:
        switch item.text {
        case let .plain(text):
            return section(item) + "text " + quoted(text)
        case let .markdown(text):
            return section(item) + "text markdown " + quoted(text)
        case let .custom(_, string):
            return section(item) + "text custom " + quoted(string.string)
        }
    case let item as ItemListTextWithLabelItem:
        return section(item) + "textWithLabel " + quoted(item.label) + " " + quoted(item.text)
    case let item as ItemListSingleLineInputItem:
        if !item.enabled {
            flags.append("disabled")
        }
        if item.maxLength != 0 {
            flags.append("maxLength \(item.maxLength)")
        }
        return section(item) + "singleLineInput " + quoted(item.text) + " placeholder " + quoted(item.placeholder) + " \(item.type)" + flags.map { " " + $0 }.joined()
    case let item as ItemListMultilineInputItem:
        if let maxLength = item.maxLength {
            flags.append("maxLength \(maxLength.value)")
        }
        return section(item) + "multilineInput " + quoted(item.text) + " placeholder " + quoted(item.placeholder) + flags.map { " " + $0 }.joined()
    case let item as ItemListMultilineTextItem:
        return section(item) + "multilineText " + quoted(item.text)
    case let item as ItemListCheckboxItem:
        if !item.enabled {
            flags.append("disabled")
        }
        return section(item) + "checkbox " + quoted(item.title) + (item.checked ? " [x]" : " [ ]") + flags.map { " " + $0 }.joined()
    case let item as ItemListInfoItem:
        let text: String
        switch item.text {
        case let .plain(value), let .markdown(value):
            text = value
        }
        return section(item) + "info " + quoted(item.title) + " " + quoted(text) + (item.closeAction != nil ? " closable" : "")
    case let item as ItemListActivityTextItem:
        return section(item) + "activityText " + quoted(item.text) + " \(item.color)" + (item.displayActivity ? " spinner" : "")
    case let item as ItemListPlaceholderItem:
        return section(item) + "placeholder " + quoted(item.text)
    default:
        return "\(type(of: item))"
    }
}
