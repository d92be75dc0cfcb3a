import ProjectConfiguration
import ScreenDiagnostics
import Testing

/// `.screenc.yml` decoding: every key, and every kind of mistake as a diagnostic at its line and column.
@Suite struct ConfigurationDecoderTests {
    /// A file system with these files and directories (paths as resolved).
    static func disk(files: Set<String> = [], directories: Set<String> = []) -> @Sendable (String) -> ConfigurationDecoder.PathKind {
        { path in files.contains(path) ? .file : directories.contains(path) ? .directory : .missing }
    }

    static let projectDisk: @Sendable (String) -> ConfigurationDecoder.PathKind = disk(
        files: ["Screens/Localizable.strings", "Templates/entries.mustache", "Extra.yaml"],
        directories: ["Screens", "Templates"])

    static func decode(_ text: String, directory: String = "", disk: (String) -> ConfigurationDecoder.PathKind = projectDisk)
        -> (configuration: ProjectConfiguration?, diagnostics: [Diagnostic])
    {
        ConfigurationDecoder.decode(Array(text.utf8), file: ".screenc.yml", directory: directory, kind: disk)
    }

    /// `rule@line:column message (help)` for each diagnostic.
    static func described(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.rule.rawValue)@\($0.span.start) \($0.message)" + ($0.help.map { " (\($0))" } ?? "") }
    }

    @Test func everyKeyIsRead() throws {
        let (configuration, diagnostics) = Self.decode(
            """
            screens: [Screens, Extra.yaml]
            output: Generated
            templates: Templates
            templateFiles:
              - Templates/entries.mustache
            strings: Screens/Localizable.strings
            namePrefix: Gen
            nameSuffix: Screen
            strict: true
            rules:
              empty-section: 'off'
              unused-state-field: error
              ambiguous-scalar: warning
              unknown-key: error
            """)
        #expect(diagnostics.isEmpty, "\(Self.described(diagnostics))")
        let decoded = try #require(configuration)
        #expect(decoded.screens == ["Screens", "Extra.yaml"])
        #expect(decoded.output == "Generated")
        #expect(decoded.templates == "Templates")
        #expect(decoded.templateFiles == ["Templates/entries.mustache"])
        #expect(decoded.strings == "Screens/Localizable.strings")
        #expect(decoded.namePrefix == "Gen")
        #expect(decoded.nameSuffix == "Screen")
        #expect(decoded.strict == true)
        #expect(
            decoded.rules.settings
                == [.emptySection: .off, .unusedStateField: .error, .ambiguousScalar: .warning, .unknownKey: .error])
    }

    @Test func anEmptyFileIsAConfigurationWithNothingSet() throws {
        let (configuration, diagnostics) = Self.decode("# nothing yet\n")
        #expect(diagnostics.isEmpty)
        #expect(try #require(configuration) == ProjectConfiguration(file: ".screenc.yml"))
    }

    @Test func pathsAreRelativeToTheConfigurationsDirectory() throws {
        let disk = Self.disk(files: ["../Screens/Localizable.strings"], directories: ["../Screens"])
        let (configuration, diagnostics) = Self.decode(
            "screens: Screens\noutput: ./Out\nstrings: Screens/Localizable.strings\n", directory: "..", disk: disk)
        #expect(diagnostics.isEmpty, "\(Self.described(diagnostics))")
        #expect(configuration?.screens == ["../Screens"])
        #expect(configuration?.output == "../Out")
        #expect(configuration?.strings == "../Screens/Localizable.strings")
        #expect(ConfigurationDecoder.resolve("/abs/Screens", against: "..") == "/abs/Screens")
        #expect(ConfigurationDecoder.resolve(".", against: "sub") == "sub")
    }

    @Test func unknownKeyIsReportedAtTheKeyWithDidYouMean() {
        let (configuration, diagnostics) = Self.decode("screens: Screens\nouptut: Generated\n")
        #expect(configuration == nil)
        #expect(
            Self.described(diagnostics)
                == ["unknown-key@2:1 unknown key `ouptut` in the screenc configuration (did you mean `output`?)"])
    }

    @Test func wrongTypesAreReportedAtTheValue() {
        let (configuration, diagnostics) = Self.decode(
            """
            screens: { a: b }
            output: [Generated]
            strict: 'yes'
            rules: [empty-section]
            namePrefix:
            """)
        #expect(configuration == nil)
        #expect(
            Self.described(diagnostics) == [
                "wrong-type@1:10 `screens` must be a path or a list of paths, not a mapping",
                "wrong-type@2:9 `output` must be a single value, not a list",
                "wrong-type@3:9 `strict` must be `true` or `false`, not `yes`",
                "wrong-type@4:8 `rules` must be a mapping of rule ids to off, warning or error, not a list (e.g. `rules: { empty-section: \"off\" }`)",
                "wrong-type@5:12 `namePrefix` must be a single value, not an empty value",
            ])
    }

    /// `output: ""` is an empty path, not "a scalar" where a single value was wanted.
    @Test func anEmptyPathIsReportedAsEmpty() {
        let (configuration, diagnostics) = Self.decode("output: \"\"\n")
        #expect(configuration == nil)
        #expect(Self.described(diagnostics) == ["invalid-value@1:9 `output` is empty (write a path; `.` for this directory)"])
    }

    @Test func pathsThatDoNotExistOrAreTheWrongKindAreReported() {
        let (configuration, diagnostics) = Self.decode(
            """
            screens:
              - Screens
              - Screenz
            output: Screens/Localizable.strings
            templates: Templates/entries.mustache
            templateFiles: Templates/entries.txt
            strings: Screens
            """)
        #expect(configuration == nil)
        #expect(
            Self.described(diagnostics) == [
                "invalid-value@3:5 `screens`: `Screenz` does not exist (paths in the configuration are relative to the directory of .screenc.yml)",
                "invalid-value@4:9 `output`: `Screens/Localizable.strings` is a file, not a directory",
                "invalid-value@5:12 `templates`: `Templates/entries.mustache` is a file, not a directory",
                "invalid-value@6:16 `templateFiles`: `Templates/entries.txt` does not exist (paths in the configuration are relative to the directory of .screenc.yml)",
                "invalid-value@6:16 `templateFiles`: a template file must end in .mustache",
                "invalid-value@7:10 `strings`: `Screens` is a directory, not a file",
            ])
    }

    @Test func aMissingPathNamesTheConfigurationsDirectoryWhenItIsNotTheCurrentOne() {
        let (_, diagnostics) = Self.decode("screens: Screenz\n", directory: "..", disk: Self.disk())
        #expect(diagnostics.map(\.message) == ["`screens`: `Screenz` does not exist (relative to the configuration's directory, `..`)"])
    }

    @Test func unknownRuleIdsAndSettingsAreReportedWithDidYouMean() {
        let (configuration, diagnostics) = Self.decode(
            """
            rules:
              empty-sections: 'off'
              no-such-thing: 'off'
              empty-screen: of
              constant-condition: {}
            """)
        #expect(configuration == nil)
        #expect(
            Self.described(diagnostics) == [
                "unknown-value@2:3 unknown rule `empty-sections` in `rules` (did you mean `empty-section`?)",
                "unknown-value@3:3 unknown rule `no-such-thing` in `rules` (`screenc lint --list-rules` lists the rule ids)",
                "unknown-value@4:17 `of` is not a rule setting (did you mean `off`?)",
                "wrong-type@5:23 the setting of `constant-condition` must be one of off, warning, error, not a mapping",
            ])
    }

    @Test func errorRulesCannotBeTurnedOffOrMadeWarnings() {
        let (configuration, diagnostics) = Self.decode("rules:\n  unknown-key: 'off'\n  duplicate-id: warning\n")
        #expect(configuration == nil)
        #expect(
            Self.described(diagnostics) == [
                "invalid-value@2:16 `unknown-key` is an error and cannot be turned off",
                "invalid-value@3:17 `duplicate-id` is an error and cannot be turned into a warning",
            ])
    }

    @Test func badNameAffixesAreReported() {
        let (_, diagnostics) = Self.decode("namePrefix: gen\nnameSuffix: Screen-1\n")
        #expect(diagnostics.map(\.rule) == [.invalidValue, .invalidValue])
        #expect(diagnostics.map(\.span.start.line) == [1, 2])
    }

    @Test func notAMappingAndBadYAMLAreReported() {
        #expect(Self.described(Self.decode("- Screens\n").diagnostics).first?.hasPrefix("wrong-type@1:1 a screenc configuration must be a mapping") == true)
        let syntax = Self.decode("screens: [Screens\n")
        #expect(syntax.configuration == nil)
        #expect(syntax.diagnostics.map(\.rule) == [.yamlSyntax])
        let duplicate = Self.decode("strict: true\nstrict: false\n")
        #expect(duplicate.diagnostics.map(\.rule) == [.duplicateKey])
        #expect(duplicate.configuration == nil)
    }
}
