/// Decodes one key at a position in a byte buffer: the core of `KeyDecoder`.
///
/// `atEnd` says that no more bytes will follow (the decoder is being flushed): then an unfinished prefix gets its
/// best interpretation instead of `.incomplete`. Every decision made without `atEnd` depends only on the bytes
/// present, never on where reads were split, which is what makes decoding independent of chunking.
enum KeyParser {
    /// The outcome of decoding at one position.
    enum Result: Equatable {
        /// A key made of the next `length` bytes.
        case key(Key, length: Int)
        /// `ESC [200~`, `length` bytes: a bracketed paste starts.
        case pasteStart(length: Int)
        /// The bytes are the beginning of something longer: wait for more.
        case incomplete
    }

    static let escape: UInt8 = 0x1B
    static let leftBracket: UInt8 = 0x5B  // [
    static let letterO: UInt8 = 0x4F  // O

    /// Decodes the key starting at `bytes[index]` (which must exist).
    static func parse(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> Result {
        bytes[index] == escape
            ? parseEscape(bytes, at: index, atEnd: atEnd) : parsePlain(bytes, at: index, atEnd: atEnd)
    }

    /// ESC and what follows it: a CSI or SS3 sequence, Alt with a key, or the Escape key.
    private static func parseEscape(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> Result {
        guard index + 1 < bytes.count else { return atEnd ? .key(.escape, length: 1) : .incomplete }
        switch bytes[index + 1] {
        case leftBracket:
            return EscapeSequence.parseCSI(bytes, at: index, atEnd: atEnd)
        case letterO:
            return EscapeSequence.parseSS3(bytes, at: index, atEnd: atEnd)
        case escape:
            return parseEscapeEscape(bytes, at: index, atEnd: atEnd)
        default:
            switch parsePlain(bytes, at: index + 1, atEnd: atEnd) {
            case .key(.unknown(let unknown), let length):
                return .key(.unknown([escape] + unknown), length: length + 1)
            case .key(let key, let length):
                return .key(.alt(key), length: length + 1)
            case .pasteStart, .incomplete:
                return .incomplete
            }
        }
    }

    /// ESC ESC: Alt with a key sent as an escape sequence (`ESC ESC [A` is Alt-↑), otherwise a bare Escape followed
    /// by whatever the second ESC starts.
    private static func parseEscapeEscape(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> Result {
        guard index + 2 < bytes.count else { return atEnd ? .key(.escape, length: 1) : .incomplete }
        let inner: Result
        switch bytes[index + 2] {
        case leftBracket: inner = EscapeSequence.parseCSI(bytes, at: index + 1, atEnd: atEnd)
        case letterO: inner = EscapeSequence.parseSS3(bytes, at: index + 1, atEnd: atEnd)
        default: return .key(.escape, length: 1)
        }
        switch inner {
        case .incomplete:
            return .incomplete
        case .key(let key, let length):
            guard let alt = withAlt(key) else { return .key(.escape, length: 1) }
            return .key(alt, length: length + 1)
        case .pasteStart:
            return .key(.escape, length: 1)
        }
    }

    /// `key`, sent as an escape sequence, with Alt held; nil if it is not such a key.
    private static func withAlt(_ key: Key) -> Key? {
        switch key {
        case .modified(let base, let modifiers):
            .modified(base, modifiers.union(.alt))
        case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete, .backTab, .function:
            .modified(key, .alt)
        case .enter:
            .alt(.enter)  // keypad Enter (ESC O M): Enter is a single-byte key
        default:
            nil
        }
    }

    /// A key that is one byte (a control character, ASCII) or one UTF-8 encoded scalar.
    static func parsePlain(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> Result {
        let byte = bytes[index]
        let key: Key
        switch byte {
        case 0x0D: key = .enter
        case 0x09: key = .tab
        case 0x08, 0x7F: key = .backspace
        case 0x00: key = .control("@")
        case 0x01...0x1A: key = .control(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1B: key = .escape
        case 0x1C...0x1F: key = .control(Character(Unicode.Scalar(byte + 0x40)))
        case 0x20...0x7E: key = .character(Character(Unicode.Scalar(byte)))
        default: return UTF8Scalar.parse(bytes, at: index, atEnd: atEnd)
        }
        return .key(key, length: 1)
    }
}
