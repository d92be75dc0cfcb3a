/// The last step before text reaches a terminal or a log: whatever a message is built from — a file name, a
/// strings-file key, a `--set` argument, an existing file's line in a diff — nothing in it can drive the terminal.
///
/// Every scalar `TerminalSafety.isUnsafe` names is written as its visible escape (`\u{1B}`, `\r`, `\u{202E}`),
/// except the line feed and the tab, which lay text out without hiding or rewriting any of it. Text that a renderer
/// styled itself (diagnostics and preview frames with colour) keeps its Select Graphic Rendition sequences —
/// `ESC [` parameters `m`, which only set colour and attributes — when written with `keepingStyles`; every other
/// escape sequence (cursor movement, OSC titles and hyperlinks, clearing) is escaped like any other control.
///
/// Linear in the text's length, and free for text with nothing to escape (one scan of its UTF-8, no copy).
public enum TerminalOutput {
    /// `text` with every unsafe scalar escaped, line feeds and tabs kept, and — with `keepingStyles` — SGR
    /// sequences kept.
    public static func sanitized(_ text: String, keepingStyles: Bool = false) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = firstUnsafe(in: bytes, from: 0, keepingStyles: keepingStyles) else { return nil }
            return escaping(bytes, from: first, keepingStyles: keepingStyles)
        } ?? text
    }

    /// The offset of the first byte that starts something to escape at or after `start`, or nil.
    private static func firstUnsafe(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, keepingStyles: Bool) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                index += 1
                continue
            }
            if byte == 0x0A || byte == 0x09 {
                index += 1
                continue
            }
            if keepingStyles, let length = styleSequenceLength(bytes, at: index) {
                index += length
                continue
            }
            let (scalar, length) = decode(bytes, at: index)
            if TerminalSafety.isUnsafe(scalar) { return index }
            index += length
        }
        return nil
    }

    /// The text with everything from `first` on written safely.
    private static func escaping(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int, keepingStyles: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        output.append(contentsOf: bytes[0..<first])
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            if (byte >= 0x20 && byte < 0x7F) || byte == 0x0A || byte == 0x09 {
                output.append(byte)
                index += 1
                continue
            }
            if keepingStyles, let length = styleSequenceLength(bytes, at: index) {
                output.append(contentsOf: bytes[index..<index + length])
                index += length
                continue
            }
            let (scalar, length) = decode(bytes, at: index)
            if TerminalSafety.isUnsafe(scalar) {
                output.append(contentsOf: TerminalSafety.escape(scalar).utf8)
            } else {
                output.append(contentsOf: bytes[index..<index + length])
            }
            index += length
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The length of the SGR sequence `ESC [ [0-9;:]* m` starting at `index`, or nil when none starts there.
    private static func styleSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
        var end = index + 2
        // Parameters are short (`38;5;208`); a long run is not a style.
        while end < bytes.count, end - index < 64 {
            let byte = bytes[end]
            if byte == UInt8(ascii: "m") { return end + 1 - index }
            guard (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ";")
                || byte == UInt8(ascii: ":")
            else { return nil }
            end += 1
        }
        return nil
    }

    /// The scalar whose UTF-8 starts at `index` and its length; a byte that does not start valid UTF-8 is U+FFFD
    /// of length 1 (as `String(decoding:)` reads it).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length =
            lead < 0x80 ? 1 : lead >= 0xF0 && lead < 0xF5 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 && lead < 0xE0 ? 2 : 0
        guard length > 0, index + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = UInt32(length == 1 ? lead : length == 2 ? lead & 0x1F : length == 3 ? lead & 0x0F : lead & 0x07)
        for offset in 1..<max(1, length) {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", 1) }
        return (scalar, length)
    }
}
