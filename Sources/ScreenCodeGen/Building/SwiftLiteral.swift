/// Swift source spellings of values.
enum SwiftLiteral {
    /// A Swift string literal whose value is exactly `value`.
    ///
    /// Quotes, backslashes (and so `\(`), newlines and every control character are escaped; so are the Unicode
    /// characters that can make source text read differently from what it does — bidi embeddings, overrides and
    /// isolates, directional marks, zero-width characters, line/paragraph separators and the byte-order mark —
    /// so a screen file cannot hide anything in the generated code. Everything else (accents, CJK, emoji) is kept.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether a scalar is invisible or reorders text, and so is written as `\u{…}`.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls, DEL
        case 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true  // bidi, zero-width, separators
        case 0xFFF9...0xFFFB: true  // interlinear annotation controls
        default: false
        }
    }

    /// `0xRRGGBB`.
    static func hexColor(_ rgb: UInt32) -> String {
        let digits = String(rgb, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// A double without a trailing `.0` noise beyond one decimal: `44.0`, `12.5`.
    static func double(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) + ".0" : String(value)
    }
}
