#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the signal handlers and the `atexit` hook need to restore the terminal, in memory allocated once and never
/// freed, so a handler only ever reads plain memory through a pointer: no allocation, no reference counting, no lock.
///
/// Why the `nonisolated(unsafe)` storage is sound: every field is written only by `TerminalRestore.activate` and
/// `deactivate`, which run on the thread that owns the (non-`Sendable`) `TerminalSession`, one session at a time.
/// `activate` writes the fields before calling sigaction(2) to install the handlers that read them, and
/// `deactivate` clears `isActive` only after restoring the terminal and uninstalls the handlers right after; those
/// calls are opaque to the compiler, so the stores are not moved across them, and signal delivery happens after
/// them. A handler that interrupts `deactivate` at any point either finds the session active and restores the
/// terminal (restoring twice is harmless) or finds it inactive after it was restored. The pointers themselves are
/// created on first use, which `activate` forces before any handler is installed, so a handler never runs the
/// lazy initialisation of a global.
enum SignalSafeState {
    /// The fields.
    struct Fields {
        /// 1 while a session has changed the terminal and it must be restored.
        var isActive: Int32 = 0
        /// The terminal whose attributes were changed.
        var inputFD: Int32 = -1
        /// Where the restore bytes are written.
        var outputFD: Int32 = -1
        /// The write end of the SIGWINCH self-pipe, or -1.
        var wakeFD: Int32 = -1
        /// The terminal attributes before raw mode.
        var savedAttributes = termios()
    }

    /// The highest signal number handled, plus one.
    static let signalLimit = 65

    /// The fields, read by the handlers.
    nonisolated(unsafe) static let fields: UnsafeMutablePointer<Fields> = {
        let pointer = UnsafeMutablePointer<Fields>.allocate(capacity: 1)
        pointer.initialize(to: Fields())
        return pointer
    }()

    /// `TerminalSession.restoreSequence` as bytes.
    nonisolated(unsafe) static let restoreBytes: UnsafeBufferPointer<UInt8> = {
        let bytes = Array(TerminalSession.restoreSequence.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return UnsafeBufferPointer(buffer)
    }()

    /// The disposition each signal had before ours was installed, indexed by signal number.
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signalLimit)
        pointer.initialize(repeating: sigaction(), count: signalLimit)
        return pointer
    }()

    /// Whether our handler is installed for each signal number (so `previousActions` holds something to put back).
    nonisolated(unsafe) static let installed: UnsafeMutablePointer<Bool> = {
        let pointer = UnsafeMutablePointer<Bool>.allocate(capacity: signalLimit)
        pointer.initialize(repeating: false, count: signalLimit)
        return pointer
    }()

    /// Whether the `atexit` hook and the alternate signal stack are set up (once per process).
    nonisolated(unsafe) static var isProcessSetUp = false

    /// Touches every global so that its lazy initialisation never happens inside a signal handler.
    static func initialize() {
        _ = fields
        _ = restoreBytes
        _ = previousActions
        _ = installed
    }
}
