import ScreenIR
import ScreenRuntime
import Testing

@Suite struct SwitchTests {
    private func switchItem(_ fixture: Fixture, _ row: String) throws -> RenderedRow.Switch? {
        guard case .switch(let item) = try fixture.content(row) else {
            Issue.record("\(row) is not a switch")
            return nil
        }
        return item
    }

    @Test func togglingASwitchRevealsAndHidesDependentRows() throws {
        var notifications = try Fixture("Notifications")
        let channelShow = try notifications.id("channelShow")
        #expect(!notifications.shownRowIDs.contains("channelShowPreview"))
        #expect(try switchItem(notifications, "channelShow")?.value == false)

        let outcome = try notifications.perform(.toggleSwitch(row: channelShow))
        #expect(outcome.activation == .none)
        #expect(outcome.ignored == nil)
        #expect(notifications.state.bool("channelAlert") == true)
        #expect(try switchItem(notifications, "channelShow")?.value == true)
        let channelRows = try #require(notifications.rendered.section(id: "channels")).rows.map(\.rowID)
        #expect(channelRows == ["channelsHeader", "channelShow", "channelShowPreview", "channelSound", "channelExceptions"])

        try notifications.perform(.toggleSwitch(row: channelShow))
        #expect(!notifications.shownRowIDs.contains("channelSound"))
    }

    @Test func setSwitchSetsTheValue() throws {
        var notifications = try Fixture("Notifications")
        let row = try notifications.id("channelShow")
        try notifications.perform(.setSwitch(row: row, to: true))
        #expect(notifications.state.bool("channelAlert") == true)
        try notifications.perform(.setSwitch(row: row, to: true))
        #expect(notifications.state.bool("channelAlert") == true)
        try notifications.perform(.setSwitch(row: row, to: false))
        #expect(notifications.state.bool("channelAlert") == false)
    }

    @Test func switchEnablesADependentRow() throws {
        var data = try Fixture("DataAndStorage")
        let proxySettings = try data.id("proxySettings")
        #expect(data.rendered.row(id: "proxySettings")?.content.isEnabled == false)
        #expect(try data.perform(.tapRow(row: proxySettings)).ignored == .disabled)
        // `proxyEnabled` is app data. Without a proxy configured the app intercepts the switch (`interactive:`
        // false): it asks for the change and waits; the app applies it.
        try data.state.set("activeProxy", to: .null)
        let toggle = try data.perform(.toggleSwitch(row: try data.id("useProxy")))
        #expect(toggle.activation == .hook("updateProxyEnabled", .bool(true)))
        #expect(data.rendered.row(id: "proxySettings")?.content.isEnabled == false)
        try data.state.apply(try #require(toggle.dataChange))
        #expect(data.rendered.row(id: "proxySettings")?.content.isEnabled == true)
        #expect(try data.perform(.tapRow(row: proxySettings)).activation == .push("ProxyServerSettings"))
    }

    @Test func lockedSwitchDoesNotChangeAndReportsItsLockedAction() throws {
        var folders = try Fixture("ChatFolders")
        let row = try folders.id("folderTagsSwitch")
        let item = try #require(try switchItem(folders, "folderTagsSwitch"))
        #expect(item.displayLocked)
        #expect(!item.enableInteractiveChanges)
        #expect(item.lockedAction == .hook("showPremiumPaywall"))

        let before = folders.state
        let outcome = try folders.perform(.toggleSwitch(row: row))
        #expect(outcome.activation == .hook("showPremiumPaywall"))
        #expect(outcome.state == before)

        try folders.set("isPremium=true")
        #expect(try switchItem(folders, "folderTagsSwitch")?.displayLocked == false)
        try folders.perform(.toggleSwitch(row: row))
        #expect(folders.state.bool("showFolderTags") == true)
    }

    @Test func hiddenSwitchIgnoresInteractions() throws {
        var notifications = try Fixture("Notifications")
        let before = notifications.state
        let outcome = try notifications.perform(.toggleSwitch(row: try notifications.id("channelShowPreview")))
        #expect(outcome.ignored == .hidden)
        #expect(outcome.state == before)
    }

    @Test func switchInteractionsOnOtherRowsThrow() throws {
        let notifications = try Fixture("Notifications")
        let resetAll = try notifications.id("resetAll")
        #expect(throws: InteractionError.unsupported(interaction: "toggleSwitch", rowID: "resetAll", kind: .action)) {
            try InteractionHandler.perform(.toggleSwitch(row: resetAll), in: notifications.screen, state: notifications.state)
        }
        #expect(throws: InteractionError.unknownRow(999)) {
            try InteractionHandler.perform(.toggleSwitch(row: 999), in: notifications.screen, state: notifications.state)
        }
    }

    @Test func tappingASwitchRowItselfDoesNothing() throws {
        var notifications = try Fixture("Notifications")
        let outcome = try notifications.perform(.tapRow(row: try notifications.id("privateShow")))
        #expect(outcome.ignored == .noAction)
        #expect(notifications.state.bool("privateAlert") == true)
    }
}
