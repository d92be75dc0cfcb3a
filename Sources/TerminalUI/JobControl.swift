#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Job control while a session is active: Ctrl-Z (a key in raw mode) and SIGTSTP from outside suspend the program
/// with the terminal restored, SIGCONT brings raw mode and the alternate screen back.
///
/// The handlers only wake the event loop (`WakeReason` through the self-pipe); `TerminalSession.suspend()` does the
/// work on the loop's thread: restore the terminal, stop with SIGTSTP's default action, and on continuing re-enter
/// raw mode and the alternate screen. A SIGCONT the session did not cause (after `kill -STOP`) is reported as
/// `.resumed` too, since the shell may have put the terminal back in cooked mode meanwhile.
extension TerminalRestore {
    /// What a signal handler writes into the wake pipe, so the event loop knows why it woke.
    enum WakeReason: UInt8 {
        /// SIGWINCH: the terminal was resized.
        case resize = 0
        /// SIGTSTP from outside (`kill -TSTP`): suspend as Ctrl-Z does.
        case suspend = 1
        /// SIGCONT: the process was continued: re-enter raw mode and redraw.
        case resume = 2
    }

    /// Installs the SIGTSTP and SIGCONT handlers. SIGTSTP keeps being ignored if it was (a shell without job
    /// control, `nohup`): then Ctrl-Z does nothing, as it would in that shell.
    static func installJobControlHandlers() {
        if !isIgnored(SIGTSTP) { install(handleSuspendSignal, for: SIGTSTP, flags: Int32(SA_RESTART)) }
        install(handleContinueSignal, for: SIGCONT, flags: Int32(SA_RESTART))
    }

    /// Whether the process can be stopped (SIGTSTP was not ignored when the session started).
    static var canStop: Bool { SignalSafeState.installed[Int(SIGTSTP)] }

    /// Stops the process as SIGTSTP's default action does (call with the terminal restored): SIGTSTP set to its
    /// default and raised; returns once the process is continued, with our handler installed again. Does nothing
    /// when the process cannot stop (`canStop`).
    static func stopProcess() {
        guard canStop else { return }
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = SIG_DFL
        #else
            action.__sigaction_handler.sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        _ = sigaction(SIGTSTP, &action, nil)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        _ = raise(SIGTSTP)  // the process stops here until SIGCONT
        // Our handler again; what `deactivate` puts back stays the disposition from before the session.
        let previous = SignalSafeState.previousActions[Int(SIGTSTP)]
        SignalSafeState.installed[Int(SIGTSTP)] = false
        install(handleSuspendSignal, for: SIGTSTP, flags: Int32(SA_RESTART))
        SignalSafeState.previousActions[Int(SIGTSTP)] = previous
    }
}

/// SIGTSTP (sent from outside; Ctrl-Z in raw mode is a key): the event loop suspends, restoring the terminal first,
/// instead of the process stopping with the terminal in raw mode.
private func handleSuspendSignal(_ signal: Int32) {
    wakeEventLoop(TerminalRestore.WakeReason.suspend.rawValue)
}

/// SIGCONT: the event loop re-enters raw mode and the alternate screen and redraws.
private func handleContinueSignal(_ signal: Int32) {
    wakeEventLoop(TerminalRestore.WakeReason.resume.rawValue)
}
