import DiagnosticFormats
import Foundation
import ProjectConfiguration
import ScreenDiagnostics
import ScreencCore
import Testing

/// `lint --strings`: every key a screen uses is checked against the strings file, at the key's position.
@Suite struct StringsLintTests {
    static let strings = """
        "Settings.Title" = "Settings";
        "Privacy.ProfilePhoto" = "Profile Photos";
        "Username.UsernameIsAvailable" = "%@ is available.";
        "LOCAL_MESSAGE_FWDS" = "%1$@ forwarded you %2$d messages";
        "MessageTimer.Months_1" = "%@ month";
        "MessageTimer.Months_any" = "%@ months";
        """

    /// Lints one screen whose rows are `rows` with data `name: String`, `count: Int`, `flag: Bool`.
    func lint(rows: String, strings: String = Self.strings) -> [Diagnostic] {
        let screen = """
            screen: Demo
            title: { key: Settings_Title }
            data:
              name: anna
              count: 3
              flag: true
            sections:
              - id: main
                rows:
            \(rows)
            """
        let file = StringsFile(bytes: Array(strings.utf8), path: "Localizable.strings")
        let bytes = Array(screen.utf8)
        return Linter.lint(paths: ["Demo.yaml"], read: { _ in bytes }, strings: file).diagnostics
    }

