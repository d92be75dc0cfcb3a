import ScreenIR
import ScreenRuntime

extension PreviewModel {
    /// The calls of the screen handle the data panel offers for the shown screen (its "Screen handle" group), as the
    /// app's hooks could make them: none for a screen without hooks (its generated controller makes no handle);
    /// otherwise `scrollToTop()`, then `replaceTopController(with:)` with each screen it pushes and with itself.
    var handleCalls: [DataPanel.HandleCall] {
        let screen = page.screen
        guard !screen.hookSignatures.isEmpty else { return [] }
        var replacements = screen.pushedScreens
        if !replacements.contains(screen.name.value) { replacements.append(screen.name.value) }
        return [.scrollToTop] + replacements.map { .replaceTopController(with: $0) }
    }

    /// Makes `call` on the shown screen's handle, as a hook of the app would, closes the data panel to show what it
    /// did and says so in the status line (`→ handle.scrollToTop()`).
    mutating func callHandle(_ call: DataPanel.HandleCall, now: Double) {
        switch call {
        case .scrollToTop:
            closePanel()
            // ItemListController's scrollToTop: the list's first row is at the top again.
            page.scrollTop = 0
            if let first = page.listTargets.first, focus == nil || focus?.zone == .list {
                setFocus(first)
            }
            status = PreviewStatus(kind: .navigation, message: "→ handle.\(call.description) · data panel")
        case .replaceTopController(let name):
            replaceTop(with: name, call: call)
        }
    }

    /// `replaceTopController(with:)`: the screen `name`, with its default state, takes the shown screen's place on the
    /// stack, with the same back button. The shown screen leaves the stack (`willDisappear`, `willPop`,
    /// `didDisappear`, `didPop`), the new one gets `didAppear(true)`.
    private mutating func replaceTop(with name: String, call: DataPanel.HandleCall) {
        guard let screen = loader(name) else {
            let reason = whyNotLoaded(name) ?? "screen not loaded"
            status = PreviewStatus(kind: .problem, message: "✗ handle.\(call.description): \(reason)")
            return
        }
        closePanel()
        var calls = lifecycleCalls(Self.popped)
        let back = page.backTitle
        page = PreviewPage(screen: screen, state: ScreenState(defaultsOf: screen), backTitle: back, strings: stringsLookup)
        calls += lifecycleCalls([.didAppear(firstTime: true)])
        if let focus = focusAfterAppearing() { calls.append(focus) }
        let hooks = calls.isEmpty ? "" : " · " + calls.joined(separator: ", ")
        status = PreviewStatus(kind: .navigation, message: "→ handle.\(call.description) · data panel\(hooks)")
    }

    /// Page Up with the list at its top, on a pushed screen with `enableInteractiveDismiss: true`, stands for
    /// swiping the sheet down: the screen is dismissed (popped, with the hooks a pop calls). Returns whether it was.
    mutating func dismissBySwipe() -> Bool {
        guard page.screen.presentation.enablesInteractiveDismiss, pages.count > 1, page.scrollTop == 0 else {
            return false
        }
        if let focus, focus.zone == .list, focus != page.listTargets.first { return false }
        popPage(verb: "↓ swiped down: dismissed")
        return true
    }
}
