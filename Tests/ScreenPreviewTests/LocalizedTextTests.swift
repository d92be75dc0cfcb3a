import ScreenIR
import ScreenPreview
import ScreenRuntime
import Testing

/// The preview shows real texts from the strings file — formatted keys with their arguments, plural keys in their
/// English form — and reports keys the file does not have instead of passing the raw key off as a text.
@Suite struct LocalizedTextTests {
    /// The text of row `id`'s label (a disclosure) or text, as the model shows it.
    func shown(_ model: PreviewModel, _ id: String) throws -> String {
        let row = try #require(model.page.rendered.row(id: id))
        switch row.content {
        case .disclosure(let item): return model.text(try #require(item.label))
        case .activityText(let item): return model.text(item.text)
        case .sectionHeader(let header): return model.text(header.text)
        default: throw LintFailure(description: "unexpected row kind for \(id)")
        }
    }

    @Test func formattedAndPluralTextsAreFilledIn() throws {
        let privacy = try exampleModel("PrivacyAndSecurity", strings: englishStrings)
        // The app's formatter shows its declared sample; the reusable text fills its formatted keys.
        #expect(try shown(privacy, "accountTimeout") == "6 months")
        #expect(try shown(privacy, "lastSeen") == "My Contacts (-1)")
        #expect(try shown(privacy, "voiceCalls") == "Nobody (+2)")
        let profile = try exampleModel("EditProfile", strings: englishStrings)
        #expect(try shown(profile, "usernameStatus") == "anna_k is available.")
        #expect(profile.status == nil)
    }

    @Test func keysMissingFromTheStringsFileAreMarkedAndListed() throws {
        var strings = englishStrings
        strings["PrivacySettings.LastSeenContactsMinus"] = nil
        strings["PrivacySettings.PhoneNumber"] = nil
        let model = try exampleModel("PrivacyAndSecurity", strings: strings)
        #expect(try shown(model, "lastSeen") == "[? PrivacySettings_LastSeenContactsMinus]")
        #expect(model.status?.kind == .problem)
        #expect(model.status?.message.contains("PrivacySettings_LastSeenContactsMinus") == true)
        #expect(model.status?.message.contains("PrivacySettings_PhoneNumber") == true)
    }

    /// Found while building the fuzz target (docs/Fuzzing.md): a placeholder position too large for an Int
    /// (`%9223372036854775808$@`) crashed the preview. It names no argument, so it is shown as written.
    @Test func aPlaceholderPositionTooLargeForAnIntIsShownAsWritten() throws {
        let screen = try screen(
            """
            screen: Greeting
            title: Greeting
            state: { name: Anna }
            sections:
              - id: s
                rows:
                  - { id: hello, item: activityText, text: { key: Greeting_Hello, args: [name] } }
            """)
        let model = PreviewModel(screen: screen, strings: ["Greeting.Hello": "Hi %9223372036854775808$@, %1$@"])
        #expect(try shown(model, "hello") == "Hi %9223372036854775808$@, Anna")
    }

    @Test func withoutAStringsFileKeysShowAsThemselves() throws {
        let model = try exampleModel("PrivacyAndSecurity")
        #expect(try shown(model, "phoneNumber") == "PrivacySettings_LastSeenContacts")
        #expect(try shown(model, "lastSeen").hasPrefix("PrivacySettings_LastSeenContactsMinus"))
        #expect(try shown(model, "accountTimeout") == "6 months")
        #expect(model.status?.kind == .call)  // the didAppear hook, not a problem
    }
}
