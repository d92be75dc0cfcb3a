import Foundation

/// `swiftc -typecheck` of generated Swift, in Swift 6 mode with warnings as errors as the generated-screens target,
/// against the stub modules the test build has already compiled (their `.swiftmodule`s sit in the build's `Modules`
/// directory) or on its own. Shared by the name matrix and the `PresentationStrings` stand-in's tests.
public enum SwiftTypecheck {
    /// A compiler error (or warning) in one of the checked files.
    public struct Problem: CustomStringConvertible, Sendable {
        public var file: String
        public var line: String

        public var description: String { line }
    }

    /// The repository's root (this file is in `Tests/Support/ScreencTestSupport`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `Modules` directory of the running test build: found upwards from the test executable, which SwiftPM
    /// puts in the same build directory.
    public static func modulesDirectory() -> URL? {
        var candidates: [URL] = []
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("Modules"))
            candidates.append(directory)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("ItemListUI.swiftmodule").path)
        }
    }

    /// Typechecks `files` (name → contents) as one module named `moduleName`, against the modules in `modules` when
    /// given; returns every diagnostic line (`file:line:col: error: …`) with the file it is in. Throws when the
    /// compiler cannot be run.
    public static func check(
        _ files: [String: String], modules: URL?, moduleName: String = "NameMatrix"
    ) throws -> [Problem] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("screenc-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // `SCREENC_MATRIX_KEEP=1` keeps the files, to look at what failed.
        let keep = ProcessInfo.processInfo.environment["SCREENC_MATRIX_KEEP"] == "1"
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        var paths: [String] = []
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try contents.write(to: url, atomically: false, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
            process.arguments = ["xcrun", "swiftc"]
        #else
            process.arguments = ["swiftc"]
        #endif
        process.arguments! += [
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", moduleName,
        ] + (modules.map { ["-I", $0.path] } ?? []) + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        var problems: [Problem] = []
        for line in text.split(separator: "\n") where line.contains(": error: ") || line.contains(": warning: ") {
            let file = line.split(separator: ":").first.map { URL(fileURLWithPath: String($0)).lastPathComponent } ?? ""
            problems.append(Problem(file: file, line: String(line)))
        }
        if process.terminationStatus != 0 && problems.isEmpty {
            problems.append(Problem(file: "", line: "swiftc exited with \(process.terminationStatus): \(text)"))
        }
        return problems
    }
}
