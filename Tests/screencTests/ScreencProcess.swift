import Foundation

/// Runs the built `screenc` executable as a user would, in a given working directory.
struct ScreencProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `screenc` binary next to the test runner (Linux) or next to the `.xctest` bundle (macOS).
    static let executable: URL = {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        for directory in candidates {
            let url = directory.appendingPathComponent("screenc")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        fatalError("screenc executable not found near \(candidates)")
    }()

    /// Runs screenc (or `executable`, e.g. a wrapper that starts it) with `arguments` in `directory`.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], executable: URL? = nil
    ) throws -> Output {
        try run(arguments, in: directory, environment: environment, limits: nil, executable: executable)
    }

    /// Limits for a run that might not end or might take all memory when the behaviour under test regresses
    /// (reading `/dev/zero`, opening a FIFO): the process is killed after `seconds` and may use at most
    /// `memoryKB` of address space (`ulimit -v`), so a failing test fails instead of hanging or exhausting the machine.
    struct Limits {
        var seconds: Double = 20
        var memoryKB = 2_000_000
    }

    /// Runs screenc (or `executable`) within `limits`: a run that is killed for exceeding them has a nonzero status.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], limits: Limits?,
        executable: URL? = nil
    ) throws -> Output {
        let process = Process()
        let program = executable ?? Self.executable
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
final class Sandbox {
    let url: URL

    init(_ files: [String: String]) throws {
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

/// A small valid screen.
func validScreen(_ name: String, extraRows: String = "", extraState: String = "") -> String {
    """
    screen: \(name)
    title: \(name)
    state:
      'on': true
    \(extraState)sections:
      - id: main
        rows:
          - { id: toggle, item: switch, title: Toggle, bind: 'on' }
    \(extraRows)
    """
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
