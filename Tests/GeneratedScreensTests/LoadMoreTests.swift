import ScreenExpressions
import ScreenRuntime
import Testing

@testable import GeneratedScreens

/// BlockedUsers' `loadMore:` driven through the harness: the generated controller's
/// `visibleBottomContentOffsetChanged` calls the hook when the list is scrolled near its end, once per emission of the
/// app data, as the runtime (`scrollNearEnd`) and the driver's bookkeeping expect.
@Suite struct LoadMoreTests {
    func loadMoreCalls(_ driver: ScreenDriver, since mark: Int) -> Int {
        driver.log.calls(since: mark).filter { $0 == .hook("loadMoreBlockedPeers", payload: []) }.count
    }

    @Test func nearTheEndTheListAsksForMoreOncePerDataEmission() throws {
        let driver = try ScreenDriver("BlockedUsers")
        let mark = driver.log.calls.count
        try #require(try driver.perform(.scroll(offset: 300), "scrolled, far from the end"))
        #expect(loadMoreCalls(driver, since: mark) == 0)
        try #require(try driver.perform(.scroll(offset: 12), "scrolled near the end"))
        #expect(loadMoreCalls(driver, since: mark) == 1)
        try #require(try driver.perform(.scroll(offset: 0), "at the end, the page still loading"))
        #expect(loadMoreCalls(driver, since: mark) == 1, "no second request before the app's data emits")

        try driver.emitData(
            [.insert(PeerItemTests.peer(104, "Sam Lee"), into: "blockedPeers", at: 3)], "the next page arrives")
        try #require(try driver.perform(.scroll(offset: 8), "near the new end"))
        #expect(loadMoreCalls(driver, since: mark) == 2)
    }

    @Test func theRuntimeReportsTheHookWithoutPayload() throws {
        let screen = try ScreenCatalog.screen(named: "BlockedUsers")
        let outcome = try InteractionHandler.perform(.scrollNearEnd, in: screen, state: ScreenState(defaultsOf: screen))
        #expect(outcome.activation.hook?.name == "loadMoreBlockedPeers")
        #expect(outcome.activation.hook?.payload == [])
        let other = try ScreenCatalog.screen(named: "ProxyServerSettings")
        let none = try InteractionHandler.perform(.scrollNearEnd, in: other, state: ScreenState(defaultsOf: other))
        #expect(none.activation.hook == nil)
    }
}
