import LocalizedStrings
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencCore
import Testing

/// What texts that use the app's declarations show: reusable texts as their definition says (the values a case
/// carries, `if: let`, grouped cases), functions as their `sample:` or a placeholder with their arguments — also
/// inside joined texts, interpolations, formatted keys' arguments and conditions.
@Suite struct DeclarationTextTests {
    let table = StringsTable([
        "PrivacySettings.LastSeenEverybody": "Everybody", "PrivacySettings.LastSeenContacts": "My Contacts",
        "Username.UsernameIsAvailable": "%@ is available.",
    ])

    /// The text row `id` shows (a disclosure's label, a text row's text) in `state`, its keys looked up in the table
    /// when `strings` is true (as `screenc preview --strings` renders and resolves).
    func shown(_ id: String, in state: ScreenState, strings: Bool = false) throws -> String {
        let screen = try DeclaredScreen.screen()
        let table = table
        let lookup: StringsLookup? = strings ? { @Sendable name in table.value(forAccessor: name) } : nil
        let rendered = ScreenRenderer.render(screen, state: state, strings: lookup)
        let row = try #require(rendered.row(id: id), "row \(id) is not shown")
        let text: DisplayText
        switch row.content {
        case .disclosure(let item): text = try #require(item.label)
        case .text(let item): text = item.text
        default: throw LintFailure(description: "row \(id) is neither a disclosure nor a text")
        }
        return resolve(text, strings: { strings ? table.value(forAccessor: $0) : nil })
    }

    func samples() throws -> ScreenState { ScreenState(defaultsOf: try DeclaredScreen.screen()) }

    /// The sample with `member` of `privacy` set to `value`.
    func privacy(_ member: String, _ value: ExpressionValue) throws -> ScreenState {
        let state = try samples()
        guard case .record(var members)? = state["privacy"] else { throw LintFailure(description: "no privacy") }
        members[member] = value
        return try state.setting("privacy", to: .record(members))
    }

    @Test func aReusableTextShowsItsDefinitionForTheArguments() throws {
        #expect(try shown("lastSeen", in: samples()) == "PrivacySettings_LastSeenContacts")
        #expect(try shown("lastSeen", in: samples(), strings: true) == "My Contacts")
        // The values the case carries are read by their labels.
        #expect(try shown("calls", in: samples()) == "Everybody (-1)")
        let two = ExpressionValue.caseWithValues("enableEveryone", ["disableFor": .list([.record([:]), .record([:])])])
        #expect(try shown("calls", in: privacy("voiceCalls", two)) == "Everybody (-2)")
        let none = ExpressionValue.caseWithValues("enableEveryone", ["disableFor": .list([])])
        #expect(try shown("calls", in: privacy("voiceCalls", none), strings: true) == "Everybody")
        // A grouped case (`enableContacts, disableEveryone:`) reads none of the values.
        let nobody = ExpressionValue.caseWithValues("disableEveryone", ["enableFor": .list([.record([:])])])
        #expect(try shown("calls", in: privacy("voiceCalls", nobody), strings: true) == "My Contacts")
    }

    @Test func ifLetShowsItsElseWhileTheValueIsNil() throws {
        let state = try samples().setting("privacy", to: .null)
        #expect(try shown("lastSeen", in: state) == "Loading")
        #expect(try shown("accountTimeout", in: state) == "")
        #expect(try shown("storage", in: state) == "1.2 GB", "the sample whatever the argument")
    }

    @Test func aFunctionShowsItsSampleOrAPlaceholderWithItsArguments() throws {
        #expect(try shown("storage", in: samples()) == "1.2 GB")
        #expect(try shown("accountTimeout", in: samples()) == "‹timeIntervalString(value: 604800)›")
        #expect(
            try shown("accountTimeout", in: privacy("accountRemovalTimeout", .int(60)))
                == "‹timeIntervalString(value: 60)›"
        )
        // A struct by its members in declaration order, cases with what they carry, a dictionary by its count, an
        // array by its elements, a String quoted.
        #expect(
            try shown("summary", in: samples())
                == "‹describePrivacy(settings: AccountPrivacySettings(presence: .enableContacts(enableFor: [:], "
                + "disableFor: [:]), voiceCalls: .enableEveryone(disableFor: [1 entry]), accountRemovalTimeout: 604800, "
                + "storageBytes: 1200000000, ratio: 0.5, network: nil, blockedIds: [1, 2]), name: \"Zoë\")›"
        )
    }

    @Test func reusableTextsInsideJoinedTextsAndInterpolations() throws {
        #expect(try shown("both", in: samples(), strings: true) == "My Contacts / Everybody (-1) too")
        #expect(try shown("both", in: samples().setting("privacy", to: .null), strings: true) == "")
    }

    /// A reusable text passed to a formatted key is a String there (as `strings.Key(privacyLabel(…))` in Swift): its
    /// keys are looked up in the strings the rendering was given.
    @Test func aReusableTextAsAFormattedKeysArgumentShowsItsRealText() throws {
        #expect(try shown("available", in: samples(), strings: true) == "My Contacts is available.")
        let everybody = ExpressionValue.caseWithValues("enableEveryone", ["disableFor": .list([])])
        #expect(try shown("available", in: privacy("presence", everybody), strings: true) == "Everybody is available.")
    }

    @Test func aConditionCallsAFunctionWithABoolSample() throws {
        let screen = try DeclaredScreen.screen()
        #expect(ScreenRenderer.render(screen, state: try samples()).row(id: "premium") != nil)
    }

    @Test func membersOfOptionalMembersAreReadThroughTheChain() throws {
        let screen = try DeclaredScreen.screen()
        #expect(ScreenRenderer.render(screen, state: try samples()).row(id: "cellular") == nil)
        let on = try privacy("network", .record(["cellular": .bool(true), "wifi": .bool(false)]))
        #expect(ScreenRenderer.render(screen, state: on).row(id: "cellular") != nil)
    }

    /// A case written without the values it carries (`?? .enableEveryone`) reads them as their zero values in a
    /// `switch` that reads them, instead of stopping the preview.
    @Test func aCaseWrittenWithoutItsValuesReadsThemAsZero() throws {
        let source = #"""
            screen: Fallback
            title: Fallback
            types:
              Visibility:
                cases:
                  everybody: { except: "[Int]" }
                  nobody:
            texts:
              label:
                parameters: { visibility: Visibility }
                text: { switch: visibility, cases: { everybody: 'Everybody (-\(except.count))', nobody: Nobody } }
            data:
              visibility: { type: Visibility?, sample: nobody }
            sections:
              - id: main
                rows:
                  - { id: row, item: text, text: '\(label(visibility: visibility ?? .everybody))' }
            """#
        let result = Linter.lint([SourceFile(path: "Fallback.yaml", text: source)])
        let screen = try #require(result.screens.first, "\(result.diagnostics.map(\.message))")
        let state = try ScreenState(defaultsOf: screen).setting("visibility", to: .null)
        guard case .text(let item)? = ScreenRenderer.render(screen, state: state).row(id: "row")?.content else {
            Issue.record("no text row")
            return
        }
        #expect(resolve(item.text, strings: { _ in nil }) == "Everybody (-0)")
    }
}
