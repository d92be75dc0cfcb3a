/// Plain scalars that YAML 1.1 readers (and many tools built on them) type differently than
/// the text suggests: `no` is a boolean, `0755` an octal number, `1:30` a base-60 number.
///
/// screenc reads such scalars as strings where the screen language expects a string, but warns
/// (`ambiguous-scalar`) because the file means something else to other YAML tools.
/// `true` and `false` (in any of YAML's spellings) are not ambiguous: screenc treats them as
/// booleans explicitly.
public enum YAML11Ambiguity {
    /// The YAML 1.1-only boolean words.
    public static let booleanWords: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
        "on", "On", "ON", "off", "Off", "OFF",
    ]

    /// Whether `scalar` is plain and untagged and YAML 1.1 would read it as a boolean
    /// (`yes`, `off`, …), a leading-zero number (`007`, `0755`, but not `0`) or a base-60
    /// number (`1:30`).
    public static func isAmbiguous(_ scalar: YAMLScalar) -> Bool {
        guard scalar.isPlainUntagged else { return false }
        let value = scalar.value
        // Cheap tests first: this runs on every plain scalar of a file.
        let utf8 = value.utf8
        guard let first = utf8.first else { return false }
        if utf8.count <= 3 && booleanWords.contains(value) { return true }
        guard first == UInt8(ascii: "0") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            || (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first)
        else { return false }
        return isLeadingZeroNumber(value) || (utf8.contains(UInt8(ascii: ":")) && isSexagesimal(value))
    }

    /// The scalar written as a double-quoted YAML string, for a fix-it: `007` → `"007"`.
    ///
    /// Escapes backslashes, double quotes and every character that YAML does not allow
    /// unescaped or that would not survive a round trip (control characters, line and
    /// paragraph separators, byte order marks).
    public static func quoted(_ value: String) -> String {
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

    /// `007`, `-0755`, `0_1`: digits with a leading zero, which YAML 1.1 reads as octal
    /// (or rejects as a number) and YAML 1.2 reads as decimal.
    static func isLeadingZeroNumber(_ value: String) -> Bool {
        var scalars = Substring(value).unicodeScalars[...]
        if let first = scalars.first, first == "-" || first == "+" { scalars = scalars.dropFirst() }
        guard scalars.first == "0", scalars.count >= 2 else { return false }
        let rest = scalars.dropFirst()
        return rest.allSatisfy { isDigit($0) || $0 == "_" } && rest.contains(where: isDigit)
    }

    /// YAML 1.1 base-60 integers and floats: `1:30`, `-12:30:45`, `1:30.5`.
    ///
    /// The 1.1 grammar is `[-+]?[1-9][0-9_]*(:[0-5]?[0-9])+` for integers and
    /// `[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*` for floats.
    static func isSexagesimal(_ value: String) -> Bool {
        var text = Substring(value)
        if let first = text.first, first == "-" || first == "+" { text = text.dropFirst() }
        var fraction: Substring?
        if let dot = text.firstIndex(of: ".") {
            fraction = text[text.index(after: dot)...]
            text = text[..<dot]
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let head = parts.first, let lead = head.unicodeScalars.first else { return false }
        guard head.unicodeScalars.allSatisfy({ isDigit($0) || $0 == "_" }), isDigit(lead) else { return false }
        if fraction == nil && lead == "0" { return false }  // The integer form needs [1-9] first.
        for part in parts.dropFirst() {
            let scalars = Array(part.unicodeScalars)
            guard (1...2).contains(scalars.count), scalars.allSatisfy(isDigit) else { return false }
            if scalars.count == 2 && scalars[0] > "5" { return false }
        }
        if let fraction {
            return fraction.unicodeScalars.allSatisfy { isDigit($0) || $0 == "_" }
        }
        return true
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
