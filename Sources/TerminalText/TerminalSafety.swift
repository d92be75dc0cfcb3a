/// Makes text from YAML files and diagnostics safe to print on a terminal or in a CI log, and to write into a comment
/// of generated Swift (a file name in the header).
///
/// A screen file must not be able to drive the terminal that shows its diagnostics: C0 and C1
/// control characters (ESC starts ANSI sequences, CR rewrites the line), DEL, the bidirectional
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069, which reorder what is shown, as in
/// "Trojan Source"), the implicit direction marks (U+200E, U+200F, U+061C) and the Unicode line
/// and paragraph separators (U+2028, U+2029) are replaced by Swift-style escapes such as `\u{1B}`,
/// `\t`, `\n` and `\r`, which show what is there without acting on it.
public enum TerminalSafety {
    /// Whether `scalar` must not reach a terminal as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The visible, inert spelling of an unsafe scalar.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": "\\t"
        case "\n": "\\n"
        case "\r": "\\r"
        default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    /// `text` on one line, with every unsafe scalar (line breaks included) escaped.
    public static func inline(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return String(text) }
        // Appended to a `String`, a scalar or an escape at a time: `UnicodeScalarView.append(contentsOf:)` copies
        // everything appended before, which made escaping a text full of controls quadratic.
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` split at its line breaks (`\n` and `\r\n`), each line made safe with `inline`.
    /// Always returns at least one line.
    public static func lines(_ text: String) -> [String] {
        splitLines(text).map { inline($0) }
    }

    /// `text` split at `\n` and `\r\n` (a lone `\r` is not a line break here: it stays, to be escaped).
    public static func splitLines(_ text: String) -> [String] {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return [text] }
        return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.last == "\r" ? line.dropLast() : line)
        }
    }
}
