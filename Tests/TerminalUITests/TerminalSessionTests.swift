import ScreencTestSupport
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The session on a real pseudo-terminal. Serialized: only one session can be active in a process. Signal delivery
/// is tested end to end elsewhere (in tmux); here, the bytes and attributes the handlers restore.
@Suite(.serialized) struct TerminalSessionTests {
    @Test func enterAndRestoreSequences() {
        #expect(TerminalSession.enterSequence == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
        #expect(TerminalSession.restoreSequence == "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
        #expect(Array(SignalSafeState.restoreBytes) == Array(TerminalSession.restoreSequence.utf8))
    }

    @Test func startEntersRawModeAndStopRestoresEverything() throws {
        let pty = try PseudoTerminal()
        let original = pty.attributes()
        let session = TerminalSession(input: pty.secondary, output: pty.secondary)
        try session.start()
        #expect(session.isActive)
        #expect(TerminalRestore.isActive)

        let raw = pty.attributes()
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        withUnsafeBytes(of: raw.c_cc) { cc in
            #expect(cc[Int(VMIN)] == 1)
            #expect(cc[Int(VTIME)] == 0)
        }
        #expect(pty.readOutput() == Array(TerminalSession.enterSequence.utf8))

        session.stop()
        #expect(!session.isActive)
        #expect(!TerminalRestore.isActive)
        #expect(pty.readOutput() == Array(TerminalSession.restoreSequence.utf8))
        #expect(sameAttributes(pty.attributes(), original))

        session.stop()  // idempotent: nothing more written
        #expect(pty.readOutput(quiet: 50).isEmpty)
        #expect(sameAttributes(pty.attributes(), original))
    }

    @Test func theSignalPathRestoresTheSameWay() throws {
        let pty = try PseudoTerminal()
        let original = pty.attributes()
        let session = TerminalSession(input: pty.secondary, output: pty.secondary)
        try session.start()
        _ = pty.readOutput()
        TerminalRestore.restoreTerminal()  // what the handlers call before re-raising
        #expect(pty.readOutput() == Array(TerminalSession.restoreSequence.utf8))
        #expect(sameAttributes(pty.attributes(), original))
        session.stop()
    }

    /// Suspending (Ctrl-Z, SIGTSTP): while stopped, the terminal is as before the session (cooked mode, the restore
    /// bytes written, so the normal screen with the cursor shown); on continuing, raw mode and the alternate screen
    /// are back and `.resumed` asks for a full frame.
    @Test func suspendRestoresTheTerminalAndResumeReentersRawMode() throws {
        let pty = try PseudoTerminal()
        pty.resize(columns: 90, rows: 30)
        let original = pty.attributes()
        let session = TerminalSession(input: pty.secondary, output: pty.secondary)
        try session.start()
        defer { session.stop() }
        _ = pty.readOutput()
        var whileStopped: (attributes: termios, output: [UInt8], restoring: Bool)?
        let event = session.suspend {
            whileStopped = (pty.attributes(), pty.readOutput(), TerminalRestore.isActive)
        }
        #expect(event == .resumed(columns: 90, rows: 30))
        let stopped = try #require(whileStopped)
        #expect(sameAttributes(stopped.attributes, original))
        #expect(stopped.output == Array(TerminalSession.restoreSequence.utf8))
        #expect(!stopped.restoring, "nothing to restore while stopped")
        #expect(pty.readOutput() == Array(TerminalSession.enterSequence.utf8))
        #expect(pty.attributes().c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        #expect(TerminalRestore.isActive)
        #expect(session.isActive)
    }

    /// A SIGCONT the session did not cause (after SIGSTOP) re-enters raw mode too and asks for a full frame.
    @Test func continueSignalReentersRawMode() throws {
        let pty = try PseudoTerminal()
        pty.resize(columns: 70, rows: 20)
        let session = TerminalSession(input: pty.secondary, output: pty.secondary)
        try session.start()
        defer { session.stop() }
        _ = pty.readOutput()
        var cooked = pty.attributes()
        cooked.c_lflag |= tcflag_t(ICANON | ECHO)
        _ = tcsetattr(pty.secondary, TCSANOW, &cooked)  // what a shell may do while the program is stopped
        kill(getpid(), SIGCONT)
        #expect(session.readEvents(timeout: .seconds(2)) == [.resumed(columns: 70, rows: 20)])
        #expect(pty.attributes().c_lflag & tcflag_t(ECHO | ICANON) == 0)
        #expect(pty.readOutput() == Array(TerminalSession.enterSequence.utf8))
    }

