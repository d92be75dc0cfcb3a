@_spi(Stubs) import ItemListPeerItem
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramCore
import Testing

@testable import GeneratedScreens

/// PeerPresence's peer rows (ItemListPeerItem with `presence:`), driven through the harness: each item gets the
/// element's `EnginePeer.Presence` (nil for a member without one) and `text: .presence` unless the row gives a text;
/// the app's new presences reach the items. Every step is also performed on the runtime and the screens compared.
@Suite struct PeerPresenceTests {
    func presences(_ driver: ScreenDriver) -> [EnginePeer.Presence.Status?] {
        driver.controller.items(ofType: ItemListPeerItem.self).map { $0.presence?.status }
    }

    @Test func eachItemGetsItsMembersPresenceAsItsText() throws {
        let driver = try ScreenDriver("PeerPresence")
        let items = driver.controller.items(ofType: ItemListPeerItem.self)
        try #require(items.count == 6)
        #expect(presences(driver) == [.present(until: 1_800_000_000), .lastWeek, nil, .present(until: 1_800_000_000), .lastWeek, nil])
        #expect(items[1].presence?.lastActivity == 1_700_000_000)
        let texts = items.map { item -> String in
            switch item.text {
            case .presence: "presence"
            case .none: "none"
            case .text(let text, let color): "\(text) \(color)"
            }
        }
        #expect(texts == ["presence", "presence", "presence", "owner accent", "member accent", "member accent"])
    }

    @Test func aNewPresenceFromTheAppReachesTheItem() throws {
        let driver = try ScreenDriver("PeerPresence")
        let online = ExpressionValue.record(["status": .enumCase("recently"), "lastActivity": .int(5)])
        try driver.emitData([.setElementField("presence", ofElementAt: 2, in: "members", to: online)], "Sam comes online")
        #expect(presences(driver)[2] == .recently)
        try driver.emitData([.setElementField("presence", ofElementAt: 0, in: "members", to: .null)], "Alex hides it")
        #expect(presences(driver)[0] == nil)
        #expect(presences(driver)[3] == nil)
    }
}
