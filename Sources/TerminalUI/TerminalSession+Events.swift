#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalSession {
    /// Waits up to `timeout` (forever if nil) for something to happen and returns what did: keys decoded from the
    /// input and resizes, in order. Returns as soon as there is at least one event, or empty when the time is up.
    ///
    /// Uses poll(2) on the input and the signal self-pipe. SIGTSTP sent from outside suspends the session right here
    /// (see `suspend()`); after it, and after any SIGCONT, the events include `.resumed`. A lone ESC (or another unfinished sequence) is held
    /// until `escapeTimeout` passes without input, then decoded as the Escape key (see `KeyDecoder.flush()`); a
    /// bracketed paste without its end marker ends after `pasteTimeout` without input (`KeyDecoder.endPaste()`).
    /// Once the input is closed, returns `.inputClosed` at once.
    public func readEvents(timeout: Duration?) -> [Event] {
        guard !isInputClosed else { return [.inputClosed] }
        let deadline = timeout.map { ContinuousClock.now + $0 }
        var events: [Event] = []
        while true {
            let now = ContinuousClock.now
            var wait = deadline.map { milliseconds($0 - now) } ?? -1
            if decoder.hasPending {
                let flushWait = milliseconds(lastInput + Self.escapeTimeout - now)
                wait = wait < 0 ? flushWait : min(wait, flushWait)
            }
            if decoder.isPasting {
                let pasteWait = milliseconds(lastInput + Self.pasteTimeout - now)
                wait = wait < 0 ? pasteWait : min(wait, pasteWait)
            }
            var descriptors = [pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)]
            if let wakePipe { descriptors.append(pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: wait))
            if ready < 0, errno != EINTR {
                return events + closeInput()
            }
            if ready > 0 {
                if descriptors.count > 1, descriptors[1].revents != 0, let wakePipe {
                    events += wakeEvents(FileDescriptor.drain(wakePipe.read))
                }
                if descriptors[0].revents != 0 {
                    switch FileDescriptor.read(from: inputFD) {
                    case .bytes(let bytes):
                        lastInput = ContinuousClock.now
                        events += decoder.feed(bytes).map(Event.key)
                    case .none:
                        break
                    case .closed:
                        return events + closeInput()
                    }
                }
            }
            if decoder.hasPending, ContinuousClock.now - lastInput >= Self.escapeTimeout {
                events += decoder.flush().map(Event.key)
            }
            if decoder.isPasting, ContinuousClock.now - lastInput >= Self.pasteTimeout {
                events += decoder.endPaste().map(Event.key)
            }
            if !events.isEmpty { return events }
            if let deadline, ContinuousClock.now >= deadline { return events }
        }
    }

    /// What the signal handlers woke the loop for: a resize, or a suspend (SIGTSTP from outside, handled here) or
    /// a continue, both reported as `.resumed`. Each at most once.
    private func wakeEvents(_ reasons: [UInt8]) -> [Event] {
        var events: [Event] = []
        for reason in Set(reasons).sorted() {
            switch TerminalRestore.WakeReason(rawValue: reason) {
            case .resize?:
                let size = size()
                events.append(.resize(columns: size.columns, rows: size.rows))
            case .suspend?:
                if let resumed = suspend() { events.append(resumed) }
            case .resume?:
                if !events.contains(where: { if case .resumed = $0 { true } else { false } }) {
                    events.append(reenter())
                }
            case nil:
                break
            }
        }
        return events
    }

    /// Flushes the decoder and marks the input closed.
    private func closeInput() -> [Event] {
        isInputClosed = true
        return decoder.flush().map(Event.key) + [.inputClosed]
    }

    /// A duration in whole milliseconds for poll(2), rounded up, never negative.
    private func milliseconds(_ duration: Duration) -> Int {
        guard duration > .zero else { return 0 }
        let (seconds, attoseconds) = duration.components
        guard seconds < 1_000_000 else { return 1_000_000_000 }
        return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