    func describe(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.rule != .unusedStateField }.map {
            "\($0.rule.rawValue)@\($0.span.file):\($0.span.start) \($0.message)"
        }
    }

    @Test func keysUsedAsTheyAreDeclaredAreClean() {
        let diagnostics = lint(
            rows: """
                      - { id: a, item: activityText, text: { key: Username_UsernameIsAvailable, args: [name] } }
                      - { id: b, item: disclosure, title: { key: MessageTimer_Months, count: count }, action: go }
                      - { id: c, item: disclosure, title: { key: Privacy_ProfilePhoto }, action: go }
                      - { id: d, item: activityText, text: { key: LOCAL_MESSAGE_FWDS, args: [name, count] } }
                      - id: e
                        item: disclosure
                        title: { if: flag, then: { key: Privacy_ProfilePhoto }, else: { key: Settings_Title } }
                        action: go
                """)
        #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    }

    @Test func anUnknownKeyIsReportedAtTheKeyWithTheClosestKey() {
        let diagnostics = lint(
            rows: """
                      - { id: a, item: disclosure, title: { key: Privacy_ProfilePhotos }, action: go }
                """)
        #expect(describe(diagnostics) == ["unknown-localization-key@Demo.yaml:10:50 `Privacy_ProfilePhotos` is not a key of the strings file"])
        #expect(diagnostics.last?.help == "did you mean `Privacy_ProfilePhoto`?")
    }

    @Test func keysInsideChoicesAreChecked() {
        let diagnostics = lint(
            rows: """
                      - id: a
                        item: disclosure
                        title: { if: flag, then: { key: Privacy_ProfilePhoto }, else: { key: Nope_Key } }
                        action: go
                """)
        #expect(describe(diagnostics).map { String($0.prefix(40)) } == ["unknown-localization-key@Demo.yaml:12:78"])
    }

    @Test func kindsMustMatch() {
        let diagnostics = lint(
            rows: """
                      - { id: a, item: activityText, text: { key: Username_UsernameIsAvailable } }
                      - { id: b, item: disclosure, title: { key: MessageTimer_Months }, action: go }
                      - { id: c, item: disclosure, title: { key: Privacy_ProfilePhoto, count: count }, action: go }
                      - { id: d, item: activityText, text: { key: MessageTimer_Months, args: [name] } }
                      - { id: e, item: activityText, text: { key: Username_UsernameIsAvailable, count: count } }
                """)
        #expect(
            describe(diagnostics) == [
                "localization-key-misuse@Demo.yaml:10:51 `Username_UsernameIsAvailable` is a formatted key with 1 argument (String): it needs `args`",
                "localization-key-misuse@Demo.yaml:11:50 `MessageTimer_Months` is a plural key: it needs `count`",
                "localization-key-misuse@Demo.yaml:12:50 `Privacy_ProfilePhoto` is a plain key: it takes no `count`",
                "localization-key-misuse@Demo.yaml:13:51 `MessageTimer_Months` is a plural key: it needs `count`",
                "localization-key-misuse@Demo.yaml:14:51 `Username_UsernameIsAvailable` is a formatted key with 1 argument (String), not a plural key",
            ])
    }

    @Test func argumentCountAndKindsAreChecked() {
        let diagnostics = lint(
            rows: """
                      - { id: a, item: activityText, text: { key: LOCAL_MESSAGE_FWDS, args: [name] } }
                      - { id: b, item: activityText, text: { key: LOCAL_MESSAGE_FWDS, args: [count, name] } }
                """)
        #expect(
            describe(diagnostics) == [
                "localization-key-misuse@Demo.yaml:10:51 `LOCAL_MESSAGE_FWDS` takes 2 arguments (String, Int), but 1 is given",
                "localization-key-misuse@Demo.yaml:11:78 argument 1 of `LOCAL_MESSAGE_FWDS` must be a String (`%@`), but `count` is Int",
                "localization-key-misuse@Demo.yaml:11:85 argument 2 of `LOCAL_MESSAGE_FWDS` must be an Int (`%d`), but `name` is String",
            ])
    }

    @Test func aMalformedStringsFileIsReportedAtItsLineAndColumn() {
        let diagnostics = lint(
            rows: """
                      - { id: a, item: disclosure, title: { key: Privacy_ProfilePhoto }, action: go }
                """,
            strings: "\"Settings.Title\" = \"Settings\";\n\"Privacy.ProfilePhoto\" \"Photos\";\n")
        #expect(
            describe(diagnostics).last
                == "strings-syntax@Localizable.strings:2:24 expected `=` after the key \"Privacy.ProfilePhoto\"")
    }

    /// Apple's loader keeps the last value of a key defined twice: a warning of its own, at the strings file's line
    /// and column, pointing back at the first definition; the screen's keys are still checked.
    @Test func aKeyDefinedTwiceIsAWarningAtTheStringsFile() {
        let diagnostics = lint(
            rows: """
                      - { id: a, item: disclosure, title: { key: Privacy_ProfilePhoto }, action: go }
                """,
            strings: Self.strings + "\n\"Privacy.ProfilePhoto\" = \"Photos\";\n  \"LOCAL_MESSAGE_FWDS\" = \"%1$@ forwarded\";\n")
        let duplicates = diagnostics.filter { $0.rule == .duplicateStringsKey }
        #expect(
            describe(duplicates) == [
                "duplicate-strings-key@Localizable.strings:7:1 \"Privacy.ProfilePhoto\" is defined again; the last value is used",
                "duplicate-strings-key@Localizable.strings:8:3 \"LOCAL_MESSAGE_FWDS\" is defined again; the last value is used",
            ])
        #expect(duplicates.allSatisfy { $0.severity == .warning })
        #expect(duplicates.map { $0.labels.map { "\($0.span.start) \($0.message)" } } == [["2:1 first defined here"], ["4:1 first defined here"]])
        // Only where the placeholders differ: the generated accessor follows the first definition.
        #expect(duplicates[0].notes.isEmpty)
        #expect(
            duplicates[1].notes == [
                "Telegram's string generator declares `LOCAL_MESSAGE_FWDS` from the first definition (2 placeholders: "
                    + "String, Int), while the app formats this value (1 placeholder: String)"
            ])
        #expect(!diagnostics.containsErrors)
    }

    @Test func rulesCanTurnTheDuplicateWarningOffOrMakeItAnError() {
        let file = StringsFile(bytes: Array("\"Settings.Title\" = \"A\";\n\"Settings.Title\" = \"B\";\n".utf8), path: "L.strings")
        let screen = Array("screen: Demo\ntitle: { key: Settings_Title }\nsections:\n  - id: main\n    rows:\n      - { id: a, item: action, title: Go, action: go }\n".utf8)
        func lint(_ setting: RuleSetting?) -> LintResult {
            Linter.lint(
                paths: ["Demo.yaml"], read: { _ in screen }, strings: file,
                rules: RuleSettings(setting.map { [.duplicateStringsKey: $0] } ?? [:]))
        }
        #expect(lint(nil).diagnostics.map(\.severity) == [.warning])
        #expect(lint(.off).diagnostics.isEmpty)
        #expect(lint(.error).diagnostics.map(\.severity) == [.error])
        #expect(lint(.error).fails(strict: false))
        #expect(!lint(nil).fails(strict: false) && lint(nil).fails(strict: true))
    }

    /// The strings file's problems are its own: counted as that file's in the summary, not as the screen's.
    @Test func theStringsFileIsCountedAmongTheFilesChecked() {
        let file = StringsFile(bytes: Array("\"Other\" \"A\";\n\"Settings.Title\" = \"B\";\n".utf8), path: "L.strings")
        let screen = Array("screen: Demo\ntitle: { key: Settings_Title }\nsections:\n  - id: main\n    rows:\n      - { id: a, item: action, title: Go, action: go }\n".utf8)
        let result = Linter.lint(paths: ["Demo.yaml"], read: { _ in screen }, strings: file)
        #expect(result.files == ["Demo.yaml", "L.strings"])
        #expect(result.diagnostics.allSatisfy { $0.span.file == "L.strings" })
        #expect(result.report(sources: []).summary.description == "1 error in 2 files")
    }

    @Test func utf16StringsFilesAreRead() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"Settings.Title\" = \"Réglages\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = StringsFile(bytes: bytes, path: "Localizable.strings")
        #expect(file.diagnostics.isEmpty)
        #expect(file.table.value(forAccessor: "Settings_Title") == "Réglages")
    }

    @Test func theExamplesUseEveryKeyAsDeclaredInTheirStringsFile() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Screens/Localizable.strings"))
        let file = StringsFile(bytes: [UInt8](data), path: "Screens/Localizable.strings")
        let screens = try exampleScreens()
        let contents = Dictionary(uniqueKeysWithValues: screens.map { ($0.path, $0.bytes) })
        let result = Linter.lint(paths: screens.map(\.path), read: { contents[$0] ?? [] }, strings: file)
        #expect(result.diagnostics.isEmpty, "\(describe(result.diagnostics))")
    }

    @Test func compileGeneratesNothingWhenAKeyIsMissing() throws {
        let screen = "screen: Demo\ntitle: { key: Missing_Title }\nsections:\n  - id: main\n    rows:\n      - { id: a, item: action, title: Go, action: go }\n"
        let file = StringsFile(bytes: Array(Self.strings.utf8), path: "Localizable.strings")
        let bytes = Array(screen.utf8)
        var generated = 0
        let lint = try Compiler.compile(
            paths: ["Demo.yaml"], read: { _ in bytes }, strings: file, stage: { $0 }, collect: { _ in generated += 1 })
        #expect(lint.fails(strict: false))
        #expect(generated == 0)
    }
}
