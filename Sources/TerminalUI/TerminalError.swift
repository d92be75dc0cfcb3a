/// Why a `TerminalSession` could not start.
public enum TerminalError: Error, Sendable, Equatable {
    /// The input is not a terminal (a pipe, a file): there is no raw mode to enter.
    case notATerminal
    /// Another session is active: the terminal can only be driven by one at a time.
    case alreadyActive
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)
}
