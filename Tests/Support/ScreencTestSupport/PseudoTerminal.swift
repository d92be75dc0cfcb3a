#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair for tests: what is tested runs on `secondary` (as on a real terminal: a terminal session,
/// or a process's standard error) and the test plays the terminal emulator on `primary`, reading what is written and
/// typing keys.
public final class PseudoTerminal {
    public let primary: Int32
    public let secondary: Int32

    /// A system call that failed while the pair was opened, with its errno.
    public struct Failure: Error, CustomStringConvertible {
        public var call: String
        public var errno: Int32
        public var description: String { "\(call) failed: errno \(errno)" }
    }

    public init() throws {
        let primary = PTY.openpt(O_RDWR | O_NOCTTY)
        guard primary >= 0, PTY.grantpt(primary) == 0, PTY.unlockpt(primary) == 0, let name = PTY.ptsname(primary)
        else {
            throw Failure(call: "posix_openpt", errno: errno)
        }
        let secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { throw Failure(call: "open", errno: errno) }
        self.primary = primary
        self.secondary = secondary
    }

    deinit {
        close(secondary)
        close(primary)
    }

    /// The secondary side's attributes.
    public func attributes() -> termios {
        var attributes = termios()
        _ = tcgetattr(secondary, &attributes)
        return attributes
    }

    /// Sets the window size, as a terminal emulator does when resized.
    public func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// Types `bytes` into the terminal.
    public func type(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = write(primary, $0.baseAddress, $0.count) }
    }

    /// Everything the session wrote, waiting until nothing more arrives for `quiet` milliseconds.
    public func readOutput(quiet: Int32 = 100) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, quiet) > 0 else { return result }
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            guard count > 0 else { return result }
            result += buffer[..<count]
        }
    }
}

/// posix_openpt(3) and friends. Glibc declares them only for X/Open, which Swift's Glibc module does not enable, so
/// on Linux they are looked up in libc at run time (with their C signatures); Darwin exports them directly.
private enum PTY {
    #if os(Linux)
        static let openpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        static let ptsname = function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)

        private static func function<T>(_ name: String, as type: T.Type) -> T {
            guard let symbol = dlsym(nil, name) else { fatalError("libc has no \(name)") }
            return unsafeBitCast(symbol, to: type)
        }
    #else
        static func openpt(_ flags: Int32) -> Int32 { posix_openpt(flags) }
        static func grantpt(_ fd: Int32) -> Int32 { Darwin.grantpt(fd) }
        static func unlockpt(_ fd: Int32) -> Int32 { Darwin.unlockpt(fd) }
        static func ptsname(_ fd: Int32) -> UnsafeMutablePointer<CChar>? { Darwin.ptsname(fd) }
    #endif
}
