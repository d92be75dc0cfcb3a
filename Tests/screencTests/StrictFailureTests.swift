import Foundation
import Testing

/// A run that fails on warnings alone says so, and why — `--strict` or the configuration's `strict: true` — in an
/// `error:` line on standard error after the diagnostics (a build log shows it as the error that failed the build).
@Suite struct StrictFailureTests {
    static let warningScreen = validScreen("W", extraState: "  unused: 1\n")

    @Test func strictInTheConfigurationIsNamedWithItsFile() throws {
        let sandbox = try Sandbox([
            ".screenc.yml": "screens: [Screens]\noutput: Generated\nstrict: true\n", "Screens/W.yaml": Self.warningScreen,
        ])
        let lint = try ScreencProcess.run(["lint", "--format", "xcode", "--quiet"], in: sandbox.url)
        #expect(lint.status == 1)
        #expect(lint.stdout.hasPrefix("Screens/W.yaml:5:3: warning: "))
        #expect(lint.stderr == "error: 1 warning treated as an error (strict: true in .screenc.yml)\n", "even with --quiet")

        let compile = try ScreencProcess.run(["compile", "--quiet"], in: sandbox.url)
        #expect(compile.status == 1)
        #expect(compile.stderr.hasSuffix("\nerror: 1 warning treated as an error (strict: true in .screenc.yml)\n"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Generated").path))
    }

    @Test func strictOnTheCommandLineIsNamedAsSuch() throws {
        let sandbox = try Sandbox([
            "Screens/W.yaml": Self.warningScreen,
            "Screens/X.yaml": validScreen("X", extraState: "  spare: 1\n  other: 2\n"),
        ])
        let lint = try ScreencProcess.run(["lint", "--no-config", "--strict", "--format", "json", "Screens"], in: sandbox.url)
        #expect(lint.status == 1)
        #expect(lint.stdout.hasPrefix("{"), "standard output stays the JSON document")
        #expect(lint.stderr == "error: 3 warnings treated as errors (--strict)\n")
    }

    @Test func noLineWhenWarningsDoNotFailTheRun() throws {
        let sandbox = try Sandbox([
            ".screenc.yml": "screens: [Screens]\nstrict: true\n", "Screens/W.yaml": Self.warningScreen,
            "Screens/A.yaml": validScreen("A"),
        ])
        let relaxed = try ScreencProcess.run(["lint", "--no-strict"], in: sandbox.url)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr == "")
        let clean = try ScreencProcess.run(["lint", "Screens/A.yaml"], in: sandbox.url)
        #expect(clean.status == 0)
        #expect(clean.stderr == "")
    }
}
