/// Whether a text is one valid JSON value (RFC 8259), strictly: no trailing commas, no unescaped control characters
/// in strings, nothing after the value but whitespace. Much faster than parsing into objects, which matters when it
/// runs for every fuzz input (a SARIF document is tens of kilobytes).
struct JSONValidation {
    private let bytes: [UInt8]
    private var index = 0

    static func isValid(_ text: String) -> Bool {
        var validation = JSONValidation(bytes: Array(text.utf8))
        guard validation.value(depth: 0) else { return false }
        validation.skipWhitespace()
        return validation.index == validation.bytes.count
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard current == byte else { return false }
        index += 1
        return true
    }

    private mutating func value(depth: Int) -> Bool {
        skipWhitespace()
        guard depth < 512, let byte = current else { return false }
        switch byte {
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), depth: depth, keyed: true)
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), depth: depth, keyed: false)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func container(close: UInt8, depth: Int, keyed: Bool) -> Bool {
        index += 1
        if consume(close) { return true }
        repeat {
            if keyed {
                skipWhitespace()
                guard string(), consume(UInt8(ascii: ":")) else { return false }
            }
            guard value(depth: depth + 1) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(close)
    }

    private mutating func string() -> Bool {
        guard current == UInt8(ascii: "\"") else { return false }
        index += 1
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return true
            case 0..<0x20: return false
            case UInt8(ascii: "\\"):
                guard let escaped = current else { return false }
                index += 1
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let hex = current, isHexDigit(hex) else { return false }
                        index += 1
                    }
                } else if !"\"\\/bfnrt".utf8.contains(escaped) {
                    return false
                }
            default: continue
            }
        }
        return false
    }

    private mutating func literal(_ word: String) -> Bool {
        for byte in word.utf8 {
            guard current == byte else { return false }
            index += 1
        }
        return true
    }

    private mutating func number() -> Bool {
        if current == UInt8(ascii: "-") { index += 1 }
        guard digits() else { return false }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return false }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            return digits()
        }
        return true
    }

    /// One or more decimal digits.
    private mutating func digits() -> Bool {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index > start
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
