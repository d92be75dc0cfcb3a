import Foundation
import Testing

/// A strings file through `lint`, `compile` and `preview`: they agree on what is an error in it, and report its
/// problems once, as its own.
@Suite struct StringsFileCommandTests {
    static let screen = """
        screen: Demo
        title: { key: Settings_Title }
        sections:
          - id: main
            rows:
              - { id: done, item: action, title: { key: Common_Done }, action: finish }

        """

    /// A value over two lines (valid, as Apple's loader reads it), and a key defined again.
    static let duplicated = """
        "Settings.Title" = "Settings";
        "Common.Done" = "Done
        for now";
        "Settings.Title" = "Preferences";

        """

    /// An entry without its `=`.
    static let malformed = """
        "Settings.Title" = "Settings";
        "Common.Done" "Done";

        """

    @Test func aDuplicateIsAWarningOfTheStringsFileInLintAndCompile() throws {
        let sandbox = try Sandbox(["Demo.yaml": Self.screen, "L.strings": Self.duplicated])
        let lint = try ScreencProcess.run(["lint", "--strings", "L.strings", "--color", "never", "Demo.yaml"], in: sandbox.url)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("warning[duplicate-strings-key]: \"Settings.Title\" is defined again; the last value is used\n --> L.strings:4:1"))
        #expect(lint.stdout.components(separatedBy: "duplicate-strings-key").count == 2)
        #expect(lint.stdout.hasSuffix("1 warning in 2 files\n"))
        let strict = try ScreencProcess.run(["lint", "--strict", "--strings", "L.strings", "Demo.yaml"], in: sandbox.url)
        #expect(strict.status == 1)

        let compile = try ScreencProcess.run(
            ["compile", "--strings", "L.strings", "--format", "xcode", "-o", "Out", "Demo.yaml"], in: sandbox.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stderr.contains("L.strings:4:1: warning: \"Settings.Title\" is defined again; the last value is used [duplicate-strings-key]"))
        #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Out/Demo.swift").path))
    }

    @Test func rulesInTheProjectConfigurationTurnTheWarningOff() throws {
        let sandbox = try Sandbox([
            "Demo.yaml": Self.screen, "L.strings": Self.duplicated,
            ".screenc.yml": "screens: [Demo.yaml]\nstrings: L.strings\nstrict: true\nrules:\n  duplicate-strings-key: off\n",
        ])
        let lint = try ScreencProcess.run(["lint", "--color", "never"], in: sandbox.url)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.hasSuffix("no problems in 2 files\n"))
    }

    /// `preview` shows the last value, as the app does, and says once that the file has warnings.
    @Test func previewShowsTheLastValueAndCountsTheWarningsOnce() throws {
        let sandbox = try Sandbox(["Demo.yaml": Self.screen, "L.strings": Self.duplicated])
        let preview = try ScreencProcess.run(["preview", "Demo.yaml", "--strings", "L.strings", "--static"], in: sandbox.url)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.contains("Preferences"))
        #expect(preview.stdout.contains("Done"))
        #expect(
            preview.stderr
                == "warning: L.strings has 1 warning (duplicate-strings-key); `screenc lint --strings L.strings` lists them\n")
    }

    /// A malformed strings file is an error in all three commands: lint and compile fail, and so does preview,
    /// printing the same diagnostic once.
    @Test func aMalformedEntryIsAnErrorInLintCompileAndPreview() throws {
        let sandbox = try Sandbox(["Demo.yaml": Self.screen, "L.strings": Self.malformed])
        let message = "L.strings:2:15: error: expected `=` after the key \"Common.Done\" [strings-syntax]"
        let lint = try ScreencProcess.run(["lint", "--strings", "L.strings", "--format", "xcode", "Demo.yaml"], in: sandbox.url)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains(message))
        let compile = try ScreencProcess.run(
            ["compile", "--strings", "L.strings", "--format", "xcode", "-o", "Out", "Demo.yaml"], in: sandbox.url)
        #expect(compile.status == 1)
        #expect(compile.stderr.contains(message))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Out").path))
        let preview = try ScreencProcess.run(
            ["preview", "Demo.yaml", "--strings", "L.strings", "--static", "--color", "never"], in: sandbox.url)
        #expect(preview.status == 1)
        #expect(preview.stdout.isEmpty)
        #expect(preview.stderr.contains("error[strings-syntax]: expected `=` after the key \"Common.Done\"\n --> L.strings:2:15"))
        #expect(preview.stderr.components(separatedBy: "strings-syntax").count == 2)
    }
}
