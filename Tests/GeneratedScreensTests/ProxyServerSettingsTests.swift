@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// The proxy editor's radio group decides which credential section is shown; the form's completeness (the named
/// condition `isComplete`) enables Share and Done; while `saving` Done is a spinner. The editor is modal and opens
/// with the keyboard in the host field.
@Suite struct ProxyServerSettingsTests {
    private func placeholders(_ driver: ScreenDriver) -> [String] {
        driver.controller.items(ofType: ItemListSingleLineInputItem.self).map(\.placeholder)
    }

    private func row(_ driver: ScreenDriver, _ id: String) throws -> RowID {
        try #require(ScreenEntries(driver.screen).stableID(of: id), "no row \(id)")
    }

    @Test func modeRadioSwitchesBetweenSocks5CredentialsAndTheMTProtoSecret() throws {
        let driver = try ScreenDriver("ProxyServerSettings")
        let socks5Placeholders = [
            "SocksProxySetup_Hostname", "SocksProxySetup_Port", "SocksProxySetup_Username",
            "SocksProxySetup_Password",
        ].map(stubString)
        let mtprotoPlaceholders = [
            "SocksProxySetup_Hostname", "SocksProxySetup_Port",
            "SocksProxySetup_SecretPlaceholder",
        ].map(stubString)

        #expect(
            driver.rendered.sections.map(\.sectionID) == [
                "pasteboard", "proxyType", "connection", "credentials", "share",
            ]
        )
        #expect(placeholders(driver) == socks5Placeholders)
        #expect(driver.controller.items(ofType: ItemListCheckboxItem.self).map(\.checked) == [true, false])

        try driver.perform(.editText(row: try row(driver, "credentialsUsername"), text: "anna"), "type a username")
        try driver.perform(.tapRow(row: try row(driver, "modeMtproto")), "pick MTProto")
        #expect(
            driver.rendered.sections.map(\.sectionID) == [
                "pasteboard", "proxyType", "connection", "mtprotoSecret", "share",
            ]
        )
        #expect(placeholders(driver) == mtprotoPlaceholders)
        #expect(driver.controller.items(ofType: ItemListCheckboxItem.self).map(\.checked) == [false, true])

        try driver.perform(.tapRow(row: try row(driver, "modeSocks5")), "pick SOCKS5 again")
        #expect(placeholders(driver) == socks5Placeholders)
        #expect(driver.controller.items(ofType: ItemListSingleLineInputItem.self).map(\.text) == ["", "", "anna", ""])
        #expect(driver.log.calls == [.stateUpdated, .stateUpdated, .stateUpdated])
    }

    @Test func completingTheFormEnablesShareAndDone() throws {
        let driver = try ScreenDriver("ProxyServerSettings")
        let share = try row(driver, "shareProxy")
        func shareKind() -> ItemListActionKind? { driver.controller.items(ofType: ItemListActionItem.self).last?.kind }
        func doneEnabled() -> Bool? { driver.controller.currentControllerState?.rightNavigationButton?.enabled }

        #expect(shareKind() == .disabled)
        #expect(doneEnabled() == false)
        try driver.perform(.tapRow(row: share), "tap the disabled Share")
        try driver.perform(.tapNavigationButton(.right), "tap the disabled Done")
        #expect(driver.log.calls.isEmpty)

        try driver.perform(.editText(row: try row(driver, "server"), text: "proxy.example.com"), "type the host")
        try driver.perform(.editText(row: try row(driver, "serverPort"), text: "443"), "type the port")
        #expect(driver.rendered.section(id: "pasteboard") == nil)
        #expect(shareKind() == .generic)
        #expect(doneEnabled() == true)

        try driver.perform(.tapRow(row: try row(driver, "modeMtproto")), "pick MTProto")
        #expect(shareKind() == .disabled)
        try driver.perform(.editText(row: try row(driver, "secretInput"), text: "ee0123"), "type the secret")
        #expect(shareKind() == .generic)

        let mark = driver.log.calls.count
        try driver.perform(.tapRow(row: share), "tap Share")
        try driver.perform(.tapNavigationButton(.right), "tap Done")
        try driver.perform(.tapNavigationButton(.left), "tap Cancel")
        #expect(
            driver.log.calls(since: mark) == [.hook("shareProxyLink"), .hook("saveProxy"), .hook("cancel")]
        )
    }

    @Test func thePortFieldRefusesMoreThanFiveCharacters() throws {
        let driver = try ScreenDriver("ProxyServerSettings")
        let port = try row(driver, "serverPort")
        #expect(driver.controller.items(ofType: ItemListSingleLineInputItem.self)[1].maxLength == 5)
        try driver.perform(.editText(row: port, text: "12345"), "type five digits")
        try driver.perform(.editText(row: port, text: "123456"), "type a sixth digit")
        #expect(driver.state.string("port") == "12345")
        #expect(driver.controller.items(ofType: ItemListSingleLineInputItem.self)[1].text == "12345")
        #expect(driver.log.calls == [.stateUpdated])
    }

    /// The host field gets the keyboard in the first `didAppear` (`focus: { row: server, after: appear }`), not
    /// through the node state's `focusItemTag`, and only the first time.
    @Test func theEditorIsModalAndFocusesTheHostFieldOnceItAppeared() throws {
        let driver = try ScreenDriver("ProxyServerSettings")
        #expect(driver.controller.navigationPresentation == .modal)
        #expect(driver.rendered.navigationPresentation == .modal)
        #expect(driver.controller.currentNodeState?.focusItemTag == nil)
        #expect(driver.rendered.focus == nil)
        #expect(driver.rendered.focusAfterAppearing == (try row(driver, "server")))
        #expect(driver.controller.focusedItemTags.isEmpty, "nothing is focused before the sheet appeared")
        #expect(driver.controller.simulateAppear())
        let focused = driver.controller.focusedItemTags.map { $0 as? ProxyServerSettingsEntryTag }
        #expect(focused == [.server])
        #expect(driver.controller.simulateDisappear())
        #expect(driver.controller.simulateAppear())
        #expect(driver.controller.focusedItemTags.count == 1, "appearing again does not take the keyboard again")
    }

    /// `saving` is set by the app's `saveProxy` hook through the handle; the screen only shows it: Done becomes a
    /// spinner that ignores taps (`docs/Integration.md` and `IntegrationExampleTests` follow a whole save).
    @Test func whileSavingDoneIsASpinner() throws {
        let screen = try ScreenCatalog.screen(named: "ProxyServerSettings")
        var state = ScreenState(defaultsOf: screen)
        try state.set("host", to: "proxy.example.com")
        try state.set("port", to: "443")
        try state.set("saving", to: true)
        let driver = try ScreenDriver("ProxyServerSettings", values: state)
        let controller = driver.controller
        driver.verify("saving")
        let spinner = try #require(controller.currentControllerState?.rightNavigationButton)
        #expect(spinner.style == .activity)
        #expect(!spinner.simulateTap())
        #expect(driver.log.calls.isEmpty)

        try driver.perform(.tapRow(row: try row(driver, "shareProxy")), "Share still works while saving")
        #expect(driver.log.calls == [.hook("shareProxyLink")])
    }
}
