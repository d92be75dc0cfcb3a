import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `screenc init` checks everything before it writes, writes nothing through a symbolic link, and writes both files
/// or none (issue 20, bug 14: it wrote through a dangling symbolic link to a file outside the folder, and wrote
/// `.screenc.yml` before failing on a `Screens` that is a file).
@Suite struct InitCommandTests {
    func entries(_ url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    @Test func aDanglingSymbolicLinkIsNotWrittenThrough() throws {
        let sandbox = try Sandbox(["project/.keep": "", "outside/.keep": ""])
        let project = sandbox.url.appendingPathComponent("project")
        let target = sandbox.url.appendingPathComponent("outside/planted.yml")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent(".screenc.yml").path, withDestinationPath: target.path)
        let output = try ScreencProcess.run(["init"], in: project)
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: .screenc.yml is a symbolic link; screenc init never writes through one"))
        #expect(output.stderr.hasSuffix("nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: target.path))
        #expect(try entries(project) == [".keep", ".screenc.yml"])
    }

    @Test func aDanglingSymbolicLinkForTheExampleScreenIsNotWrittenThrough() throws {
        let sandbox = try Sandbox(["project/Screens/.keep": "", "outside/.keep": ""])
        let project = sandbox.url.appendingPathComponent("project")
        let target = sandbox.url.appendingPathComponent("outside/Example.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("Screens/Example.yaml").path, withDestinationPath: target.path)
        let output = try ScreencProcess.run(["init"], in: project)
        #expect(output.status == 1)
        #expect(!FileManager.default.fileExists(atPath: target.path))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent(".screenc.yml").path))
    }

    @Test func aScreensFolderThatIsASymbolicLinkIsNotWrittenInto() throws {
        let sandbox = try Sandbox(["project/.keep": "", "outside/.keep": ""])
        let project = sandbox.url.appendingPathComponent("project")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("Screens").path,
            withDestinationPath: sandbox.url.appendingPathComponent("outside").path)
        let output = try ScreencProcess.run(["init"], in: project)
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: Screens is a symbolic link; screenc init writes only into real folders"))
        #expect(try entries(sandbox.url.appendingPathComponent("outside")) == [".keep"])
        #expect(try entries(project) == [".keep", "Screens"])
    }

    /// `Screens` is a file: before, `.screenc.yml` was written and then creating the folder failed.
    @Test func aScreensFileStopsItBeforeAnythingIsWritten() throws {
        let sandbox = try Sandbox(["Screens": "not a folder\n"])
        let output = try ScreencProcess.run(["init"], in: sandbox.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: Screens exists and is not a folder; screenc init would write Screens/Example.yaml"))
        #expect(try entries(sandbox.url) == ["Screens"])
    }

    /// A file that cannot be written after another was: the one written is removed again, and so is the folder it
    /// made.
    @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
    func aFailedWriteTakesBackWhatWasWritten() throws {
        let sandbox = try Sandbox(["Screens/.keep": ""])
        let screens = sandbox.url.appendingPathComponent("Screens")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: screens.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: screens.path) }
        let output = try ScreencProcess.run(["init"], in: sandbox.url)
        #expect(output.status == 1)
        #expect(output.stderr.contains("cannot write Screens/Example.yaml"))
        #expect(try entries(sandbox.url) == ["Screens"])
    }
}
