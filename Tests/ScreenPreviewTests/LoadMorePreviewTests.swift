import ScreenExpressions
import ScreenRuntime
import Testing

@testable import ScreenPreview

/// Blocked Users' `loadMore:` in the preview: moving down onto the list's last row scrolls the list to its end, which
/// calls the hook once (the status line shows it), and again only after the data panel changed something.
@Suite struct LoadMorePreviewTests {
    static let call = "→ loadMoreBlockedPeers() · scrolled to the end"

    @Test func reachingTheLastRowCallsTheHookOncePerDataChange() throws {
        var model = try exampleModel("BlockedUsers")
        try model.focusRow("blockedPeer")
        model.press(.down)
        #expect(model.status?.message != Self.call, "the second of three peers is not the end")
        model.press(.down)
        #expect(model.status?.message == Self.call)
        model.press(.up, .down)
        #expect(model.status?.message != Self.call, "asked already: not again before the data changes")

        model.applyPanelChange(model.page.state, now: 0)
        model.press(.up, .character("G"))
        #expect(model.status?.message == Self.call, "the app's data emitted again")
    }

    @Test func aScreenWithoutLoadMoreCallsNothingAtTheEnd() throws {
        var model = try exampleModel("ProxyServerSettings")
        model.press(.character("G"))
        #expect(model.status == nil)
    }
}
