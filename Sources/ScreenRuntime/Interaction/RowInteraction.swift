import ScreenExpressions

/// The row interactions of `InteractionHandler`, on a row rendered for the current state.
enum RowInteraction {
    /// Throws when `interaction` does not apply to the row's kind (or names a sub-item it does not have).
    static func check(_ interaction: Interaction, applies row: RenderedRow) throws(InteractionError) {
        let applies: Bool
        switch (interaction, row.content) {
        case (.toggleSwitch, .switch), (.toggleSwitch, .expandableSwitch), (.setSwitch, .switch),
            (.setSwitch, .expandableSwitch), (.tapRow, _), (.editText, .singleLineInput),
            (.editText, .multilineInput), (.submitInput, .singleLineInput), (.closeInfo, .info), (.tapLink, .text),
            (.tapLink, .info), (.tapLink, .activityText), (.tapHeaderAction, .sectionHeader):
            applies = true
        case (.toggleSubItem(_, let id), .expandableSwitch(let item)):
            guard item.subItems.contains(where: { $0.id == id }) else {
                throw .unknownSubItem(rowID: row.rowID, subItem: id)
            }
            applies = true
        case (.setDescribedValue(_, let key, _), .described(let item)):
            guard case .bound? = item.value(of: key) else { throw .unknownKey(rowID: row.rowID, key: key) }
            applies = true
        case (.callDescribedHook(_, let key, _), .described(let item)):
            // A `change` hook is called through the setter of the value it reports (`setDescribedValue`).
            guard case .hook? = item.value(of: key), item.description.key(named: key)?.reportsChange != true else {
                throw .unknownKey(rowID: row.rowID, key: key)
            }
            applies = true
        case (.revealPeerOptions, .described(let item)), (.closePeerOptions, .described(let item)),
            (.removePeer, .described(let item)), (.chooseRevealOption, .described(let item)):
            applies = item.peerEditing != nil
        default:
            applies = false
        }
        if !applies {
            throw .unsupported(interaction: interaction.name, rowID: row.rowID, kind: row.kind)
        }
    }

    /// Performs a row interaction that `check` accepted, on a shown row; `context` is the row's (where a `set:`
    /// computes its values).
    static func perform(
        _ interaction: Interaction, on row: RenderedRow, state: ScreenState, context: ConditionContext
    ) -> InteractionOutcome {
        let element = row.element.map { [$0.value] } ?? []
        switch (interaction, row.content) {
        case (.toggleSwitch, .switch(let item)):
            return setSwitch(item, to: !item.value, element, state)
        case (.setSwitch(_, let value), .switch(let item)):
            return setSwitch(item, to: value, element, state)
        case (.toggleSwitch, .expandableSwitch(let item)):
            return setExpandableSwitch(item, to: !item.value, element, state)
        case (.setSwitch(_, let value), .expandableSwitch(let item)):
            return setExpandableSwitch(item, to: value, element, state)
        case (.tapRow, let content):
            return tap(content, element, state, context)
        case (.editText(_, let text), .singleLineInput(let item)):
            guard item.enabled else { return .ignored(state, .disabled) }
            return edit(item.field, from: item.text, to: text, limit: item.limit, change: item.change, element, state)
        case (.editText(_, let text), .multilineInput(let item)):
            // ItemListMultilineInputItem only shows a counter (red past the limit); it does not refuse text.
            return edit(item.field, from: item.text, to: text, limit: nil, change: item.change, element, state)
        case (.submitInput, .singleLineInput(let item)):
            guard item.enabled else { return .ignored(state, .disabled) }
            return .activating(item.action, payload: element, state, in: context)
        case (.closeInfo, .info(let item)):
            return .activating(item.closeAction, payload: element, state, in: context)
        case (.tapLink(_, let target), let content):
            guard let hook = content.linkAction else { return .ignored(state, .noAction) }
            return InteractionOutcome(
                state: state, activation: .hook(HookActivation(hook, payload: element + [.string(target)])))
        case (.tapHeaderAction, .sectionHeader(let item)):
            return .activating(item.actionText == nil ? nil : item.action, payload: element, state, in: context)
        case (.toggleSubItem(_, let id), .expandableSwitch(let item)):
            guard item.enabled else { return .ignored(state, .disabled) }
            guard let sub = item.subItems.first(where: { $0.id == id }) else {
                preconditionFailure("unknown sub-item `\(id)`")
            }
            guard sub.isEnabled else { return .ignored(state, .disabled) }
            return write(.bool(!sub.isSelected), through: .init(target: .state(sub.field)), element, state)
        case (.setDescribedValue(_, let key, let value), .described(let item)):
            guard item.enabled else { return .ignored(state, .disabled) }
            // The item calls its setter: a state field is written (its `change` hook told when it changed); app
            // data is asked of the app through the `change` hook, whatever the value (the item decides when to call).
            guard case .bound(let binding, _)? = item.value(of: key) else { preconditionFailure("no binding `\(key)`") }
            return write(value, through: binding, element, state)
        case (.callDescribedHook(_, let key, let payload), .described(let item)):
            guard item.enabled else { return .ignored(state, .disabled) }
            guard case .hook(let hook)? = item.value(of: key) else { preconditionFailure("no hook `\(key)`") }
            return InteractionOutcome(state: state, activation: .hook(HookActivation(hook, payload: element + payload)))
        case (.revealPeerOptions, .described(let item)), (.closePeerOptions, .described(let item)),
            (.removePeer, .described(let item)), (.chooseRevealOption, .described(let item)):
            return PeerRowInteraction.perform(interaction, on: item, element, state)
        default:
            preconditionFailure("`\(interaction.name)` does not apply to \(row.kind.phrase)")
        }
    }

