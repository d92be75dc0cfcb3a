/// Bracketed paste (`ESC [?2004h`): the terminal wraps pasted text in `ESC [200~` … `ESC [201~`.
enum BracketedPaste {
    /// The marker that ends a paste.
    static let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// The index of the end marker in `bytes` at or after `start`, if it is there in full.
    static func endMarker(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + end.count <= bytes.count {
            if bytes[index] == 0x1B, bytes[index..<(index + end.count)].elementsEqual(end) { return index }
            index += 1
        }
        return nil
    }

    /// How many bytes at the end of `bytes[start...]` are the beginning of the end marker (0…5): they must wait for
    /// the next read before they can be taken as pasted text.
    static func markerPrefixLength(atEndOf bytes: [UInt8], from start: Int) -> Int {
        let available = bytes.count - start
        for length in stride(from: min(end.count - 1, available), to: 0, by: -1)
        where bytes[(bytes.count - length)...].elementsEqual(end[..<length]) {
            return length
        }
        return 0
    }

    /// How many leading bytes of a paste in progress can be handed out now: all but an unfinished UTF-8 character
    /// and a final CR (which may be the first half of CR LF).
    static func flushableCount(_ bytes: [UInt8]) -> Int {
        var count = bytes.count
        if count > 0, bytes[count - 1] == 0x0D { count -= 1 }
        // Step back over continuation bytes to the last lead byte and check whether its character is complete.
        var lead = count - 1
        while lead >= 0, lead >= count - 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard lead >= 0 else { return count }
        let needed =
            switch bytes[lead] {
            case 0xC0...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF7: 4
            default: 1
            }
        return count - lead < needed ? lead : count
    }

    /// Pasted bytes as text: invalid UTF-8 replaced by U+FFFD, CR LF and lone CR (which terminals send for pasted
    /// line breaks) turned into LF.
    static func text(_ bytes: some Collection<UInt8>) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var previousWasCR = false
        for byte in bytes {
            if byte == 0x0A, previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            normalized.append(previousWasCR ? 0x0A : byte)
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
