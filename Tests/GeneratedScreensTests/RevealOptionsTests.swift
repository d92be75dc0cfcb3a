@_spi(Stubs) import ItemListPeerItem
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// PeerActions' muted rows with reveal options of their own (ItemListPeerItemRevealOptions), driven through the
/// harness: a swipe reveals them instead of Delete, choosing one calls its hook with the element and closes them.
@Suite struct RevealOptionsTests {
    @Test func aSwipeRevealsTheRowsOwnOptionsAndEachCallsItsHook() throws {
        let driver = try ScreenDriver("PeerActions")
        let muted = driver.rendered.rows.filter { $0.rowID == "memberMuted" }.map(\.stableID)
        try #require(muted.count == 2)
        let item = try #require(driver.controller.items(ofType: ItemListPeerItem.self).first)
        #expect(item.editing.editable, "reveal options make the row editable without `remove:`")
        #expect(item.stubRevealOptions.map(\.title) == ["Mute for 8 hours", stubString("Common_Delete")])

        try #require(try driver.perform(.revealPeerOptions(row: muted[1]), "swipe Zoë's row open"))
        #expect(driver.state["peerIdWithRevealedOptions"] == .int(12))
        let mark = driver.log.calls.count
        try #require(try driver.perform(.chooseRevealOption(row: muted[1], index: 0), "Mute for 8 hours"))
        #expect(
            driver.log.calls(since: mark).first
                == .hook("snoozeMember", payload: [PeerSwitchTests.member(12, "Zoë Laurent", muted: true, selected: false)]))
        #expect(driver.state["peerIdWithRevealedOptions"] == .null, "the options close after the hook")

        let before = driver.log.calls.count
        try #require(try driver.perform(.chooseRevealOption(row: muted[0], index: 1), "Delete on Alex's row"))
        #expect(
            driver.log.calls(since: before)
                == [.hook("removeMember", payload: [PeerSwitchTests.member(11, "Alex Morgan", muted: false, selected: true)])],
            "Alex's options were not revealed: nothing to close")
    }

    @Test func theRuntimeHasNoDeleteForARowWithItsOwnOptions() throws {
        let driver = try ScreenDriver("PeerActions")
        let muted = try #require(driver.rendered.rows.first { $0.rowID == "memberMuted" }?.stableID)
        let outcome = try InteractionHandler.perform(.removePeer(row: muted), in: driver.screen, state: driver.state)
        #expect(outcome.activation.hook == nil)
    }
}
