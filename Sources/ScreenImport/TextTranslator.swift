import SwiftSyntax

/// Swift text expressions as screen-language texts (YAML flow values): `presentationData.strings.X` → `{ key: X }`,
/// a literal without interpolation → the literal. Nil for anything else.
enum TextTranslator {
    static func translate(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            // Raw and multi-line literals are not read (their escapes and indentation are their own).
            guard literal.openingPounds == nil, literal.openingQuote.text == "\"" else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self), let value = unescaped(plain.content.text)
                else { return nil }
                text += value
            }
            // In a screen text `\(` starts an interpolation and `\\(` writes it literally; any other backslash is kept
            // (so a literal `\\(` is written `\\\(`: the backslash, then the literal `\(`).
            return YAMLText.quoted(text.replacingAll("\\(", with: "\\\\("))
        }
        if let key = stringsKey(expression) { return "{ key: \(key) }" }
        return nil
    }

    /// The value of a Swift string literal's text: `\\`, `\"`, `\'`, `\n`, `\t`, `\r`, `\0`, `\u{…}` read;
    /// nil for anything else.
    static func unescaped(_ source: String) -> String? {
        var result = ""
        var scalars = source.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": result += "\\"
            case "\"": result += "\""
            case "'": result += "'"
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "u":
                guard scalars.next() == "{" else { return nil }
                var hex = ""
                while let digit = scalars.next(), digit != "}" {
                    hex.unicodeScalars.append(digit)
                    guard hex.count <= 8 else { return nil }
                }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(decoded)
            default:
                return nil
            }
        }
        return result
    }

    /// `X` of `presentationData.strings.X` / `strings.X` / `….strings.X`.
    static func stringsKey(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let baseName =
            base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard baseName == "strings" else { return nil }
        return member.declName.baseName.text
    }
}

/// YAML spellings of the values the importer writes.
enum YAMLText {
    /// A double-quoted scalar (JSON's escapes, which YAML reads the same).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                // Control characters, and the line breaks of YAML 1.1 tools (NEL, LS, PS), as escapes.
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A note on one comment line: runs of white space (line breaks too) as one space, control characters dropped.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            // YAML also breaks lines at U+0085, U+2028 and U+2029.
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar.value == 0x85
                || scalar.value == 0x2028 || scalar.value == 0x2029
            {
                pendingSpace = !result.isEmpty
                continue
            }
            if scalar.value < 0x20 || scalar.value == 0x7F { continue }
            if pendingSpace { result += " " }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// `# ` lines quoting Swift: at most `limit` lines, each trimmed, control characters made visible.
    static func quote(_ swift: String, limit: Int = 2) -> [String] {
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.trimmingCharacters(in: " \t\r")
        }
        var quoted = lines.prefix(limit).map { oneLine($0) }
        if lines.count > limit { quoted.append("…") }
        return quoted
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

extension String {
    /// Every occurrence of `target` replaced, left to right (without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

extension String {
    /// Whether this is a name the screen file can write as it is: ASCII letters, digits and `_`, not starting with a
    /// digit (a backticked Swift name keeps its backticks in the syntax tree, and YAML reserves the backtick).
    var isPlainName: Bool {
        guard let first = unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
