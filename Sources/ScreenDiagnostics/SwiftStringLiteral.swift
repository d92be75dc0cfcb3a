/// Swift string literals for generated source, shared by the condition printer and the code generator.
public enum SwiftStringLiteral {
    /// A double-quoted Swift string literal whose value is exactly `value`.
    ///
    /// Quotes, backslashes (so `\(` cannot start an interpolation), newlines, tabs, carriage returns and NUL are
    /// escaped with backslashes; every other character that is invisible or can make source text read differently
    /// from what it does — control characters, bidi embeddings, overrides, isolates and marks, the zero-width space
    /// and word joiners, line and paragraph separators, the byte-order mark — is written as `\u{…}`. Everything else
    /// (accents, CJK, emoji) is kept as it is.
    public static func make(_ value: String) -> String {
        var bytes: [UInt8] = [0x22]
        bytes.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": bytes += [0x5C, 0x5C]
            case "\"": bytes += [0x5C, 0x22]
            case "\n": bytes += [0x5C, 0x6E]
            case "\r": bytes += [0x5C, 0x72]
            case "\t": bytes += [0x5C, 0x74]
            case "\0": bytes += [0x5C, 0x30]
            case " "..."~":
                // Printable ASCII, almost every character of a literal: no Unicode property lookup.
                bytes.append(UInt8(scalar.value))
            default:
                if needsEscape(scalar) {
                    bytes += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8
                } else {
                    bytes += UTF8.encode(scalar)!
                }
            }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a scalar is written as `\u{…}`.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: break
        }
        switch scalar.value {
        // Zero-width (non-)joiners (U+200C, U+200D) stay: emoji sequences and Persian or Indic text need them, and
        // they cannot reorder or hide text the way the others can.
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB: return true
        default: return false
        }
    }
}
