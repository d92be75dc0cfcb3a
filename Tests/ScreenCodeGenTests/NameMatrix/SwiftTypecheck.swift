import Foundation

/// `swiftc -typecheck` of generated Swift against the stub modules the test build has already compiled (their
/// `.swiftmodule`s sit in the build's `Modules` directory), with warnings as errors as the generated-screens target.
enum SwiftTypecheck {
    /// A compiler error (or warning) in one of the checked files.
    struct Problem: CustomStringConvertible {
        var file: String
        var line: String

        var description: String { line }
    }

    /// The `Modules` directory of the running test build: found upwards from the test executable, which SwiftPM
    /// puts in the same build directory.
    static func modulesDirectory() -> URL? {
        var candidates: [URL] = []
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("Modules"))
            candidates.append(directory)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(MatrixNames.packageRoot.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("ItemListUI.swiftmodule").path)
        }
    }

    /// Typechecks `files` (name → contents) as one module; returns every diagnostic line (`file:line:col: error: …`)
    /// with the file it is in. Throws when the compiler cannot be run.
    static func check(_ files: [String: String], modules: URL) throws -> [Problem] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("screenc-name-matrix-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
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
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "NameMatrix",
            "-I", modules.path,
        ] + paths
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
