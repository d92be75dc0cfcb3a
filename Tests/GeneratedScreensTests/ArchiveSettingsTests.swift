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
        #expect(driver.log.calls == [.external("showPremiumPaywall")])
        #expect(!driver.log.calls.contains(.stateUpdated))
        #expect(driver.controller.emissionCount == emissions)
        #expect(try unknownSwitch(driver.controller).value == false)
        driver.verify("after tapping the locked switch")
    }

    @Test func premiumUnlocksTheSwitch() throws {
        let screen = try ScreenCatalog.screen(named: "ArchiveSettings")
        var state = ScreenState(defaultsOf: screen)
        try state.assign("isPremium=true")
        let context = TestAccountContext()
        let log = HookLog()
        let controller = try #require(
            archiveSettingsController(
                context: context,
                initialState: ArchiveSettingsState(isPremium: true),
                hooks: .recording { log.append($0) },
                stateUpdated: { _ in log.append(.stateUpdated) }
            ) as? ItemListController
        )
        let driver = ScreenDriver(screen: screen, state: state, context: context, controller: controller, log: log)
        driver.verify("premium")
        #expect(try unknownSwitch(controller).displayLocked == false)

        let row = try #require(ScreenEntries(screen).stableID(of: "unknownValue"))
        try driver.perform(.toggleSwitch(row: row), "turn on automatic archiving")
        #expect(try unknownSwitch(controller).value == true)
        #expect(log.calls == [.stateUpdated])
    }
}
