#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal, for an interactive program: raw mode, the alternate screen, a hidden cursor and bracketed paste
/// while it runs, keys and resizes as events, and everything put back afterwards. The only part of TerminalUI that
/// does I/O.
///
/// `start()` saves the terminal's attributes and switches to raw mode (no echo, no line buffering, no signals from
/// Ctrl-C/Ctrl-Z, no flow control, no CR→LF translation, no output processing; reads return as soon as one byte is
/// there), then writes `enterSequence`. `stop()` writes `restoreSequence` and restores the saved attributes; it is
/// idempotent and also runs on `deinit`. The terminal is also restored when the process exits, is sent SIGTERM,
/// SIGHUP, SIGINT or SIGQUIT, or crashes (see `TerminalRestore`). One session can be active at a time.
///
/// Not thread-safe: use a session from one thread (the event loop's).
public final class TerminalSession {
    /// Something that happened on the terminal.
    public enum Event: Sendable, Hashable {
        /// A key was pressed (or text pasted).
        case key(Key)
        /// The terminal was resized (SIGWINCH) to this size: lay out again.
        case resize(columns: Int, rows: Int)
        /// The input reached end-of-file or failed (the terminal went away): the event loop should end.
        case inputClosed
        /// The program was continued after a stop (Ctrl-Z and `fg`, SIGTSTP, SIGSTOP): raw mode and the alternate
        /// screen are back, but the screen shows whatever the shell left there: paint the next frame in full, at
        /// this size.
        case resumed(columns: Int, rows: Int)
    }

    /// Written by `start()`: the alternate screen (`ESC [?1049h`), the cursor hidden (`ESC [?25l`), bracketed paste
    /// on (`ESC [?2004h`).
    public static let enterSequence =
        ControlSequence.enterAlternateScreen + ControlSequence.hideCursor + ControlSequence.enableBracketedPaste

    /// Written when restoring, in the reverse order of `enterSequence`: the style reset (`ESC [0m`), bracketed paste
    /// off (`ESC [?2004l`), the cursor shown (`ESC [?25h`), back to the normal screen (`ESC [?1049l`).
    public static let restoreSequence =
        ControlSequence.resetStyle + ControlSequence.disableBracketedPaste + ControlSequence.showCursor
        + ControlSequence.leaveAlternateScreen

    /// How long the input must stay silent before a pending lone ESC is taken as the Escape key.
    public static let escapeTimeout: Duration = .milliseconds(30)

    /// How long the input must stay silent inside a bracketed paste before the paste is taken as ended without its
    /// end marker (`KeyDecoder.endPaste()`): the text received counts as pasted, and the bytes after it are keys again,
    /// so a stray `ESC [200~` cannot swallow every later key, Ctrl-C included. Terminals send a paste in one burst;
    /// a pause this long inside one is very unlikely.
    public static let pasteTimeout: Duration = .seconds(1)

    /// The terminal read from, whose attributes are changed.
    public let inputFD: Int32
    /// Where frames are written.
    public let outputFD: Int32

    /// Whether the session has started and not stopped.
    public private(set) var isActive = false

    var decoder = KeyDecoder()
    var wakePipe: (read: Int32, write: Int32)?
    var lastInput = ContinuousClock.now
    var isInputClosed = false

    /// A session on the given file descriptors (standard input and output by default). Nothing happens until
    /// `start()`.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        inputFD = input
        outputFD = output
    }

    deinit {
        stop()
    }

    /// Enters raw mode, the alternate screen, hides the cursor and enables bracketed paste; installs the handlers
    /// that restore the terminal on every way out. Throws if the input is not a terminal or another session is active;
    /// the terminal is unchanged then.
    public func start() throws {
        guard !isActive else { return }
        guard !TerminalRestore.isActive else { throw TerminalError.alreadyActive }
        guard isatty(inputFD) == 1 else { throw TerminalError.notATerminal }
        var saved = termios()
        guard tcgetattr(inputFD, &saved) == 0 else { throw TerminalError.systemCall("tcgetattr", errno: errno) }
        let pipe = try FileDescriptor.makeWakePipe()
        TerminalRestore.activate(input: inputFD, output: outputFD, saved: saved, wakeFD: pipe.write)
        var raw = RawMode.attributes(from: saved)
        guard tcsetattr(inputFD, TCSAFLUSH, &raw) == 0 else {
            let error = errno
            TerminalRestore.deactivate()
            FileDescriptor.close(pipe)
            throw TerminalError.systemCall("tcsetattr", errno: error)
        }
        wakePipe = pipe
        decoder = KeyDecoder()
        isInputClosed = false
        isActive = true
        write(Self.enterSequence)
    }

    /// Restores the terminal: bracketed paste off, cursor shown, the normal screen back, the saved attributes.
    /// Does nothing if the session is not active.
    public func stop() {
        guard isActive else { return }
        TerminalRestore.restoreTerminal()
        TerminalRestore.deactivate()
        if let wakePipe { FileDescriptor.close(wakePipe) }
        wakePipe = nil
        isActive = false
    }

    /// Suspends the program as Ctrl-Z does in a shell, with the terminal restored meanwhile: the style reset,
    /// bracketed paste off, the cursor shown, the normal screen and the saved attributes back (`restoreSequence`),
    /// then SIGTSTP. Returns once the program is continued (`fg`), with raw mode and the alternate screen entered
    /// again, as `.resumed` with the terminal's size: the caller paints a full frame. Returns nil and changes nothing
    /// when the session is not active or the process cannot stop (SIGTSTP was ignored when the session started).
    ///
    /// Call it for the Ctrl-Z key (in raw mode Ctrl-Z is a key, not a signal); SIGTSTP sent from outside is handled
    /// by `readEvents` the same way.
    public func suspend() -> Event? {
        guard TerminalRestore.canStop else { return nil }
        return suspend(stoppingWith: TerminalRestore.stopProcess)
    }

    /// `suspend()` with `stop` in place of stopping the process (tests look at the terminal there).
    func suspend(stoppingWith stop: () -> Void) -> Event? {
        guard isActive else { return nil }
        TerminalRestore.restoreTerminal()
        TerminalRestore.setRestoreNeeded(false)
        stop()
        return reenter()
    }

    /// Raw mode, the alternate screen, the hidden cursor and bracketed paste again, after a stop; a key sequence
    /// split by the stop is dropped. Returns `.resumed` with the terminal's size.
    func reenter() -> Event {
        TerminalRestore.setRestoreNeeded(true)
        var raw = RawMode.attributes(from: SignalSafeState.fields.pointee.savedAttributes)
        _ = tcsetattr(inputFD, TCSANOW, &raw)
        decoder = KeyDecoder()
        write(Self.enterSequence)
        let size = size()
        return .resumed(columns: size.columns, rows: size.rows)
    }

    /// The terminal's size (TIOCGWINSZ on the output, then the input); 80 × 24 if neither knows.
    public func size() -> (columns: Int, rows: Int) {
        for fd in [outputFD, inputFD] {
            var size = winsize()
            if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
                return (Int(size.ws_col), Int(size.ws_row))
            }
        }
        return (80, 24)
    }

    /// Writes all of `string` to the output, retrying after interruptions and partial writes. Returns false if the
    /// output failed.
    @discardableResult
    public func write(_ string: String) -> Bool {
        FileDescriptor.writeAll(Array(string.utf8), to: outputFD)
    }
}
