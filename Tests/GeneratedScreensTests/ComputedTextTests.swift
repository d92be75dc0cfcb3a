@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing

/// Texts computed from data — a `switch` over an enum, an `if`, a plural key with its count, a formatted key with its
/// argument, a size with `format: bytes` — as the generated `item(…)` writes them with the stub's PresentationStrings
/// (deterministic formats), compared by the driver with what ScreenRuntime resolves from the same strings.
@Suite struct ComputedTextTests {
    /// The label of the disclosure row whose title is `title` in the generated controller.
    static func label(_ driver: ScreenDriver, titled title: String) -> String? {
        driver.controller.items(ofType: ItemListDisclosureItem.self).first { $0.title == title }?.label
    }

    /// PrivacyAndSecurity's `privacy` (the app's `AccountPrivacySettings`) with `presence` and a removal period, every
    /// other setting `enableEveryone` without exceptions.
    static func privacy(presence: ExpressionValue, timeout: Int = 15_552_000) -> ExpressionValue {
        let everybody = ExpressionValue.caseWithValues("enableEveryone", ["disableFor": .list([])])
        return .record([
            "presence": presence, "groupInvitations": everybody, "voiceCalls": everybody, "profilePhoto": everybody,
            "phoneNumber": everybody, "accountRemovalTimeout": .int(timeout),
        ])
    }

    static func peers(_ count: Int) -> ExpressionValue { .list(Array(repeating: .record([:]), count: count)) }

    @Test func oneReusableTextLabelsEveryPrivacyRowFromTheAppsType() throws {
        let driver = try ScreenDriver("PrivacyAndSecurity")
        let title = stubString("PrivacySettings_LastSeen")
        let cases: [(ExpressionValue, String)] = [
            (.caseWithValues("disableEveryone", ["enableFor": Self.peers(0)]), "nobody"),
            (.caseWithValues("disableEveryone", ["enableFor": Self.peers(2)]), "nobody but two"),
            (.caseWithValues("enableContacts", ["enableFor": Self.peers(0), "disableFor": Self.peers(0)]), "contacts"),
            (.caseWithValues("enableContacts", ["enableFor": Self.peers(3), "disableFor": Self.peers(1)]), "contacts ±"),
            (.caseWithValues("enableEveryone", ["disableFor": Self.peers(4)]), "everybody but four"),
        ]
        for (presence, moment) in cases {
            // The driver compares every row with what the runtime renders from the same value.
            #expect(try driver.emitData([.set("privacy", to: Self.privacy(presence: presence))], moment))
        }
        #expect(try driver.emitData([.set("privacy", to: Self.privacy(presence: cases[0].0))], "nobody again"))
        #expect(Self.label(driver, titled: title) == stubString("PrivacySettings_LastSeenNobody"))
        // Until the app has the settings, every privacy row says so.
        #expect(try driver.emitData([.set("privacy", to: .null)], "loading"))
        #expect(Self.label(driver, titled: title) == stubString("Channel_NotificationLoading"))
        #expect(Self.label(driver, titled: stubString("Privacy_Calls")) == stubString("Channel_NotificationLoading"))
    }

    @Test func anIfTextAndTheAppsFormatterFollowTheData() throws {
        let driver = try ScreenDriver("PrivacyAndSecurity")
        let twoStep = stubString("PrivacySettings_TwoStepAuth")
        #expect(try driver.emitData([.set("hasTwoStepAuth", to: .bool(false))], "2-step off"))
        #expect(Self.label(driver, titled: twoStep) == "Off")
        #expect(try driver.emitData([.set("hasTwoStepAuth", to: .bool(true))], "2-step on"))
        #expect(Self.label(driver, titled: twoStep) == "On")

        let timeout = stubString("PrivacySettings_DeleteAccountIfAwayFor")
        let everybody = ExpressionValue.enumCase("enableEveryone")
        #expect(try driver.emitData([.set("privacy", to: Self.privacy(presence: everybody, timeout: 2_592_000))], "one month"))
        #expect(Self.label(driver, titled: timeout) == "\u{27E6}MessageTimer_Months_1\u{27E7}".replacingOccurrences(of: "%@", with: "1"))
        #expect(try driver.emitData([.set("privacy", to: .null)], "no settings yet"))
        #expect(Self.label(driver, titled: timeout) == "")
    }

