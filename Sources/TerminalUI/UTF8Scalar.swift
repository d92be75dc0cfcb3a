/// Strict UTF-8 decoding of one scalar, for `KeyParser`: overlong forms, surrogates and values past U+10FFFF are
/// invalid, and an invalid sequence is reported as `.unknown` up to (not including) the first byte that breaks it,
/// so the bytes after it are decoded on their own.
enum UTF8Scalar {
    /// Decodes the scalar whose lead byte (≥ 0x80) is `bytes[index]`.
    static func parse(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> KeyParser.Result {
        let lead = bytes[index]
        let length: Int
        let second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return .key(.unknown([lead]), length: 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < bytes.count else {
                return atEnd ? .key(.unknown(Array(bytes[index...])), length: bytes.count - index) : .incomplete
            }
            let byte = bytes[index + offset]
            guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else {
                return .key(.unknown(Array(bytes[index..<(index + offset)])), length: offset)
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let encoded = Array(bytes[index..<(index + length)])
        // C1 controls (U+0080…U+009F) are not characters anyone types.
        guard value >= 0xA0, let scalar = Unicode.Scalar(value) else { return .key(.unknown(encoded), length: length) }
        return .key(.character(Character(scalar)), length: length)
    }
}
