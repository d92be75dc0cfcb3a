import ScreenIR

/// Applies interactions to a state: what the generated code's closures do, as a pure function
/// `(Screen, ScreenState, Interaction) -> (ScreenState, ActivationResult)`.
public enum InteractionHandler {
    /// Performs `interaction` on `screen` in `state`.
    ///
    /// Row interactions act on the row as `ScreenRenderer` renders it in `state`; a hidden row (or a row of a
    /// hidden section) ignores everything (`.hidden`), and so does a disabled control (`.disabled`).
    ///
    /// - `toggleSwitch` / `setSwitch`: a `switch` or an `expandableSwitch` writes its bound Bool. A switch that
    ///   is disabled or locked does not change; a tap on it reports its `lockedAction` (ItemListUI's
    ///   `activatedWhileDisabled`) or is ignored (`.disabled` / `.locked`). A locked expandable switch is ignored.
    /// - `tapRow`: disclosure, action, text-with-label and multiline-text rows report their action (`.noAction`
    ///   without one); an action row whose `enabled` is false (drawn with kind `.disabled`) ignores the tap. A
    ///   checkbox toggles its Bool field, selects its enum case, or reports its action (writing no state). An
    ///   expandable switch toggles its `expanded` field. Other rows are not selectable (`.noAction`).
    /// - `editText`: sets the bound String of an input. When the input has a limit (`maxLength` > 0 for a
    ///   single-line input, `maxLength` for a multi-line one) an edit that would leave more Characters than the
    ///   limit is refused (`.tooLong`) and the text stays as it was — ItemListUI rejects such a change rather than
    ///   truncating it — unless the edit shortens the text (deleting is always possible).
    /// - `submitInput`: reports the single-line input's return-key action (`.noAction` without one).
    /// - `closeInfo`: reports the info row's `closeAction` (`.noAction` without one).
    /// - `toggleSubItem`: flips the sub-item's Bool; ignored when the row or the sub-item is disabled.
    /// - `selectTitleSegment`: sets the title's `selected` field to the index (Int) or the case at the index (enum).
    /// - `tapNavigationButton` / `tapToolbarAction`: report the action; ignored when disabled, and for a button
    ///   with `style: activity` (a spinner, `.showsActivity`).
    ///
    /// Throws when the interaction does not fit the screen: unknown row, wrong row kind, unknown sub-item,
    /// index out of range, missing button.
    ///
    /// Precondition: `screen` lints without errors and `state` was made from it.
    public static func perform(
        _ interaction: Interaction, in screen: Screen, state: ScreenState
    ) throws(InteractionError) -> InteractionOutcome {
        let context = ConditionContext(state: state)
        switch interaction {
        case .selectTitleSegment(let index):
            return try selectSegment(index, title: screen.title, state: state)
        case .tapNavigationButton(let position):
            guard let button = RenderedNavigationBar(screen.navigationBar, context: context)[position] else {
                throw .noNavigationButton(position)
            }
            if button.style == .activity { return .ignored(state, .showsActivity) }
            if !button.enabled { return .ignored(state, .disabled) }
            return .activating(button.action, state)
        case .tapToolbarAction(let index):
            let toolbar = RenderedToolbarAction.toolbar(screen.toolbar, context: context)
            guard toolbar.indices.contains(index) else {
                throw .toolbarActionOutOfRange(index: index, count: toolbar.count)
            }
            if !toolbar[index].enabled { return .ignored(state, .disabled) }
            return .activating(toolbar[index].action, state)
        case .toggleSwitch(let row), .setSwitch(let row, _), .tapRow(let row), .editText(let row, _),
            .submitInput(let row), .closeInfo(let row), .toggleSubItem(let row, _):
            guard let entry = ScreenEntries.entry(stableID: row, in: screen) else { throw .unknownRow(row) }
            let rendered = ScreenRenderer.renderRow(entry, state: state)
            try RowInteraction.check(interaction, applies: rendered)
            guard context.isShown(entry) else { return .ignored(state, .hidden) }
            return RowInteraction.perform(interaction, on: rendered, state: state)
        }
    }

    private static func selectSegment(
        _ index: Int, title: ScreenTitle, state: ScreenState
    ) throws(InteractionError) -> InteractionOutcome {
        let choices: [DisplayText]
        let field: String
        switch title {
        case .sectionControl(let segments, let selected): (choices, field) = (segments, selected.value)
        case .textWithTabs(_, let tabs, let selected): (choices, field) = (tabs, selected.value)
        case .text, .textWithSubtitle: throw .titleHasNoSelection
        }
        guard choices.indices.contains(index) else { throw .segmentOutOfRange(index: index, count: choices.count) }
        var state = state
        switch state.type(of: field) {
        case .int?:
            state.update(field, to: .int(index))
        case .enumeration(_, let cases)? where cases.indices.contains(index):
            state.update(field, to: .enumCase(cases[index]))
        default:
            preconditionFailure("`\(field)` is not an Int field or an enum field with a case per segment")
        }
        return InteractionOutcome(state: state)
    }
}
