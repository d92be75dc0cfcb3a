@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import Postbox
import StubTestSupport
import SwiftSignalKit
import Testing

@testable import GeneratedScreens
@testable import IntegrationExample

/// The modal proxy editor: Done spins while the app checks and stores the server, then the editor goes away; a failed
/// check stops the spinner and keeps the form; Cancel dismisses; an existing server is edited in place.
@Suite struct ProxyEditorIntegrationTests {
    let context = TestAccountContext()
    let app = TestServices()
    let navigation = NavigationController()

    func editor(_ server: ProxyServer? = nil) throws -> ItemListController {
        let root = ViewController(navigationBarPresentationData: nil)
        navigation.pushViewController(root)
        let controller = try #require(
            makeProxyServerSettingsController(context: context, services: app.services, server: server)
                as? ItemListController
        )
        navigation.pushViewController(controller)
        return controller
    }

    var stored: ProxySettings? {
        context.sharedContext.accountManager.stubEntry(forKey: ProxySettings.key)?.get(ProxySettings.self)
    }

    func input(_ controller: ItemListController, _ placeholder: String) throws -> ItemListSingleLineInputItem {
        try #require(
            controller.items(ofType: ItemListSingleLineInputItem.self).first(where: { $0.placeholder == stubString(placeholder) })
        )
    }

    func done(_ controller: ItemListController) throws -> ItemListNavigationButton {
        try #require(controller.currentControllerState?.rightNavigationButton)
    }

    /// The host field gets the keyboard once the sheet appeared (its node's `focus()` in `didAppear`).
    @Test func theEditorIsModalWithTheKeyboardInTheHostField() throws {
        let controller = try editor()
        #expect(controller.navigationPresentation == .modal)
        #expect(controller.currentNodeState?.focusItemTag == nil)
        #expect(controller.simulateAppear())
        let focused = controller.focusedItemTags
        #expect(focused.count == 1 && focused[0]?.isEqual(to: ProxyServerSettingsEntryTag.server) == true)
    }

    @Test func doneSpinsWhileSavingThenStoresTheServerAndDismisses() throws {
        let controller = try editor()
        #expect(try done(controller).enabled == false)
        #expect(try input(controller, "SocksProxySetup_Hostname").simulateTyping("proxy.example.com"))
        #expect(try input(controller, "SocksProxySetup_Port").simulateTyping("1080"))
        #expect(try done(controller).enabled == true)

        #expect(try done(controller).simulateTap())
        #expect(try done(controller).style == .activity)
        #expect(try done(controller).content == .none, "a spinner without a title")
        #expect(try !done(controller).simulateTap(), "the spinner ignores taps")
        #expect(app.checkedServers.count == 1)
        #expect(stored == nil, "nothing is stored before the check answers")
        #expect(navigation.topViewController === controller)

        app.proxyCheck.set(.single(true))
        let server = ProxyServer(host: "proxy.example.com", port: 1080, connection: .socks5(username: nil, password: nil))
        #expect(stored == ProxySettings(enabled: true, servers: [server], activeServer: server))
        #expect(controller.dismissCount == 1)
        #expect(navigation.topViewController !== controller)
    }

    @Test func aFailedCheckStopsTheSpinnerAndKeepsTheForm() throws {
        let controller = try editor()
        _ = try input(controller, "SocksProxySetup_Hostname").simulateTyping("proxy.example.com")
        _ = try input(controller, "SocksProxySetup_Port").simulateTyping("1080")
        #expect(try done(controller).simulateTap())
        app.proxyCheck.set(.single(false))
        #expect(try done(controller).style == .bold)
        #expect(try done(controller).enabled)
        #expect(try input(controller, "SocksProxySetup_Hostname").text == "proxy.example.com")
        #expect(stored == nil)
        #expect(controller.dismissCount == 0)
    }

    @Test func editingAServerStartsFromItAndReplacesIt() throws {
        let old = ProxyServer(host: "old.example.com", port: 443, connection: .mtp(secret: "ee01"))
        let _ = updateProxySettingsInteractively(accountManager: context.sharedContext.accountManager, { settings in
            settings.save(old, replacing: nil)
        }).start()
        let controller = try editor(old)
        #expect(controller.items(ofType: ItemListCheckboxItem.self).map(\.checked) == [false, true])
        #expect(try input(controller, "SocksProxySetup_Hostname").text == "old.example.com")
        #expect(try input(controller, "SocksProxySetup_SecretPlaceholder").text == "ee01")

        _ = try input(controller, "SocksProxySetup_Port").simulateTyping("8443")
        #expect(try done(controller).simulateTap())
        app.proxyCheck.set(.single(true))
        let new = ProxyServer(host: "old.example.com", port: 8443, connection: .mtp(secret: "ee01"))
        #expect(stored?.servers == [new])
        #expect(stored?.activeServer == new)
    }

    @Test func cancelDismissesWithoutSaving() throws {
        let controller = try editor()
        let cancel = try #require(controller.currentControllerState?.leftNavigationButton)
        #expect(cancel.simulateTap())
        #expect(controller.dismissCount == 1)
        #expect(stored == nil)
    }

    @Test func pasteFillsTheFormAndShareSendsTheLink() throws {
        let controller = try editor()
        app.pasteboard = "tg://proxy?server=paste.example.com&port=443&secret=ee02"
        let paste = try #require(controller.items(ofType: ItemListActionItem.self).first)
        #expect(paste.title == stubString("SocksProxySetup_PasteFromClipboard"))
        paste.simulateTap()
        #expect(try input(controller, "SocksProxySetup_Hostname").text == "paste.example.com")
        #expect(controller.items(ofType: ItemListCheckboxItem.self).map(\.checked) == [false, true])

        let share = try #require(controller.items(ofType: ItemListActionItem.self).last)
        share.simulateTap()
        #expect(app.sharedLinks == ["tg://proxy?server=paste.example.com&port=443&secret=ee02"])
    }
}
