import ScreenIR
import ScreenRuntime
import Testing

@Suite struct EmptyStateTests {
    @Test func emptyStateIsShownOnlyWhenNoRowIsShown() throws {
        var blocked = try Fixture("BlockedUsers")
        #expect(blocked.rendered.emptyState == nil)
        #expect(blocked.shownRowIDs == ["blockedPeer1", "blockedPeer2", "blockedPeer3", "blockedFooter"])

        try blocked.set("blockedCount=1")
        #expect(blocked.shownRowIDs == ["blockedPeer1", "blockedFooter"])
        #expect(blocked.rendered.emptyState == nil)

        try blocked.set("blockedCount=0")
        let rendered = blocked.rendered
        #expect(rendered.rows.isEmpty)
        #expect(rendered.sections.isEmpty)
        #expect(rendered.emptyState?.source == .localized(key: "BlockedUsers_Empty"))
    }

    @Test func screensWithoutEmptyStateNeverShowOne() throws {
        for screen in try exampleScreens() where screen.emptyState == nil {
            #expect(ScreenRenderer.render(screen, state: ScreenState(defaultsOf: screen)).emptyState == nil)
        }
    }
}
