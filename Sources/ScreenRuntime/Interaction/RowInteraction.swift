import ScreenExpressions

/// The row interactions of `InteractionHandler`, on a row rendered for the current state.
enum RowInteraction {
    /// Throws when `interaction` does not apply to the row's kind (or names a sub-item it does not have).
    static func check(_ interaction: Interaction, applies row: RenderedRow) throws(InteractionError) {
        let applies: Bool
        switch (interaction, row.content) {
        case (.toggleSwitch, .switch), (.toggleSwitch, .expandableSwitch), (.setSwitch, .switch),
            (.setSwitch, .expandableSwitch), (.tapRow, _), (.editText, .singleLineInput),
            (.editText, .multilineInput), (.submitInput, .singleLineInput), (.closeInfo, .info):
            applies = true
        case (.toggleSubItem(_, let id), .expandableSwitch(let item)):
            guard item.subItems.contains(where: { $0.id == id }) else {
                throw .unknownSubItem(rowID: row.rowID, subItem: id)
            }
            applies = true
        default:
            applies = false
        }
        if !applies {
            throw .unsupported(interaction: interaction.name, rowID: row.rowID, kind: row.kind)
        }
    }

    /// Performs a row interaction that `check` accepted, on a shown row.
    static func perform(_ interaction: Interaction, on row: RenderedRow, state: ScreenState) -> InteractionOutcome {
        switch (interaction, row.content) {
        case (.toggleSwitch, .switch(let item)):
            return setSwitch(item, to: !item.value, state)
        case (.setSwitch(_, let value), .switch(let item)):
            return setSwitch(item, to: value, state)
        case (.toggleSwitch, .expandableSwitch(let item)):
            return setExpandableSwitch(item, to: !item.value, state)
        case (.setSwitch(_, let value), .expandableSwitch(let item)):
            return setExpandableSwitch(item, to: value, state)
        case (.tapRow, let content):
            return tap(content, state)
        case (.editText(_, let text), .singleLineInput(let item)):
            guard item.enabled else { return .ignored(state, .disabled) }
            return edit(item.field, from: item.text, to: text, limit: item.limit, state)
        case (.editText(_, let text), .multilineInput(let item)):
            // ItemListMultilineInputItem only shows a counter (red past the limit); it does not refuse text.
            return edit(item.field, from: item.text, to: text, limit: nil, state)
        case (.submitInput, .singleLineInput(let item)):
            guard item.enabled else { return .ignored(state, .disabled) }
            return .activating(item.action, state)
        case (.closeInfo, .info(let item)):
            return .activating(item.closeAction, state)
        case (.toggleSubItem(_, let id), .expandableSwitch(let item)):
            guard item.enabled else { return .ignored(state, .disabled) }
            guard let sub = item.subItems.first(where: { $0.id == id }) else {
                preconditionFailure("unknown sub-item `\(id)`")
            }
            guard sub.isEnabled else { return .ignored(state, .disabled) }
            return writing(sub.field, .bool(!sub.isSelected), state)
        default:
            preconditionFailure("`\(interaction.name)` does not apply to \(row.kind.phrase)")
        }
    }

    private static func setSwitch(_ item: RenderedRow.Switch, to value: Bool, _ state: ScreenState)
        -> InteractionOutcome
    {
        guard item.enabled, !item.displayLocked else {
            if let action = item.lockedAction {
                return InteractionOutcome(state: state, activation: ActivationResult(action))
            }
            return .ignored(state, item.enabled ? .locked : .disabled)
        }
        return writing(item.field, .bool(value), state)
    }

    private static func setExpandableSwitch(_ item: RenderedRow.ExpandableSwitch, to value: Bool, _ state: ScreenState)
        -> InteractionOutcome
    {
        guard item.enabled else { return .ignored(state, .disabled) }
        guard !item.displayLocked else { return .ignored(state, .locked) }
        return writing(item.field, .bool(value), state)
    }

    private static func tap(_ content: RenderedRow.Content, _ state: ScreenState) -> InteractionOutcome {
        guard content.isEnabled else { return .ignored(state, .disabled) }
        switch content {
        case .disclosure(let item): return .activating(item.action, state)
        case .action(let item): return .activating(item.action, state)
        case .textWithLabel(let item): return .activating(item.action, state)
        case .multilineText(let item): return .activating(item.action, state)
        case .checkbox(let item):
            switch item.binding {
            case .toggle(let field): return writing(field, .bool(!item.checked), state)
            case .select(let field, let caseName): return writing(field, .enumCase(caseName), state)
            case .action(let action): return .activating(action, state)
            }
        case .expandableSwitch(let item):
            return writing(item.expandedField, .bool(!item.isExpanded), state)
        case .switch, .sectionHeader, .text, .singleLineInput, .multilineInput, .info, .activityText, .placeholder:
            return .ignored(state, .noAction)
        }
    }

    /// A text edit. With a `limit` (a single-line input's `maxLength`), text longer than it is refused, as
    /// ItemListSingleLineInputItem's text field refuses it — even an edit that shortens an over-long text.
    private static func edit(_ field: String, from old: String, to new: String, limit: Int?, _ state: ScreenState)
        -> InteractionOutcome
    {
        if let limit, new.count > limit {
            return .ignored(state, .tooLong(limit: limit))
        }
        return writing(field, .string(new), state)
    }

    private static func writing(_ field: String, _ value: ExpressionValue, _ state: ScreenState)
        -> InteractionOutcome
    {
        var state = state
        state.update(field, to: value)
        return InteractionOutcome(state: state)
    }
}
