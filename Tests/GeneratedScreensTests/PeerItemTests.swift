@_spi(Stubs) import ItemListPeerItem
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// BlockedUsers' peer rows (ItemListPeerItem), driven through the harness: every step is also performed on the
/// runtime and the screens compared (peer, text, label, `ItemListPeerItemEditing`, stable ids).
@Suite struct PeerItemTests {
    static func peer(_ id: Int, _ name: String) -> ExpressionValue {
        .record(["id": .int(id), "peer": PeerSample.value(id: id, name: name)])
    }

    func revealed(_ driver: ScreenDriver) -> [Bool] {
        driver.controller.items(ofType: ItemListPeerItem.self).map { $0.editing.revealed == true }
    }

    @Test func revealingAndRemovingFollowTheHandWrittenProtocol() throws {
        let driver = try ScreenDriver("BlockedUsers")
        let rows = driver.rendered.rows.filter { $0.rowID == "blockedPeer" }.map(\.stableID)
        try #require(rows.count == 3)
        let items = driver.controller.items(ofType: ItemListPeerItem.self)
        #expect(items.allSatisfy { $0.editing.editable && !$0.editing.editing && $0.height == .peerList })
        #expect(items.allSatisfy { if case .none = $0.text { true } else { false } })

        try #require(try driver.perform(.revealPeerOptions(row: rows[1]), "swipe Zoë's row open"))
        #expect(driver.state["peerIdWithRevealedOptions"] == .int(102))
        #expect(revealed(driver) == [false, true, false])
        try #require(try driver.perform(.revealPeerOptions(row: rows[0]), "swipe Alex's row open"))
        #expect(revealed(driver) == [true, false, false], "one row's options at a time")

        let mark = driver.log.calls.count
        try #require(try driver.perform(.removePeer(row: rows[0]), "Delete on Alex's row"))
        #expect(driver.log.calls(since: mark).contains(.hook("unblockPeer", payload: [Self.peer(101, "Alex Morgan")])))
        #expect(driver.state["peerIdWithRevealedOptions"] == .null, "the options close after the hook")
    }

    @Test func theListChangesUnderARevealedRow() throws {
        let driver = try ScreenDriver("BlockedUsers")
        let zoe = try #require(driver.rendered.rows.filter { $0.rowID == "blockedPeer" }.dropFirst().first?.stableID)
        try #require(try driver.perform(.revealPeerOptions(row: zoe), "swipe Zoë's row open"))
        try driver.emitData([.insert(Self.peer(104, "Sam Lee"), into: "blockedPeers", at: 0)], "a newly blocked peer")
        try driver.emitData([.move(in: "blockedPeers", from: 2, to: 0)], "Zoë moves to the top")
        #expect(revealed(driver) == [true, false, false, false], "the revealed row keeps its options when it moves")
        try driver.emitData([.remove(from: "blockedPeers", at: 0)], "Zoë is unblocked elsewhere")
        #expect(revealed(driver) == [false, false, false], "nothing stale is revealed")
        #expect(driver.state["peerIdWithRevealedOptions"] == .int(102))
        try driver.emitData([.insert(Self.peer(102, "Zoë Laurent"), into: "blockedPeers", at: 1)], "Zoë comes back")
        #expect(revealed(driver) == [false, true, false, false])
    }

    @Test func editingShowsTheDeleteControlAndDeleteReportsTheElement() throws {
        let driver = try ScreenDriver("BlockedUsers")
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        #expect(driver.controller.items(ofType: ItemListPeerItem.self).allSatisfy { $0.stubShowsDeleteControl })
        let last = try #require(driver.rendered.rows.filter { $0.rowID == "blockedPeer" }.last?.stableID)
        let mark = driver.log.calls.count
        try #require(try driver.perform(.removePeer(row: last), "Delete on 王小明's row"))
        #expect(driver.log.calls(since: mark).contains(.hook("unblockPeer", payload: [Self.peer(103, "王小明")])))
    }
}
