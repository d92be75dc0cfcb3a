import ArgumentParser
import Foundation
import ScreencCore

/// Finds and reads the screen files named on the command line.
enum InputFiles {
    static let extensions: Set<String> = ["yaml", "yml"]

    /// Expands files and directories (recursively, `*.yaml`/`*.yml`, skipping hidden entries) into a sorted,
    /// de-duplicated list of paths. A missing path is a usage error.
    static func collect(_ paths: [String]) throws -> [String] {
        var found: Set<String> = []
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .missing:
                throw UsageError("no such file or directory: \(path)")
            case .file, .other:
                found.insert(normalized(path))
            case .directory:
                let readable = FileSystem.files(under: path, matching: isScreenFileName) { found.insert(normalized($0)) }
                guard readable else { throw UsageError("cannot read directory: \(path)") }
            }
        }
        return found.sorted()
    }

    /// Whether a file name ends in `.yaml` or `.yml`, in any case.
    static func isScreenFileName(_ name: String) -> Bool {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]).lowercased())
    }

    /// The screen files named on the command line (files, and `*.yaml`/`*.yml` under directories), sorted, as
    /// paths relative to the current directory where possible. A usage problem (missing path, no screen files) is
    /// printed and exits with 64.
    static func paths(_ arguments: [String]) throws -> [String] {
        do {
            let found = try collect(arguments)
            guard !found.isEmpty else {
                throw UsageError("no *.yaml or *.yml screen files in \(arguments.joined(separator: ", "))")
            }
            return found.map { relativized(SourceFile(path: $0, bytes: [])).path }
        } catch let error as UsageError {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.usage
        }
    }

    /// Reads one file for the core (which reads each file when its turn comes).
    @Sendable static func contents(_ path: String) throws(UsageError) -> [UInt8] {
        guard let bytes = FileSystem.contents(of: path) else { throw UsageError("cannot read file: \(path)") }
        return bytes
    }

    /// Runs `body`, turning a `UsageError` into its message and exit code 64.
    static func reportingUsageErrors<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as UsageError {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.usage
        }
    }

    /// The file with an absolute path inside the current directory made relative to it, so diagnostics and
    /// generated headers never name the machine's directories.
    static func relativized(_ file: SourceFile) -> SourceFile {
        guard file.path.hasPrefix("/") else { return file }
        let directory = FileManager.default.currentDirectoryPath
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        guard file.path.hasPrefix(prefix) else { return file }
        return SourceFile(path: String(file.path.dropFirst(prefix.count)), bytes: file.bytes)
    }

    /// Reads each path's bytes.
    static func read(_ paths: [String]) throws -> [SourceFile] {
        try paths.map { SourceFile(path: $0, bytes: try contents($0)) }
    }

    private static func normalized(_ path: String) -> String {
        var result = path
        while result.hasPrefix("./") { result.removeFirst(2) }
        return result
    }
}

/// A usage error: printed as `error: …` and exits with 64.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
