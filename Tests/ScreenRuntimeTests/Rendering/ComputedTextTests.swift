import LocalizedStrings
import ScreenExpressions
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
        "PrivacySettings.LastSeenContactsMinus": "My Contacts (-%@)", "PrivacySettings.LastSeenNobodyPlus": "Nobody (+%@)",
        "PrivacySettings.LastSeenContactsMinusPlus": "My Contacts (-%@, +%@)", "Channel.NotificationLoading": "Loading…",
    ])

    /// `count` peers, as a privacy setting's exceptions.
    static func peers(_ count: Int) -> ExpressionValue { .list(Array(repeating: .record([:]), count: count)) }

    /// PrivacyAndSecurity's `privacy` with every setting `everybody` but `presence`, and a removal period.
    static func privacy(presence: ExpressionValue, timeout: Int = 2_592_000) -> ExpressionValue {
        let everybody = ExpressionValue.caseWithValues("enableEveryone", ["disableFor": peers(0)])
        return .record([
            "presence": presence, "groupInvitations": everybody, "voiceCalls": everybody, "profilePhoto": everybody,
            "phoneNumber": everybody, "accountRemovalTimeout": .int(timeout),
        ])
    }

    /// The text row `id` shows (its disclosure label, or its only text) in `state`.
    func shown(_ id: String, of screen: Screen, in state: ScreenState) throws -> String {
        let rendered = ScreenRenderer.render(screen, state: state)
        let row = try #require(rendered.row(id: id), "no row \(id)")
        let texts = displayTexts(in: row.content)
        let text = try #require(texts.count == 1 ? texts[0] : texts.dropFirst().first)
        return resolve(text, strings: { table.value(forAccessor: $0) })
    }

    @Test func aReusableTextShowsTheCaseAndTheValuesItCarries() throws {
        let screen = try exampleScreen("PrivacyAndSecurity")
        let state = try ScreenState(defaultsOf: screen, samples: [:])
        let nobody = ExpressionValue.caseWithValues("disableEveryone", ["enableFor": Self.peers(0)])
        #expect(try shown("lastSeen", of: screen, in: state.setting("privacy", to: Self.privacy(presence: nobody))) == "Nobody")
        let nobodyBut3 = ExpressionValue.caseWithValues("disableEveryone", ["enableFor": Self.peers(3)])
        #expect(
            try shown("lastSeen", of: screen, in: state.setting("privacy", to: Self.privacy(presence: nobodyBut3)))
                == "Nobody (+3)")
        let contacts = ExpressionValue.caseWithValues(
            "enableContacts", ["enableFor": Self.peers(1), "disableFor": Self.peers(2)])
        #expect(
            try shown("lastSeen", of: screen, in: state.setting("privacy", to: Self.privacy(presence: contacts)))
                == "My Contacts (-2, +1)")
        // Until the app has the settings, every privacy row says so (`if: let settings`).
        #expect(try shown("lastSeen", of: screen, in: state.setting("privacy", to: .null)) == "Loading…")
        #expect(try shown("voiceCalls", of: screen, in: state.setting("privacy", to: .null)) == "Loading…")
    }

    @Test func aFunctionShowsItsSampleOrTheAppsImplementation() throws {
        let screen = try exampleScreen("PrivacyAndSecurity")
        var state = try ScreenState(defaultsOf: screen, samples: [:]).setting(
            "privacy", to: Self.privacy(presence: .enumCase("enableEveryone"), timeout: 86400 * 30 * 6))
        // The preview has no implementation of the app's `timeIntervalString`: it shows the declared `sample:`.
        #expect(try shown("accountTimeout", of: screen, in: state) == "6 months")
        state.functions = AppFunctions([
            "timeIntervalString": { arguments in
                guard case .int(let seconds)? = arguments.first?.value else { return .null }
                return .string("\(seconds / 86400) days")
            }
        ])
        #expect(try shown("accountTimeout", of: screen, in: state) == "180 days")
        #expect(try shown("accountTimeout", of: screen, in: state.setting("privacy", to: .null)) == "")
    }

    @Test func anIfTextFollowsItsCondition() throws {
        let screen = try exampleScreen("PrivacyAndSecurity")
        let state = try ScreenState(defaultsOf: screen, samples: [:])
        #expect(try shown("twoStepVerification", of: screen, in: state.setting("hasTwoStepAuth", to: .bool(true))) == "On")
        #expect(try shown("twoStepVerification", of: screen, in: state.setting("hasTwoStepAuth", to: .bool(false))) == "Off")
    }

    @Test func pluralKeysPickTheEnglishForm() throws {
        let screen = try exampleScreen("NotificationsPeerCategory")
        let state = ScreenState(defaultsOf: screen)
        func header(_ count: Int) throws -> String {
            let exceptions = try #require(state.values["exceptions"])
            guard case .list(let all) = exceptions else { throw ScreenStateError.notSettableFromText(field: "", type: .bool) }
            let rendered = ScreenRenderer.render(
                screen, state: try state.setting("exceptions", to: .list(Array(all.prefix(count)))))
            let texts = rendered.rows.flatMap { displayTexts(in: $0.content) }
            let text = try #require(texts.first { $0.key == "Notifications_CategoryExceptions" })
            return resolve(text, strings: { table.value(forAccessor: $0) })
        }
        #expect(try header(1) == "1 EXCEPTION")
        #expect(try header(2) == "2 EXCEPTIONS")
    }

    @Test func formattedKeysFillTheirArguments() throws {
        let screen = try exampleScreen("EditProfile")
        let state = try ScreenState(defaultsOf: screen).setting("username", to: .string("anna_k"))
        #expect(try shown("usernameStatus", of: screen, in: state) == "anna_k is available.")
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
