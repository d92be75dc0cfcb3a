import ScreenExpressions
import ScreenIR

/// The revealed-options protocol of removable rows — `peer` rows (ItemListPeerItem) and custom items with a `remove`
/// parameter — as the generated code implements it: the node reports `setPeerIdWithRevealedOptions(revealed,
/// previous)` (a custom item its own `(ID?, ID?) -> Void` closure) — `(id, nil)` when a row's options open, `(nil, id)`
/// when they close — and the screen keeps the revealed row's id in its state (`peerIdWithRevealedOptions`,
/// `<row>WithRevealedOptions`), changing it only when `(revealed == nil && previous == state's) || (revealed != nil &&
/// previous == nil)`. Options exist only on a removable (`remove:`), enabled row. Choosing Delete calls the removal
/// closure (the `remove` hook) and then the node reports the options closed: `removePeer` followed by
/// `closePeerOptions`. A peer row with `revealOptions` reveals those instead of Delete (and is removable without
/// `remove:`): choosing one calls its hook with the element (`chooseRevealOption`), then the options close.
enum PeerRowInteraction {
    static func perform(
        _ interaction: Interaction, on item: RenderedRow.Described, _ element: [ExpressionValue], _ state: ScreenState
    ) -> InteractionOutcome {
        guard let editing = item.peerEditing, editing.editable, item.enabled, let options = item.revealedOptions else {
            return .ignored(state, item.enabled ? .noAction : .disabled)
        }
        switch interaction {
        case .revealPeerOptions:
            guard !editing.revealed else { return .ignored(state, .noAction) }
            return InteractionOutcome(state: reported(revealed: options.id, previous: nil, in: options.field, state))
        case .closePeerOptions:
            guard editing.revealed else { return .ignored(state, .noAction) }
            return InteractionOutcome(state: reported(revealed: nil, previous: options.id, in: options.field, state))
        case .removePeer:
            // Reveal options of its own replace the row's Delete option.
            guard item.revealOptions == nil, let hook = removeHook(of: item) else { return .ignored(state, .noAction) }
            return InteractionOutcome(state: state, activation: .hook(HookActivation(hook, payload: element)))
        case .chooseRevealOption(_, let index):
            guard let choices = item.revealOptions, choices.indices.contains(index) else {
                return .ignored(state, .noAction)
            }
            return InteractionOutcome(state: state, activation: .hook(HookActivation(choices[index].hook, payload: element)))
        default:
            preconditionFailure("`\(interaction.name)` is not a removable row interaction")
        }
    }

    /// The hook the row's removal closure calls: the `remove` key the kind's editing value names.
    private static func removeHook(of item: RenderedRow.Described) -> ScreenHook? {
        for parameter in item.description.parameters {
            let remove: String
            switch parameter.source {
            case .peerEditing(_, _, let key), .optionsEditing(_, _, _, let key, _), .revealedOptions(_, let key):
                remove = key
            default:
                continue
            }
            if case .hook(let hook)? = item.value(of: remove) { return hook }
        }
        return nil
    }

    /// The state after the node reports `(revealed, previous)` to the state field `field`.
    static func reported(
        revealed: ExpressionValue?, previous: ExpressionValue?, in field: String, _ state: ScreenState
    ) -> ScreenState {
        let current: ExpressionValue? = state[field].flatMap { $0 == .null ? nil : $0 }
        guard (revealed == nil && previous == current) || (revealed != nil && previous == nil) else { return state }
        var updated = state
        updated.update(field, to: revealed ?? .null)
        return updated
    }
}
