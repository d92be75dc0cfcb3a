import ScreenIR
import ScreenRuntime
import Testing

@Suite struct ActionRowTests {
    private func action(_ fixture: Fixture, _ row: String) throws -> RenderedRow.Action? {
        guard case .action(let item) = try fixture.content(row) else {
            Issue.record("\(row) is not an action row")
            return nil
        }
        return item
    }

    @Test func disabledActionIsDrawnWithKindDisabledAndIgnoresTaps() throws {
        var data = try Fixture("DataAndStorage")
        let reset = try #require(try action(data, "resetAutoDownload"))
        #expect(!reset.enabled)
        #expect(reset.kind == .disabled)
        #expect(reset.declaredKind == .generic)
        let outcome = try data.perform(.tapRow(row: try data.id("resetAutoDownload")))
        #expect(outcome.ignored == .disabled)
        #expect(outcome.activation == .none)
    }

    @Test func enabledActionKeepsItsKindAndRunsItsAction() throws {
        var data = try Fixture("DataAndStorage")
        // The switch is app data: it flips under the finger (the data shown has the new value until the app's data
        // emits again) and asks the app, which stores the value and emits it.
        let toggle = try data.perform(.toggleSwitch(row: try data.id("downloadOverCellular")))
        #expect(try action(data, "resetAutoDownload")?.enabled == true, "rows reading the value follow at once")
        try data.state.apply(try #require(toggle.dataChange))
        let reset = try #require(try action(data, "resetAutoDownload"))
        #expect(reset.enabled)
        #expect(reset.kind == .generic)
        let outcome = try data.perform(.tapRow(row: try data.id("resetAutoDownload")))
        #expect(outcome.activation == .hook("resetAutoDownloadSettings"))
        #expect(outcome.ignored == nil)
    }

    @Test func destructiveKindIsKeptWhenEnabled() throws {
        let notifications = try Fixture("Notifications")
        let reset = try #require(try action(notifications, "resetAll"))
        #expect(reset.kind == .destructive)
        #expect(reset.alignment == .center)
        #expect(reset.action == .hook("resetAllNotifications"))
    }

    @Test func proxyShareIsEnabledOnceTheFormIsComplete() throws {
        var proxy = try Fixture("ProxyServerSettings")
        #expect(try action(proxy, "shareProxy")?.kind == .disabled)
        try proxy.set("host=proxy.example.com", "port=443")
        #expect(try action(proxy, "shareProxy")?.kind == .generic)
        try proxy.set("mode=mtproto")
        #expect(try action(proxy, "shareProxy")?.kind == .disabled)
        try proxy.set("secret=ee0123")
        #expect(try action(proxy, "shareProxy")?.kind == .generic)
    }

    @Test func disclosurePushesAndReadOnlyRowsHaveNoAction() throws {
        var data = try Fixture("DataAndStorage")
        #expect(try data.perform(.tapRow(row: try data.id("storageUsage"))).activation == .push("StorageUsage"))
        var network = try Fixture("NetworkUsage")
        #expect(try network.perform(.tapRow(row: try network.id("cellularSent"))).ignored == .noAction)
        #expect(try network.perform(.tapRow(row: try network.id("cellularMessagesHeader"))).ignored == .noAction)
    }

    @Test func textRowsWithActionsAreSelectable() throws {
        var profile = try Fixture("EditProfile")
        #expect(try profile.perform(.tapRow(row: try profile.id("phoneRow"))).activation == .hook("changePhoneNumber"))
        #expect(try profile.perform(.tapRow(row: try profile.id("linkRow"))).ignored == .noAction)
        var appearance = try Fixture("Appearance")
        let code = try appearance.id("previewCode")
        #expect(
            try appearance.perform(.tapRow(row: code)).activation
                == .hook(HookActivation(name: "copyPreviewCode", isOptional: true)),
            "`copyPreviewCode?` is an optional hook"
        )
    }
}