    /// A stray paste start: after `pasteTimeout` of silence the paste ends and Ctrl-C is a key again.
    @Test func anUnterminatedPasteTimesOut() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.secondary, output: pty.secondary)
        try session.start()
        defer { session.stop() }
        pty.type(Array("\u{1B}[200~abc".utf8))
        let start = ContinuousClock.now
        var events: [TerminalSession.Event] = []
        repeat {
            events += session.readEvents(timeout: .milliseconds(1500))
        } while session.decoder.isPasting && ContinuousClock.now - start < .seconds(5)
        #expect(ContinuousClock.now - start >= TerminalSession.pasteTimeout)
        #expect(events == [.key(.paste("abc"))])
        pty.type([0x03])
        #expect(session.readEvents(timeout: .seconds(2)) == [.key(.control("c"))])
    }

    @Test func framesAndKeysGoThroughTheTerminal() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(input: pty.secondary, output: pty.secondary)
        try session.start()
        defer { session.stop() }
        _ = pty.readOutput()

        var frame = Frame(width: 10, height: 2)
        frame.put("hi", row: 0, column: 0)
        #expect(session.write(FrameRenderer.fullPaint(frame)))
        #expect(pty.readOutput() == Array(FrameRenderer.fullPaint(frame).utf8))

        pty.type(Array("\u{1B}[Aq\r\u{03}".utf8))
        var events: [TerminalSession.Event] = []
        while events.count < 4 {
            let more = session.readEvents(timeout: .seconds(2))
            if more.isEmpty { break }
            events += more
        }
        #expect(events == [.key(.up), .key(.character("q")), .key(.enter), .key(.control("c"))])

        pty.type([0x1B])
        let start = ContinuousClock.now
        #expect(session.readEvents(timeout: .seconds(2)) == [.key(.escape)])
        #expect(ContinuousClock.now - start >= TerminalSession.escapeTimeout)

        pty.type(Array("\u{1B}[200~one\rtwo\u{1B}[201~".utf8))
        var pasted: [TerminalSession.Event] = []
        while pasted.isEmpty { pasted = session.readEvents(timeout: .seconds(2)) }
        #expect(pasted == [.key(.paste("one\ntwo"))])

        #expect(session.readEvents(timeout: .milliseconds(50)).isEmpty)
    }

    @Test func sizeAndResize() throws {
        let pty = try PseudoTerminal()
        pty.resize(columns: 100, rows: 30)
        let session = TerminalSession(input: pty.secondary, output: pty.secondary)
        #expect(session.size() == (100, 30))
        try session.start()
        defer { session.stop() }
        pty.resize(columns: 72, rows: 20)
        // The kernel signals only the terminal's foreground process group, so raise it here; test threads block
        // signals, so unblock it for the moment (the handler runs on this thread then).
        var window = sigset_t()
        var previous = sigset_t()
        sigemptyset(&window)
        sigaddset(&window, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &window, &previous)
        raise(SIGWINCH)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        #expect(session.readEvents(timeout: .seconds(2)) == [.resize(columns: 72, rows: 20)])
    }

    @Test func sizeFallsBackTo80By24() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer {
            for fd in fds { close(fd) }
        }
        #expect(TerminalSession(input: fds[0], output: fds[1]).size() == (80, 24))
    }

    @Test func aPipeIsNotATerminal() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer {
            for fd in fds { close(fd) }
        }
        let session = TerminalSession(input: fds[0], output: fds[1])
        #expect(throws: TerminalError.notATerminal) { try session.start() }
        #expect(!session.isActive)
        #expect(!TerminalRestore.isActive)
    }

    @Test func onlyOneSessionAtATime() throws {
        let pty = try PseudoTerminal()
        let first = TerminalSession(input: pty.secondary, output: pty.secondary)
        try first.start()
        defer { first.stop() }
        let second = TerminalSession(input: pty.secondary, output: pty.secondary)
        #expect(throws: TerminalError.alreadyActive) { try second.start() }
    }

    @Test func closedInputEndsTheEventLoop() throws {
        var pty: PseudoTerminal? = try PseudoTerminal()
        let secondary = dup(pty!.secondary)
        defer { close(secondary) }
        let session = TerminalSession(input: secondary, output: secondary)
        try session.start()
        defer { session.stop() }
        pty = nil  // the terminal emulator goes away
        #expect(session.readEvents(timeout: .seconds(2)).last == .inputClosed)
        #expect(session.readEvents(timeout: .seconds(2)) == [.inputClosed])
    }
}
