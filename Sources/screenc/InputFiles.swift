import ArgumentParser
import Foundation
import ScreencCore

/// The screen files of one run: their paths, sorted, and which of them have names that are not valid UTF-8 (shown
/// with each bad byte as `\xE9`, so they cannot be opened by that spelling).
struct ScreenFiles: Sendable {
    var paths: [String]
    var undecodable: Set<String> = []
    /// The directories among the paths the files were found from, as given (relative to the current directory
    /// where possible; "" for the current directory itself).
    var directories: [String] = []

    /// Reads one file for the core (which reads each file when its turn comes). A file that cannot be read — it
    /// vanished, is unreadable, or its name is not valid UTF-8 — is `UnreadableFile`, which the core reports as a
    /// diagnostic for that file while the run goes on.
    func read(_ path: String) throws(UnreadableFile) -> [UInt8] {
        if undecodable.contains(path) {
            throw UnreadableFile(
                path: path, reason: "its name is not valid UTF-8 (each bad byte is shown as \\xFF); rename it")
        }
        switch FileSystem.readFile(path) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            switch failure {
            case .system: throw UnreadableFile(path: path, reason: failure.description)
            case .notRegular:
                throw UnreadableFile(
                    path: path, reason: failure.description,
                    help: "a screen file must be a regular file (a symbolic link to one is fine)")
            case .tooLarge:
                throw UnreadableFile(
                    path: path, reason: failure.description, help: "check that it is the screen file you meant")
            }
        }
    }
}

/// Finds and reads the screen files named on the command line.
enum InputFiles {
    static let extensions: Set<String> = ["yaml", "yml"]

    /// Expands files and directories (recursively, `*.yaml`/`*.yml`, skipping hidden entries) into a sorted,
    /// de-duplicated list of paths. A missing path is a usage error.
    static func collect(_ paths: [String]) throws -> [String] {
        try collectFiles(paths).paths
    }

    /// `collect(_:)`, with the names that are not valid UTF-8.
    static func collectFiles(_ paths: [String]) throws -> ScreenFiles {
        var found: Set<String> = []
        var undecodable: Set<String> = []
        var directories: [String] = []
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .missing:
                throw UsageError("no such file or directory: \(path)")
            case .file, .other:
                found.insert(normalized(path))
            case .directory:
                let readable = FileSystem.files(
                    under: path, matching: isScreenFileName,
                    undecodable: { name in
                        let path = normalized(name)
                        undecodable.insert(path)
                        found.insert(path)
                    }
                ) { found.insert(normalized($0)) }
                guard readable else { throw UsageError("cannot read directory: \(path)") }
                directories.append(path)
            }
        }
        return ScreenFiles(paths: found.sorted(), undecodable: undecodable, directories: directories)
    }

    /// Whether a file name ends in `.yaml` or `.yml`, in any case.
    static func isScreenFileName(_ name: String) -> Bool {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]).lowercased())
    }

    /// The screen files named on the command line (files, and `*.yaml`/`*.yml` under directories), sorted, as
    /// paths relative to the current directory where possible. A usage problem (missing path, no screen files) is
    /// printed and exits with 64.
    static func files(_ arguments: [String]) throws -> ScreenFiles {
        do {
            let found = try collectFiles(arguments)
            guard !found.paths.isEmpty else {
                throw UsageError("no *.yaml or *.yml screen files in \(arguments.joined(separator: ", "))")
            }
            func relative(_ path: String) -> String { relativized(SourceFile(path: path, bytes: [])).path }
            func relativeDirectory(_ path: String) -> String {
                var trimmed = normalized(path)
                while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
                return trimmed == FileManager.default.currentDirectoryPath || trimmed == "." ? "" : relative(trimmed)
            }
            return ScreenFiles(
                paths: found.paths.map(relative), undecodable: Set(found.undecodable.map(relative)),
                directories: found.directories.map(relativeDirectory))
        } catch let error as UsageError {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.usage
        }
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
        SourceFile(path: relativized(path: file.path), bytes: file.bytes)
    }

    /// `relativized(_:)` of a path.
    static func relativized(path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let directory = FileManager.default.currentDirectoryPath
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        guard path.hasPrefix(prefix) else { return path }
        return String(path.dropFirst(prefix.count))
    }

    /// Reads each path's bytes; a file that cannot be read is a usage error.
    static func read(_ paths: [String]) throws -> [SourceFile] {
        try paths.map { SourceFile(path: $0, bytes: try requiredContents($0)) }
    }

    /// The bytes of a file the command cannot do without (`what`: "the strings file"); a usage error that names
    /// the file and says why when it cannot be read (`FileSystem.readFile`: only regular files, up to the size limit).
    static func requiredContents(_ path: String, what: String = "the file") throws(UsageError) -> [UInt8] {
        switch FileSystem.readFile(path) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw UsageError("cannot read \(what) \(path): \(failure.description)")
        }
    }

    /// The sources of the files diagnostics point into, for snippets: a file that cannot be read (any more) is left
    /// out, and its diagnostics are shown without a snippet.
    static func sourcesForSnippets(_ paths: [String]) -> [SourceFile] {
        paths.compactMap { path in FileSystem.contents(of: path).map { SourceFile(path: path, bytes: $0) } }
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
