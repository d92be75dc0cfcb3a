import ScreenExpressions
import ScreenIR

extension RenderedRow {
    /// A described item (`peerAction`, a custom item) for one state: each key the row gives, resolved — texts
    /// evaluated, conditions computed, bound values read, icons as written — in the description's key order.
    public struct Described: Sendable, Equatable {
        /// One key's resolved value.
        public enum Value: Sendable, Equatable {
            case text(DisplayText)
            /// A condition's value, or a literal Bool.
            case bool(Bool)
            case int(Int)
            /// An enumeration key's case (YAML name).
            case enumCase(String)
            /// A bound value and what writing it does: a state field written, or app data asked of the app through
            /// the row's `change` hook.
            case bound(binding: ControlBinding, value: ExpressionValue)
            /// A typed key's value (`usage.totalBytes` → `.int(…)`, an app type's record or case).
            case value(ExpressionValue)
            /// A hook the item calls with its payload.
            case hook(ScreenHook)
            /// What a tap runs.
            case action(ScreenAction)
            /// The image an `icon` key names (the same in every state).
            case icon(IconReference)
            /// The peer a `peer` key shows: its id and display name.
            case peer(id: Int, name: String)
            /// The options a swipe reveals (`revealOptions`), in order.
            case revealOptions([RevealOption])
        }

        /// One option a swipe on a peer row reveals: its title for the state, its colour and the hook it calls with
        /// the row's element.
        public struct RevealOption: Sendable, Equatable {
            public var title: DisplayText
            /// `neutral`, `warning`, `destructive` or `accent`.
            public var color: String
            public var hook: ScreenHook

            public init(title: DisplayText, color: String, hook: ScreenHook) {
                self.title = title
                self.color = color
                self.hook = hook
            }
        }

        /// The options a swipe reveals instead of Delete (`revealOptions`); nil when the row gives none.
        public var revealOptions: [RevealOption]? {
            if case .revealOptions(let options)? = value(of: "revealOptions") { options } else { nil }
        }

        /// A removable row's editing value for the state (ItemListPeerItem's `ItemListPeerItemEditing`, a custom
        /// item's `editing:` parameter): whether the row can be removed (it has a `remove` hook), whether the list is
        /// being edited (the red delete control shows when both hold), and whether its options are revealed (its peer,
        /// or its `id` key's value, is the one the state keeps in `revealedField`).
        public struct PeerEditing: Sendable, Equatable {
            public var editable: Bool
            public var editing: Bool
            public var revealed: Bool
            /// `canBeReordered`: the row has `reorder:`, so in editing mode it shows the reorder grip.
            public var canBeReordered: Bool

            public init(editable: Bool, editing: Bool, revealed: Bool, canBeReordered: Bool = false) {
                self.editable = editable
                self.editing = editing
                self.revealed = revealed
                self.canBeReordered = canBeReordered
            }

            /// Whether the red delete control is shown (editing mode of a removable row).
            public var showsDeleteControl: Bool { editable && editing }
            /// Whether the reorder grip shows, so the row can be dragged (editing mode of a reorderable row): the
            /// node's `isReorderable(at:)`.
            public var isReorderable: Bool { canBeReordered && editing }
        }

        /// The item kind.
        public var description: ItemDescription
        /// The title key's text, if the row gives it.
        public var title: DisplayText?
        /// Every key the row gives, in the description's order.
        public var values: [(key: String, value: Value)]
        /// A removable kind's editing state (a peer row's, a removable custom row's); nil for other kinds.
        public var peerEditing: PeerEditing?
        /// Where a removable row's revealed options are kept and what identifies this row there: the state field
        /// (`peerIdWithRevealedOptions`, `browserWithRevealedOptions`) and the row's value in it (its peer's id, its
        /// `id` key's value); nil for other rows.
        public var revealedOptions: (field: String, id: ExpressionValue)?

        /// Creates a described item.
        public init(
            description: ItemDescription, title: DisplayText?, values: [(key: String, value: Value)],
            peerEditing: PeerEditing? = nil, revealedOptions: (field: String, id: ExpressionValue)? = nil
        ) {
            self.description = description
            self.title = title
            self.values = values
            self.peerEditing = peerEditing
            self.revealedOptions = revealedOptions
        }

        /// The peer a peer row shows.
        public var peer: (id: Int, name: String)? {
            for (_, value) in values { if case .peer(let id, let name) = value { return (id, name) } }
            return nil
        }

        /// The item kind's name (`item:`).
        public var itemName: String { description.name }

        /// The value of `key`, if the row gives it.
        public func value(of key: String) -> Value? { values.first { $0.key == key }?.value }

        /// The first icon the row gives (drawn before its title); nil for none.
        public var icon: IconReference? {
            values.lazy.compactMap { if case .icon(let icon) = $0.value { icon } else { nil } }.first
        }

        /// The item's `enabled` key (true when it has none).
        public var enabled: Bool {
            if case .bool(let flag)? = value(of: "enabled") { flag } else { true }
        }

        /// What a tap on the row runs: its `action` key.
        public var action: ScreenAction? {
            if case .action(let action)? = value(of: "action") { action } else { nil }
        }

