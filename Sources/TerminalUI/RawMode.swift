#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal attributes of raw mode.
enum RawMode {
    /// `saved` switched to raw mode, as cfmakeraw(3) does: no echo (ECHO, ECHONL), no line editing (ICANON), no
    /// signals from Ctrl-C, Ctrl-Z, Ctrl-\ (ISIG), no Ctrl-V (IEXTEN), no flow control (IXON), no CR/LF translation
    /// (ICRNL, INLCR, IGNCR), no parity or 8th-bit stripping, no output processing (OPOST), 8-bit characters; and
    /// reads that return as soon as one byte is there (VMIN 1, VTIME 0).
    static func attributes(from saved: termios) -> termios {
        var raw = saved
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }
}
