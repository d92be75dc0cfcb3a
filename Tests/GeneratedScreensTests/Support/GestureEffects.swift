import ScreenRuntime

/// What the runtime says a gesture does: the interactions it is, their outcomes, and what the generated screen
/// must report for them.
struct GestureEffects {
    /// The outcome of each interaction, in order (a disappearance is `willDisappear` then `didDisappear`).
    var outcomes: [InteractionOutcome] = []
    /// The state afterwards, including the change a hook made through the handle.
    var state: ScreenState
    /// The calls the generated screen must make, in order.
    var calls: [HookCall] = []
    /// How many states the controller must emit (one per change of the state).
    var emissions = 0
    /// The writes data-bound controls asked the app to make.
    var dataChanges: [DataChange] = []
    /// Those of `dataChanges` the screen already shows (a switch flipped under the finger), in the same order.
    var shownDataChanges: [DataChange] = []
    /// Whether a hook changed the state through the handle.
    var changedThroughHandle = false
}
