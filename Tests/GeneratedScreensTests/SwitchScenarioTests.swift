@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// Every switch of every screen flipped, one at a time and cumulatively; dependent rows appear and disappear as
/// their conditions say, on the generated controller exactly as in the IR.
@Suite struct SwitchScenarioTests {
    /// The switch and expandable-switch rows of a screen, in display order.
    private func switchRows(_ screen: Screen) -> [ScreenEntries.Entry] {
        ScreenEntries(screen).entries.filter { $0.row.kind == .switch || $0.row.kind == .expandableSwitch }
    }

    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func eachSwitchFlippedAloneAndBack(screen name: String) throws {
        let screen = try ScreenCatalog.screen(named: name)
        var missedLockedActions: [String] = []
        for entry in switchRows(screen) {
            let driver = try ScreenDriver(name)
            guard driver.rendered.row(stableID: entry.stableID) != nil else { continue }  // hidden by default
            let id = entry.row.id.value
            guard try driver.perform(.toggleSwitch(row: entry.stableID), "flip `\(id)`"),
                try driver.perform(.toggleSwitch(row: entry.stableID), "flip `\(id)` back")
            else { continue }
            #expect(driver.state == ScreenState(defaultsOf: screen), "flipping `\(id)` twice must restore the defaults")
            missedLockedActions += driver.missedLockedActions
        }
        expectLockedActionsCalled(missed: missedLockedActions, screen: name)
    }

    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func allSwitchesFlippedOneAfterAnother(screen name: String) throws {
        let driver = try ScreenDriver(name)
        for pass in 1...2 {
            for entry in switchRows(driver.screen) where driver.rendered.row(stableID: entry.stableID) != nil {
                guard
                    try driver.perform(.toggleSwitch(row: entry.stableID), "pass \(pass), flip `\(entry.row.id.value)`")
                else { return }
            }
        }
        expectLockedActionsCalled(driver)
    }

    // MARK: - Dependent rows, spelled out

    @Test func notificationsChannelAlertShowsItsPreviewAndSoundRows() throws {
        let driver = try ScreenDriver("Notifications")
        let channelShow = try #require(ScreenEntries(driver.screen).stableID(of: "channelShow"))
        #expect(driver.rendered.section(id: "channels")?.rows.map(\.rowID) == ["channelsHeader", "channelShow", "channelExceptions"])
        try driver.perform(.toggleSwitch(row: channelShow), "channel alert on")
        #expect(
            driver.rendered.section(id: "channels")?.rows.map(\.rowID)
                == ["channelsHeader", "channelShow", "channelShowPreview", "channelSound", "channelExceptions"]
        )
        #expect(driver.log.calls == [.stateUpdated])
        try driver.perform(.toggleSwitch(row: channelShow), "channel alert off")
        #expect(driver.rendered.section(id: "channels")?.rows.map(\.rowID) == ["channelsHeader", "channelShow", "channelExceptions"])
    }

    @Test func archiveSettingsKeepingUnmutedArchivedHidesTheFoldersSection() throws {
        let driver = try ScreenDriver("ArchiveSettings")
        let unmuted = try #require(ScreenEntries(driver.screen).stableID(of: "unmutedValue"))
        #expect(driver.rendered.sections.map(\.sectionID) == ["unmuted", "folders", "unknown"])
        try driver.perform(.toggleSwitch(row: unmuted), "keep unmuted archived")
        #expect(driver.rendered.sections.map(\.sectionID) == ["unmuted", "unknown"])
        #expect(driver.controller.items(ofType: ItemListSwitchItem.self).count == 2)
    }

    /// The proxy switch and the proxy row are app data: the switch asks the app (`updateProxyEnabled`) and changes
    /// nothing itself; once the app's data says the proxy is on, the row pushes the proxy editor.
    @Test func dataAndStorageProxySwitchEnablesThePushToProxySettings() throws {
        let driver = try ScreenDriver("DataAndStorage")
        let entries = ScreenEntries(driver.screen)
        let useProxy = try #require(entries.stableID(of: "useProxy"))
        let proxySettings = try #require(entries.stableID(of: "proxySettings"))

        try driver.perform(.tapRow(row: proxySettings), "tap the disabled proxy settings")
        #expect(driver.log.calls.isEmpty)
        #expect(driver.controller.pushedControllers.isEmpty)

        try driver.perform(.toggleSwitch(row: useProxy), "use proxy", acceptsDataChange: false)
        #expect(driver.log.calls == [.hook("updateProxyEnabled", payload: [.bool(true)])])
        #expect(driver.controller.items(ofType: ItemListSwitchItem.self).last?.value == false)

        let enabled = try Self.dataAndStorage(proxyEnabled: true)
        try enabled.perform(.tapRow(row: proxySettings), "tap proxy settings")
        #expect(enabled.log.calls == [.push("ProxyServerSettings")])
        let pushed = try #require(enabled.controller.pushedControllers.last as? ItemListController)
        #expect(pushed.currentControllerState?.title == .text(stubString("SocksProxySetup_Title")))
        #expect(pushed.navigationPresentation == .modal)
    }

    /// DataAndStorage fed with the sample data, except `proxyEnabled`.
    static func dataAndStorage(proxyEnabled: Bool) throws -> ScreenDriver {
        var state = ScreenState(defaultsOf: try ScreenCatalog.screen(named: "DataAndStorage"))
        try state.set("proxyEnabled", to: proxyEnabled)
        return try ScreenDriver("DataAndStorage", values: state)
    }
}
