@_spi(Stubs) import ItemListPeerActionItem
@_spi(Stubs) import ItemListPeerItem
import StubTestSupport
import ScreenExpressions
@_spi(Stubs) import SettingsUIItems

@testable import GeneratedScreens

/// A described item's closures by parameter label. Read from the properties themselves: a function value taken out
/// of a `Mirror` is called with a broken argument (a Swift reabstraction bug), so closures are never read that way.
protocol DescribedItemClosures {
    func closure(named label: String) -> Any?
    /// Calls the closure `label` with runtime values converted to the types it takes (an app enum, say); nil to
    /// leave it to `DescribedClosures.call`, which knows `Bool`, `Int` and `String`.
    func call(_ label: String, with arguments: [ExpressionValue]) -> Bool?
}

extension DescribedItemClosures {
    func call(_ label: String, with arguments: [ExpressionValue]) -> Bool? { nil }
}

extension StorageUsageSummaryItem: DescribedItemClosures {
    func closure(named label: String) -> Any? {
        label == "action" ? action as Any : nil
    }
}

extension KeepMediaPresetPickerItem: DescribedItemClosures {
    func closure(named label: String) -> Any? {
        label == "updated" ? updated as Any : nil
    }

    func call(_ label: String, with arguments: [ExpressionValue]) -> Bool? {
        guard label == "updated", arguments.count == 1,
            let preset = try? AutoremoveTimeoutPreset(expressionValue: arguments[0])
        else { return false }
        updated(preset)
        return true
    }
}

extension WebBrowserListItem: DescribedItemClosures {
    func closure(named label: String) -> Any? {
        label == "action" ? action as Any : nil
    }
}

extension ProxyServerListItem: DescribedItemClosures {
    func closure(named label: String) -> Any? {
        label == "action" ? action as Any : nil
    }
}

extension ItemListPeerActionItem: DescribedItemClosures {
    func closure(named label: String) -> Any? {
        label == "action" ? action as Any : nil
    }
}

extension ItemListPeerItem: DescribedItemClosures {
    func closure(named label: String) -> Any? {
        label == "toggleUpdated" ? toggleUpdated as Any : nil
    }

    /// The switch flipped by the user, through the stub's node rules (a standard, enabled switch on an enabled row),
    /// to the value the runtime says it flips to.
    func call(_ label: String, with arguments: [ExpressionValue]) -> Bool? {
        guard label == "toggleUpdated", arguments == [.bool(!(switchValue?.value ?? true))] else { return false }
        return simulateToggle()
    }
}

extension StorageCacheSizeSliderItem: DescribedItemClosures {
    func closure(named label: String) -> Any? {
        switch label {
        case "updated": updated as Any
        case "committed": committed as Any
        default: nil
        }
    }
}

/// Reads and calls the stored properties of a described item (`ItemListPeerActionItem`, a custom item) by the labels
/// of its description's parameters: the stubs store each initializer argument in a property of the same name.
enum DescribedClosures {
    /// The item's stored properties by name.
    static func properties(of item: Any) -> [String: Any] {
        var properties: [String: Any] = [:]
        var mirror: Mirror? = Mirror(reflecting: item)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, properties[label] == nil { properties[label] = child.value }
            }
            mirror = current.superclassMirror
        }
        return properties
    }

    /// `value` without its `Optional` wrapper; nil when it is `nil`.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }

    /// Calls the closure `label` of `item` with `arguments` (Bool, Int or String values; none for an action);
    /// false when the item has no such closure of that type.
    static func call(_ label: String, of item: Any, with arguments: [ExpressionValue]) -> Bool {
        if let called = (item as? DescribedItemClosures)?.call(label, with: arguments) { return called }
        guard let closure = (item as? DescribedItemClosures)?.closure(named: label) else { return false }
        if arguments.isEmpty, let call = closure as? (() -> Void)?, let call {
            call()
            return true
        }
        guard arguments.count == 1 else { return false }
        switch arguments[0] {
        case .int(let value):
            guard let call = closure as? ((Int) -> Void)?, let call else { return false }
            call(value)
        case .bool(let value):
            guard let call = closure as? ((Bool) -> Void)?, let call else { return false }
            call(value)
        case .string(let value):
            guard let call = closure as? ((String) -> Void)?, let call else { return false }
            call(value)
        default:
            return false
        }
        return true
    }
}
