import ScreenDiagnostics

/// A condition written without quotes that starts with `!` — `visible: !a && b`, `enabled: !(a || b)` — is read by
/// YAML as a tag (`!a`), and what follows often makes libyaml fail ("while scanning an anchor" for `&&`). The mistake
/// is the same as a bare `visible: !a`, so the syntax error gets the same help: put the condition in quotes.
enum NegatedConditionHelp {
    /// The diagnostic for a syntax error on a line whose value starts with an unquoted `!` condition before the
    /// place libyaml stopped, or nil when the line has none.
    static func diagnostic(
        message: String, problemMark: SourcePosition, source: SourceText, file: String
    ) -> Diagnostic? {
        let line = source.scalars(ofLine: problemMark.line - 1)
        guard let (start, end) = conditionRange(in: line, before: problemMark.column - 1) else { return nil }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: line[start..<end])
        let text = String(scalars)
        let span = SourceSpan(
            file: file, start: SourcePosition(line: problemMark.line, column: start + 1),
            end: SourcePosition(line: problemMark.line, column: end + 1))
        let quoted = YAMLQuoting.doubleQuoted(text)
        return Diagnostic(
            .yamlSyntax, "`\(text)` is read as a YAML tag, not as a negated condition",
            at: span,
            notes: ["in YAML, an unquoted `!` starts a tag; libyaml then stops: \(message)"],
            help: "put the condition in quotes: `\(quoted)`",
            fixIt: Diagnostic.FixIt(span: span, replacement: quoted))
    }

    /// The scalar range of a value that starts with `!` followed by a letter, `_`, `(` or a second `!` + letter
    /// (not a `!!str` tag), written after `key: `, `- `, or inside a flow collection, and starting before `limit`.
    static func conditionRange(in line: [Unicode.Scalar], before limit: Int) -> (Int, Int)? {
        var start: Int?
        for index in line.indices where index < limit && line[index] == "!" {
            var previous = index - 1
            while previous >= 0, line[previous] == " " { previous -= 1 }
            guard previous >= 0 else { continue }
            let marker = line[previous]
            let spaced = previous < index - 1
            guard (marker == ":" || marker == "-") && spaced || marker == "[" || marker == "{" || marker == "," else {
                continue
            }
            start = index
            break
        }
        guard let start, start + 1 < line.count else { return nil }
        let next = line[start + 1]
        let startsCondition =
            next == "(" || next == "_" || (next.isASCII && next.properties.isAlphabetic)
            || (next == "!" && start + 2 < line.count && line[start + 2] != "!" && !isTagSuffix(line, from: start + 2))
        guard startsCondition else { return nil }
        let inFlow = line[..<start].contains { $0 == "{" || $0 == "[" }
        var end = start
        var depth = 0
        while end < line.count {
            let scalar = line[end]
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if inFlow, depth <= 0, scalar == "," || scalar == "}" || scalar == "]" { break }
            if scalar == "#", line[end - 1] == " " { break }
            end += 1
        }
        while end > start, line[end - 1] == " " { end -= 1 }
        return (start, end)
    }

    /// Whether the text from `index` is a YAML core tag name (`str`, `int`, …) as in `!!str`.
    private static func isTagSuffix(_ line: [Unicode.Scalar], from index: Int) -> Bool {
        var word = ""
        var cursor = index
        while cursor < line.count, line[cursor].properties.isAlphabetic {
            word.unicodeScalars.append(line[cursor])
            cursor += 1
        }
        return ["str", "int", "bool", "null", "float", "map", "seq", "binary", "timestamp"].contains(word)
    }
}
