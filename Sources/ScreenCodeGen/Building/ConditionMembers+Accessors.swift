/// Keeping a member's body from opening an accessor block: a first word such as `didSet` read through `self.`.
extension ConditionMembers {
    /// Words that open an accessor block: a computed property whose body starts with one (a field named `didSet`:
    /// `var isOn: Bool { didSet == .on }`) is read as that accessor, and does not compile.
    static let accessorWords: Set<String> = [
        "get", "set", "didSet", "willSet", "init", "_modify", "_read", "modify", "read", "yielding", "unsafeAddress",
        "unsafeMutableAddress", "mutating", "nonmutating", "borrowing", "consuming", "__consuming",
    ]

    /// `lines` with a first word that would open an accessor block read through `self.`.
    static func notOpeningAnAccessor(_ lines: [String]) -> [String] {
        guard let first = lines.first else { return lines }
        // Most bodies start with an ASCII word: read it as bytes (`Character.isLetter` is a Unicode property lookup per
        // character, and every member body is checked).
        let utf8 = first.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex, utf8[start] == UInt8(ascii: " ") { start = utf8.index(after: start) }
        var end = start
        while end < utf8.endIndex, Self.isASCIIWordByte(utf8[end]) { end = utf8.index(after: end) }
        if end == utf8.endIndex || utf8[end] < 0x80 {
            guard accessorWords.contains(String(Substring(utf8[start..<end]))) else { return lines }
        }
        let indent = first.prefix(while: { $0 == " " })
        let word = first.dropFirst(indent.count).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
        guard accessorWords.contains(String(word)) else { return lines }
        var result = lines
        result[0] = indent + "self." + first.dropFirst(indent.count)
        return result
    }

    /// An ASCII letter, digit or `_`.
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
