@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramCore
import Testing

@testable import GeneratedScreens

/// AvatarRows' disclosure rows with a peer's avatar (`iconPeer:`), driven through the harness: each item gets the
/// account context and its peer — the element's, or the one app data of a declared type holds — and a new peer from
/// the app, or none, reaches the item in place. Every step is also performed on the runtime and the screens compared
/// (`compareDisclosure` checks `context` and `iconPeer`).
@Suite struct AvatarRowsTests {
    func avatars(_ driver: ScreenDriver) -> [String?] {
        driver.controller.items(ofType: ItemListDisclosureItem.self).map { $0.iconPeer?.stubDisplayName }
    }

    @Test func eachRowShowsItsPeersAvatarWithTheAccountContext() throws {
        let driver = try ScreenDriver("AvatarRows")
        let items = driver.controller.items(ofType: ItemListDisclosureItem.self)
        try #require(items.count == 3)
        #expect(avatars(driver) == ["Robin Hale", "Design Team", "Zoë Laurent"])
        #expect(items.map { $0.iconPeer?.id.id._internalGetInt64Value() } == [1, 31, 32])
        #expect(items.allSatisfy { $0.context != nil })
        #expect(items.allSatisfy { $0.icon == nil })
    }

    @Test func aNewPeerFromTheAppReachesTheItem() throws {
        let driver = try ScreenDriver("AvatarRows")
        let other = PeerSample.value(id: 33, name: "Sam Lee")
        try driver.emitData([.setElementField("peer", ofElementAt: 1, in: "chats", to: other)], "Zoë's chat shows Sam")
        #expect(avatars(driver) == ["Robin Hale", "Design Team", "Sam Lee"])
        try driver.emitData([.set("account", to: .null)], "signed out")
        #expect(avatars(driver) == [nil, "Design Team", "Sam Lee"])
        // No peer draws no avatar; the item still gets the context, as the real call passes it with `iconPeer:`.
        #expect(driver.controller.items(ofType: ItemListDisclosureItem.self).first?.context != nil)
    }
}
