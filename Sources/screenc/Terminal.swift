import Foundation

/// Facts about where output goes, for choosing colour.
enum Terminal {
    /// Whether diagnostics on stdout should be coloured in `auto` mode: stdout is a terminal,
    /// `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    static func stdoutSupportsColor(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(STDOUT_FILENO) == 1
    }

    /// Writes text to stdout without buffering surprises.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes text to stderr.
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
