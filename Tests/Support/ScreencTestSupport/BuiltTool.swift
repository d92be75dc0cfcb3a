import Foundation

/// A built executable of this package (`screenc`, `screenc-import`) run as a user would, in a given working directory:
/// the one process runner of the command tests.
public struct BuiltTool: Sendable {
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Limits for a run that might not end or might take all memory when the behaviour under test regresses
    /// (reading `/dev/zero`, opening a FIFO): the process is killed after `seconds` and may use at most
    /// `memoryKB` of address space (`ulimit -v`), so a failing test fails instead of hanging or exhausting the machine.
    public struct Limits: Sendable {
        public var seconds: Double
        public var memoryKB: Int

        public init(seconds: Double = 20, memoryKB: Int = 2_000_000) {
            self.seconds = seconds
            self.memoryKB = memoryKB
        }
    }

    /// The binary.
    public let executable: URL

    /// The product `name`, next to the test runner (Linux) or next to the `.xctest` bundle (macOS).
    public init(named name: String) {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        for directory in candidates {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) {
                executable = url
                return
            }
        }
        fatalError("\(name) executable not found near \(candidates)")
    }

    /// Runs the tool (or `executable`, e.g. a wrapper that starts it) with `arguments` in `directory`, within
    /// `limits` when given: a run killed for exceeding them has a nonzero status. `NO_COLOR` is not passed on.
    public func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], limits: Limits? = nil,
        executable: URL? = nil
    ) throws -> Output {
        let process = Process()
        let program = executable ?? self.executable
        if let limits {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(limits.memoryKB); exec \"$0\" \"$@\"", program.path] + arguments
        } else {
            process.executableURL = program
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if let limits {
            DispatchQueue.global().asyncAfter(deadline: .now() + limits.seconds) {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A temporary directory of files, removed when the test ends.
public final class Sandbox {
    public let url: URL

    public init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("screenc-tests-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
