extension LocalizableStrings {
    /// The text of a strings file's bytes: UTF-16 when they start with a byte-order mark (as Apple's tools often
    /// write them), else UTF-8 (invalid bytes become U+FFFD). A trailing odd byte of UTF-16 is dropped.
    ///
    /// The one decoding `lint --strings`, `compile --strings` and `preview --strings` share.
    public static func text(decoding bytes: [UInt8]) -> String {
        guard bytes.count >= 2 else { return String(decoding: bytes, as: UTF8.self) }
        let littleEndian = bytes[0] == 0xFF && bytes[1] == 0xFE
        let bigEndian = bytes[0] == 0xFE && bytes[1] == 0xFF
        guard littleEndian || bigEndian else { return String(decoding: bytes, as: UTF8.self) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