    @Test func aLanguageSwitchFormatsTheAppsFormatterAgain() throws {
        let driver = try ScreenDriver("PrivacyAndSecurity")
        let timeout = stubString("PrivacySettings_DeleteAccountIfAwayFor")
        let everybody = ExpressionValue.enumCase("enableEveryone")
        #expect(try driver.emitData([.set("privacy", to: Self.privacy(presence: everybody, timeout: 15_552_000))], "six months"))
        driver.updatePresentationData(.test(strings: ["MessageTimer_Months_any": "%@ Monate", "MessageTimer_Months_1": "ein Monat"]))
        #expect(driver.verify("German"))
        #expect(Self.label(driver, titled: timeout) == "6 Monate")
        driver.updatePresentationData(.test(strings: ["MessageTimer_Months_any": "%@ mois"]))
        #expect(driver.verify("French"))
        #expect(Self.label(driver, titled: timeout) == "6 mois")
    }

    /// NotificationsPeerCategory names its sounds (the app's `PeerMessageSound`) with the app's
    /// `localizedPeerNotificationSoundString` in `item(…)`, through the reusable `soundName` text: a language switch
    /// names them again, in the category's sound row and in each exception's subtitle (`exceptionSound`).
    @Test func aLanguageSwitchNamesTheSoundsAgain() throws {
        let driver = try ScreenDriver("NotificationsPeerCategory")
        let title = stubString("Notifications_MessageNotificationsSound")
        func subtitles() -> [String] { driver.controller.items(ofType: ItemListSwitchItem.self).compactMap(\.text) }
        let chime = ExpressionValue.caseWithValues("bundledClassic", ["id": .int(5)])
        func exception(_ id: Int, _ name: String, _ sound: ExpressionValue) -> ExpressionValue {
            .record(["id": .int(id), "name": .string(name), "notificationsOn": .bool(true), "sound": sound])
        }
        let exceptions = ExpressionValue.list([
            exception(1, "Design Team", chime), exception(2, "Family", .null), exception(3, "Café", .enumCase("none")),
        ])
        let sound = ExpressionValue.caseWithValues("bundledModern", ["id": .int(2)])
        #expect(try driver.emitData([.set("sound", to: sound), .set("exceptions", to: exceptions)], "bamboo, chime"))
        #expect(Self.label(driver, titled: title) == stubString("NotificationsSound_Bamboo"))
        let (chimeName, noneName) = (stubString("NotificationsSound_Chime"), stubString("NotificationsSound_None"))
        #expect(subtitles() == [chimeName, "Default sound", noneName])

        driver.updatePresentationData(
            .test(strings: [
                "NotificationsSound_Bamboo": "Bambus", "NotificationsSound_Chime": "Glockenspiel",
                "NotificationsSound_None": "Kein Ton",
            ]))
        #expect(driver.verify("German"))
        #expect(Self.label(driver, titled: title) == "Bambus")
        #expect(subtitles() == ["Glockenspiel", "Default sound", "Kein Ton"])

        // An uploaded tone waits for the account's tone list; a list without it names the default tone instead.
        #expect(try driver.emitData([.set("sound", to: .caseWithValues("cloud", ["fileId": .int(77)]))], "uploaded"))
        #expect(Self.label(driver, titled: title) == stubString("Channel_NotificationLoading"))
        #expect(try driver.emitData([.set("soundList", to: .record([:]))], "tone list without it"))
        #expect(Self.label(driver, titled: title) == stubString("NotificationsSound_Note"))
    }

    @Test func bytesAreFormattedAsTheAppFormatsThem() throws {
        let driver = try ScreenDriver("DataAndStorage")
        let title = stubString("NetworkUsageSettings_Title")
        #expect(try driver.emitData([.set("networkUsageSize", to: .null)], "no size yet"))
        #expect(Self.label(driver, titled: title) == "Calculating…")
        #expect(try driver.emitData([.set("networkUsageSize", to: .int(1_288_490_188))], "a size"))
        #expect(Self.label(driver, titled: title) == "1.1 GB")
        #expect(try driver.emitData([.set("networkUsageSize", to: .int(700))], "bytes"))
        #expect(Self.label(driver, titled: title) == "700 B")
    }
}
