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
            /// A bound value and the state field it writes.
            case bound(field: String, value: ExpressionValue)
            /// A hook the item calls with its payload.
            case hook(ScreenHook)
            /// What a tap runs.
            case action(ScreenAction)
            /// The image an `icon` key names (the same in every state).
            case icon(IconReference)
            /// The peer a `peer` key shows: its id and display name.
            case peer(id: Int, name: String)
        }

        /// ItemListPeerItem's `ItemListPeerItemEditing` for the state: whether the row can be removed (it has a
        /// `remove` hook), whether the list is being edited (the red delete control shows when both hold), and whether
        /// its options are revealed (its peer is the state's `peerIdWithRevealedOptions`).
        public struct PeerEditing: Sendable, Equatable {
            public var editable: Bool
            public var editing: Bool
            public var revealed: Bool

            public init(editable: Bool, editing: Bool, revealed: Bool) {
                self.editable = editable
                self.editing = editing
                self.revealed = revealed
            }

            /// Whether the red delete control is shown (editing mode of a removable row).
            public var showsDeleteControl: Bool { editable && editing }
        }

        /// The item kind.
        public var description: ItemDescription
        /// The title key's text, if the row gives it.
        public var title: DisplayText?
        /// Every key the row gives, in the description's order.
        public var values: [(key: String, value: Value)]
        /// A peer row's editing state; nil for other kinds.
        public var peerEditing: PeerEditing?

        /// Creates a described item.
        public init(
            description: ItemDescription, title: DisplayText?, values: [(key: String, value: Value)],
            peerEditing: PeerEditing? = nil
        ) {
            self.description = description
            self.title = title
            self.values = values
            self.peerEditing = peerEditing
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
                && lhs.values.elementsEqual(rhs.values) { $0.key == $1.key && $0.value == $1.value }
        }
    }
}

extension RowContentBuilder {
    /// A described row's content: its keys resolved for the state.
    func described(_ row: DescribedRow) -> RenderedRow.Described {
        let values = row.givenValues.map { key, value -> (key: String, value: RenderedRow.Described.Value) in
            let resolved: RenderedRow.Described.Value =
                switch value {
                case .text(let text): .text(context.text(text))
                case .condition(let condition): .bool(context.holds(condition, absent: true))
                case .bool(let flag): .bool(flag)
                case .int(let number): .int(number)
                case .enumCase(let name): .enumCase(name.value)
                case .binding(let field): .bound(field: field.value, value: context.value(of: .state(field.value)))
                case .hook(let hook): .hook(ScreenHook(hook))
                case .action(let target): .action(ScreenAction(target))
                case .icon(let icon): .icon(icon)
                case .peer(let expression):
                    PeerSample.parts(of: context.value(of: expression)).map { .peer(id: $0.id, name: $0.name) }
                        ?? .peer(id: 0, name: "")
                }
            return (key.name, resolved)
        }
        return RenderedRow.Described(
            description: row.description, title: row.title.map(context.text),
            values: values, peerEditing: peerEditing(row))
    }

    /// A peer row's `ItemListPeerItemEditing`, as the generated entries compute it.
    private func peerEditing(_ row: DescribedRow) -> RenderedRow.Described.PeerEditing? {
        for parameter in row.description.parameters {
            guard case .peerEditing(let peer, let editing, let remove) = parameter.source else { continue }
            let editable = row.value(of: remove) != nil
            let isEditing = if case .condition(let condition)? = row.value(of: editing) {
                context.holds(condition, absent: false)
            } else {
                false
            }
            var revealed = false
            if editable, case .peer(let expression)? = row.value(of: peer),
                let shown = PeerSample.parts(of: context.value(of: expression)),
                case .int(let revealedID)? = context.state[StateField.revealedPeerOptions]
            {
                revealed = shown.id == revealedID
            }
            return RenderedRow.Described.PeerEditing(editable: editable, editing: isEditing, revealed: revealed)
        }
        return nil
    }
}
