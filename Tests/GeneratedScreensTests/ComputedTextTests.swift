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

    @Test func aSwitchTextFollowsTheEnumValue() throws {
        let driver = try ScreenDriver("PrivacyAndSecurity")
        let title = stubString("PrivacySettings_LastSeen")
        for (value, key) in [
            ("everybody", "PrivacySettings_LastSeenEverybody"), ("contacts", "PrivacySettings_LastSeenContacts"),
            ("nobody", "PrivacySettings_LastSeenNobody"),
        ] {
            #expect(try driver.emitData([.set("lastSeenPrivacy", to: .enumCase(value))], "last seen \(value)"))
            #expect(Self.label(driver, titled: title) == stubString(key))
        }
    }

    @Test func anIfTextAndAPluralKeyFollowTheData() throws {
        let driver = try ScreenDriver("PrivacyAndSecurity")
        let twoStep = stubString("PrivacySettings_TwoStepAuth")
        #expect(try driver.emitData([.set("hasTwoStepAuth", to: .bool(false))], "2-step off"))
        #expect(Self.label(driver, titled: twoStep) == "Off")
        #expect(try driver.emitData([.set("hasTwoStepAuth", to: .bool(true))], "2-step on"))
        #expect(Self.label(driver, titled: twoStep) == "On")

        let timeout = stubString("PrivacySettings_DeleteAccountIfAwayFor")
        #expect(try driver.emitData([.set("accountRemovalMonths", to: .int(1))], "one month"))
        #expect(Self.label(driver, titled: timeout) == "1 \u{27E6}MessageTimer_Months_1\u{27E7}")
        #expect(try driver.emitData([.set("accountRemovalMonths", to: .int(1234))], "many months"))
        #expect(Self.label(driver, titled: timeout) == "1,234 \u{27E6}MessageTimer_Months_any\u{27E7}")
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

    @Test func translatedFormatsAreUsedByBothSides() throws {
        let driver = try ScreenDriver("PrivacyAndSecurity")
        driver.updatePresentationData(
            .test(strings: ["MessageTimer_Months_any": "%@ Monate", "MessageTimer_Months_1": "ein Monat (%@)"]))
        #expect(driver.verify("translated plural"))
        #expect(try driver.emitData([.set("accountRemovalMonths", to: .int(3))], "three months"))
        #expect(Self.label(driver, titled: stubString("PrivacySettings_DeleteAccountIfAwayFor")) == "3 Monate")
    }
}