    /// ItemListSwitchItem: an enabled, unlocked switch calls `updated(value)`; otherwise a tap calls
    /// `activatedWhileDisabled` (the `lockedAction`). A switch bound to app data asks only for a value other than the
    /// one it shows; an interactive one (see `flipping`) shows it at once.
    private static func setSwitch(
        _ item: RenderedRow.Switch, to value: Bool, _ element: [ExpressionValue], _ state: ScreenState
    ) -> InteractionOutcome {
        guard item.enabled, !item.displayLocked else {
            if let action = item.lockedAction {
                return InteractionOutcome(state: state, activation: ActivationResult(action, payload: element))
            }
            return .ignored(state, item.enabled ? .locked : .disabled)
        }
        if !item.binding.writesState && value == item.value { return InteractionOutcome(state: state) }
        return flipping(write(.bool(value), through: item.binding, element, state), interactive: item.interactive)
    }

    private static func setExpandableSwitch(
        _ item: RenderedRow.ExpandableSwitch, to value: Bool, _ element: [ExpressionValue], _ state: ScreenState
    ) -> InteractionOutcome {
        guard item.enabled else { return .ignored(state, .disabled) }
        guard !item.displayLocked else { return .ignored(state, .locked) }
        if !item.binding.writesState && value == item.value { return InteractionOutcome(state: state) }
        return flipping(write(.bool(value), through: item.binding, element, state), interactive: item.interactive)
    }

    /// A switch bound to app data that is `interactive` flips under the finger: the screen shows the value it asks
    /// for at once (the data as shown holds it, `showsDataChange`) until the app's data emits again. An intercepting
    /// switch (`interactive: false`) shows the data's value until the data changes.
    private static func flipping(_ outcome: InteractionOutcome, interactive: Bool) -> InteractionOutcome {
        guard interactive, let change = outcome.dataChange else { return outcome }
        var outcome = outcome
        do {
            try outcome.state.apply(change)
        } catch {
            preconditionFailure("a switch asks for a change its screen cannot hold: \(error)")
        }
        outcome.showsDataChange = true
        return outcome
    }

    private static func tap(
        _ content: RenderedRow.Content, _ element: [ExpressionValue], _ state: ScreenState, _ context: ConditionContext
    ) -> InteractionOutcome {
        guard content.isEnabled else { return .ignored(state, .disabled) }
        switch content {
        case .disclosure(let item): return .activating(item.action, payload: element, state, in: context)
        case .action(let item): return .activating(item.action, payload: element, state, in: context)
        case .textWithLabel(let item): return .activating(item.action, payload: element, state, in: context)
        case .multilineText(let item): return .activating(item.action, payload: element, state, in: context)
        case .checkbox(let item):
            switch item.behavior {
            case .toggle(let binding): return write(.bool(!item.checked), through: binding, element, state)
            case .select(let binding, let caseName): return write(.enumCase(caseName), through: binding, element, state)
            case .action(let action): return .activating(action, payload: element, state, in: context)
            }
        case .expandableSwitch(let item):
            return write(.bool(!item.isExpanded), through: .init(target: .state(item.expandedField)), element, state)
        case .described(let item):
            guard let action = item.action else { return .ignored(state, .noAction) }
            return .activating(action, payload: element, state, in: context)
        case .switch, .sectionHeader, .text, .singleLineInput, .multilineInput, .info, .activityText, .placeholder:
            return .ignored(state, .noAction)
        }
    }

    /// A text edit. With a `limit` (a single-line input's `maxLength`), text longer than it is refused, as
    /// ItemListSingleLineInputItem's text field refuses it — even an edit that shortens an over-long text.
    private static func edit(
        _ field: String, from old: String, to new: String, limit: Int?, change: ScreenHook?,
        _ element: [ExpressionValue], _ state: ScreenState
    ) -> InteractionOutcome {
        if let limit, new.count > limit {
            return .ignored(state, .tooLong(limit: limit))
        }
        return write(.string(new), through: .init(target: .state(field), change: change), element, state)
    }

    /// A control writing `value` through `binding`: a state field is written, and its `change` hook reported only
    /// when the value changed; app data is not written: the `change` hook is reported with the value, and the write
    /// asked of the app as the outcome's `dataChange`. Hooks receive the row's element (if any) before the value.
    static func write(
        _ value: ExpressionValue, through binding: RenderedRow.ControlBinding, _ element: [ExpressionValue],
        _ state: ScreenState
    ) -> InteractionOutcome {
        let activation = binding.change.map { ActivationResult.hook(HookActivation($0, payload: element + [value])) }
        switch binding.target {
        case .state(let field):
            var written = state
            written.update(field, to: value)
            guard state[field] != value, let activation else { return InteractionOutcome(state: written) }
            return InteractionOutcome(state: written, activation: activation)
        case .data(let field):
            return InteractionOutcome(
                state: state, activation: activation ?? .none, dataChange: DataChange(field: field, value: value))
        case .element(let list, let id, let field):
            return InteractionOutcome(
                state: state, activation: activation ?? .none,
                dataChange: DataChange(field: list, element: .init(id: id, field: field), value: value))
        }
    }
}
