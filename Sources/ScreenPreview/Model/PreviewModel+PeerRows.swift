import ScreenRuntime

extension PreviewModel {
    /// The focused row's peer editing state, when it is a removable `peer` row.
    private var focusedRemovablePeer: (row: RowID, editing: RenderedRow.Described.PeerEditing)? {
        guard case .row(let id)? = focus, case .described(let item)? = page.rendered.row(stableID: id)?.content,
            let editing = item.peerEditing, editing.editable
        else { return nil }
        return (id, editing)
    }

    /// ← / → on a removable peer row: the swipe that reveals its Delete option, and the one that hides it. False when
    /// the focus is not such a row, or ← finds the options already revealed (← then goes back, as on any row).
    mutating func swipePeerRow(forward: Bool, now: Double) -> Bool {
        guard let (id, editing) = focusedRemovablePeer else { return false }
        if forward {
            guard editing.revealed else { return false }
            perform(.closePeerOptions(row: id), source: .row(id), now: now)
        } else {
            guard !editing.revealed else { return false }
            perform(.revealPeerOptions(row: id), source: .row(id), now: now)
        }
        return true
    }

    /// `x` / Delete on a removable peer row: chooses Delete — the `remove` hook with the element, in the status line —
    /// and the options close, as ItemListPeerItem reports after the hook. On a row with `revealOptions` it chooses the
    /// last option (the destructive one, by convention).
    mutating func removeFocusedPeer(now: Double) {
        guard let (id, _) = focusedRemovablePeer else { return }
        if case .described(let item)? = page.rendered.row(stableID: id)?.content, let options = item.revealOptions {
            return chooseRevealOption(options.count - 1, now: now)
        }
        perform(.removePeer(row: id), source: .row(id), now: now)
        guard let outcome = try? InteractionHandler.perform(.closePeerOptions(row: id), in: page.screen, state: page.state),
            outcome.ignored == nil
        else { return }
        apply(outcome.state, actedOn: id, now: now, described: [:])
    }

    /// `1`–`9` on a peer row with `revealOptions`: chooses that option (shown or not, as a tap on it after the swipe
    /// would) — its hook with the element in the status line — and the options close.
    mutating func chooseRevealOption(_ index: Int, now: Double) {
        guard let (id, _) = focusedRemovablePeer,
            case .described(let item)? = page.rendered.row(stableID: id)?.content,
            let options = item.revealOptions, options.indices.contains(index)
        else { return }
        perform(.chooseRevealOption(row: id, index: index), source: .row(id), now: now)
        guard let outcome = try? InteractionHandler.perform(.closePeerOptions(row: id), in: page.screen, state: page.state),
            outcome.ignored == nil
        else { return }
        apply(outcome.state, actedOn: id, now: now, described: [:])
    }

    /// Space on a peer row with a switch: ItemListPeerItem calls `toggleUpdated(!value)` — the `toggle` hook with the
    /// element and the new value, in the status line — unless the row is disabled. The switch keeps showing what
    /// `switchValue` says until the app's data changes (in the data panel).
    mutating func togglePeerSwitch(_ id: RowID, _ item: RenderedRow.Described, now: Double) {
        guard let on = item.peerSwitch else { return }
        guard item.enabled else { return report(.disabled, source: .row(id)) }
        guard item.value(of: "toggle") != nil else {
            status = PreviewStatus(kind: .ignored, message: "· \(label(of: .row(id))): the switch has no `toggle` hook")
            return
        }
        perform(.callDescribedHook(row: id, key: "toggle", payload: [.bool(!on)]), source: .row(id), now: now)
    }
}

extension RenderedRow.Described {
    /// The value of a `peer` row's `standard` switch (`switchValue`), the one that calls `toggle`; nil when the row
    /// shows none, or a check (`check`, `leftCheck`: the row's tap changes it, through its `action`).
    var peerSwitch: Bool? {
        switch value(of: "switchStyle") {
        case .enumCase("check")?, .enumCase("leftCheck")?: return nil
        default: break
        }
        if case .bool(let on)? = value(of: "switchValue") { return on } else { return nil }
    }
}
