import Foundation

/// Runs screenc from a command plugin, its output going to the plugin's own standard output and error.
enum ScreencRun {
    /// Runs `tool` with `arguments`; returns its exit status.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
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
