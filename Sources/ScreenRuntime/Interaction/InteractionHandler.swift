import ScreenExpressions
import ScreenIR

/// Applies interactions to a state: what the generated code's closures do, as a pure function
/// `(Screen, ScreenState, Interaction) -> (ScreenState, ActivationResult, DataChange?)`.
public enum InteractionHandler {
    /// Performs `interaction` on `screen` in `state`.
    ///
    /// Row interactions act on the row as `ScreenRenderer` renders it in `state` (an instance of a repeated row for
    /// its element); a hidden row (or a row of a hidden section) ignores everything (`.hidden`), and so does a
    /// disabled control (`.disabled`).
    ///
    /// How a control writes its binding:
    /// - bound to a **state** field, it writes the field; its `change` hook, if any, is reported with the new value
    ///   only when the value changed (the generated code calls it after a real change);
    /// - bound to **app data** (a data field, or a field of the row's element), it writes nothing: it reports its
    ///   `change` hook with the new value (after the element, in a repeated row) and the `dataChange` it asks the
    ///   app to make. The row keeps showing the data's value until the data changes — except a switch that flips
    ///   under the finger (`interactive`, the default): the outcome's state shows the new value at once
    ///   (`showsDataChange`), until the app's data emits again.
    ///
    /// - `toggleSwitch` / `setSwitch`: a `switch` or an `expandableSwitch` writes its bound Bool. A switch that is
    ///   disabled or locked does not change; a tap on it reports its `lockedAction` (ItemListUI's
    ///   `activatedWhileDisabled`) or is ignored (`.disabled` / `.locked`). A locked expandable switch is ignored. A
    ///   switch bound to app data asks for `!value` on a tap (and, interactive, shows it at once); asked for the value
    ///   it already shows (`setSwitch`), it does nothing.
    /// - `tapRow`: disclosure, action, text-with-label and multiline-text rows report their action (`.noAction`
    ///   without one); an action row whose `enabled` is false (drawn with kind `.disabled`) ignores the tap. A
    ///   checkbox toggles its Bool, selects its enum case, or reports its action (writing no state). An expandable
    ///   switch toggles its `expanded` field. Other rows are not selectable (`.noAction`).
    /// - `editText`: sets the bound String of an input. When the input has a limit (`maxLength` > 0 for a
    ///   single-line input, `maxLength` for a multi-line one) an edit that would leave more Characters than the
    ///   limit is refused (`.tooLong`) and the text stays as it was — ItemListUI rejects such a change rather than
    ///   truncating it — unless the edit shortens the text (deleting is always possible).
    /// - `submitInput`: reports the single-line input's return-key action (`.noAction` without one).
    /// - `closeInfo`: reports the info row's `closeAction` (`.noAction` without one).
    /// - `toggleSubItem`: flips the sub-item's Bool; ignored when the row or the sub-item is disabled.
    /// - `tapLink`: reports the row's `linkAction` hook with the link's target (a String, after the element in a
    ///   repeated row); `.noAction` without one. Applies to `text` rows (and footers), `info` and `activityText` rows.
    /// - `tapHeaderAction`: reports the section header's `action` (its `actionText` button); `.noAction` without one.
    /// - `selectTitleSegment`: sets the shown title's `selected` field to the index (Int) or the case at the index
    ///   (enum).
    /// - `tapNavigationButton` / `tapToolbarAction`: report the action of the button shown; ignored when disabled,
    ///   and for a button with `style: activity` (a spinner, `.showsActivity`).
    /// - `didAppear` / `willDisappear` / `didDisappear` / `willPop` / `didPop`: report the lifecycle hook with its
    ///   flag (`.noAction` when the screen has none).
    /// - `scrollNearEnd`: reports the `loadMore` hook, without payload (`.noAction` when the screen has none).
    /// - `beganInteractiveDragging`: reports its hook, without payload (`.noAction` when the screen has none).
    /// - `moveRow`: moves a shown instance of a repeated row with `reorder:` within the shown instances of that row
    ///   and reports the `reorder` hook with their ids in the new order (a list); the state is not changed — the
    ///   outcome's `dataChange` is the list in that order, which the app writes into its data and emits (elements
    ///   the row hides keep their places). Ignored when the row shows no reorder grip (`.notReorderable`: no
    ///   `reorder:`, or not in editing mode) and when the move would leave the list (`.outsideList`), as the
    ///   generated `setReorderEntry` refuses it. A row with `reorder: { after: drop }` reports nothing: the outcome's
    ///   state shows the list in the new order at once (`showsDataChange`, no `dataChange`: the screen's temporary
    ///   order, until the app's data emits again).
    /// - `dropRow`: the drag of a row with `reorder: { after: drop }` ends after a move: reports the hook once with the
    ///   ids of the list's shown elements in the order shown, and the `dataChange` writing the list in that order
    ///   (already shown). `.noAction` for a row whose hook is called after every move.
    ///
    /// An action that is a `set:` (on a row, button or toolbar action) writes its local state fields in one step —
    /// the values evaluated on the state before it, in a repeated row for the instance's element — and lists them in
    /// the outcome's `stateWrites`; then it reports its hook (`set:` with `action:`), if any. The state changes only
    /// when a value differs from the field's, as with the generated `updateState`.
    ///
    /// Every hook of a repeated row's instance receives the instance's element first.
    ///
    /// Throws when the interaction does not fit the screen: unknown row (or element), wrong row kind, unknown
    /// sub-item, index out of range, missing button.
    ///
    /// Precondition: `screen` lints without errors and `state` was made from it.
    public static func perform(
        _ interaction: Interaction, in screen: Screen, state: ScreenState
    ) throws(InteractionError) -> InteractionOutcome {
        switch interaction {
        case .selectTitleSegment(let index):
            let context = ConditionContext(screen: screen, state: state)
            return try selectSegment(index, title: RenderedTitle.shown(of: screen, context: context), state: state)
        case .tapNavigationButton(let position):
            let context = ConditionContext(screen: screen, state: state)
            guard let button = RenderedNavigationBar(screen.navigationBar, context: context)[position] else {
                throw .noNavigationButton(position)
            }
            if button.style == .activity { return .ignored(state, .showsActivity) }
            if !button.enabled { return .ignored(state, .disabled) }
            return .activating(button.action, state, in: context)
        case .tapToolbarAction(let index):
            let context = ConditionContext(screen: screen, state: state)
            let toolbar = RenderedToolbarAction.toolbar(screen.toolbar, context: context)
            guard toolbar.indices.contains(index) else {
                throw .toolbarActionOutOfRange(index: index, count: toolbar.count)
            }
            if !toolbar[index].enabled { return .ignored(state, .disabled) }
            return .activating(toolbar[index].action, state, in: context)
        case .didAppear(let flag):
            return lifecycle(screen.presentation.lifecycle.didAppear, flag, screen, state)
        case .willDisappear(let flag):
            return lifecycle(screen.presentation.lifecycle.willDisappear, flag, screen, state)
        case .didDisappear(let flag):
            return lifecycle(screen.presentation.lifecycle.didDisappear, flag, screen, state)
        case .scrollNearEnd:
            return .activating(
                screen.presentation.loadMore.map { .hook(ScreenHook($0)) }, payload: [], state,
                in: ConditionContext(screen: screen, state: state))
        case .willPop(let flag):
            return lifecycle(screen.presentation.lifecycle.willPop, flag, screen, state)
        case .didPop(let flag):
            return lifecycle(screen.presentation.lifecycle.didPop, flag, screen, state)
        case .beganInteractiveDragging:
            return .activating(
                screen.presentation.lifecycle.beganInteractiveDragging.map { .hook(ScreenHook($0)) }, payload: [], state,
                in: ConditionContext(screen: screen, state: state))
        case .moveRow(let row, let offset):
            return try move(row, by: offset, in: screen, state: state)
        case .dropRow(let row):
            return try drop(row, in: screen, state: state)
        case .toggleSwitch(let row), .setSwitch(let row, _), .tapRow(let row), .editText(let row, _),
            .submitInput(let row), .closeInfo(let row), .toggleSubItem(let row, _), .tapLink(let row, _),
            .tapHeaderAction(let row), .setDescribedValue(let row, _, _), .callDescribedHook(let row, _, _),
            .revealPeerOptions(let row), .closePeerOptions(let row), .removePeer(let row),
            .chooseRevealOption(let row, _):
            guard let instance = RowInstance(row, in: screen, state: state) else { throw .unknownRow(row) }
            let rendered = ScreenRenderer.renderRow(instance)
            try RowInteraction.check(interaction, applies: rendered)
            guard instance.isShown else { return .ignored(state, .hidden) }
            return RowInteraction.perform(interaction, on: rendered, state: state, context: instance.context)
        }
    }

    private static func lifecycle(
        _ hook: HookReference?, _ flag: Bool, _ screen: Screen, _ state: ScreenState
    ) -> InteractionOutcome {
        .activating(
            hook.map { .hook(ScreenHook($0)) }, payload: [.bool(flag)], state,
            in: ConditionContext(screen: screen, state: state))
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
