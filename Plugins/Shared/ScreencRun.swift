import Foundation

/// Runs screenc from a command plugin, its output going to the plugin's own standard output and error.
enum ScreencRun {
    /// Runs `tool` with `arguments` — in `directory` when given (the package's folder, so that the paths screenc
    /// prints and the headers it writes are relative to the package, wherever `swift package` was run) — and
    /// returns its exit status.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// `url`'s path relative to `directory` when it is inside it (`Sources/Settings/Generated`), else absolute.
    static func path(of url: URL, relativeTo directory: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = directory.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `words` as one shell command line, each word quoted when it needs to be.
    static func commandLine(_ words: [String]) -> String {
        words.map { word in
            let safe = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:".contains($0) }
            return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }

    /// Prints a line to standard error (the command plugins' progress).
    static func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// Why a screenc command plugin stopped.
struct ScreencPluginError: Error, CustomStringConvertible {
    let description: String
}
