@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import Postbox
import StubTestSupport
import SwiftSignalKit
import TelegramCore
import Testing

@testable import GeneratedScreens
@testable import IntegrationExample

/// Data and Storage fed from an in-memory account manager: it shows what is stored, its switches write through the
/// `update…Interactively` functions, and it re-renders from what the account manager emits next.
@Suite struct DataAndStorageIntegrationTests {
    let context = TestAccountContext()
    let app = TestServices()

    var accountManager: AccountManager<TelegramAccountManagerTypes> { context.sharedContext.accountManager }

    func screen(focusOnItemTag: DataAndStorageEntryTag? = nil) throws -> ItemListController {
        let controller = makeDataAndStorageController(
            context: context, services: app.services, focusOnItemTag: focusOnItemTag
        )
        return try #require(controller as? ItemListController)
    }

    func storeSettings() {
        let _ = updateMediaAutoDownloadSettingsInteractively(accountManager: accountManager, { settings in
            settings.autoplayGifs = false
            settings.wifiEnabled = false
        }).start()
        let _ = updateProxySettingsInteractively(accountManager: accountManager, { settings in
            settings.save(ProxyServer(host: "proxy.example.com", port: 1080, connection: .mtp(secret: "ee01")), replacing: nil)
        }).start()
    }

    func switchValue(_ controller: ItemListController, _ title: String) -> Bool? {
        controller.items(ofType: ItemListSwitchItem.self).first(where: { $0.title == stubString(title) })?.value
    }

    func label(_ controller: ItemListController, _ title: String) -> String? {
        controller.items(ofType: ItemListDisclosureItem.self).first(where: { $0.title == stubString(title) })?.label
    }

    func stored<Settings: StoredSettings>(_ type: Settings.Type) -> Settings? {
        accountManager.stubEntry(forKey: Settings.key)?.get(Settings.self)
    }

    @Test func theScreenShowsTheStoredSettingsAndCalculatingUntilTheSizesArrive() throws {
        storeSettings()
        let controller = try screen()
        #expect(switchValue(controller, "ChatSettings_AutoPlayGifs") == false)
        #expect(switchValue(controller, "ChatSettings_AutoPlayVideos") == true)
        #expect(switchValue(controller, "ChatSettings_AutoDownloadUsingWiFi") == false)
        #expect(switchValue(controller, "Settings_SaveEditedPhotos") == true, "the default, nothing is stored")
        #expect(label(controller, "ChatSettings_Cache") == "Calculating…")
        #expect(label(controller, "NetworkUsageSettings_Title") == "Calculating…")
        #expect(label(controller, "SocksProxySetup_Title") == "proxy.example.com:1080")

        app.cacheSize.set(1_288_490_189)
        app.networkUsage.set(364_904_448)
        #expect(label(controller, "ChatSettings_Cache") == "1.2 GB")
        #expect(label(controller, "NetworkUsageSettings_Title") == "348 MB")
        #expect(controller.entryOrderViolations.isEmpty)
    }

    @Test func aSwitchWritesThroughItsHookAndShowsWhatTheAppStored() throws {
        let controller = try screen()
        let gifs = try #require(
            controller.items(ofType: ItemListSwitchItem.self).first(where: { $0.title == stubString("ChatSettings_AutoPlayGifs") })
        )
        #expect(gifs.value == true)
        #expect(gifs.enableInteractiveChanges, "a switch bound to app data flips under the finger")
        let emissions = controller.emissionCount

        gifs.simulateToggle()
        #expect(stored(MediaAutoDownloadSettings.self)?.autoplayGifs == false)
        #expect(controller.emissionCount == emissions + 2, "the flip, then the account manager's new view")
        #expect(switchValue(controller, "ChatSettings_AutoPlayGifs") == false)

