import ArgumentParser
import Foundation
import ScreencCore

/// Finds and reads the screen files named on the command line.
enum InputFiles {
    static let extensions: Set<String> = ["yaml", "yml"]

    /// Expands files and directories (recursively, `*.yaml`/`*.yml`, skipping hidden entries) into a sorted,
    /// de-duplicated list of paths. A missing path is a usage error.
    static func collect(_ paths: [String]) throws -> [String] {
        let fileManager = FileManager.default
        var found: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("no such file or directory: \(path)")
            }
            if !isDirectory.boolValue {
                found.insert(normalized(path))
                continue
            }
            guard let enumerator = fileManager.enumerator(atPath: path) else {
                throw UsageError("cannot read directory: \(path)")
            }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                let ext = (name as NSString).pathExtension.lowercased()
                guard extensions.contains(ext) else { continue }
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                var childIsDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: full, isDirectory: &childIsDirectory), !childIsDirectory.boolValue {
                    found.insert(normalized(full))
                }
            }
        }
        return found.sorted()
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
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read file: \(path)") }
        return [UInt8](data)
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
        try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw UsageError("cannot read file: \(path)")
            }
            return SourceFile(path: path, bytes: [UInt8](data))
        }
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
