@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import ScreencTestSupport
import Testing

/// A new `PresentationData` (theme, language) re-emits the screen with the new strings and colours.
@Suite struct PresentationDataTests {
    /// Night theme and a translation of every key the screen uses.
    static func translated(_ screen: Screen) -> PresentationData {
        // The keys the screen names, and those the app's functions it calls read (SettingsModel's formatters).
        let appKeys = ["Months", "Weeks", "Days", "Hours", "Minutes", "Seconds"].flatMap {
            ["MessageTimer_\($0)_1", "MessageTimer_\($0)_any"]
        } + notificationSoundKeys
        let overrides = Dictionary(
            (localizationKeys(of: screen) + appKeys).map { ($0, "«\($0)» übersetzt 🌙") },
            uniquingKeysWith: { first, _ in first })
        return .test(strings: overrides, theme: .stubNight)
    }

    /// The keys SettingsModel's `localizedPeerNotificationSoundString` reads.
    static let notificationSoundKeys =
        [
            "None", "Note", "Aurora", "Bamboo", "Chord", "Circles", "Complete", "Hello", "Input", "Keys", "Popcorn",
            "Pulse", "Synth", "Tritone", "Tremolo", "Alert", "Bell", "Calypso", "Chime", "Glass", "Telegraph",
        ].map { "NotificationsSound_\($0)" } + ["UserInfo_NotificationsDefaultSound", "Channel_NotificationLoading"]

    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func aNewPresentationDataReEmitsWithTheNewStrings(screen name: String) throws {
        let driver = try ScreenDriver(name)
        driver.verify("default presentation data")
        let translated = Self.translated(driver.screen)
        let emissions = driver.controller.emissionCount

        driver.updatePresentationData(translated)
        #expect(driver.controller.emissionCount == emissions + 1)
        #expect(driver.controller.currentPresentationData == ItemListPresentationData(translated))
        driver.verify("night theme, translated strings")
        let localizedShown = driver.rendered.rows.contains { row in
            displayTexts(in: row.content).contains { if case .localized = $0.source { true } else { false } }
        }
        if localizedShown {
            #expect(driver.controller.stubSummary.contains { $0.contains("übersetzt") })
            #expect(!driver.controller.stubSummary.contains { $0.contains("\u{27E6}") })
        }

        // The state survives the change, and gestures keep working under the new presentation data.
        var generator = SeededGenerator(seed: 7, salt: name)
        for step in 1...20 {
            let gesture = RandomGestures.pick(on: driver.rendered, using: &generator)
            guard try driver.perform(gesture, "translated, step \(step)") else { return }
        }

        driver.updatePresentationData(.testDefault)
        driver.verify("back to the default presentation data")
    }
}
