/// Writing text as a YAML scalar that every YAML reader reads back as exactly that text.
public enum YAMLQuoting {
    /// The scalar quoted the way a person would write it: in double quotes, or — when it holds a `"` or a `\` and
    /// nothing that needs an escape — in single quotes, where neither is special (`'"admin" == role'`,
    /// `'\(count) users'`), with any `'` doubled.
    public static func quoted(_ value: String) -> String {
        let hasQuoteOrBackslash = value.unicodeScalars.contains { $0 == "\"" || $0 == "\\" }
        guard hasQuoteOrBackslash, value.unicodeScalars.allSatisfy(isPrintable) else { return doubleQuoted(value) }
        var result = "'"
        for character in value.unicodeScalars {
            result.unicodeScalars.append(character)
            if character == "'" { result += "'" }
        }
        return result + "'"
    }

    /// Whether a character stands for itself in a single-quoted scalar of one line, for every YAML reader.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0xA0, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// The scalar written as a double-quoted YAML string, for a fix-it: `Off` → `"Off"`.
    ///
    /// Escapes backslashes, double quotes and every character that YAML does not allow
    /// unescaped or that would not survive a round trip (control characters, line and
    /// paragraph separators, byte order marks).
    public static func doubleQuoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\0": result += "\\0"
            case "\u{07}": result += "\\a"
            case "\u{08}": result += "\\b"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\u{0B}": result += "\\v"
            case "\u{0C}": result += "\\f"
            case "\r": result += "\\r"
            case "\u{1B}": result += "\\e"
            case "\u{85}": result += "\\N"
            case "\u{A0}": result += "\\_"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    result += "\\x" + hex(scalar.value, digits: 2)
                } else if scalar.value == 0xFEFF || (0xFFFE...0xFFFF).contains(scalar.value) {
                    result += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