        let calls = try #require(
            controller.items(ofType: ItemListSwitchItem.self).first(where: { $0.title == stubString("CallSettings_UseLessData") })
        )
        calls.simulateToggle()
        #expect(stored(VoiceCallSettings.self)?.dataSaving == .always)
        #expect(switchValue(controller, "CallSettings_UseLessData") == true)
    }

    @Test func resetEnablesAutoDownloadAgain() throws {
        let controller = try screen()
        func reset() -> ItemListActionItem? {
            controller.items(ofType: ItemListActionItem.self).first(where: { $0.title == stubString("ChatSettings_AutoDownloadReset") })
        }
        #expect(reset()?.kind == .disabled)
        controller.items(ofType: ItemListSwitchItem.self)[0].simulateToggle()
        #expect(stored(MediaAutoDownloadSettings.self)?.cellularEnabled == false)
        #expect(reset()?.kind == .generic)
        reset()?.simulateTap()
        #expect(stored(MediaAutoDownloadSettings.self)?.cellularEnabled == true)
        #expect(switchValue(controller, "ChatSettings_AutoDownloadUsingCellular") == true)
        #expect(reset()?.kind == .disabled)
    }

    @Test func theProxyRowOpensTheModalEditorOnceTheProxyIsOn() throws {
        let navigation = NavigationController()
        let controller = try screen()
        navigation.pushViewController(controller)
        func proxyRow() -> ItemListDisclosureItem? {
            controller.items(ofType: ItemListDisclosureItem.self).first(where: { $0.title == stubString("SocksProxySetup_Title") })
        }
        #expect(proxyRow()?.enabled == false)
        #expect(proxyRow()?.label == "None")

        let useProxy = try #require(
            controller.items(ofType: ItemListSwitchItem.self).first(where: { $0.title == stubString("SocksProxySetup_UseProxy") })
        )
        useProxy.simulateToggle()
        #expect(stored(ProxySettings.self)?.enabled == true)
        #expect(proxyRow()?.enabled == true)

        proxyRow()?.simulateTap()
        let editor = try #require(navigation.topViewController as? ItemListController)
        #expect(editor.navigationPresentation == .modal)
        #expect(editor.currentControllerState?.title == .text(stubString("SocksProxySetup_Title")))
    }

    @Test func theUsageRowsPushTheirScreensWhoseHooksReachTheApp() throws {
        let controller = try screen()
        controller.items(ofType: ItemListDisclosureItem.self)[0].simulateTap()
        let storage = try #require(controller.pushedControllers.last as? ItemListController)
        #expect(storage.currentControllerState?.title == .text("Storage Usage"))
        let clear = try #require(storage.currentNodeState?.toolbarItem)
        #expect(clear.simulateTap(actionAt: 0))
        #expect(app.clearedCategories == [[.photos, .videos]])

        controller.items(ofType: ItemListDisclosureItem.self)[1].simulateTap()
        let network = try #require(controller.pushedControllers.last as? ItemListController)
        network.items(ofType: ItemListActionItem.self).last?.simulateTap()
        #expect(app.networkUsageResets == 1)
    }

    @Test func focusOnItemTagScrollsToTheRowAndUpdatesDoNotAnimate() throws {
        let controller = try screen(focusOnItemTag: .useProxy)
        let tag = try #require(controller.currentNodeState?.ensureVisibleItemTag)
        #expect(tag.isEqual(to: DataAndStorageEntryTag.useProxy))
        #expect(controller.currentNodeState?.animateChanges == false)
    }

    @Test func focusOnItemTagHighlightsTheRowOnceItIsShown() throws {
        let controller = try screen(focusOnItemTag: .useProxy)
        #expect(controller.highlightedItemTags.isEmpty, "no item node before the controller's node loads")
        #expect(controller.simulateAppear())
        #expect(controller.highlightedItemTags.count == 1)
        #expect(controller.highlightedItemTags.first?.isEqual(to: DataAndStorageEntryTag.useProxy) == true)
        controller.items(ofType: ItemListSwitchItem.self)[0].simulateToggle()
        #expect(controller.emissionCount > 1)
        #expect(controller.highlightedItemTags.count == 1, "highlighted once, not after every update")

        let opened = try screen()
        #expect(opened.simulateAppear())
        #expect(opened.highlightedItemTags.isEmpty, "without focusOnItemTag nothing flashes")
    }

    @Test func releasingTheScreenEndsItsSubscriptions() throws {
        var disposed = false
        var services = app.services
        services.cacheSize = Signal { subscriber in
            subscriber.putNext(nil)
            return ActionDisposable { disposed = true }
        }
        weak var released: ItemListController?
        do {
            let controller = try #require(makeDataAndStorageController(context: context, services: services) as? ItemListController)
            released = controller
            controller.items(ofType: ItemListSwitchItem.self)[0].simulateToggle()
            #expect(!disposed)
        }
        #expect(released == nil, "the hooks or the data signal keep the controller alive")
        #expect(disposed, "the cache size subscription outlives the screen")
    }
}
