import Display
@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// The Premium-locked "automatically archive" switch.
@Suite struct ArchiveSettingsTests {
    private func unknownSwitch(_ controller: ItemListController) throws -> ItemListSwitchItem {
        try #require(controller.items(ofType: ItemListSwitchItem.self).last)
    }

    @Test func lockedSwitchCallsThePaywallAndKeepsItsValue() throws {
        let driver = try ScreenDriver("ArchiveSettings")
        let item = try unknownSwitch(driver.controller)
        #expect(item.displayLocked)
        #expect(!item.enableInteractiveChanges)
        #expect(!item.value)

        // A tap on the locked switch, as ItemListUI delivers it.
        let emissions = driver.controller.emissionCount
        item.simulateToggle()
        #expect(driver.log.calls == [.hook("showPremiumPaywall")])
        #expect(!driver.log.calls.contains(.stateUpdated))
        #expect(driver.controller.emissionCount == emissions)
        #expect(try unknownSwitch(driver.controller).value == false)
        driver.verify("after tapping the locked switch")
    }

    @Test func premiumUnlocksTheSwitch() throws {
        var state = ScreenState(defaultsOf: try ScreenCatalog.screen(named: "ArchiveSettings"))
        try state.assign("isPremium=true")
        let driver = try ScreenDriver("ArchiveSettings", values: state)
        let controller = driver.controller
        driver.verify("premium")
        #expect(try unknownSwitch(controller).displayLocked == false)

        let row = try #require(ScreenEntries(driver.screen).stableID(of: "unknownValue"))
        try driver.perform(.toggleSwitch(row: row), "turn on automatic archiving")
        #expect(try unknownSwitch(controller).value == true)
        #expect(driver.log.calls == [.stateUpdated])
    }
}
