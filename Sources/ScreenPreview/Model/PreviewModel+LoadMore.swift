import ScreenRuntime

extension PreviewModel {
    /// The list scrolled to its end: when the focus is on the list's last row and the screen has `loadMore:`, its
    /// hook is called (the status line shows it) — once, until the data panel changes something, as the generated
    /// controller calls it once per emission of the app data.
    mutating func loadMoreAtListEnd(now: Double) {
        guard page.screen.presentation.loadMore != nil, page.loadMoreArmed, let focus, focus.zone == .list,
            focus == page.listTargets.last
        else { return }
        page.loadMoreArmed = false
        perform(.scrollNearEnd, source: .listEnd, now: now)
    }
}
