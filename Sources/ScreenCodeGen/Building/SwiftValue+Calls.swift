extension SwiftValue {
    /// `code` as a value the layout can break: a call written as one string (an app function's or a reusable text's,
    /// `privacyLabel(strings: presentationData.strings, settings: data.privacy?.presence)`) becomes a `.call` whose
    /// arguments are broken one per line as `swift format` breaks them (an argument that is a call, recursively);
    /// anything else stays an atom.
    static func structured(_ code: String) -> SwiftValue {
        guard let open = code.firstIndex(of: "("), code.last == ")", open != code.startIndex,
            code[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            let parts = topLevelArguments(code[code.index(after: open)..<code.index(before: code.endIndex)])
        else { return .atom(code) }
        let elements = parts.map { part -> Element in
            if let colon = part.firstIndex(of: ":"), part[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                part[part.index(after: colon)...].hasPrefix(" "), colon != part.startIndex
            {
                return Element(String(part[..<colon]), structured(String(part[part.index(colon, offsetBy: 2)...])))
            }
            return Element("", structured(String(part)))
        }
        return .call(String(code[..<open]), elements)
    }

    /// The arguments between a call's parentheses, split at the commas outside brackets and string literals; nil
    /// when the parentheses do not close at the end (`f(a)(b)`, `f(a).string`).
    private static func topLevelArguments(_ inner: Substring) -> [Substring]? {
        var parts: [Substring] = []
        var depth = 0
        var start = inner.startIndex
        var index = inner.startIndex
        while index < inner.endIndex {
            let character = inner[index]
            switch character {
            case "\"":
                guard let end = stringLiteralEnd(inner[index...]) else { return nil }
                index = end
                continue
            case "(", "[": depth += 1
            case ")", "]":
                depth -= 1
                if depth < 0 { return nil }
            case "," where depth == 0:
                parts.append(inner[start..<index].drop { $0 == " " })
                start = inner.index(after: index)
            default: break
            }
            index = inner.index(after: index)
        }
        guard depth == 0 else { return nil }
        let last = inner[start...].drop { $0 == " " }
        if !last.isEmpty || !parts.isEmpty { parts.append(last) }
        return parts
    }

    /// The index after the string literal `text` starts with (escapes, and interpolations holding literals of their
    /// own, skipped); nil when it does not close.
    private static func stringLiteralEnd(_ text: Substring) -> Substring.Index? {
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            switch text[index] {
            case "\"": return text.index(after: index)
            case "\\":
                let next = text.index(after: index)
                guard next < text.endIndex else { return nil }
                guard text[next] == "(" else {
                    index = text.index(after: next)
                    continue
                }
                var depth = 1
                index = text.index(after: next)
                while index < text.endIndex, depth > 0 {
                    if text[index] == "\"" {
                        guard let end = stringLiteralEnd(text[index...]) else { return nil }
                        index = end
                        continue
                    }
                    if text[index] == "(" { depth += 1 }
                    if text[index] == ")" { depth -= 1 }
                    index = text.index(after: index)
                }
            default:
                index = text.index(after: index)
            }
        }
        return nil
    }
}
