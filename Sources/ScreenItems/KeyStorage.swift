/// How the typed row struct of a built-in kind (`SwitchRow`) holds one of the kind's keys, and so how the key is
/// decoded into it. `ItemCodeGeneration` generates the struct, its decoder and its call builder from the kind's
/// description; a described kind keeps its values by key name (`DescribedRow`) and ignores the storage.
public enum KeyStorage: Sendable, Equatable {
    /// A property of its own holding the key's value, read by the key's value kind (a text, a condition, a word of
    /// an enumeration, …). `name` is the property's name (the key's when nil: `bind` is stored as `binding`); `type`
    /// names the nested enum an enumeration key is stored as (the property's name capitalised when nil: `textColor`
    /// → `TextColor`; keys that share one name the same type).
    case property(name: String? = nil, type: String? = nil)
    /// Read by a named reader: hand-written decoding for a key, or a group of keys, that is not one key → one
    /// property (`action` / `push` / `set` → one `ActionTarget`). The keys read with it are stored `.with` this key.
    case reader(ItemReader)
    /// Read by the reader of key `key` (`push` and `set` are read with `action`).
    case with(String)
}

/// A hand-written decoder of a built-in kind's key (or group of keys) that the generated decoder calls, and the
/// properties of the row struct it fills. Each is a function of `RowDecoder` (`Decoding/RowDecoder+Readers.swift`).
public enum ItemReader: Sendable, Equatable {
    /// `action:`, `push:` and (with `allowsSet`) `set:`: one `ActionTarget`, in a property named after the key. With
    /// `required`, a row must give one of them.
    case actionTarget(required: Bool, allowsSet: Bool)
    /// `text:` or `markdown:`, exactly one: the `text` property and its `format` (`.plain` / `.markdown`).
    case textOrMarkdown
    /// `linkAction:`, the hook a tap on a markdown link calls with the link's target; reported when the row's text is
    /// plain (read by `textOrMarkdown`), unless `alwaysMarkdown` (ItemListActivityTextItem parses every text).
    case linkAction(alwaysMarkdown: Bool)
    /// `labelStyle:` with its `labelColor:` (required by `coloredText` and `badge`, rejected otherwise): a
    /// `DisclosureRow.LabelStyle` in the `labelStyle` property.
    case labelStyle
    /// A checkbox's three forms — `bind` (a Bool: a toggle), `bind` + `selects` (an enum and one case: a radio
    /// option), `checked` + `action` / `push` — in the `behavior` property (`CheckboxRow.Behavior`).
    case checkboxBehavior
    /// An expandable switch's `subItems:`, each `{ id, title, bind, enabled }`, in the `subItems` property.
    case subItems
    /// `change:`, the hook called with the new value when the control writes binding key `of` (for app data, which
    /// the control cannot write itself, `update<Field>` when the row leaves it out). Not read by the kind's decoder:
    /// the row decoder reads it after the item, knowing the binding, and sets the `change` property.
    case changeHook(of: String)
    /// A section header's `accessory:`, a text or `{ text, color }`: a `HeaderAccessory` in the `accessory` property.
    /// Read by `SectionDecoder`, which decodes `SectionHeader` for headers and `sectionHeader` rows alike.
    case headerAccessory
    /// A non-negative number of points (`spacing:`, `minimalHeight:`): a `Double` property, `default` when the row
    /// leaves the key out (optional when there is none).
    case number(default: Double?)
}

/// When a key of a built-in kind means something: the generated decoder reports `conflicting-keys` at the key when
/// a row gives it otherwise.
public enum KeyRequirement: Sendable, Equatable {
    /// Only with key `key` (`lockedAction` only with `locked`).
    case key(String)
    /// Only while enumeration key `key` has case `value` (`capitalization` only with `type: regular`).
    case value(of: String, equals: String)
    /// Only without key `key`: a disclosure's `icon` is not drawn when the row shows `iconPeer`'s avatar.
    case without(String)
}
