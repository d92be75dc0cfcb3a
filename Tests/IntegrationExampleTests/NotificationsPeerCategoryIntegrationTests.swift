@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import Postbox
import SettingsModel
import StubTestSupport
import SwiftSignalKit
@_spi(Stubs) import TelegramCore
import Testing

@testable import GeneratedScreens
@testable import IntegrationExample

/// The per-category notification screen: the caller's category picks the title, the "add" row, the settings and the
/// exceptions shown; each exception's switch writes that exception. Sounds are stored as the app's `PeerMessageSound`
/// and named by the screen (the stub strings' "⟦NotificationsSound_Chime⟧" for Chime).
@Suite struct NotificationsPeerCategoryIntegrationTests {
    let context = TestAccountContext()
    let app = TestServices()

    var postbox: Postbox { context.account.postbox }

    init() {
        let group = EnginePeer.Id(namespace: Namespaces.Peer.CloudGroup, id: ._internalFromInt64Value(201))
        let channel = EnginePeer.Id(namespace: Namespaces.Peer.CloudChannel, id: ._internalFromInt64Value(301))
        context.setPeer(.legacyGroup(TelegramGroup(id: group, title: "Design Team")))
        context.setPeer(.channel(TelegramChannel(id: channel, title: "Café Noir ☕")))
        context.setPeer(.testUser(id: 101, firstName: "Alex", lastName: "Morgan"))
        let _ = updateGlobalNotificationSettingsInteractively(postbox: postbox, { settings in
            settings.groups.sound = .bundledClassic(id: 5)
            settings.channels.enabled = false
        }).start()
        let tritone = PeerMessageSound.bundledClassic(id: 0)
        let _ = updateNotificationExceptionsInteractively(postbox: postbox, { settings in
            settings.exceptions = [
                PeerNotificationException(peerId: 201, category: .groups, enabled: false, sound: tritone),
                PeerNotificationException(peerId: 301, category: .channels, enabled: true, sound: nil),
                PeerNotificationException(peerId: 101, category: .privateChats, enabled: false, sound: nil),
            ]
        }).start()
    }

