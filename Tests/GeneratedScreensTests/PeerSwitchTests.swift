@_spi(Stubs) import ItemListPeerItem
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// PeerActions' peer rows with a switch (ItemListPeerItemSwitch), driven through the harness: the standard switch
/// calls `toggle` with the element and the new value and shows what the app's data says; the left check is changed
/// by the row's tap (its action). Every step is also performed on the runtime and the screens compared.
@Suite struct PeerSwitchTests {
    static func member(_ id: Int, _ name: String, muted: Bool, selected: Bool) -> ExpressionValue {
        .record([
            "id": .int(id), "peer": PeerSample.value(id: id, name: name), "muted": .bool(muted),
            "selected": .bool(selected),
        ])
    }

    func switches(_ driver: ScreenDriver) -> [(Bool, ItemListPeerItemSwitchStyle)] {
        driver.controller.items(ofType: ItemListPeerItem.self).compactMap { item in
            item.switchValue.map { ($0.value, $0.style) }
        }
    }

    @Test func theSwitchCallsItsHookWithTheElementAndShowsTheAppsData() throws {
        let driver = try ScreenDriver("PeerActions")
        let muted = driver.rendered.rows.filter { $0.rowID == "memberMuted" }.map(\.stableID)
        try #require(muted.count == 2)
        #expect(switches(driver).map(\.0) == [false, true, true, false])
        #expect(switches(driver).map(\.1) == [.standard, .standard, .leftCheck, .leftCheck])

        let mark = driver.log.calls.count
        try #require(try driver.perform(.callDescribedHook(row: muted[0], key: "toggle", payload: [.bool(true)]), "mute Alex"))
        #expect(
            driver.log.calls(since: mark)
                == [.hook("muteMember", payload: [Self.member(11, "Alex Morgan", muted: false, selected: true), .bool(true)])])
        #expect(switches(driver)[0].0 == false, "the switch shows the data until the app emits it")
        try driver.emitData([.setElementField("muted", ofElementAt: 0, in: "members", to: .bool(true))], "the app mutes Alex")
        #expect(switches(driver)[0].0 == true)
    }

    @Test func theLeftCheckIsChangedByTheRowsTap() throws {
        let driver = try ScreenDriver("PeerActions")
        let selected = driver.rendered.rows.filter { $0.rowID == "memberSelected" }.map(\.stableID)
        let mark = driver.log.calls.count
        try #require(try driver.perform(.tapRow(row: selected[1]), "tap Zoë in the picker"))
        #expect(
            driver.log.calls(since: mark)
                == [.hook("selectMember", payload: [Self.member(12, "Zoë Laurent", muted: true, selected: false)])])
        let item = try #require(driver.controller.items(ofType: ItemListPeerItem.self).last)
        #expect(!item.simulateToggle(), "a check is not a switch the user flips")
    }
}
