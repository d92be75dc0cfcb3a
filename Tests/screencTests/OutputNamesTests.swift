import Foundation
import Testing

/// `compile --output-names file`: outputs named after the screen files, so that build systems (the SwiftPM plugin,
/// the Bazel rule) can declare them before screenc runs.
@Suite struct OutputNamesTests {
    @Test func fileNamingNamesEachOutputAfterItsScreenFile() throws {
        let sandbox = try Sandbox([
            "Screens/settings-main.yaml": CompileCommandTests.pushing, "Screens/More.Screen.yml": validScreen("More"),
        ])
        let output = try ScreencProcess.run(
            ["compile", "Screens", "--output-names", "file", "-o", "Generated"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stderr)")
        let generated = sandbox.url.appendingPathComponent("Generated")
        #expect(try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
            == ["More.Screen.swift", "settings-main.swift"])
        // Only the file name changes: the contents are what the default naming writes.
        #expect(try ScreencProcess.run(["compile", "Screens", "-o", "ByScreen"], in: sandbox.url).status == 0)
        let byFile = try Data(contentsOf: generated.appendingPathComponent("settings-main.swift"))
        let byScreen = try Data(contentsOf: sandbox.url.appendingPathComponent("ByScreen/Settings.swift"))
        #expect(byFile == byScreen)
    }

    @Test func checkWithFileNamingNamesTheOptionInTheFixingCommand() throws {
        let sandbox = try Sandbox(["a.yaml": validScreen("Settings")])
        let check = try ScreencProcess.run(["compile", "a.yaml", "--output-names", "file", "-o", "out", "--check"], in: sandbox.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("missing: out/a.swift"))
        #expect(check.stdout.contains("screenc compile a.yaml --output out --output-names file"))
    }

    @Test func screenFilesWithTheSameNameAreAUsageErrorAndWriteNothing() throws {
        let sandbox = try Sandbox(["One/Settings.yaml": validScreen("Settings"), "Two/settings.yml": validScreen("Other")])
        let output = try ScreencProcess.run(["compile", "One", "Two", "--output-names", "file", "-o", "out"], in: sandbox.url)
        #expect(output.status == 64)
        #expect(output.stderr.contains("One/Settings.yaml, Two/settings.yml"), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("out").path))
        // The default naming has no such problem: the screens' names differ.
        #expect(try ScreencProcess.run(["compile", "One", "Two", "-o", "out"], in: sandbox.url).status == 0)
    }

    @Test func anUnknownNamingIsAUsageError() throws {
        let sandbox = try Sandbox(["a.yaml": validScreen("Settings")])
        let output = try ScreencProcess.run(["compile", "a.yaml", "--output-names", "path", "-o", "out"], in: sandbox.url)
        #expect(output.status == 64)
    }
}
