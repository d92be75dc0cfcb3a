import Foundation
import Testing

/// `.screenc.yml` through the real binary: found in the current directory or a parent, named with `--config`,
/// overridden by the command line, and reported with file:line:column and exit 64 when it is wrong.
@Suite struct ProjectConfigurationCommandTests {
    /// A screen with one unused state field (a warning), valid otherwise.
    static let warningScreen = validScreen("W", extraState: "  unused: 1\n")

    static func project(_ configuration: String, extra: [String: String] = [:]) throws -> Sandbox {
        var files = ["Screens/A.yaml": validScreen("A"), "Screens/B.yaml": validScreen("B"), ".screenc.yml": configuration]
        for (path, text) in extra { files[path] = text }
        return try Sandbox(files)
    }

    @Test func lintAndCompileWithoutArgumentsUseTheConfiguration() throws {
        let sandbox = try Self.project("screens: [Screens]\noutput: Generated\n")
        let lint = try ScreencProcess.run(["lint"], in: sandbox.url)
        #expect(lint.status == 0)
        #expect(lint.stdout == "using configuration .screenc.yml\nno problems in 2 files\n")
        let compile = try ScreencProcess.run(["compile"], in: sandbox.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stderr == "using configuration .screenc.yml\ncreated Generated/A.swift\ncreated Generated/B.swift\n")
        let check = try ScreencProcess.run(["compile", "--check"], in: sandbox.url)
        #expect(check.status == 0)
    }

    @Test func theConfigurationOfAParentDirectoryIsFoundAndItsPathsAreRelativeToIt() throws {
        let sandbox = try Self.project("screens: [Screens]\noutput: Generated\n", extra: ["Sub/Deeper/readme.txt": "x"])
        let deeper = sandbox.url.appendingPathComponent("Sub/Deeper")
        let lint = try ScreencProcess.run(["lint", "--format", "xcode"], in: deeper)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let compile = try ScreencProcess.run(["compile"], in: deeper)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(
            compile.stderr
                == "using configuration ../../.screenc.yml\ncreated ../../Generated/A.swift\ncreated ../../Generated/B.swift\n")
        #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Generated/A.swift").path))
    }

