import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output that cannot be written — a full device, a closed pipe, an output directory under a file — ends the run with
/// a message and a documented exit code, never a trap.
@Suite struct OutputFailureTests {
    /// Runs screenc through `/bin/sh` (so that `shellSetup` can change signal dispositions before `exec`) with
    /// `stdout` as its standard output.
    static func run(
        _ arguments: [String], in directory: URL, stdout: FileHandle, shellSetup: String = ""
    ) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(shellSetup) exec \"$0\" \"$@\"", ScreencProcess.executable.path] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = stdout
        let err = Pipe()
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    @Test func aFullDeviceIsAOneLineErrorAndExitOne() throws {
        let sandbox = try Sandbox(["Screens/A.yaml": validScreen("A")])
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let output = try Self.run(["lint", "Screens"], in: sandbox.url, stdout: full)
        #expect(output.status == 1)
        #expect(output.stderr == "error: cannot write to standard output: No space left on device\n")
    }

    /// What the argument parser prints — help, the version, a completion script — is output like any other.
    @Test(arguments: [["--help"], ["--version"], ["lint", "--help"], ["--generate-completion-script", "bash"]])
    func helpAndVersionToAFullDeviceAreAnErrorToo(_ arguments: [String]) throws {
        let sandbox = try Sandbox([:])
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let output = try Self.run(arguments, in: sandbox.url, stdout: full)
        #expect(output.status == 1, "\(arguments)")
        #expect(output.stderr == "error: cannot write to standard output: No space left on device\n")
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let closed = try Self.run(
            arguments, in: sandbox.url, stdout: pipe.fileHandleForWriting, shellSetup: "trap '' PIPE;")
        #expect(closed.status == 141, "\(arguments)")
        #expect(closed.stderr == "")
    }

    @Test func aClosedPipeEndsQuietlyWhenSIGPIPEIsIgnored() throws {
        let sandbox = try Sandbox(["Screens/A.yaml": validScreen("A", extraRows: "      - { id: x, item: nope }\n")])
        let pipe = Pipe()
        // No reader at all: the first write fails with EPIPE (SIGPIPE is ignored, as many CI launchers do).
        try pipe.fileHandleForReading.close()
        let output = try Self.run(
            ["lint", "Screens"], in: sandbox.url, stdout: pipe.fileHandleForWriting, shellSetup: "trap '' PIPE;")
        #expect(output.status == 141)
        #expect(output.stderr == "")
    }

    @Test func aFailedWriteOfDiagnosticsLeavesNoStagedOutput() throws {
        let sandbox = try Sandbox([
            "A.yaml": validScreen("A"), "B.yaml": validScreen("B", extraRows: "      - { id: x, item: nope }\n"),
        ])
        let output = try Self.run(
            ["compile", "A.yaml", "B.yaml", "-o", "out"], in: sandbox.url, stdout: FileHandle.nullDevice,
            shellSetup: "exec 2>/dev/full;")
        #expect(output.status == 1)
        // A.swift was staged before B's diagnostics failed to print: the staging directory is gone with `out`.
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("out").path))
    }

    @Test func aOneCharacterOutputDirectoryIsCreated() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A")])
        let output = try ScreencProcess.run(["compile", "A.yaml", "--output", "o"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("o/A.swift").path))
        let nested = try ScreencProcess.run(["compile", "A.yaml", "--output", "p/q/r"], in: sandbox.url)
        #expect(nested.status == 0, "\(nested.stderr)")
        #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("p/q/r/A.swift").path))
    }

    @Test func anOutputDirectoryUnderAFileSaysItIsAFile() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A"), "f": "a file"])
        let output = try ScreencProcess.run(["compile", "A.yaml", "--output", "f/sub"], in: sandbox.url)
        #expect(output.status == 1)
        #expect(output.stderr == "error: cannot create the output directory f/sub: f is a file, not a directory\n")
    }

    /// `--output ''` would write into the current directory: a usage error that says how to ask for that.
    @Test func anEmptyOutputIsAUsageError() throws {
        let sandbox = try Sandbox(["A.yaml": validScreen("A")])
        let output = try ScreencProcess.run(["compile", "A.yaml", "--output", ""], in: sandbox.url)
        #expect(output.status == 64)
        #expect(output.stderr.contains("--output needs a directory; write `--output .` for the current one"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("A.swift").path))
    }
}
