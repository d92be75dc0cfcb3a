import ScreenIR
import ScreenRuntime
import Testing

@Suite struct EmptyStateTests {
    @Test func emptyStateIsShownOnlyWhenNoRowIsShown() throws {
        var blocked = try Fixture("BlockedUsers")
        #expect(blocked.rendered.emptyState == nil)
        #expect(blocked.shownRowIDs == ["blockUserRow", "blockedPeer", "blockedPeer", "blockedPeer", "blockedFooter"])

        _ = try blocked.state.removeElement(at: 2, from: "blockedPeers")
        _ = try blocked.state.removeElement(at: 1, from: "blockedPeers")
        #expect(blocked.shownRowIDs == ["blockUserRow", "blockedPeer", "blockedFooter"])
        #expect(blocked.rendered.emptyState == nil)

        _ = try blocked.state.removeElement(at: 0, from: "blockedPeers")
        let rendered = blocked.rendered
        #expect(rendered.rows.isEmpty)
        #expect(rendered.sections.isEmpty)
        #expect(rendered.emptyState?.source == .localized(key: "BlockedUsers_Empty"))

        try blocked.set("isLoading=true")
        #expect(blocked.shownRowIDs == ["loadingText"])
        #expect(blocked.rendered.emptyState == nil)
    }

    @Test func screensWithoutEmptyStateNeverShowOne() throws {
        for screen in try exampleScreens() where screen.emptyState == nil {
            #expect(ScreenRenderer.render(screen, state: ScreenState(defaultsOf: screen)).emptyState == nil)
        }
    }
}
