import ScreenDiagnostics
import ScreenExpressions

/// One parameter of an item's initializer (or factory), in the initializer's order: its label and where its value
/// comes from.
public struct ItemParameter: Sendable, Equatable {
    /// Where a parameter's value comes from.
    public enum Source: Sendable, Equatable {
        /// The value of the row's key: a text, a condition, a word's Swift spelling, a bound value, a hook's or
        /// action's closure.
        case key(String)
        /// The closure that writes the field a `binding` key names (`{ value in … }`).
        case setter(of: String)
        /// `presentationData`.
        case presentationData
        /// `self.section`.
        case sectionId
        /// The screen's list style (`.blocks` / `.plain`).
        case style
        /// The screen's system style: `.glass`, or `.legacy` — left out when the parameter has a default (`.legacy`,
        /// every item's whose initializer is known), passed when its default is not known (ItemListInfoItem).
        case systemStyle
        /// The row's `<Screen>EntryTag` (left out for a section's header or footer).
        case tag
        /// A fixed Swift expression (`nil`).
        case swift(String)
        /// The controller's `AccountContext` (`arguments.context`).
        case accountContext
        /// Swift built from keys: `template` with each `{key}` replaced by that key's Swift (an enumeration case's
        /// spelling may itself hold `{key}`s), when the row gives key `given`; else `fallback`'s Swift when the row
        /// gives its key, else `absent`. ItemListPeerItem's `text: .text(<text>, <textColor>)` / `.presence` (with
        /// `presence:`) / `.none`.
        case template(String, given: String, absent: String, fallback: KeyFallback? = nil)
        /// ItemListPeerItem's `ItemListPeerItemEditing`: `editable` when the row gives `remove`, `editing` from that
        /// condition key, `revealed` when the peer of key `peer` is the state's `peerIdWithRevealedOptions`.
        case peerEditing(peer: String, editing: String, remove: String)
        /// ItemListPeerItem's `setPeerIdWithRevealedOptions`: the closure updating the state's
        /// `peerIdWithRevealedOptions` (a no-op closure on a row without `remove`).
        case revealedOptionsSetter(remove: String)
        /// A closure of `ignoring` parameters that calls the hook of key `hook` (with the row's element), or does
        /// nothing when the row has no such hook: ItemListPeerItem's `removePeer: { _ in … }`.
        case hookIgnoringArguments(String, ignoring: Int)
        /// An environment value the item takes (`strings: presentationData.strings`, `theme:`, `dateTimeFormat:`,
        /// `nameDisplayOrder:`), read where `item(…)` reads them, as calls of the app's functions pass them.
        case environment(EnvironmentValue)
        /// A custom item's editing value, `<type>(editable: …, editing: …, revealed: …)` — the shape of
        /// `ItemListPeerItemEditing`, `LocalizationListItemEditing`: `editable` when the row gives the hook key
        /// `remove`, `editing` from the condition key `editing`, `revealed` when the value of key `id` is the one whose
        /// options the screen's state says are revealed; then `fixed` arguments (`reorderable: false`).
        case optionsEditing(type: String, id: String, editing: String, remove: String, fixed: [FixedArgument])
        /// A custom item's `(ID?, ID?) -> Void` closure reporting swipes (`setItemWithRevealedOptions`): it keeps the
        /// value of key `id` whose options are revealed in the row's state field; a no-op closure on a row that does
        /// not give the hook key `remove`.
        case revealedOptions(id: String, remove: String)
        /// A built-in item's value built by a named helper of the code generator (see `BuiltinSource`). Never in a
        /// described kind: those are decoded and generated generically.
        case builtIn(BuiltinSource)
    }

    /// What a `.template` parameter is when the row leaves its key out but gives another: ItemListPeerItem's
    /// `text: .presence` when the row gives `presence:` and no `text:`.
    public struct KeyFallback: Sendable, Equatable {
        /// The key whose presence selects the fallback.
        public var key: String
        /// The Swift passed then.
        public var swift: String

        public init(key: String, swift: String) {
            self.key = key
            self.swift = swift
        }
    }

    /// A fixed argument of a composite parameter: `reorderable: false`.
    public struct FixedArgument: Sendable, Equatable {
        public var label: String
        /// Swift: a Bool or integer literal.
        public var swift: String

        public init(label: String, swift: String) {
            self.label = label
            self.swift = swift
        }
    }

    /// The Swift argument label.
    public var label: String
    public var source: Source
    /// Whether the initializer has a default for the parameter, so the call may leave it out when the row leaves
    /// the key out.
    public var hasDefault: Bool
    /// The initializer's default, as Swift (`.blocks`), when known: an argument equal to it is left out.
    public var defaultValue: String?
    /// Swift passed when the row leaves the parameter's key out and the initializer has no default (`{}` for a
    /// required closure); nil for the key's default (`nil` when it has none).
    public var absent: String?
    /// The name of the value in the entry's payload when it is carried there (`isOn` for a switch's `value:`): the
    /// label unless given.
    public var payloadName: String

    public init(
        _ label: String, _ source: Source, hasDefault: Bool = false, default defaultValue: String? = nil,
        absent: String? = nil, payloadName: String? = nil
    ) {
        self.label = label
        self.source = source
        self.hasDefault = hasDefault || defaultValue != nil
        self.defaultValue = defaultValue
        self.absent = absent
        self.payloadName = payloadName ?? label
    }

    /// `label: value` from the row's key of the same name.
    public static func key(_ label: String, hasDefault: Bool = false) -> ItemParameter {
        ItemParameter(label, .key(label), hasDefault: hasDefault)
    }
}
