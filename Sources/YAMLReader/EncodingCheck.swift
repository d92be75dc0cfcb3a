import ScreenDiagnostics

/// Checks that a file is UTF-8 before libyaml sees it.
///
/// libyaml would happily read UTF-16 and UTF-32 (it detects them from a byte order mark) and
/// reports bad UTF-8 without a usable position, so screenc checks the encoding itself:
/// screen files must be UTF-8, optionally with a leading UTF-8 byte order mark.
enum EncodingCheck {
    /// An `invalid-encoding` diagnostic for `bytes`, or nil if they are valid UTF-8.
    static func diagnose(_ bytes: [UInt8], file: String) -> Diagnostic? {
        if let encoding = detectedWideEncoding(bytes) {
            return Diagnostic(
                .invalidEncoding,
                "the file is encoded as \(encoding); screen files must be UTF-8",
                at: SourceSpan(file: file, at: SourcePosition(line: 1, column: 1)),
                help: "save the file as UTF-8"
            )
        }
        let start = SourceText.hasUTF8ByteOrderMark(bytes) ? 3 : 0
        guard let bad = firstInvalidUTF8Byte(bytes, from: start) else { return nil }
        let position = SourceText.position(ofByteOffset: bad, in: bytes)
        let hex = "0x" + String(bytes[bad], radix: 16, uppercase: true)
        return Diagnostic(
            .invalidEncoding,
            "the file is not valid UTF-8: byte \(hex) does not start a valid UTF-8 sequence",
            at: SourceSpan(file: file, start: position, end: SourcePosition(line: position.line, column: position.column + 1)),
            notes: ["files saved as Latin-1 or Windows-1252 often contain such bytes (for example in accented letters)"],
            help: "save the file as UTF-8"
        )
    }

    /// The name of a UTF-16 or UTF-32 encoding if the bytes start with its byte order mark, or
    /// look like it (a zero byte among the first characters, as the YAML spec's detection rules say).
    static func detectedWideEncoding(_ bytes: [UInt8]) -> String? {
        func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0x00, 0x00, 0xFE, 0xFF): return "UTF-32 (big-endian, detected from its byte order mark)"
        case (0xFF, 0xFE, 0x00, 0x00): return "UTF-32 (little-endian, detected from its byte order mark)"
        case (0xFE, 0xFF, _, _): return "UTF-16 (big-endian, detected from its byte order mark)"
        case (0xFF, 0xFE, _, _): return "UTF-16 (little-endian, detected from its byte order mark)"
        case (0x00, 0x00, 0x00, .some(let x)) where x != 0 && x < 0x80: return "UTF-32 (big-endian)"
        case (.some(let x), 0x00, 0x00, 0x00) where x != 0 && x < 0x80: return "UTF-32 (little-endian)"
        case (0x00, .some(let x), _, _) where x != 0 && x < 0x80: return "UTF-16 (big-endian)"
        case (.some(let x), 0x00, _, _) where x != 0 && x < 0x80: return "UTF-16 (little-endian)"
        default: return nil
        }
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence, or nil.
    ///
    /// Rejects everything Unicode calls ill-formed: stray continuation bytes, truncated sequences,
    /// overlong encodings, UTF-16 surrogates and values above U+10FFFF. For a sequence that
    /// breaks off, the offending byte is its lead byte (a Latin-1 `é` is reported at the `é`).
    static func firstInvalidUTF8Byte(_ bytes: [UInt8], from start: Int = 0) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = start
            let count = buffer.count
            while offset < count {
                // Most of a screen file is ASCII: skip it eight bytes at a time.
                while offset + 8 <= count,
                    UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self)
                        & 0x8080_8080_8080_8080 == 0
                {
                    offset += 8
                }
                guard offset < count else { break }
                let lead = buffer[offset]
                if lead < 0x80 {
                    offset += 1
                    continue
                }
                let length: Int
                var secondRange: ClosedRange<UInt8> = 0x80...0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; secondRange = 0xA0...0xBF
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; secondRange = 0x80...0x9F
                case 0xF0: length = 4; secondRange = 0x90...0xBF
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; secondRange = 0x80...0x8F
                default: return offset  // continuation byte, C0/C1 overlong lead, or F5...FF
                }
                for index in 1..<length {
                    let position = offset + index
                    let range: ClosedRange<UInt8> = index == 1 ? secondRange : 0x80...0xBF
                    guard position < count, range.contains(buffer[position]) else { return offset }
                }
                offset += length
            }
            return nil
        }
    }
}
