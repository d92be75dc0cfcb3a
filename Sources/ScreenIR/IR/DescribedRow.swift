import ScreenDiagnostics
import ScreenExpressions

/// A row whose item is fully given by its description (`peerAction`, a custom item): the description and the value
/// of each key the row gives. Decoding, validation, code generation, ScreenRuntime and the preview read it
/// generically, key by key.
public struct DescribedRow: Sendable, Equatable {
    /// The item kind.
    public var description: ItemDescription
    /// The values of the keys the row gives, by key name.
    public var values: [String: DescribedValue]

    public init(description: ItemDescription, values: [String: DescribedValue]) {
        self.description = description
        self.values = values
    }

    /// The value of `key`, if the row gives it.
    public func value(of key: String) -> DescribedValue? { values[key] }

    /// The keys the row gives with their values, in the description's key order (deterministic).
    public var givenValues: [(key: ItemKey, value: DescribedValue)] {
        description.keys.compactMap { key in values[key.name].map { (key, $0) } }
    }

    /// The texts the row shows: its text keys' values and its reveal options' titles, in the description's key order.
    public var texts: [DisplayText] {
        givenValues.flatMap { _, value -> [DisplayText] in
            switch value {
            case .text(let text): [text]
            case .revealOptions(let options): options.map(\.title)
            default: []
            }
        }
    }

    /// Whether the row gives reveal options of its own (`revealOptions:`), which a swipe shows instead of Delete.
    public var hasRevealOptions: Bool {
        givenValues.contains { if case .revealOptions = $0.value { true } else { false } }
    }

    /// The icons the row gives (its `icon` keys' values), in the description's key order.
    public var icons: [IconReference] {
        givenValues.compactMap { if case .icon(let icon) = $0.value { icon } else { nil } }
    }

    /// Whether the row is a peer row whose options can be revealed (`remove:` or `revealOptions:` given), so the
    /// screen keeps `peerIdWithRevealedOptions` in its state.
    public var revealsOptions: Bool {
        description.parameters.contains { parameter in
            if case .peerEditing(_, _, let remove) = parameter.source { values[remove] != nil || hasRevealOptions } else { false }
        }
    }

    /// For a custom item that can be removed (its `remove` hook key given) and whose options can be revealed: the
    /// key whose value identifies the row to its reveal closure (`id`); the screen keeps the value whose options are
    /// revealed in a state field of the row (`StateField.revealedOptions(of:)`). nil otherwise.
    public var revealedOptionsKey: String? {
        for parameter in description.parameters {
            switch parameter.source {
            case .optionsEditing(_, let id, _, let remove, _), .revealedOptions(let id, let remove):
                if values[remove] != nil { return id }
            default: continue
            }
        }
        return nil
    }

    /// Whether a row that gives no `remove` hook still has an editing value: every removable kind does.
    public var isRemovable: Bool { revealsOptions || revealedOptionsKey != nil }

    /// The key whose action a tap runs, read with `push` and `set` (a custom item's first action key); nil for a kind
    /// whose actions are hooks only (`peerAction`, `peer`).
    public var actionKey: String? {
        guard let push = description.key(named: "push"), case .with(let key) = push.storage else { return nil }
        return key
    }

    /// What a tap on the row runs: the value of `actionKey`, if the row gives it (`action:`, `push:` or `set:`).
    public var actionTarget: ActionTarget? {
        guard let key = actionKey, case .action(let target)? = values[key] else { return nil }
        return target
    }

    /// The hook called with each new value of the binding key `key`: the row's `change:`, or the default
    /// `update<Field>` of a binding of app data; nil when there is none.
    public func changeHook(of key: String) -> HookReference? {
        for changeKey in description.keys {
            guard case .reader(.changeHook(let bound)) = changeKey.storage, bound == key,
                case .hook(let hook)? = values[changeKey.name]
            else { continue }
            return hook
        }
        return nil
    }

    /// The row's peer: the value of its `peer` key, if given.
    public var peer: Expression? {
        for (_, value) in givenValues { if case .peer(let expression) = value { return expression } }
        return nil
    }

    /// The row's title: the value of its title key, if given.
    public var title: DisplayText? {
        guard let key = description.titleKey, case .text(let text)? = values[key.name] else { return nil }
        return text
    }
}

/// The value a described row gives one key, per `ItemValueKind`.
public enum DescribedValue: Sendable, Equatable {
    case text(DisplayText)
    case condition(Expression)
    case bool(Bool)
    case int(Int)
    /// An enumeration key's case, by YAML name.
    case enumCase(Located<String>)
    /// The field a `binding` key names.
    case binding(Located<String>)
    /// A `hook` key's hook.
    case hook(HookReference)
    /// An `action` key's hook.
    case action(ActionTarget)
    /// An `icon` key's image.
    case icon(IconReference)
    /// A `peer` key's expression (`peer.peer`).
    case peer(Expression)
    /// A typed key's expression (`usage.totalBytes`, `preset`, `1024`).
    case value(Expression)
    /// A `revealOptions` key's options, in order.
    case revealOptions([RevealOption])
}

/// One option a swipe on a `peer` row reveals (`ItemListPeerItemRevealOption`): a title, a colour and a hook called
/// with the row's element.
public struct RevealOption: Sendable, Equatable {
    public var title: DisplayText
    /// `neutral`, `warning`, `destructive` or `accent` (`ItemListPeerItemRevealOptionType`).
    public var color: String
    public var hook: HookReference

    public init(title: DisplayText, color: String, hook: HookReference) {
        self.title = title
        self.color = color
        self.hook = hook
    }
}
