@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing

@testable import GeneratedScreens

/// A disclosure's `titleIcon` and `additionalDetailLabel`, and a switch's row-tap `action:` (the fixture RowDetails),
/// driven through the harness: every step is also performed on the runtime and the whole screen compared.
@Suite struct RowDetailsTests {
    @Test func aDisclosureShowsItsTitleIconAndItsDetailLabel() throws {
        let driver = try ScreenDriver("RowDetails")
        let theme = driver.expectations.presentationData.theme
        let disclosures = driver.controller.items(ofType: ItemListDisclosureItem.self)
        #expect(disclosures.count == 2)
        #expect(disclosures[0].titleIcon === PresentationResourcesItemList.premiumIcon(theme))
        #expect(disclosures[0].additionalDetailLabel == "Subscription expired")
        #expect(disclosures[0].additionalDetailLabelColor == .destructive)
        #expect(disclosures[1].titleIcon == nil)
        #expect(disclosures[1].additionalDetailLabel == "1.2 GB used")
        #expect(disclosures[1].additionalDetailLabelColor == .generic, "the initializer's default")

        let premium = try #require(driver.rendered.row(id: "plainSwitch")?.stableID)
        try #require(try driver.perform(.toggleSwitch(row: premium), "Premium on"))
        let detail = driver.controller.items(ofType: ItemListDisclosureItem.self).first?.additionalDetailLabel
        #expect(detail == "Renews on 1 March", "a detail computed from the state")
    }

    @Test func aSwitchRowsTapRunsItsActionAndItsSwitchStillToggles() throws {
        let driver = try ScreenDriver("RowDetails")
        let cellular = try #require(driver.rendered.row(id: "cellularSwitch")?.stableID)
        try #require(try driver.perform(.tapRow(row: cellular), "tap the cellular row"))
        #expect(driver.log.calls == [.hook("openCellularOptions", payload: [])])
        #expect(driver.state.bool("cellular") == true, "the tap does not flip the switch")
        try #require(try driver.perform(.toggleSwitch(row: cellular), "flip cellular"))
        #expect(driver.state.bool("cellular") == false)
        #expect(driver.log.calls.count == 2, "the flip updates the state and calls no hook: \(driver.log.calls)")

        let wifi = try #require(driver.rendered.row(id: "wifiSwitch")?.stableID)
        try #require(try driver.perform(.tapRow(row: wifi), "tap the disabled Wi-Fi row"))
        #expect(driver.state.bool("showsLimits") == false, "a disabled switch's row ignores taps")
        try #require(try driver.perform(.toggleSwitch(row: cellular), "cellular back on"))
        try #require(try driver.perform(.tapRow(row: wifi), "tap the Wi-Fi row"))
        #expect(driver.state.bool("showsLimits") == true, "its `set:` wrote the state")
        #expect(driver.state.bool("wifi") == true)

        let switches = driver.controller.items(ofType: ItemListSwitchItem.self)
        #expect(switches.map(\.selectable) == [true, true, false], "a switch without `action:` is not selectable")
    }

    @Test func optionsChosenByTheStateFollowIt() throws {
        let driver = try ScreenDriver("RowDetails")
        func clearType() -> ItemListSingleLineInputClearType? {
            driver.controller.items(ofType: ItemListSingleLineInputItem.self).first?.clearType
        }
        #expect(clearType() == .onFocus, "wifi is on")
        let wifi = try #require(driver.rendered.row(id: "wifiSwitch")?.stableID)
        try #require(try driver.perform(.toggleSwitch(row: wifi), "Wi-Fi off"))
        #expect(clearType() == .always, "cellular is on")
        let cellular = try #require(driver.rendered.row(id: "cellularSwitch")?.stableID)
        try #require(try driver.perform(.toggleSwitch(row: cellular), "cellular off"))
        #expect(clearType() == ItemListSingleLineInputClearType.none)

        let input = try #require(driver.rendered.row(id: "codeInput")?.stableID)
        try #require(try driver.perform(.editText(row: input, text: "12"), "a short code"))
        let short = try #require(driver.controller.items(ofType: ItemListActivityTextItem.self).first)
        #expect(short.text == "Too short")
        #expect(short.color == .destructive)
        try #require(try driver.perform(.editText(row: input, text: "1234"), "a long enough code"))
        let right = try #require(driver.controller.items(ofType: ItemListActivityTextItem.self).first)
        #expect(right.text == "1234 looks right")
        #expect(right.color == .constructive)
    }

    @Test func theStatusRowKeepsItsStableIdentityWhenItsContentChanges() throws {
        let driver = try ScreenDriver("RowDetails")
        let input = try #require(driver.rendered.row(id: "codeInput")?.stableID)
        try #require(try driver.perform(.editText(row: input, text: "12"), "a short code"))
        let before = try #require(driver.controller.currentEntries.last?.anyId)
        try #require(try driver.perform(.editText(row: input, text: "1234"), "a long enough code"))
        #expect(driver.controller.currentEntries.last?.anyId == before, "one entry updated in place, not replaced")
        #expect(driver.controller.items(ofType: ItemListActivityTextItem.self).count == 1)
    }

    @Test func aCheckedCheckboxWritesTheStateWithSet() throws {
        let driver = try ScreenDriver("RowDetails")
        func checked() -> [Bool] { driver.controller.items(ofType: ItemListCheckboxItem.self).map(\.checked) }
        #expect(checked() == [true, false])
        let forever = try #require(driver.rendered.row(id: "keepForever")?.stableID)
        try #require(try driver.perform(.tapRow(row: forever), "Forever"))
        #expect(driver.state.int("keepDays") == 0)
        #expect(checked() == [false, true])
        #expect(driver.log.calls.contains(.hook("keepForeverChosen", payload: [])), "then the hook: \(driver.log.calls)")
        let week = try #require(driver.rendered.row(id: "keepWeek")?.stableID)
        let mark = driver.log.calls.count
        try #require(try driver.perform(.tapRow(row: week), "1 Week"))
        #expect(driver.state.int("keepDays") == 7)
        #expect(driver.log.calls(since: mark) == [.stateUpdated], "no hook, the state only")
    }

    @Test func anInfoRowIsClosableOnlyWhileItsConditionHolds() throws {
        let driver = try ScreenDriver("RowDetails")
        func info() -> InfoListItem? { driver.controller.items(ofType: InfoListItem.self).first }
        #expect(info()?.closeAction != nil)
        let tip = try #require(driver.rendered.row(id: "tip")?.stableID)
        let wifi = try #require(driver.rendered.row(id: "wifiSwitch")?.stableID)
        try #require(try driver.perform(.tapRow(row: wifi), "the Wi-Fi row sets showsLimits"))
        #expect(info()?.closeAction == nil, "no close button while the condition is false")
        try #require(try driver.perform(.closeInfo(row: tip), "a close that cannot happen"))
        #expect(!driver.log.calls.contains(.hook("closeTip", payload: [])))
        try #require(try driver.perform(.tapRow(row: wifi), "showsLimits off again"))
        try #require(try driver.perform(.closeInfo(row: tip), "close the tip"))
        #expect(driver.log.calls.last == .hook("closeTip", payload: []))
    }
}
