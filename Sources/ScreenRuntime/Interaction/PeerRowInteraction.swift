import ScreenExpressions
import ScreenIR

/// The revealed-options protocol of `peer` rows (ItemListPeerItem), as the generated code implements it: the node
/// reports `setPeerIdWithRevealedOptions(revealed, previous)` — `(peer.id, nil)` when a row's options open,
/// `(nil, peer.id)` when they close — and the screen keeps `peerIdWithRevealedOptions` in its state, changing it only
/// when `(revealed == nil && previous == state's) || (revealed != nil && previous == nil)`. Options exist only on a
/// removable (`remove:`), enabled row. Choosing Delete calls `removePeer` (the `remove` hook) and then the node reports
/// the options closed: `removePeer` followed by `closePeerOptions`.
enum PeerRowInteraction {
    static func perform(
        _ interaction: Interaction, on item: RenderedRow.Described, _ element: [ExpressionValue], _ state: ScreenState
    ) -> InteractionOutcome {
        guard let editing = item.peerEditing, editing.editable, item.enabled, let peer = item.peer else {
            return .ignored(state, item.enabled ? .noAction : .disabled)
        }
        switch interaction {
        case .revealPeerOptions:
            guard !editing.revealed else { return .ignored(state, .noAction) }
            return InteractionOutcome(state: reported(revealed: peer.id, previous: nil, state))
        case .closePeerOptions:
            guard editing.revealed else { return .ignored(state, .noAction) }
            return InteractionOutcome(state: reported(revealed: nil, previous: peer.id, state))
        case .removePeer:
            guard case .hook(let hook)? = item.value(of: "remove") else { return .ignored(state, .noAction) }
            return InteractionOutcome(state: state, activation: .hook(HookActivation(hook, payload: element)))
        default:
            preconditionFailure("`\(interaction.name)` is not a peer row interaction")
        }
    }

    /// The state after the node reports `setPeerIdWithRevealedOptions(revealed, previous)`.
    static func reported(revealed: Int?, previous: Int?, _ state: ScreenState) -> ScreenState {
        let field = StateField.revealedPeerOptions
        let current: Int? = if case .int(let id)? = state[field] { id } else { nil }
        guard (revealed == nil && previous == current) || (revealed != nil && previous == nil) else { return state }
        var updated = state
        updated.update(field, to: revealed.map(ExpressionValue.int) ?? .null)
        return updated
    }
}
