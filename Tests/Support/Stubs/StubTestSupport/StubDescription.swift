// Reading a stubbed screen in assertions: the items of a controller by type, and compact one-line descriptions of
// items. Test support only; never shipped.

import UIKit
import Display
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import TelegramCore
@_spi(Stubs) import ItemListPeerItem
@_spi(Stubs) import ItemListPeerActionItem

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
    case let item as ItemListPeerItem:
        var text = ""
        switch item.text {
        case .presence:
            text = " presence"
        case let .text(value, _):
            text = " text " + quoted(value)
        case .none:
            break
        }
        switch item.label {
        case let .text(value, _), let .disclosure(value), let .badge(value):
            flags.append("label " + quoted(value))
        case let .attributedText(value):
            flags.append("label " + quoted(value.string))
        case .none:
            break
        }
        if let switchValue = item.switchValue {
            flags.append(switchValue.value ? "switch on" : "switch off")
        }
        if let revealOptions = item.revealOptions {
            flags.append("options " + revealOptions.options.map { quoted($0.title) }.joined(separator: ","))
        }
        if !item.enabled {
            flags.append("disabled")
        }
        if item.editing.editing {
            flags.append("editing")
        }
        if item.editing.revealed == true {
            flags.append("revealed")
        }
        return section(item) + "peer " + quoted(item.peer.stubDisplayName) + text + flags.map { " " + $0 }.joined()
    case let item as ItemListPeerActionItem:
        return section(item) + "peerAction " + quoted(item.title) + " \(item.color)"
    default:
        return "\(type(of: item))"
    }
}
