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

/// What a tap on a switch does (itemlistui-api-2.md §1.10): an interactive switch (`enableInteractiveChanges &&
/// enabled`) flips and reports `updated(!value)`; otherwise a transparent tap area covers it, and a tap calls
/// `updated(!value)` if `enabled && !displayLocked` (the switch moves only when the next state says so), else
/// `activatedWhileDisabled()`. Returns whether `updated` was called.
private func toggleSwitch(value: Bool, enabled: Bool, enableInteractiveChanges: Bool, displayLocked: Bool, updated: (Bool) -> Void, activatedWhileDisabled: () -> Void) -> Bool {
    if (enableInteractiveChanges && enabled) || (enabled && !displayLocked) {
        updated(!value)
        return true
    } else {
        activatedWhileDisabled()
        return false
    }
}

public extension ItemListSwitchItem {
    /// A tap on the switch (see `toggleSwitch`: `updated(!value)` or `activatedWhileDisabled()`).
    /// Returns whether `updated` was called.
    @discardableResult
    func simulateToggle() -> Bool {
        return toggleSwitch(value: self.value, enabled: self.enabled, enableInteractiveChanges: self.enableInteractiveChanges, displayLocked: self.displayLocked, updated: self.updated, activatedWhileDisabled: self.activatedWhileDisabled)
    }
}

public extension ItemListExpandableSwitchItem {
    /// A tap on the switch; same rules as `ItemListSwitchItem.simulateToggle()` (the reference describes them for
    /// the plain switch; the expandable one has the same parameters).
    @discardableResult
    func simulateToggle() -> Bool {
        return toggleSwitch(value: self.value, enabled: self.enabled, enableInteractiveChanges: self.enableInteractiveChanges, displayLocked: self.displayLocked, updated: self.updated, activatedWhileDisabled: self.activatedWhileDisabled)
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
    /// The field's text becoming `text`. With `type: .username` the field first filters it to `[A-Za-z0-9_]`
    /// (spaces become `_`, other characters are dropped). Then it is refused when the item is disabled, when
    /// `maxLength != 0` and the text is longer, or when `shouldUpdateText` says no; otherwise `textUpdated(text)`.
    /// Returns whether it was accepted.
    @discardableResult
    func simulateTyping(_ text: String) -> Bool {
        guard self.enabled else {
            return false
        }
        var text = text
        if self.type == .username {
            text = String(text.compactMap { character -> Character? in
                if character == " " {
                    return "_"
                }
                if character == "_" || (character.isASCII && (character.isLetter || character.isNumber)) {
                    return character
                }
                return nil
            })
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

    /// The clear button: `textUpdated("")`, then `cleared?()`. Refused when there is no button: `clearType` is
    /// `.none`, or the text is empty (`.always` shows it for non-empty text, `.onFocus` while editing non-empty text;
    /// the stubs do not track focus, so `.onFocus` behaves like `.always`), or the item is disabled.
    @discardableResult
    func simulateClear() -> Bool {
        guard self.clearType != .none, self.enabled, !self.text.isEmpty else {
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

public extension ItemListActivityTextItem {
    /// A tap on a markdown link in the text: `linkAction?(.tap(url))`.
    func simulateLinkTap(_ url: String) {
        self.linkAction?(.tap(url))
    }
}

public extension ItemListSectionHeaderItem {
    /// A tap on the trailing action text: `action()`, when the header shows one (`actionText` and `action` set).
    @discardableResult
    func simulateActionTap() -> Bool {
        guard self.actionText != nil, let action = self.action else {
            return false
        }
        action()
        return true
    }
}

public extension ItemListCheckboxItem {
    /// The swipe option `deleteAction` adds (titled `strings.Common_Delete`): `deleteAction()`. Refused without one.
    @discardableResult
    func simulateDeleteOption() -> Bool {
        guard let deleteAction = self.deleteAction else {
            return false
        }
        deleteAction()
        return true
    }
}

public extension InfoListItem {
    /// A tap on a markdown link in the text: `linkAction?(.tap(url))`.
    func simulateLinkTap(_ url: String) {
        self.linkAction?(.tap(url))
    }

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
