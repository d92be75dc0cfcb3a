import Foundation
import TerminalText

/// Facts about where output goes, for choosing colour, and writing to standard output and error.
///
/// Every byte screenc prints goes through `write` and `writeError`, which sanitize it (`TerminalOutput`): a file
/// name, a key, an argument or a line of an existing file cannot drive the terminal or rewrite a CI log, whichever
/// message it ends up in. Only text a renderer styled itself (`styled: true`: diagnostics and preview frames) keeps
/// its colour sequences. (The interactive preview paints its frames through `TerminalSession`, cell by sanitized
/// cell.)
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

    /// The exit code when standard output or error is a pipe whose reader has gone (`screenc lint | head -1` under
    /// a launcher that ignores SIGPIPE): 141, what a shell reports for a process ended by SIGPIPE, so the result
    /// does not depend on how the launcher set up signals.
    static let closedPipeStatus: Int32 = 141

    /// Run before a failed write ends the process (`compile` removes what it staged), since `exit` skips `defer`s.
    /// Set once, on the main thread, before any output.
    nonisolated(unsafe) static var cleanUpBeforeExit: (() -> Void)?

    /// Writes text to stdout, unbuffered and sanitized; `styled` keeps the colour sequences of text a renderer
    /// styled. A failed write ends the run (see `writeAll`).
    static func write(_ text: String, styled: Bool = false) {
        writeAll(TerminalOutput.sanitized(text, keepingStyles: styled), to: STDOUT_FILENO, name: "standard output")
    }

    /// Writes text to stderr, sanitized as `write` does. A failed write ends the run (see `writeAll`).
    static func writeError(_ text: String, styled: Bool = false) {
        writeAll(TerminalOutput.sanitized(text, keepingStyles: styled), to: STDERR_FILENO, name: "standard error")
    }

    /// Writes every byte of `text` (sanitized already) to `descriptor`, retrying short writes and EINTR. When the write fails, output
    /// cannot be trusted any more, so the run ends: on a closed pipe (EPIPE) quietly with `closedPipeStatus`; on any
    /// other failure (a full disk, `> /dev/full`, an I/O error) with a one-line message on stderr (when stderr can
    /// still be written) and exit 1, as for any file that cannot be written.
    private static func writeAll(_ text: String, to descriptor: Int32, name: String) {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return }
        let failure: Int32? = bytes.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        guard let failure else { return }
        cleanUpBeforeExit?()
        if failure == EPIPE { exit(closedPipeStatus) }
        if descriptor != STDERR_FILENO {
            let message = Array("error: cannot write to \(name): \(String(cString: strerror(failure)))\n".utf8)
            _ = message.withUnsafeBufferPointer { Foundation.write(STDERR_FILENO, $0.baseAddress!, $0.count) }
        }
        exit(1)
    }
}
