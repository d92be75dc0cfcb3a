import ScreenIR
import ScreenRuntime
import Testing

@Suite struct EmptyStateTests {
    @Test func emptyStateIsShownOnlyWhenNoRowIsShown() throws {
        let yaml = """
            screen: Stickers
            title: Stickers
            state:
              installedPacks: 0
            emptyState: You have no sticker sets yet.
            sections:
              - id: packs
                header: Installed
                visible: installedPacks > 0
                rows:
                  - { id: manage, item: action, title: Manage, action: manageStickers }
            """
        var stickers = Fixture(screen: try #require(ScreenReader.read(Array(yaml.utf8), file: "S.yaml").screen))
        #expect(stickers.rendered.rows.isEmpty)
        #expect(stickers.rendered.emptyState != nil)
        #expect(stickers.rendered.scrollEnabled, "a plain empty-state text leaves `scrollEnabled` at its default")
        try stickers.set("installedPacks=2")
        #expect(stickers.rendered.emptyState == nil)
    }

    /// BlockedUsers' variants: the loading indicator while loading, the text over the "Block User" row once the
    /// list is empty, the list scrolling only while neither is shown.
    @Test func variantsShowOverRowsInOrder() throws {
        var blocked = try Fixture("BlockedUsers")
        #expect(blocked.rendered.emptyState == nil)
        #expect(!blocked.rendered.showsLoadingIndicator)
        #expect(blocked.rendered.scrollEnabled)
        #expect(blocked.shownRowIDs == ["blockUserRow", "blockedPeer", "blockedPeer", "blockedPeer", "blockedFooter"])

        for index in [2, 1, 0] { _ = try blocked.state.removeElement(at: index, from: "blockedPeers") }
        let empty = blocked.rendered
        #expect(blocked.shownRowIDs == ["blockUserRow", "blockedFooter"], "the text is shown over the rows")
        #expect(empty.emptyState?.source == .localized(key: "BlockedUsers_Empty"))
        #expect(!empty.showsLoadingIndicator)
        #expect(!empty.scrollEnabled)

        try blocked.set("isLoading=true")
        let loading = blocked.rendered
        #expect(loading.rows.isEmpty)
        #expect(loading.showsLoadingIndicator, "the first variant whose `when` holds")
        #expect(loading.emptyState == nil)
        #expect(!loading.scrollEnabled)
    }

    @Test func screensWithoutEmptyStateNeverShowOne() throws {
        for screen in try exampleScreens() where screen.emptyState == nil {
            #expect(ScreenRenderer.render(screen, state: ScreenState(defaultsOf: screen)).emptyState == nil)
        }
    }
}