    @Test func configNamesAFileAndItsDirectoryAnchorsItsPaths() throws {
        let sandbox = try Sandbox([
            "project/screens.yml": "screens: [S]\nstrict: true\n", "project/S/W.yaml": Self.warningScreen,
            ".screenc.yml": "screens: [nothing-here]\n",
        ])
        let output = try ScreencProcess.run(["lint", "--config", "project/screens.yml", "--format", "xcode"], in: sandbox.url)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("using configuration project/screens.yml\nproject/S/W.yaml:5:3: warning: "))
        let missing = try ScreencProcess.run(["lint", "--config", "nope.yml"], in: sandbox.url)
        #expect(missing.status == 64)
        #expect(missing.stderr == "error: no such configuration file: nope.yml\n")
    }

    @Test func theCommandLineOverridesTheConfiguration() throws {
        let sandbox = try Self.project(
            "screens: [Screens]\noutput: Generated\nstrict: true\nnamePrefix: Gen\n",
            extra: ["Other/W.yaml": Self.warningScreen])
        // Paths on the command line replace `screens:`; `strict: true` applies to them.
        let strict = try ScreencProcess.run(["lint", "Other"], in: sandbox.url)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("1 warning in 1 file"))
        // --no-strict overrides `strict: true`.
        let relaxed = try ScreencProcess.run(["lint", "--no-strict", "Other"], in: sandbox.url)
        #expect(relaxed.status == 0)
        // --output and --name-prefix override `output:` and `namePrefix:`.
        let compile = try ScreencProcess.run(["compile", "-o", "Elsewhere", "--name-prefix", "My"], in: sandbox.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        let generated = try String(contentsOf: sandbox.url.appendingPathComponent("Elsewhere/A.swift"), encoding: .utf8)
        #expect(generated.contains("MyAState"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Generated").path))
        // Without --name-prefix, the configuration's prefix is used.
        let configured = try ScreencProcess.run(["compile"], in: sandbox.url)
        #expect(configured.status == 0)
        let prefixed = try String(contentsOf: sandbox.url.appendingPathComponent("Generated/A.swift"), encoding: .utf8)
        #expect(prefixed.contains("GenAState"))
    }

    @Test func ruleSettingsApplyToLintAndCompileAndStrict() throws {
        let sandbox = try Self.project(
            "screens: [Screens]\noutput: Generated\nstrict: true\nrules:\n  unused-state-field: 'off'\n",
            extra: ["Screens/W.yaml": Self.warningScreen])
        let lint = try ScreencProcess.run(["lint"], in: sandbox.url)
        #expect(lint.status == 0)
        #expect(lint.stdout == "using configuration .screenc.yml\nno problems in 3 files\n")
        #expect(try ScreencProcess.run(["compile"], in: sandbox.url).status == 0)

        let raised = try Self.project(
            "screens: [Screens]\noutput: Generated\nrules: { unused-state-field: error }\n",
            extra: ["Screens/W.yaml": Self.warningScreen])
        let failing = try ScreencProcess.run(["lint", "--format", "xcode"], in: raised.url)
        #expect(failing.status == 1)
        #expect(failing.stdout.hasPrefix("using configuration .screenc.yml\nScreens/W.yaml:5:3: error: "))
        let compile = try ScreencProcess.run(["compile"], in: raised.url)
        #expect(compile.status == 1)
        #expect(!FileManager.default.fileExists(atPath: raised.url.appendingPathComponent("Generated").path))
    }

    @Test func aBadConfigurationIsReportedWithPositionsAndExits64() throws {
        let sandbox = try Self.project(
            """
            screens: [Screens, Screenz]
            ouput: Generated
            strict: maybe
            rules:
              empty-sectoin: 'off'

            """)
        for command in [["lint"], ["compile", "-o", "Out"]] {
            let output = try ScreencProcess.run(command + ["--format", "xcode"], in: sandbox.url)
            #expect(output.status == 64)
            let diagnostics = command == ["lint"] ? output.stdout : output.stderr
            #expect(
                diagnostics.split(separator: "\n").filter { !$0.contains(": note: ") } == [
                    ".screenc.yml:1:20: error: `screens`: `Screenz` does not exist [invalid-value]",
                    ".screenc.yml:2:1: error: unknown key `ouput` in the screenc configuration [unknown-key]",
                    ".screenc.yml:3:9: error: `strict` must be `true` or `false`, not `maybe` [wrong-type]",
                    ".screenc.yml:5:3: error: unknown rule `empty-sectoin` in `rules` [unknown-value]",
                ])
            #expect(diagnostics.contains("did you mean `output`?"))
            #expect(diagnostics.contains("did you mean `empty-section`?"))
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Out").path))
    }

    /// `screns:` and `outptu:` are the unknown keys with "did you mean", and nothing else: not also "give at least one
    /// screen file" for the screens they did not name, nor "--output is required".
    @Test func aMisspeltKeyOfTheConfigurationIsOnlyTheUnknownKey() throws {
        let sandbox = try Self.project("screns: [Screens]\noutptu: Generated\n")
        for command in [["lint"], ["compile"]] {
            let output = try ScreencProcess.run(command + ["--format", "xcode"], in: sandbox.url)
            #expect(output.status == 64)
            let diagnostics = command == ["lint"] ? output.stdout : output.stderr
            #expect(
                diagnostics.split(separator: "\n") == [
                    ".screenc.yml:1:1: error: unknown key `screns` in the screenc configuration [unknown-key]",
                    ".screenc.yml:1:1: note: did you mean `screens`?",
                    ".screenc.yml:2:1: error: unknown key `outptu` in the screenc configuration [unknown-key]",
                    ".screenc.yml:2:1: note: did you mean `output`?",
                ])
            #expect(output.stdout.contains("error:") != output.stderr.contains("error:"), "\(output.stderr)")
        }
    }

    @Test func withoutPathsOrAConfigurationLintIsAUsageError() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A")])
        let lint = try ScreencProcess.run(["lint"], in: sandbox.url)
        #expect(lint.status == 64)
        #expect(lint.stderr.contains("give at least one screen file or directory"))
        #expect(lint.stderr.contains("screenc init"))
        let compile = try ScreencProcess.run(["compile", "A.yaml"], in: sandbox.url)
        #expect(compile.status == 64)
        #expect(compile.stderr.contains("--output"))
    }

    @Test func quietPrintsOnlyProblems() throws {
        let sandbox = try Self.project("screens: [Screens]\noutput: Generated\n")
        let lint = try ScreencProcess.run(["lint", "--quiet"], in: sandbox.url)
        #expect(lint.status == 0)
        #expect(lint.stdout.isEmpty)
        let compile = try ScreencProcess.run(["compile", "--quiet"], in: sandbox.url)
        #expect(compile.status == 0)
        #expect(compile.stdout.isEmpty && compile.stderr.isEmpty)
        let check = try ScreencProcess.run(["compile", "--check", "--quiet"], in: sandbox.url)
        #expect(check.status == 0)
        #expect(check.stdout.isEmpty && check.stderr.isEmpty)
        // Problems are still printed, with their summary.
        try Data(Self.warningScreen.utf8).write(to: sandbox.url.appendingPathComponent("Screens/W.yaml"))
        let warned = try ScreencProcess.run(["lint", "--quiet"], in: sandbox.url)
        #expect(warned.stdout.contains("warning[unused-state-field]"))
        #expect(warned.stdout.contains("1 warning in 3 files"))
        let stale = try ScreencProcess.run(["compile", "--check", "--quiet"], in: sandbox.url)
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("missing: Generated/W.swift"))
        // JSON is a whole document even when quiet.
        let json = try ScreencProcess.run(["lint", "--quiet", "--format", "json", "Screens/A.yaml"], in: sandbox.url)
        #expect(json.stdout.hasPrefix("{"))
    }

    @Test func initWritesAConfigurationAndAScreenThatLintCleanAndCompile() throws {
        let sandbox = try Sandbox([:])
        let first = try ScreencProcess.run(["init"], in: sandbox.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("created .screenc.yml\ncreated Screens/Example.yaml\n"))
        let lint = try ScreencProcess.run(["lint"], in: sandbox.url)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout == "using configuration .screenc.yml\nno problems in 1 file\n")
        let compile = try ScreencProcess.run(["compile"], in: sandbox.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stderr == "using configuration .screenc.yml\ncreated Generated/Example.swift\n")
        let configuration = try String(contentsOf: sandbox.url.appendingPathComponent(".screenc.yml"), encoding: .utf8)
        #expect(configuration.contains("strict: true"))
        // Every commented-out key, uncommented, is a key the decoder knows.
        for key in ["strings", "namePrefix", "nameSuffix", "templates", "templateFiles", "rules"] {
            #expect(configuration.contains("# \(key):"), "the written configuration does not show `\(key)`")
        }
    }

    @Test func initNeverOverwrites() throws {
        let sandbox = try Sandbox(["Screens/Example.yaml": "mine\n"])
        let output = try ScreencProcess.run(["init"], in: sandbox.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("Screens/Example.yaml exists already"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent(".screenc.yml").path))
        let kept = try String(contentsOf: sandbox.url.appendingPathComponent("Screens/Example.yaml"), encoding: .utf8)
        #expect(kept == "mine\n")
    }
}
