import Foundation
import ScreenImport
import ScreencCore
import ScreencTestSupport
import Testing

/// App data of the app's own types as hand-written controllers read it (issue 22, "declared types where the code
/// names app types"): an optional of an app type (`AccountPrivacySettings?`, nil until the server has answered) is a
/// data field of that optional type, and conditions read its members through `?.`. The fixtures are written for
/// these tests in Telegram's style, not taken from Telegram.
@Suite struct AppTypedDataTests {
    private func imported(_ name: String) throws -> ImportedScreen {
        let result = ScreenImporter.importControllers(
            files: [(source: try fixture("\(name)Controller.swift"), path: "\(name)Controller.swift")])
        #expect(result.map(\.problems) == [[]])
        return try #require(result.first?.screens.first)
    }

    /// `privacySettings: AccountPrivacySettings?` passed to the entries function, `if privacySettings == nil`,
    /// `if privacySettings?.callsAllowed == true` and a member of a member read through it; a list of a struct of the
    /// file with a field of an app type (`settings: SelectivePrivacySettings?`), a repeated row's `if` reading it; a
    /// function of the file given a member of an app type (`whoCanCallText(strings:settings:)`, `guard let` then a
    /// `switch` over the app enum's cases: a reusable text).
    @Test func anOptionalAppTypeIsAnOptionalDataFieldReadThroughOptionalChaining() throws {
        let screen = try imported("CallPrivacy")
        #expect(lintFindings(screen.yaml) == [])
        assertSnapshot(screen.yaml, named: "CallPrivacy.yaml")
        #expect(screen.summary == ImportSummary(exact: 5, approximated: 0, left: 0))
        for text in [
            "  privacySettings: { type: \"AccountPrivacySettings?\" }\n",
            // The type declared is the one the optional wraps, with the members the conditions read.
            // The file's one import no generated screen needs is taken to be the types' module, and said.
            "# left: the types' module is taken to be `TelegramUIPreferences`, the file's one import no generated screen needs: check it (and add the members the screen will read)\n",
            "  AccountPrivacySettings: { module: TelegramUIPreferences, members: { voiceCalls: SelectivePrivacySettings, callsAllowed: Bool, peerToPeer: PeerToPeer } }\n",
            // A function of the file taking a value of an app type, its body (`guard let`, a `switch` over the
            // enum's cases) a text of the language: a reusable text, called with the member path (the member typed
            // by the parameter).
            "texts:\n  whoCanCallText:\n    parameters: { settings: \"SelectivePrivacySettings?\" }\n    text: { if: let settings, then: { switch: \"settings\", cases: { enableEveryone: { key: PrivacySettings_LastSeenEverybody }, enableContacts: { key: PrivacySettings_LastSeenContacts }, disableEveryone: { key: PrivacySettings_LastSeenNobody } } }, else: { key: Channel_NotificationLoading } }\n",
            "        label: { call: whoCanCallText, args: { settings: \"privacySettings?.voiceCalls\" } }\n",
            "  PeerToPeer: { module: TelegramUIPreferences, members: { isRestricted: Bool } }\n",
            "        visible: \"privacySettings == nil\"\n",
            "    visible: \"privacySettings?.callsAllowed == true\"\n",
            // `privacySettings?.voiceCalls.isDisableEveryone == true`, `isDisableEveryone` an extension's `if case
            // .disableEveryone = self` test: the case compared, and declared with what the file does not say.
            "        visible: \"privacySettings?.peerToPeer.isRestricted == true || privacySettings?.voiceCalls == .disableEveryone\"\n",
            "  # left: cases read from a `switch` over them; the values a case carries (`enableEveryone: { label: Type }`), and the other cases if the switch has a `default:`, are not in the file: write them\n",
            "  SelectivePrivacySettings: { module: TelegramUIPreferences, cases: [enableEveryone, enableContacts, disableEveryone] }\n",
            "    list: { id: Int, title: String, settings: \"SelectivePrivacySettings?\" }\n    element: CallPrivacyException\n",
            "        forEach: exception in exceptions\n", "        visible: \"exception.settings != nil\"\n",
        ] {
            #expect(screen.yaml.contains(text), "\(text)")
        }
        #expect(!screen.yaml.contains("not declared"))
        // What it says compiles to the hand-written conditions (as computed properties of the data).
        let generated = try #require(
            try Compiler.compile([SourceFile(path: "CallPrivacy.yaml", bytes: Array(screen.yaml.utf8))]).files.first)
        for swift in [
            "import TelegramUIPreferences\n", "public var privacySettings: AccountPrivacySettings?\n", "        privacySettings == nil\n",
            "        privacySettings?.callsAllowed == true\n", "        privacySettings?.peerToPeer.isRestricted == true || privacySettings?.voiceCalls == .disableEveryone\n",
            "public var settings: SelectivePrivacySettings?\n", "        settings != nil\n",
            "label: whoCanCallText(strings: presentationData.strings, settings: voiceCalls),\n",
        ] {
            #expect(generated.contents.contains(swift), "\(swift)")
        }
    }

    /// A list element's field whose type is another struct of the file is not an app type (the struct goes with the
    /// file): the list stays undeclared, and says so.
    @Test func aFieldOfAStructOfTheFileIsNotTakenForAnAppType() throws {
        let source = try fixture("CallPrivacyController.swift").replacingOccurrences(
            of: "    let settings: SelectivePrivacySettings?\n}\n",
            with: "    let settings: SelectivePrivacySettings?\n    let rule: CallPrivacyRule\n}\n\nprivate struct CallPrivacyRule: Equatable {\n    let allowed: Bool\n}\n")
        #expect(source.contains("let rule: CallPrivacyRule"))
        let screen = try #require(
            ScreenImporter.importControllers(files: [(source: source, path: "CallPrivacyController.swift")]).first?.screens.first)
        #expect(lintFindings(screen.yaml) == [])
        #expect(!screen.yaml.contains("CallPrivacyRule: {"))
        #expect(screen.yaml.contains("# left: app data `exceptions: [CallPrivacyException]` not declared"))
    }
}
