import ScreenDiagnostics
import ScreenExpressions

/// Splits a literal text into literal parts and `\(expression)` parts.
///
/// `\(` starts an expression that ends at the matching `)` (parentheses inside string literals do not count);
/// `\\(` writes a literal `\(`. Expressions are parsed with exact columns when the scalar is written on one line as
/// itself, so a diagnostic points inside the text.
struct TextInterpolation {
    /// The scalar's decoded text.
    let text: String
    /// The whole scalar.
    let span: SourceSpan
    /// Columns from `span.start` to the first character of `text`, or nil when they cannot be mapped exactly.
    let textColumnOffset: Int?
    /// The names bound to records where the text is shown (a repeated row's element).
    let recordVariables: Set<String>
    /// The members of the app's declared types, read after `.` on any value.
    var memberNames: Set<String> = []

    /// Whether `text` may hold an interpolation or an escaped `\(`: only texts with a backslash need parsing.
    static func mayInterpolate(_ text: String) -> Bool {
        let backslash = UInt8(ascii: "\\")
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(backslash) } ?? text.utf8.contains(backslash)
    }

    /// The text's source (`.literal` when it interpolates nothing) and the problems found in it.
    func parse() -> (DisplayText.Source, [Diagnostic]) {
        let scalars = Array(text.unicodeScalars)
        let whole = ExpressionSource(text: text, span: span, textColumnOffset: textColumnOffset)
        var segments: [TextSegment] = []
        var literal = ""
        var diagnostics: [Diagnostic] = []
        var index = 0
        func followedBy(_ scalar: Unicode.Scalar, at offset: Int) -> Bool {
            index + offset < scalars.count && scalars[index + offset] == scalar
        }
        // A scalar at a time: `UnicodeScalarView.append(contentsOf:)` copies the whole literal on every call, which
        // made a text with many malformed interpolations quadratic.
        func keep(_ part: ArraySlice<Unicode.Scalar>) {
            for scalar in part { literal.unicodeScalars.append(scalar) }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\" else {
                literal.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            if followedBy("\\", at: 1) && followedBy("(", at: 2) {
                literal += "\\("
                index += 3
                continue
            }
            guard followedBy("(", at: 1) else {
                literal.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let start = index + 2
            guard let end = Self.closingParenthesis(in: scalars, from: start) else {
                diagnostics.append(
                    Diagnostic(
                        .expressionSyntax, "`\\(` is not closed: expected `)`", at: whole.span(offset: index, length: 2),
                        help: "close the expression with `)`, or write `\\\\(` for a literal `\\(`"))
                keep(scalars[index...])
                break
            }
            let comma = Self.topLevelComma(in: scalars, from: start, to: end)
            var format: NumberFormat?
            if let comma {
                guard let parsed = numberFormat(scalars[(comma + 1)..<end], at: whole, offset: comma + 1, into: &diagnostics)
                else {
                    keep(scalars[index...end])
                    index = end + 1
                    continue
                }
                format = parsed
            }
            let expressionEnd = comma ?? end
            var inner = ""
            inner.unicodeScalars.append(contentsOf: scalars[start..<expressionEnd])
            if inner.allSatisfy(\.isWhitespace) {
                diagnostics.append(
                    Diagnostic(
                        .expressionSyntax, "`\\()` holds no expression", at: whole.span(offset: index, length: end + 1 - index),
                        help: "write the value to show inside, like `\\(count)`, or `\\\\(` for a literal `\\(`"))
                index = end + 1
                continue
            }
            let source = ExpressionSource(text: inner, span: span, textColumnOffset: textColumnOffset.map { $0 + start })
            let (expression, problems) = ExpressionParser.parse(source, recordVariables: recordVariables, memberNames: memberNames)
            diagnostics += problems
            if let expression {
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(format.map { .number(expression, format: $0) } ?? .expression(expression))
            } else {
                keep(scalars[index...end])
            }
            index = end + 1
        }
        guard !segments.isEmpty else { return (.literal(literal), diagnostics) }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return (.interpolated(segments), diagnostics)
    }

    /// `format: bytes` after the comma of `\(value, format: bytes)`; nil (reported) when it is not a known format.
    private func numberFormat(
        _ part: ArraySlice<Unicode.Scalar>, at whole: ExpressionSource, offset: Int, into diagnostics: inout [Diagnostic]
    ) -> NumberFormat? {
        var text = ""
        text.unicodeScalars.append(contentsOf: part)
        let options = NumberFormat.allCases.map(\.rawValue)
        let span = whole.span(offset: offset, length: part.count)
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("format:") else {
            diagnostics.append(
                Diagnostic(
                    .expressionSyntax, "expected `format:` after the `,` of an interpolation", at: span,
                    help: "write `\\(size, format: bytes)` or `\\(count, format: count)`, or remove the `,`"))
            return nil
        }
        let name = String(trimmed.dropFirst("format:".count)).trimmingSpaces()
        if let format = NumberFormat(rawValue: name) { return format }
        diagnostics.append(
            Diagnostic(
                .unknownValue, "`\(name)` is not a number format", at: span,
                notes: ["expected one of: \(options.joined(separator: ", "))"],
                help: Suggestion.didYouMean(name, in: options)))
        return nil
    }

    /// The offset of the first `,` between `start` and `end` outside string literals and parentheses; nil if none.
    static func topLevelComma(in scalars: [Unicode.Scalar], from start: Int, to end: Int) -> Int? {
        firstOutsideLiterals(in: scalars, from: start, to: end, depth: 0) { scalar, depth in
            scalar == "," && depth == 0
        }
    }

    /// The offset of the `)` that closes an interpolation whose expression starts at `start`; nil when it is not
    /// closed. Parentheses inside string literals (`"…"`, `'…'`, with `\` escapes) do not count.
    static func closingParenthesis(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        firstOutsideLiterals(in: scalars, from: start, to: scalars.count, depth: 1) { scalar, depth in
            scalar == ")" && depth == 0
        }
    }

    /// The offset of the first scalar between `start` and `end`, outside string literals (`"…"`, `'…'`, with `\`
    /// escapes), for which `isMatch` holds given the parenthesis depth after it (starting at `depth`); nil if none.
    private static func firstOutsideLiterals(
        in scalars: [Unicode.Scalar], from start: Int, to end: Int, depth initialDepth: Int,
        where isMatch: (Unicode.Scalar, Int) -> Bool
    ) -> Int? {
        var depth = initialDepth
        var quote: Unicode.Scalar?
        var index = start
        while index < end {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\" {
                    index += 1
                } else if scalar == open {
                    quote = nil
                }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else {
                if scalar == "(" {
                    depth += 1
                } else if scalar == ")" {
                    depth -= 1
                }
                if isMatch(scalar, depth) { return index }
            }
            index += 1
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        let isSpace = { (c: Character) in c == " " || c == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
