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

/// `screenc strings-stub`: the stand-in `PresentationStrings` for a strings file, written as `compile` writes.
@Suite struct StringsStubCommandTests {
    static let strings = """
        "Common.OK" = "OK";
        "Items.NOfM" = "%1$@ of %2$d";
        "Call.Seconds_1" = "%@ second";
        "Call.Seconds_any" = "%@ seconds";

        """

    @Test func writesTheSwiftToStandardOutput() throws {
        let sandbox = try Sandbox(["L.strings": Self.strings])
        let run = try ScreencProcess.run(["strings-stub", "L.strings"], in: sandbox.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("//     screenc strings-stub L.strings\n"))
        #expect(run.stdout.contains("    public var Common_OK: String {\n"))
        #expect(run.stdout.contains("    public func Items_NOfM(_ _0: String, _ _1: Int) -> PresentationStrings.FormattedString {\n"))
        #expect(run.stdout.contains("    public func Call_Seconds(_ value: Int32) -> String {\n"))
    }

    @Test func writesTheFileOnlyWhenItChangesAndChecksIt() throws {
        let sandbox = try Sandbox(["L.strings": Self.strings])
        let output = sandbox.url.appendingPathComponent("Stubs/Keys.swift")
        let first = try ScreencProcess.run(["strings-stub", "L.strings", "-o", "Stubs/Keys.swift"], in: sandbox.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "created Stubs/Keys.swift\n")
        let written = try Data(contentsOf: output)
        #expect(String(decoding: written, as: UTF8.self).contains("//     screenc strings-stub L.strings --output Stubs/Keys.swift\n"))
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        let again = try ScreencProcess.run(["strings-stub", "L.strings", "-o", "Stubs/Keys.swift"], in: sandbox.url)
        #expect(again.stderr == "unchanged Stubs/Keys.swift\n")
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == old)
        let check = try ScreencProcess.run(["strings-stub", "L.strings", "-o", "Stubs/Keys.swift", "--check"], in: sandbox.url)
        #expect(check.status == 0)

        try Data((Self.strings + "\"Common.Cancel\" = \"Cancel\";\n").utf8).write(to: sandbox.url.appendingPathComponent("L.strings"))
        let stale = try ScreencProcess.run(["strings-stub", "L.strings", "-o", "Stubs/Keys.swift", "--check"], in: sandbox.url)
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("+    public var Common_Cancel: String {"))
        #expect(stale.stdout.contains("screenc strings-stub L.strings --output Stubs/Keys.swift\n"))
        #expect(try Data(contentsOf: output) == written)
    }

    @Test func aStringsFileWithAnErrorWritesNothing() throws {
        let sandbox = try Sandbox(["L.strings": "\"Common.OK\" \"OK\";\n"])
        let run = try ScreencProcess.run(
            ["strings-stub", "L.strings", "-o", "Keys.swift", "--format", "xcode"], in: sandbox.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("L.strings:1:13: error: expected `=` after the key \"Common.OK\" [strings-syntax]"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Keys.swift").path))
        let missing = try ScreencProcess.run(["strings-stub", "Nope.strings"], in: sandbox.url)
        #expect(missing.status == 64)
    }

    /// The stub modules' stand-in is exactly what the command its header names writes.
    @Test func theCommittedStandInIsCurrent() throws {
        let run = try ScreencProcess.run(
            [
                "strings-stub", "Screens/Localizable.strings", "Tests/Support/Stubs/TestOnly.strings", "--output",
                "Tests/Support/Stubs/TelegramPresentationData/PresentationStrings+Keys.swift", "--check",
            ], in: repositoryRoot)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
