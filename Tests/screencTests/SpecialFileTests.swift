import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 20, bug 7: every file screenc reads — screens, strings, `--data` samples, the configuration, templates — is
/// read only when it is a regular file (symbolic links followed) of at most 16 MiB. `/dev/zero` (also behind a
/// committed symbolic link) used to be read until memory ran out, and a FIFO blocked forever; each run here is
/// bounded in time and memory, so a regression fails instead of hanging the suite.
@Suite struct SpecialFileTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox(["Screens/A.yaml": validScreen("A"), "Other/B.yaml": validScreen("B")])
        try symlink("/dev/zero", at: "Screens/Zero.yaml")
        try symlink("/dev/zero", at: "zero.strings")
        try fifo(at: "Screens/Pipe.yaml")
        try fifo(at: "pipe.strings")
    }

    private func path(_ relative: String) -> String { sandbox.url.appendingPathComponent(relative).path }

    private func symlink(_ target: String, at relative: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: target)
    }

    private func fifo(at relative: String) throws {
        try #require(mkfifo(path(relative), 0o644) == 0)
    }

    private func run(_ arguments: [String]) throws -> ScreencProcess.Output {
        try ScreencProcess.run(arguments, in: sandbox.url, limits: .init())
    }

    @Test func specialScreenFilesAreReportedAndTheRestIsLinted() throws {
        let output = try run(["lint", "--format", "xcode", "Screens"])
        #expect(output.status == 1, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "Screens/Zero.yaml:1:1: error: cannot read this screen file: it is a character device, not a regular "
                    + "file [unreadable-file]"), "\(output.stdout)")
        #expect(
            lines.contains(
                "Screens/Pipe.yaml:1:1: error: cannot read this screen file: it is a named pipe (FIFO), not a regular "
                    + "file [unreadable-file]"))
        #expect(!output.stdout.contains("Screens/A.yaml"))
    }

    @Test func aConfigurationNamingASpecialFileIsAPositionedError() throws {
        try Data("screens: [Screens/A.yaml]\nstrings: zero.strings\ntemplateFiles: [pipe.strings]\n".utf8)
            .write(to: sandbox.url.appendingPathComponent(".screenc.yml"))
        let output = try run(["lint", "--format", "xcode"])
        #expect(output.status == 64)
        #expect(
            output.stdout.contains(
                ".screenc.yml:2:10: error: `strings`: `zero.strings` is a character device, not a regular file"),
            "\(output.stdout)")
        #expect(output.stdout.contains(".screenc.yml:3:17: error: `templateFiles`: `pipe.strings` is a named pipe"))
    }

    @Test func everyOtherFileIsRefusedWithItsReason() throws {
        let template = path("entries.mustache")
        #expect(mkfifo(template, 0o644) == 0)
        let cases: [([String], String)] = [
            (["lint", "--no-config", "Other", "--strings", "zero.strings"],
             "error: cannot read the strings file zero.strings: it is a character device, not a regular file\n"),
            (["compile", "--no-config", "Other", "-o", "Out", "--strings", "pipe.strings"],
             "error: cannot read the strings file pipe.strings: it is a named pipe (FIFO), not a regular file\n"),
            (["compile", "--no-config", "Other", "-o", "Out", "--template", "entries.mustache"],
             "error: cannot read the template entries.mustache: it is a named pipe (FIFO), not a regular file\n"),
            (["lint", "--config", "pipe.strings"],
             "error: cannot read the configuration file pipe.strings: it is a named pipe (FIFO), not a regular file\n"),
            (["preview", "Other/B.yaml", "--data", "pipe.strings"],
             "error: cannot read the samples file pipe.strings: it is a named pipe (FIFO), not a regular file\n"),
            (["preview", "Other/B.yaml", "--strings", "zero.strings"],
             "error: cannot read the strings file zero.strings: it is a character device, not a regular file\n"),
        ]
        for (arguments, message) in cases {
            let output = try run(arguments)
            #expect(output.status == 64, "\(arguments)")
            #expect(output.stderr == message, "\(arguments)")
        }
        // The previewed file itself: its unreadable-file diagnostic, exit 1, as for a file that cannot be read.
        let previewed = try run(["preview", "Screens/Pipe.yaml"])
        #expect(previewed.status == 1)
        #expect(previewed.stderr.contains("cannot read this screen file: it is a named pipe (FIFO), not a regular file"))
    }

    /// The limit: a (sparse) file one byte over 16 MiB is refused with its size, before it is read.
    @Test func aFileOverTheSizeLimitIsRefused() throws {
        let limit = 16 << 20
        for name in ["Screens/Big.yaml", "big.strings"] {
            #expect(FileManager.default.createFile(atPath: path(name), contents: nil))
            #expect(truncate(path(name), off_t(limit + 1)) == 0)
        }
        let lint = try run(["lint", "--format", "xcode", "Screens/Big.yaml", "Screens/A.yaml"])
        #expect(lint.status == 1)
        #expect(
            lint.stdout.contains(
                "Screens/Big.yaml:1:1: error: cannot read this screen file: it is 16,777,217 bytes, more than the 16 MiB "
                    + "screenc reads [unreadable-file]"),
            "\(lint.stdout)")
        let strings = try run(["lint", "--no-config", "Screens/A.yaml", "--strings", "big.strings"])
        #expect(strings.status == 64)
        #expect(
            strings.stderr
                == "error: cannot read the strings file big.strings: it is 16,777,217 bytes, more than the 16 MiB screenc "
                + "reads\n")
        // Exactly at the limit is read (and is no screen).
        #expect(truncate(path("Screens/Big.yaml"), off_t(limit)) == 0)
        let atLimit = try run(["lint", "--format", "xcode", "Screens/Big.yaml"])
        #expect(!atLimit.stdout.contains("unreadable-file"), "\(atLimit.stdout)")
    }
}
