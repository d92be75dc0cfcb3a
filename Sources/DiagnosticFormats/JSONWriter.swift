import TerminalText

/// A JSON value with object keys in a fixed order, written byte-for-byte the same on every platform.
///
/// Used instead of `JSONEncoder`, whose key order, escaping of `/` and spacing differ between
/// platforms and releases.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// Members in the order they are written.
    case object([Member])

    package struct Member: Sendable, Equatable {
        package var key: String
        package var value: JSONValue

        package init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key–value pairs, in the given order.
    package static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { Member(key: $0.key, value: $0.value) })
    }

    /// An object from key–value pairs, in the given order, leaving out nil values.
    static func object(dropping pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { Member(key: key, value: $0) } })
    }

    static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// The value as a document: 2-space indentation, `"key": value`, empty containers as `[]`
    /// and `{}`, and a final newline.
    package var document: String {
        var output = ""
        write(to: &output, indentation: 0)
        output += "\n"
        return output
    }

    func write(to output: inout String, indentation: Int) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .int(let value):
            output += String(value)
        case .string(let value):
            Self.writeString(value, to: &output)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += Self.indent(indentation + 1)
                element.write(to: &output, indentation: indentation + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += Self.indent(indentation) + "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += Self.indent(indentation + 1)
                Self.writeString(member.key, to: &output)
                output += ": "
                member.value.write(to: &output, indentation: indentation + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += Self.indent(indentation) + "}"
        }
    }

    private static func indent(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    /// Writes `value` as a JSON string: `"` and `\` escaped, `\b \f \n \r \t` by name, every other
    /// scalar that must not reach a terminal as it is (`TerminalSafety.isUnsafe`: C0 and C1 controls, DEL, the bidi
    /// overrides, isolates and marks, U+2028/U+2029, which also break JavaScript string literals) as `\uXXXX`, so a
    /// document printed on a terminal cannot drive it; everything else, `/` included, as UTF-8.
    static func writeString(_ value: String, to output: inout String) {
        // Straight into `output`, a scalar or an escape at a time: `UnicodeScalarView.append(contentsOf:)` copies
        // everything appended before, which made a string full of escapes quadratic.
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if TerminalSafety.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
