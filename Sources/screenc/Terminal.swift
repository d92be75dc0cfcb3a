import Foundation

/// Facts about where output goes, for choosing colour.
enum Terminal {
    /// Whether the environment allows colour: `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    static func environmentAllowsColor(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    /// Whether stdout is a terminal that takes colour.
    static func stdoutTakesColor() -> Bool {
        isatty(STDOUT_FILENO) == 1 && environmentAllowsColor()
    }

    /// Whether stderr is a terminal that takes colour.
    static func stderrTakesColor() -> Bool {
        isatty(STDERR_FILENO) == 1 && environmentAllowsColor()
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
