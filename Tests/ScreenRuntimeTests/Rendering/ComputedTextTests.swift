import LocalizedStrings
import ScreenIR
import ScreenRuntime
import Testing

/// What choice, formatted, plural and number-formatted texts show, in the example screens that use them.
@Suite struct ComputedTextRenderingTests {
    let table = StringsTable([
        "PrivacySettings.LastSeenEverybody": "Everybody", "PrivacySettings.LastSeenContacts": "My Contacts",
        "PrivacySettings.LastSeenNobody": "Nobody", "MessageTimer.Months_1": "%@ month",
        "MessageTimer.Months_any": "%@ months", "Username.UsernameIsAvailable": "%@ is available.",
        "Notifications.CategoryExceptions_1": "%@ EXCEPTION", "Notifications.CategoryExceptions_any": "%@ EXCEPTIONS",
    ])

    /// The text row `id` shows (its disclosure label, or its only text) in `state`.
    func shown(_ id: String, of screen: Screen, in state: ScreenState) throws -> String {
        let rendered = ScreenRenderer.render(screen, state: state)
        let row = try #require(rendered.row(id: id), "no row \(id)")
        let texts = displayTexts(in: row.content)
        let text = try #require(texts.count == 1 ? texts[0] : texts.dropFirst().first)
        return resolve(text, strings: { table.value(forAccessor: $0) })
    }

    @Test func aSwitchTextShowsTheTextOfTheCurrentCase() throws {
        let screen = try exampleScreen("PrivacyAndSecurity")
        var state = try ScreenState(defaultsOf: screen, samples: [:])
        #expect(try shown("lastSeen", of: screen, in: state.setting("lastSeenPrivacy", to: .enumCase("nobody"))) == "Nobody")
        state = try state.setting("lastSeenPrivacy", to: .enumCase("contacts"))
        #expect(try shown("lastSeen", of: screen, in: state) == "My Contacts")
    }

    @Test func anIfTextFollowsItsCondition() throws {
        let screen = try exampleScreen("PrivacyAndSecurity")
        let state = try ScreenState(defaultsOf: screen, samples: [:])
        #expect(try shown("twoStepVerification", of: screen, in: state.setting("hasTwoStepAuth", to: .bool(true))) == "On")
        #expect(try shown("twoStepVerification", of: screen, in: state.setting("hasTwoStepAuth", to: .bool(false))) == "Off")
    }

    @Test func pluralKeysPickTheEnglishForm() throws {
        let screen = try exampleScreen("PrivacyAndSecurity")
        let state = try ScreenState(defaultsOf: screen, samples: [:])
        #expect(try shown("accountTimeout", of: screen, in: state.setting("accountRemovalMonths", to: .int(1))) == "1 month")
        #expect(try shown("accountTimeout", of: screen, in: state.setting("accountRemovalMonths", to: .int(12))) == "12 months")
        #expect(
            try shown("accountTimeout", of: screen, in: state.setting("accountRemovalMonths", to: .int(1200))) == "1,200 months")
    }

    @Test func formattedKeysFillTheirArguments() throws {
        let screen = try exampleScreen("EditProfile")
        let state = try ScreenState(defaultsOf: screen).setting("username", to: .string("anna_k"))
        #expect(try shown("usernameAvailable", of: screen, in: state) == "anna_k is available.")
    }

    @Test func bytesAreWrittenAsDataSizes() throws {
        let screen = try exampleScreen("DataAndStorage")
        let state = try ScreenState(defaultsOf: screen, samples: [:])
        #expect(try shown("networkUsage", of: screen, in: state.setting("networkUsageSize", to: .null)) == "Calculating…")
        #expect(try shown("networkUsage", of: screen, in: state.setting("networkUsageSize", to: .int(364_904_448))) == "348 MB")
        #expect(try shown("networkUsage", of: screen, in: state.setting("networkUsageSize", to: .int(1536))) == "1.5 KB")
    }

    @Test func missingKeysAreListed() {
        let span = IR.span
        let lookup = { (name: String) in table.value(forAccessor: name) }
        #expect(missingLocalizationKeys(in: DisplayText(.localized(key: "Nope"), span: span), strings: lookup) == ["Nope"])
        #expect(
            missingLocalizationKeys(
                in: DisplayText(.plural(key: "MessageTimer_Months", count: IR.expression("1")), span: span), strings: lookup
            ).isEmpty)
    }
}

/// Every `DisplayText` in a value (found by reflection), in declaration order.
private func displayTexts(in value: Any) -> [DisplayText] {
    if let text = value as? DisplayText { return [text] }
    return Mirror(reflecting: value).children.flatMap { displayTexts(in: $0.value) }
}
