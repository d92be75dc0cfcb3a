#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-descriptor operations `TerminalSession` needs, with EINTR and partial transfers handled.
enum FileDescriptor {
    /// Writes all `bytes`, retrying after EINTR and partial writes and waiting when the descriptor is non-blocking
    /// and full. False if writing failed.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&descriptor, 1, 100)
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// The outcome of a read.
    enum ReadResult {
        case bytes([UInt8])
        /// Nothing to read right now (EAGAIN, EINTR).
        case none
        /// End of file or an error.
        case closed
    }

    /// Reads what is available, up to 4 KiB.
    static func read(from fd: Int32) -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(Array(buffer[..<count])) }
        if count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { return .none }
        return .closed
    }

    /// A non-blocking, close-on-exec pipe for the SIGWINCH handler to wake the event loop.
    static func makeWakePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError.systemCall("pipe", errno: errno) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }

    /// Reads everything waiting in the (non-blocking) wake pipe.
    static func drain(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return result }
            result += buffer[..<count]
        }
    }

    static func close(_ pipe: (read: Int32, write: Int32)) {
        _ = systemClose(pipe.read)
        _ = systemClose(pipe.write)
    }
}

/// read(2), under a name that does not clash with `FileDescriptor.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// close(2), under a name that does not clash with `FileDescriptor.close`.
private func systemClose(_ fd: Int32) -> Int32 {
    close(fd)
}