    func screen(_ category: NotificationsPeerCategoryParameters.Category) throws -> ItemListController {
        try #require(
            makeNotificationsPeerCategoryController(context: context, services: app.services, category: category)
                as? ItemListController
        )
    }

    var storedExceptions: [PeerNotificationException] {
        var exceptions: [PeerNotificationException] = []
        let _ = postbox.preferencesView(keys: [NotificationExceptions.key]).start(next: { view in
            exceptions = view.settings(NotificationExceptions.self).exceptions
        })
        return exceptions
    }

    func switches(_ controller: ItemListController) -> [String] {
        controller.items(ofType: ItemListSwitchItem.self).map { "\($0.title) \($0.value ? "on" : "off")" }
    }

    @Test func theCategoryPicksTheTitleTheRowsAndTheData() throws {
        let groups = try screen(.groups)
        #expect(groups.currentControllerState?.title == .text(stubString("Notifications_GroupChatsTitle")))
        #expect(groups.items(ofType: ItemListActionItem.self).map(\.title) == ["Add Groups", "Delete All Exceptions"])
        #expect(
            switches(groups) == [
                "\(stubString("Notifications_MessageNotificationsAlert")) on",
                "\(stubString("Notifications_MessageNotificationsPreview")) on",
                "Design Team off",
            ]
        )
        #expect(
            groups.items(ofType: ItemListDisclosureItem.self).map(\.label) == [stubString("NotificationsSound_Chime")])
        #expect(subtitles(groups) == [stubString("NotificationsSound_Tritone")])

        let channels = try screen(.channels)
        #expect(channels.currentControllerState?.title == .text(stubString("Notifications_ChannelsTitle")))
        #expect(channels.items(ofType: ItemListActionItem.self).first?.title == "Add Channels")
        #expect(switches(channels) == ["\(stubString("Notifications_MessageNotificationsAlert")) off", "Café Noir ☕ on"])
        #expect(subtitles(channels) == ["Default sound"], "an exception without its own sound")
        #expect(channels.items(ofType: ItemListDisclosureItem.self).isEmpty, "no sound row while notifications are off")
    }

    /// The subtitles of the exceptions' switches (the category's own switches have none).
    func subtitles(_ controller: ItemListController) -> [String] {
        controller.items(ofType: ItemListSwitchItem.self).compactMap(\.text)
    }

    @Test func anExceptionsSwitchWritesThatException() throws {
        let groups = try screen(.groups)
        let exception = try #require(groups.items(ofType: ItemListSwitchItem.self).last)
        #expect(exception.title == "Design Team")
        #expect(exception.enableInteractiveChanges, "it flips under the finger; the stored exceptions then say so")
        exception.simulateToggle()
        #expect(storedExceptions.map(\.enabled) == [true, true, false])
        #expect(switches(groups).last == "Design Team on")
    }

    @Test func theCategorysSwitchAndRemovingAllExceptionsStayInTheCategory() throws {
        let groups = try screen(.groups)
        groups.items(ofType: ItemListSwitchItem.self)[0].simulateToggle()
        #expect(switches(groups) == ["\(stubString("Notifications_MessageNotificationsAlert")) off", "Design Team off"])

        groups.items(ofType: ItemListActionItem.self).last?.simulateTap()
        #expect(storedExceptions.map(\.category) == [.channels, .privateChats])
        #expect(groups.items(ofType: ItemListActionItem.self).map(\.title) == ["Add Groups"])
        let header = groups.items(ofType: ItemListSectionHeaderItem.self).first
        // `Notifications_CategoryExceptions(Int32(0))`: the stub's English `_any` form with the count.
        #expect(header?.text == "0 \u{27E6}Notifications_CategoryExceptions_any\u{27E7}")

        let privateChats = try screen(.privateChats)
        #expect(switches(privateChats).last == "Alex Morgan off")
    }

    @Test func theSoundPickerStartsFromTheCurrentSoundAndStoresTheChoice() throws {
        let groups = try screen(.groups)
        groups.items(ofType: ItemListDisclosureItem.self)[0].simulateTap()
        #expect(app.soundPickerCurrentSounds == [.bundledClassic(id: 5)])
        #expect(groups.pushedControllers.count == 1)
        let pick = try #require(app.pickSound)
        pick(.bundledModern(id: 2))
        #expect(
            groups.items(ofType: ItemListDisclosureItem.self).map(\.label) == [stubString("NotificationsSound_Bamboo")])
    }

    @Test func anUploadedToneIsNamedOnceTheAccountsToneListArrives() throws {
        let _ = updateNotificationExceptionsInteractively(postbox: postbox, { settings in
            settings.exceptions[0].sound = .cloud(fileId: 77)
        }).start()
        let groups = try screen(.groups)
        #expect(subtitles(groups) == [stubString("Channel_NotificationLoading")])
        app.notificationSoundList.set(NotificationSoundList(sounds: [.init(fileId: 77, title: "Harbour Bells")]))
        #expect(subtitles(groups) == ["Harbour Bells"])
    }

    @Test func addingAnExceptionAddsARow() throws {
        let group = EnginePeer.Id(namespace: Namespaces.Peer.CloudGroup, id: ._internalFromInt64Value(202))
        context.setPeer(.legacyGroup(TelegramGroup(id: group, title: "Family 🏡")))
        let groups = try screen(.groups)
        groups.items(ofType: ItemListActionItem.self)[0].simulateTap()
        #expect(groups.presentedControllers.count == 1, "not on a navigation stack: presented, not pushed")
        let pick = try #require(app.pickPeer)
        pick(group)
        #expect(switches(groups).suffix(2) == ["Design Team off", "Family 🏡 off"])
    }
}
