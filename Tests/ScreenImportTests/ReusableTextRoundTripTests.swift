import Foundation
import ScreenImport
import ScreencCore
import ScreencTestSupport
import Testing

/// The screen language's reusable texts (`texts:`, generated as one private function of the file each) read back as
/// `texts:` entries — with their parameters, their text read over them, and the rows' calls as uses of the text —
/// not as declared `functions:` the app would have to provide.
@Suite struct ReusableTextRoundTripTests {
    /// NotificationsPeerCategory's `soundName` (the app's formatter called with a value of an app type) and
    /// `exceptionSound` (`if: let` over an optional of an app type, calling `soundName`): both are `texts:` again, the
    /// app's `localizedPeerNotificationSoundString` is declared from the call in `soundName`'s body, and the screen
    /// compiles to the same Swift.
    @Test func notificationsPeerCategoryTextsComeBack() throws {
        let path = "Screens/NotificationsPeerCategory.yaml"
        let source = SourceFile(path: path, bytes: Array(try Data(contentsOf: repositoryRoot.appendingPathComponent(path))))
        let generated = try #require(try Compiler.compile([source]).files.first)
        let imported = ScreenImporter.importControllers(source: generated.contents, path: generated.name)
        let screen = try #require(imported.screens.first)
        #expect(lintFindings(screen.yaml, path: path) == [])
        #expect(screen.yaml.contains("""
            texts:
              soundName:
                parameters: { sound: PeerMessageSound, soundList: "NotificationSoundList?" }
                text: { call: localizedPeerNotificationSoundString, args: { notificationSoundList: soundList, sound: sound } }
              exceptionSound:
                parameters: { sound: "PeerMessageSound?", soundList: "NotificationSoundList?" }
                text: { if: let sound, then: { call: soundName, args: { sound: sound, soundList: soundList } }, else: "Default sound" }

            """))
        #expect(screen.yaml.contains(
            "  localizedPeerNotificationSoundString: { module: SettingsModel, parameters: [strings, notificationSoundList: \"NotificationSoundList?\", sound: PeerMessageSound] }\n"))
        #expect(!screen.yaml.contains("soundName: { parameters:"))
        #expect(screen.yaml.contains("        label: { call: soundName, args: { sound: sound, soundList: soundList } }\n"))
        let again = try Compiler.compile([SourceFile(path: path, bytes: Array(screen.yaml.utf8))]).files.first
        #expect(again?.contents == generated.contents)
    }

    /// PrivacyAndSecurity's `privacyLabel`: `if: let` over an optional of an app enum, then a `switch` over its cases,
    /// which carry values the cases bind (`case .enableEveryone(let disableFor):`), read by name in conditions and in a
    /// formatted key's arguments (`String(disableFor.count)`); and the `accountTimeout` label, the app's function
    /// called under `if let` with a member of the unwrapped optional. Imported with the screens it pushes, it compiles
    /// to the same Swift but for `import TelegramCore` and `SelectivePrivacyPeer` on `import SettingsModel`'s line,
    /// which the values' types (`[PeerId: SelectivePrivacyPeer]`, not in the Swift file) brought in.
    @Test func privacyAndSecurityTextsComeBack() throws {
        let folder = repositoryRoot.appendingPathComponent("Screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted().map { SourceFile(path: "Screens/\($0)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        let compiled = try Compiler.compile(files)
        let screens = ScreenImporter.importControllers(files: compiled.files.map { ($0.contents, $0.name) }).flatMap(\.screens)
        let screen = try #require(screens.first { $0.name == "PrivacyAndSecurity" })
        #expect(screen.summary == ImportSummary(exact: 25, approximated: 0, left: 0))
        #expect(screen.yaml.contains("""
            texts:
              privacyLabel:
                parameters: { settings: "SelectivePrivacySettings?" }
                text: { if: let settings, then: { switch: "settings", cases: { enableEveryone: { if: "disableFor.isEmpty", then: { key: PrivacySettings_LastSeenEverybody }, else: { key: PrivacySettings_LastSeenEverybodyMinus, args: ["String(disableFor.count)"] } }, enableContacts: 
            """))
        #expect(screen.yaml.contains(
            "  SelectivePrivacySettings: { module: SettingsModel, cases: { enableEveryone: { disableFor: String }, enableContacts: { enableFor: String, disableFor: String }, disableEveryone: { enableFor: String } } }\n"))
        #expect(!screen.yaml.contains("privacyLabel: { parameters:"))
        #expect(screen.yaml.contains(
            "        label: { if: let privacy, then: { call: timeIntervalString, args: { value: privacy.accountRemovalTimeout } }, else: \"\" }\n"))
        let imported = screens.map { SourceFile(path: "Screens/\($0.name).yaml", bytes: Array($0.yaml.utf8)) }
        #expect(Linter.lint(imported).diagnostics.map { "\($0.span.file): \($0.message)" } == [])
        let again = try Compiler.compile(imported).files.first { $0.name == "PrivacyAndSecurity.swift" }
        let original = try #require(compiled.files.first { $0.name == "PrivacyAndSecurity.swift" })
        #expect(
            again?.contents
                == original.contents.replacingOccurrences(of: "import TelegramCore\n", with: "")
                .replacingOccurrences(of: "SelectivePrivacySettings, SelectivePrivacyPeer, ", with: "SelectivePrivacySettings, "))
    }

    /// A hand-written controller (the AutoDownload fixture, Telegram's style) labelling several rows with the file's
    /// formatters: `autoDownloadLabel(strings:enabled:limit:)`, an `if` / `else if` / `else` returning a key or an
    /// interpolation, called by three rows with data fields, and `networkLabel(strings:network:)`, a ternary over a
    /// member of an app type, called by two — one reusable text each, the rows calling it; `cacheLimitString`, whose
    /// body computes a local, stays a declared function the app keeps.
    @Test func formattersCalledFromSeveralRowsAreReusableTexts() throws {
        let result = ScreenImporter.importControllers(
            files: [(source: try fixture("AutoDownloadController.swift"), path: "AutoDownloadController.swift")])
        #expect(result.map(\.problems) == [[]])
        let screen = try #require(result.first?.screens.first)
        #expect(lintFindings(screen.yaml) == [])
        assertSnapshot(screen.yaml, named: "AutoDownload.yaml")
        #expect(screen.summary == ImportSummary(exact: 7, approximated: 0, left: 0))
        for text in [
            "  autoDownloadLabel:\n    parameters: { enabled: Bool, limit: Int }\n    text: { if: \"!enabled\", then: { key: AutoDownloadSettings_Off }, else: { if: \"limit == 0\", then: { key: AutoDownloadSettings_OnForAll }, else: \"Up to \\\\(limit) MB\" } }\n",
            "  networkLabel:\n    parameters: { network: AutoDownloadNetworkSettings }\n",
            "  AutoDownloadNetworkSettings: { module: TelegramUIPreferences, members: { saveToGallery: Bool } }\n",
            "        label: { call: autoDownloadLabel, args: { enabled: videosEnabled, limit: videosLimit } }\n",
            "        label: { call: networkLabel, args: { network: wifi } }\n",
            "  cacheLimitString: { parameters: [strings, bytes: Int] }\n",
            "        label: { call: cacheLimitString, args: { bytes: cacheLimitBytes } }\n",
        ] {
            #expect(screen.yaml.contains(text), "\(text)")
        }
        // One function each in the generated Swift, called by the rows as the hand-written entries called them.
        let generated = try #require(
            try Compiler.compile([SourceFile(path: "AutoDownload.yaml", bytes: Array(screen.yaml.utf8))]).files.first)
        for swift in [
            "private func autoDownloadLabel(strings: PresentationStrings, enabled: Bool, limit: Int) -> String {\n",
            "    return network.saveToGallery ? strings.AutoDownloadSettings_SaveToGallery : strings.AutoDownloadSettings_KeepInApp\n",
            "label: autoDownloadLabel(strings: presentationData.strings, enabled: photosEnabled, limit: photosLimit),\n",
            "label: networkLabel(strings: presentationData.strings, network: cellular),\n",
        ] {
            #expect(generated.contents.contains(swift), "\(swift)")
        }
    }

    /// A formatter that calls itself, and two that call each other: a reusable text may not use itself
    /// (`text-cycle`), so none of them is one — each is read through or declared where it is called, as before — and
    /// the screen lints clean, no name both a text and a function.
    @Test func textFunctionsCallingThemselvesAreNotReusableTexts() throws {
        let fixture = try fixture("AutoDownloadController.swift")
        let recursive = fixture.replacingOccurrences(
            of: "        return \"Up to \\(limit) MB\"",
            with: "        return autoDownloadLabel(strings: strings, enabled: !enabled, limit: limit)")
        let mutual = fixture.replacingOccurrences(
            of: "strings.AutoDownloadSettings_KeepInApp\n}\n",
            with: "otherNetworkLabel(strings: strings, network: network)\n}\n\nprivate func otherNetworkLabel(strings: PresentationStrings, network: AutoDownloadNetworkSettings) -> String {\n    return network.saveToGallery ? strings.AutoDownloadSettings_KeepInApp : networkLabel(strings: strings, network: network)\n}\n")
        #expect(recursive != fixture && mutual != fixture)
        for (name, source, functions) in [
            ("Recursive", recursive, ["autoDownloadLabel"]), ("Mutual", mutual, ["networkLabel", "otherNetworkLabel"]),
        ] {
            let result = ScreenImporter.importControllers(source: source, path: "\(name).swift")
            let screen = try #require(result.screens.first, "\(name)")
            #expect(result.problems.isEmpty, "\(name)")
            #expect(lintFindings(screen.yaml) == [], "\(name)")
            for function in functions {
                #expect(!screen.yaml.contains("\n  \(function):\n    parameters:"), "\(name): \(function)")
            }
        }
    }

    /// Random screens' reusable text (`if: value > N` calling the app's function, else a literal; used by rows and
    /// sometimes by the title): a `texts:` entry of the same name with the same parameters, never a declared function.
    @Test func randomScreensTextsComeBackAsTexts() throws {
        var withTexts = 0
        for seed in RandomScreenRoundTripTests.seeds {
            let random = RandomScreen.yaml(seed: seed).text
            guard let start = random.range(of: "\ntexts:\n  ") else { continue }
            withTexts += 1
            let name = String(random[start.upperBound...].prefix { $0 != ":" })
            let path = "Random\(seed).yaml"
            let generated = try #require(try Compiler.compile([SourceFile(path: path, bytes: Array(random.utf8))]).files.first)
            let screen = try #require(
                ScreenImporter.importControllers(source: generated.contents, path: generated.name).screens.first)
            #expect(lintFindings(screen.yaml, path: path) == [], "seed \(seed)")
            #expect(screen.yaml.contains("\ntexts:\n  \(name):\n    parameters: { value: Int, label: String }\n"), "seed \(seed)")
            #expect(!screen.yaml.contains("  \(name): { parameters:"), "seed \(seed)")
        }
        #expect(withTexts > 10)
    }
}
