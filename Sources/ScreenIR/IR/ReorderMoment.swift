/// When a row's `reorder` hook is called (`reorder: { hook:, after: }`).
public enum ReorderMoment: String, Sendable, Equatable, CaseIterable {
    /// After every move the list accepts, with the list's order after it (`ItemListController.setReorderEntry`).
    case move
    /// Once, when the user drops the dragged row (`ItemListController.setReorderCompleted`): during the drag the list
    /// shows the dragged order as the screen's own (Telegram's temporary order), until the app's data emits again.
    case drop
}
