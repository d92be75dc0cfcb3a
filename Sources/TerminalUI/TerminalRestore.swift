#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back however the process ends: `TerminalSession.stop()`, `exit` (an `atexit` hook), a signal
/// that ends the process (SIGTERM, SIGHUP, SIGINT, SIGQUIT) or a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
/// SIGTRAP — Swift runtime traps are SIGILL or SIGTRAP).
///
/// The handlers are async-signal-safe: they write(2) the precomputed `TerminalSession.restoreSequence` and call
/// tcsetattr(3) with the saved attributes, both from `SignalSafeState`, then put back the signal's previous
/// disposition (the default, unless something such as the Swift backtracer had one) and raise the signal again, so
/// the process ends the way it would have without us (exit status, core dump, backtrace). Terminating signals that
/// were ignored when the session started (`nohup`) stay ignored. Crash handlers run on an alternate signal stack,
/// so a stack overflow still restores the terminal.
enum TerminalRestore {
    /// Signals that end the process when sent to it.
    static let terminatingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// Signals raised by a crash.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Records what restoring needs and installs the handlers. Call before changing the terminal.
    static func activate(input: Int32, output: Int32, saved: termios, wakeFD: Int32) {
        SignalSafeState.initialize()
        let fields = SignalSafeState.fields
        fields.pointee.inputFD = input
        fields.pointee.outputFD = output
        fields.pointee.wakeFD = wakeFD
        fields.pointee.savedAttributes = saved
        fields.pointee.isActive = 1
        setUpProcessOnce()
        for signal in terminatingSignals where !isIgnored(signal) {
            install(handleFatalSignal, for: signal, flags: 0)
        }
        for signal in crashSignals { install(handleFatalSignal, for: signal, flags: Int32(SA_ONSTACK)) }
        install(handleWindowChange, for: SIGWINCH, flags: Int32(SA_RESTART))
        installJobControlHandlers()
    }

    /// Marks the terminal as restored and puts back the previous signal dispositions. Call after restoring.
    static func deactivate() {
        let fields = SignalSafeState.fields
        fields.pointee.isActive = 0
        for signal in 1..<Int32(SignalSafeState.signalLimit) where SignalSafeState.installed[Int(signal)] {
            _ = sigaction(signal, SignalSafeState.previousActions + Int(signal), nil)
            SignalSafeState.installed[Int(signal)] = false
        }
        fields.pointee.wakeFD = -1
    }

    /// Whether the handlers restore the terminal: false while the program is suspended with the terminal already
    /// restored, true again once it is back in raw mode.
    static func setRestoreNeeded(_ needed: Bool) {
        SignalSafeState.fields.pointee.isActive = needed ? 1 : 0
    }

    /// Whether a session is active.
    static var isActive: Bool { SignalSafeState.fields.pointee.isActive != 0 }

    /// Writes the restore bytes and restores the saved attributes, if a session is active. Async-signal-safe.
    static func restoreTerminal() {
        let fields = SignalSafeState.fields
        guard fields.pointee.isActive != 0 else { return }
        let bytes = SignalSafeState.restoreBytes
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        var attempts = 0
        while offset < bytes.count, attempts < 100 {
            let written = write(fields.pointee.outputFD, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                attempts += 1
                var descriptor = pollfd(fd: fields.pointee.outputFD, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, 20)
            } else {
                break
            }
        }
        _ = tcsetattr(fields.pointee.inputFD, TCSANOW, &fields.pointee.savedAttributes)
    }

    /// Puts back the disposition `signal` had before ours. Async-signal-safe.
    static func reinstatePreviousAction(_ signal: Int32) {
        guard signal > 0, signal < SignalSafeState.signalLimit else { return }
        _ = sigaction(signal, SignalSafeState.previousActions + Int(signal), nil)
    }

    static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        let index = Int(signal)
        guard !SignalSafeState.installed[index] else { return }
        if sigaction(signal, &action, SignalSafeState.previousActions + index) == 0 {
            SignalSafeState.installed[index] = true
        }
    }

    /// Whether `signal` is ignored (SIG_IGN, which is the handler value 1 on Linux and Darwin).
    static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if canImport(Darwin)
            let handler = current.__sigaction_u.__sa_handler
        #else
            let handler = current.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == 1
    }

    /// Registers the `atexit` hook and, if the thread has none, an alternate signal stack (once per process).
    private static func setUpProcessOnce() {
        guard !SignalSafeState.isProcessSetUp else { return }
        SignalSafeState.isProcessSetUp = true
        atexit(restoreAtExit)
        var current = stack_t()
        if sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 {
            let size = 64 * 1024
            var stack = stack_t()
            stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            stack.ss_size = size
            stack.ss_flags = 0
            _ = sigaltstack(&stack, nil)
        }
    }
}

/// The handler for signals that end the process: restore, then let the signal do what it would have done.
private func handleFatalSignal(_ signal: Int32) {
    TerminalRestore.restoreTerminal()
    TerminalRestore.reinstatePreviousAction(signal)
    raise(signal)  // delivered when the handler returns, with the previous (usually default) action
}

/// SIGWINCH: wakes the event loop through the self-pipe. Keeps errno as it was.
private func handleWindowChange(_ signal: Int32) {
    wakeEventLoop(TerminalRestore.WakeReason.resize.rawValue)
}

/// Writes `reason` into the self-pipe, if there is one. Async-signal-safe; keeps errno as it was.
func wakeEventLoop(_ reason: UInt8) {
    let savedErrno = errno
    let fd = SignalSafeState.fields.pointee.wakeFD
    if fd >= 0 {
        var byte = reason
        _ = write(fd, &byte, 1)
    }
    errno = savedErrno
}

/// The `atexit` hook: restores the terminal if a session is still active when the process exits.
private func restoreAtExit() {
    TerminalRestore.restoreTerminal()
}
