import ScreenDiagnostics

/// A quoted text whose closing quote is missing (`title: "Hello`) is not an error where it is written: YAML lets a
/// quoted text run over several lines, so libyaml reads on to the next quote, often lines later, and fails there
/// ("did not find expected key"). When a syntax error follows a line whose quoted value is not closed on that line,
/// the error is reported at that opening quote instead, saying to close it.
enum UnterminatedQuoteHelp {
    /// The diagnostic for a syntax error at `problemMark` when a line before it opens a quoted value that it does not
    /// close (the nearest such line), or nil.
    static func diagnostic(
        message: String, problemMark: SourcePosition, source: SourceText, file: String
    ) -> Diagnostic? {
        var lineIndex = problemMark.line - 2
        while lineIndex >= 0 {
            let line = source.scalars(ofLine: lineIndex)
            if let (column, quote) = unclosedQuote(in: line) {
                let start = SourcePosition(line: lineIndex + 1, column: column + 1)
                let quoteText = "`\(quote)`"
                return Diagnostic(
                    .yamlSyntax, "this quoted text is not closed on its line",
                    at: SourceSpan(file: file, start: start, end: SourcePosition(line: start.line, column: start.column + 1)),
                    notes: [
                        "YAML continues a quoted text on the next lines up to the next \(quoteText), so the error shows "
                            + "only on line \(problemMark.line): \(message)"
                    ],
                    help: "close the quote: add \(quoteText) at the end of the text on line \(start.line)")
            }
            lineIndex -= 1
        }
        return nil
    }

    /// The 0-based column and character of a quote that opens a value on this line (after `key: `, `- `, or in a flow
    /// collection) and is not closed on it; nil when every quoted value on the line is closed.
    static func unclosedQuote(in line: [Unicode.Scalar]) -> (Int, Unicode.Scalar)? {
        var index = 0
        var previous: Unicode.Scalar = " "  // the last character outside quotes that is not a space
        var atLineStart = true
        while index < line.count {
            let scalar = line[index]
            if scalar == "#", index == 0 || line[index - 1] == " " || line[index - 1] == "\t" { return nil }
            if scalar == "\"" || scalar == "'",
                atLineStart || ":-[{,".unicodeScalars.contains(previous) && (index == 0 || line[index - 1] == " " || "[{,".unicodeScalars.contains(previous))
            {
                let opening = index
                index += 1
                var closed = false
                while index < line.count {
                    if scalar == "\"", line[index] == "\\" {
                        index += 2
                        continue
                    }
                    if line[index] == scalar {
                        if scalar == "'", index + 1 < line.count, line[index + 1] == "'" {
                            index += 2
                            continue
                        }
                        closed = true
                        break
                    }
                    index += 1
                }
                guard closed else { return (opening, scalar) }
                previous = scalar
                atLineStart = false
                index += 1
                continue
            }
            if scalar != " " && scalar != "\t" {
                previous = scalar
                atLineStart = false
            }
            index += 1
        }
        return nil
    }
}