        public static func == (lhs: Described, rhs: Described) -> Bool {
            lhs.description == rhs.description && lhs.title == rhs.title && lhs.peerEditing == rhs.peerEditing
                && lhs.revealedOptions?.field == rhs.revealedOptions?.field
                && lhs.revealedOptions?.id == rhs.revealedOptions?.id
                && lhs.values.elementsEqual(rhs.values) { $0.key == $1.key && $0.value == $1.value }
        }
    }
}

extension RowContentBuilder {
    /// A described row's content: its keys resolved for the state.
    func described(_ row: DescribedRow, id rowID: String) -> RenderedRow.Described {
        let values = row.givenValues.map { key, value -> (key: String, value: RenderedRow.Described.Value) in
            let resolved: RenderedRow.Described.Value =
                switch value {
                case .text(let text): .text(context.text(text))
                case .condition(let condition): .bool(context.holds(condition, absent: true))
                case .bool(let flag): .bool(flag)
                case .int(let number): .int(number)
                case .enumCase(let name): .enumCase(name.value)
                case .binding(let field):
                    bound(field.value, change: row.changeHook(of: key.name))
                case .hook(let hook): .hook(ScreenHook(hook))
                case .action(let target): .action(ScreenAction(target))
                case .icon(let icon): .icon(self.icon(icon) ?? icon)
                case .peer(let expression):
                    PeerSample.parts(of: context.value(of: expression)).map { .peer(id: $0.id, name: $0.name) }
                        ?? .peer(id: 0, name: "")
                case .value(let expression):
                    .value(Self.passed(context.value(of: expression), as: key.kind))
                case .revealOptions(let options):
                    .revealOptions(
                        options.map {
                            RenderedRow.Described.RevealOption(
                                title: context.text($0.title), color: $0.color, hook: ScreenHook($0.hook))
                        })
                }
            return (key.name, resolved)
        }
        let options = revealedOptions(row, id: rowID)
        return RenderedRow.Described(
            description: row.description, title: row.title.map(context.text),
            values: values, peerEditing: editing(row, options: options), revealedOptions: options)
    }

    /// An icon for the state: a choice resolved to the image its conditions pick (the same icon otherwise).
    func icon(_ icon: IconReference?) -> IconReference? {
        icon?.resolved { context.holds($0, absent: false) }
    }

    /// A typed key's value as the item receives it: an integer literal passed where a `Double` is wanted is that
    /// `Double` (Swift's literal takes the parameter's type).
    static func passed(_ value: ExpressionValue, as kind: ItemValueKind) -> ExpressionValue {
        guard case .value(let type) = kind, (type.expressionType.wrapped ?? type.expressionType) == .double,
            case .int(let number) = value
        else { return value }
        return .double(Double(number))
    }

    /// A bound value and its binding.
    private func bound(_ field: String, change: HookReference?) -> RenderedRow.Described.Value {
        let binding = context.controlBinding(field, change: change)
        return .bound(binding: binding, value: context.value(of: binding.target))
    }

    /// Where a removable row keeps its revealed options and its value there: a peer row's peer id in
    /// `peerIdWithRevealedOptions`, a custom row's `id` key's value in `<row>WithRevealedOptions`.
    private func revealedOptions(_ row: DescribedRow, id rowID: String) -> (field: String, id: ExpressionValue)? {
        for parameter in row.description.parameters {
            switch parameter.source {
            case .peerEditing(let peer, _, let remove):
                guard row.value(of: remove) != nil || row.hasRevealOptions, case .peer(let expression)? = row.value(of: peer),
                    let shown = PeerSample.parts(of: context.value(of: expression))
                else { return nil }
                return (StateField.revealedPeerOptions, .int(shown.id))
            case .optionsEditing(_, let id, _, let remove, _), .revealedOptions(let id, let remove):
                guard row.value(of: remove) != nil, case .value(let expression)? = row.value(of: id) else { return nil }
                return (StateField.revealedOptions(of: rowID), context.value(of: expression))
            default:
                continue
            }
        }
        return nil
    }

    /// A removable kind's editing value, as the generated entries compute it (a peer row's
    /// `ItemListPeerItemEditing`, a custom row's `editing:` parameter); nil for a row without one.
    private func editing(
        _ row: DescribedRow, options: (field: String, id: ExpressionValue)?
    ) -> RenderedRow.Described.PeerEditing? {
        for parameter in row.description.parameters {
            let (editing, remove): (String, String)
            switch parameter.source {
            case .peerEditing(_, let editingKey, let removeKey): (editing, remove) = (editingKey, removeKey)
            case .optionsEditing(_, _, let editingKey, let removeKey, _): (editing, remove) = (editingKey, removeKey)
            default: continue
            }
            let editable = row.value(of: remove) != nil || row.hasRevealOptions
            let isEditing = if case .condition(let condition)? = row.value(of: editing) {
                context.holds(condition, absent: false)
            } else {
                false
            }
            let revealed = options.map { editable && context.state[$0.field] == $0.id } ?? false
            return RenderedRow.Described.PeerEditing(editable: editable, editing: isEditing, revealed: revealed)
        }
        // A removable custom item with a reveal closure but no editing value: it reveals, and is never edited.
        return options.map {
            RenderedRow.Described.PeerEditing(editable: true, editing: false, revealed: context.state[$0.field] == $0.id)
        }
    }
}
