import ScreenExpressions
import ScreenRuntime
import Testing

@testable import ScreenPreview

/// Blocked Users' peer rows in the preview: ← reveals a row's Delete (the swipe), → hides it, another row's ← moves
/// it, and `x` chooses Delete — the `remove` hook with the element in the status line, and the options closed.
@Suite struct PeerRowPreviewTests {
    @Test func swipesRevealAndHideDeleteOneRowAtATime() throws {
        var model = try exampleModel("BlockedUsers")
        try model.focusRow("blockedPeer")
        model.press(.left)
        #expect(model.page.state["peerIdWithRevealedOptions"] == .int(101))
        #expect(model.pages.count == 1, "← on a removable peer row reveals instead of going back")
        model.press(.down, .left)
        #expect(model.page.state["peerIdWithRevealedOptions"] == .int(102), "revealing another row moves it")
        model.press(.right)
        #expect(model.page.state["peerIdWithRevealedOptions"] == .null)
    }

    @Test func deleteCallsTheRemoveHookWithTheElement() throws {
        var model = try exampleModel("BlockedUsers")
        try model.focusRow("blockedPeer")
        model.press(.down, .left, .character("x"))
        #expect(model.status?.message == "→ unblockPeer(BlockedPeer #102 “Zoë Laurent”) · row blockedPeer")
        #expect(model.page.state["peerIdWithRevealedOptions"] == .null, "the options close after the hook")
    }
}
