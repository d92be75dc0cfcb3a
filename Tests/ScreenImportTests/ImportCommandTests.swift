import Foundation
import ScreenImport
import ScreencTestSupport
import Testing

/// The `screenc-import` command as a user runs it: files in, screen files in `--output DIR`, a summary line per
/// controller, exit codes as README's table (0 done, 1 a file that gives no screen or cannot be read or written, 64
/// usage).
@Suite struct ImportCommandTests {
    @Test func importsIntoTheOutputFolderAndPrintsTheSummary() throws {
        let sandbox = try ImportSandbox(["Controllers/MediaAutoplayController.swift": try fixture("MediaAutoplayController.swift")])
        let run = try sandbox.run(["Controllers/MediaAutoplayController.swift", "--output", "Screens"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        let written = sandbox.url.appendingPathComponent("Screens/MediaAutoplay.yaml")
        let yaml = try String(contentsOf: written, encoding: .utf8)
        let expected = ScreenImporter.importControllers(
            source: try fixture("MediaAutoplayController.swift"), path: "Controllers/MediaAutoplayController.swift")
        #expect(yaml == expected.screens.first?.yaml)
        #expect(lintFindings(yaml) == [])
        #expect(run.stdout == "Screens/MediaAutoplay.yaml: \(expected.screens[0].summary.line(screen: "MediaAutoplay"))\n")

        // Written only when it changes: a second run leaves the file (and its date) alone.
        let before = try FileManager.default.attributesOfItem(atPath: written.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let again = try sandbox.run(["Controllers/MediaAutoplayController.swift", "--output", "Screens"])
        #expect(again.status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: written.path)[.modificationDate] as? Date
        #expect(before == after)
    }

    /// Files given together are imported together: a push between their controllers is `push:`.
    @Test func controllersGivenTogetherPushEachOther() throws {
        let sandbox = try ImportSandbox([
            "BlockedBotsController.swift": try fixture("BlockedBotsController.swift"),
            "BlockedBotsFilterController.swift": try fixture("BlockedBotsFilterController.swift"),
        ])
        let run = try sandbox.run(["BlockedBotsController.swift", "BlockedBotsFilterController.swift", "--output", "out"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout
                == "out/BlockedBots.yaml: BlockedBots: 3 rows imported exactly, 1 approximated, 0 left\nout/BlockedBotsFilter.yaml: BlockedBotsFilter: 4 rows imported exactly, 0 approximated, 0 left\n"
        )
        let yaml = try String(contentsOf: sandbox.url.appendingPathComponent("out/BlockedBots.yaml"), encoding: .utf8)
        #expect(yaml.contains("        push: BlockedBotsFilter\n"))
    }

    @Test func aFileThatIsNotSwiftIsReportedAndTheOthersStillImported() throws {
        let sandbox = try ImportSandbox([
            "notes.yaml": "screen: A\ntitle: A\n",
            "MediaAutoplayController.swift": try fixture("MediaAutoplayController.swift"),
        ])
        let run = try sandbox.run(["notes.yaml", "MediaAutoplayController.swift", "--output", "out"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: notes.yaml: no entry enum"))
        #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("out/MediaAutoplay.yaml").path))
        #expect(run.stdout.hasPrefix("out/MediaAutoplay.yaml: MediaAutoplay: "))
    }

    @Test func aMissingFileIsAUsageError() throws {
        let sandbox = try ImportSandbox([:])
        let run = try sandbox.run(["Missing.swift", "--output", "Screens"])
        #expect(run.status == 64)
        #expect(run.stderr == "error: no such file: Missing.swift\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Screens").path))
    }

    @Test func usageErrorsExit64() throws {
        let sandbox = try ImportSandbox(["A.swift": "struct A {}\n"])
        for arguments in [[], ["--frobnicate", "A.swift"], ["A.swift", "--output"]] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.hasPrefix("error: "), "\(arguments)")
            #expect(run.stderr.contains("usage: screenc-import"), "\(arguments)")
        }
        let help = try sandbox.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("usage: screenc-import"))
    }

    @Test func anOutputThatCannotBeWrittenExits1() throws {
        let sandbox = try ImportSandbox([
            "MediaAutoplayController.swift": try fixture("MediaAutoplayController.swift"), "file": "not a folder\n",
        ])
        let run = try sandbox.run(["MediaAutoplayController.swift", "--output", "file/Screens"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: cannot write file/Screens/MediaAutoplay.yaml"))
        #expect(run.stdout == "")
    }

    @Test func aFolderGivenAsAFileCannotBeRead() throws {
        let sandbox = try ImportSandbox(["Folder/A.swift": "struct A {}\n"])
        let run = try sandbox.run(["Folder"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: cannot read Folder"))
    }
}

/// A temporary folder of files in which `screenc-import` runs (the shared `Sandbox` and `BuiltTool`).
final class ImportSandbox {
    private let sandbox: Sandbox
    var url: URL { sandbox.url }

    static let tool = BuiltTool(named: "screenc-import")

    init(_ files: [String: String]) throws {
        sandbox = try Sandbox(files)
    }

    /// Runs `screenc-import arguments` in the folder, killed after 60 s so a hang fails instead of blocking.
    func run(_ arguments: [String]) throws -> BuiltTool.Output {
        try Self.tool.run(arguments, in: url, limits: BuiltTool.Limits(seconds: 60, memoryKB: 4_000_000))
    }
}
