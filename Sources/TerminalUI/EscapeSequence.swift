/// The escape sequences keys are sent as: CSI (`ESC [ params final`) and SS3 (`ESC O final`).
enum EscapeSequence {
    /// Longest CSI accepted: a longer run of parameter bytes is `.unknown` (keys never need more than a dozen).
    static let maximumCSILength = 32

    /// Decodes a CSI sequence; `bytes[index]` is ESC and `bytes[index + 1]` is `[`.
    static func parseCSI(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> KeyParser.Result {
        var cursor = index + 2
        guard cursor < bytes.count else {
            return atEnd ? .key(.alt(.character("[")), length: 2) : .incomplete
        }
        if bytes[cursor] == KeyParser.leftBracket { return parseLinuxFunctionKey(bytes, at: index, atEnd: atEnd) }
        let parameterStart = cursor
        while cursor < bytes.count, cursor - index < maximumCSILength, (0x30...0x3F).contains(bytes[cursor]) {
            cursor += 1
        }
        let parameterEnd = cursor
        while cursor < bytes.count, cursor - index < maximumCSILength, (0x20...0x2F).contains(bytes[cursor]) {
            cursor += 1
        }
        if cursor - index >= maximumCSILength { return unknown(bytes, index, cursor) }
        guard cursor < bytes.count else {
            return atEnd ? unknown(bytes, index, cursor) : .incomplete
        }
        let final = bytes[cursor]
        // A byte that cannot continue a CSI: the sequence is malformed and ends before it.
        guard (0x40...0x7E).contains(final) else { return unknown(bytes, index, cursor) }
        let length = cursor + 1 - index
        guard parameterEnd == cursor, let parameters = numbers(bytes[parameterStart..<parameterEnd]) else {
            return unknown(bytes, index, cursor + 1)
        }
        if final == 0x7E, parameters == [200] { return .pasteStart(length: length) }
        guard let key = csiKey(parameters: parameters, final: final) else { return unknown(bytes, index, cursor + 1) }
        return .key(key, length: length)
    }

    /// Decodes an SS3 sequence; `bytes[index]` is ESC and `bytes[index + 1]` is `O`.
    static func parseSS3(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> KeyParser.Result {
        guard index + 2 < bytes.count else {
            return atEnd ? .key(.alt(.character("O")), length: 2) : .incomplete
        }
        let final = bytes[index + 2]
        guard (0x40...0x7E).contains(final) else { return .key(.alt(.character("O")), length: 2) }
        let key: Key? =
            switch final {
            case 0x4D: .enter  // M: keypad Enter
            case 0x50...0x53: .function(Int(final) - 0x4F)  // P Q R S: F1–F4
            default: letterKey(final)
            }
        guard let key else { return unknown(bytes, index, index + 3) }
        return .key(key, length: 3)
    }

    /// `ESC [ [ A`…`ESC [ [ E`: F1–F5 on the Linux console.
    private static func parseLinuxFunctionKey(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> KeyParser.Result {
        guard index + 3 < bytes.count else { return atEnd ? unknown(bytes, index, bytes.count) : .incomplete }
        let final = bytes[index + 3]
        guard (0x41...0x45).contains(final) else { return unknown(bytes, index, index + 3) }
        return .key(.function(Int(final) - 0x40), length: 4)
    }

    /// The key of a complete CSI sequence with numeric parameters, or nil if it is not one.
    private static func csiKey(parameters: [Int?], final: UInt8) -> Key? {
        guard parameters.count <= 2 else { return nil }
        let modifiers = KeyModifiers(xtermParameter: parameters.count == 2 ? parameters[1] : nil)
        let key: Key?
        switch final {
        case 0x7E:  // ~
            key = parameters.first.flatMap { $0.flatMap(tildeKey) }
        case 0x5A:  // Z
            key = .backTab
        case 0x50...0x53:  // P Q R S: F1–F4 with modifiers (ESC [ 1 ; 2 P)
            key = .function(Int(final) - 0x4F)
        default:
            key = letterKey(final)
        }
        guard let key else { return nil }
        return modifiers.isEmpty ? key : .modified(key, modifiers)
    }

    /// Arrows, Home and End: the final byte shared by `ESC [ X`, `ESC [ 1 ; m X` and `ESC O X`.
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up  // A
        case 0x42: .down  // B
        case 0x43: .right  // C
        case 0x44: .left  // D
        case 0x48: .home  // H
        case 0x46: .end  // F
        default: nil
        }
    }

    /// The key of `ESC [ n ~`.
    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }

    /// `;`-separated decimal parameters (an empty one is nil); nil if there is anything else (`?`, `<`, `:`…).
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
        guard !bytes.isEmpty else { return [] }
        var result: [Int?] = []
        var current: Int?
        for byte in bytes {
            switch byte {
            case 0x30...0x39: current = min((current ?? 0) * 10 + Int(byte - 0x30), 100_000)
            case 0x3B:
                result.append(current)
                current = nil
            default: return nil
            }
        }
        result.append(current)
        return result
    }

    private static func unknown(_ bytes: [UInt8], _ start: Int, _ end: Int) -> KeyParser.Result {
        .key(.unknown(Array(bytes[start..<end])), length: end - start)
    }
}
