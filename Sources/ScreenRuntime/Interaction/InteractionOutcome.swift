import ScreenExpressions

/// Why an interaction did nothing at all.
public enum IgnoredReason: Sendable, Equatable, CustomStringConvertible {
    /// The row, or its section, is hidden in this state: the generated code does not append it.
    case hidden
    /// The row, sub-item, button or toolbar action is disabled.
    case disabled
    /// The switch is locked (`displayLocked`) and has no `lockedAction`.
    case locked
    /// The row, return key or close button has no action.
    case noAction
    /// The edit would leave the text longer than the input's `maxLength` (in Characters); ItemListUI rejects it.
    case tooLong(limit: Int)
    /// The navigation button shows a spinner (`style: activity`) instead of being a button.
    case showsActivity
    /// The row shows no reorder grip (it has no `reorder:`, or the list is not being edited): it cannot be dragged.
    case notReorderable
    /// The move would take the row past its list's first or last shown element: the generated `setReorderEntry`
    /// answers `.single(false)`.
    case outsideList

    /// A short phrase for the preview.
    public var description: String {
        switch self {
        case .hidden: "hidden"
        case .disabled: "disabled"
        case .locked: "locked"
        case .noAction: "no action"
        case .tooLong(let limit): "longer than \(limit) characters"
        case .showsActivity: "shows an activity indicator"
        case .notReorderable: "cannot be reordered"
        case .outsideList: "already at the end of its list"
        }
    }
}

/// The result of an interaction: the new state, what it triggers, and whether it was ignored.
public struct InteractionOutcome: Sendable, Equatable {
    /// The state after the interaction (the previous state when nothing changed). A control bound to app data does
    /// not write the data: see `dataChange` — except that an interactive switch shows the value it asked for until the
    /// app's data emits again (`showsDataChange`).
    public var state: ScreenState
    /// The hook called or screen pushed, if any.
    public var activation: ActivationResult
    /// The write a control bound to app data (a data field or a field of a list element) asked the app to make
    /// through its hook; the app performs it and its data signal re-emits (`ScreenState.apply(_:)` does it here).
    public var dataChange: DataChange?
    /// Whether `state` already shows `dataChange`: a switch bound to app data flips under the finger, and the screen
    /// shows the data with the new value until the app's data emits again. That emission is the truth: the same value
    /// when the app accepted the change, the old one when it rejected it (the switch flips back). False for a control
    /// that waits for the data (a checkbox, a switch with `interactive: false`).
    public var showsDataChange = false
    /// The local state a `set:` wrote (in `state` already), in the order written — also when it changed nothing;
    /// empty for other interactions.
    public var stateWrites: [StateWrite]
    /// Why nothing happened, or nil when the interaction changed the state, triggered an activation or asked for a
    /// data change.
    public var ignored: IgnoredReason?

    /// Creates an outcome.
    public init(
        state: ScreenState, activation: ActivationResult = .none, dataChange: DataChange? = nil,
        ignored: IgnoredReason? = nil, stateWrites: [StateWrite] = []
    ) {
        self.state = state
        self.activation = activation
        self.dataChange = dataChange
        self.ignored = ignored
        self.stateWrites = stateWrites
    }

    /// An outcome where nothing happened.
    static func ignored(_ state: ScreenState, _ reason: IgnoredReason) -> InteractionOutcome {
        InteractionOutcome(state: state, ignored: reason)
    }

    /// An outcome that runs `action` (a hook receiving `payload`), or is ignored with `.noAction` when there is none.
    /// A `set:` writes its fields in one step first — values computed in `context`, the generated code's
    /// `updateState`, which reports the new state only when something changed — and then calls its hook, if any.
    static func activating(
        _ action: ScreenAction?, payload: [ExpressionValue] = [], _ state: ScreenState, in context: ConditionContext
    ) -> InteractionOutcome {
        guard let action else { return .ignored(state, .noAction) }
        let activation = ActivationResult(action, payload: payload, context: context)
        guard let writes = action.stateWrites(in: context) else {
            return InteractionOutcome(state: state, activation: activation)
        }
        var written = state
        for write in writes { written.update(write.field, to: write.value) }
        return InteractionOutcome(state: written, activation: activation, stateWrites: writes)
    }
}
