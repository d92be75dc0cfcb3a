import ScreenDiagnostics

/// Turns libyaml's error reports into `yaml-syntax` diagnostics.
enum SyntaxErrorDiagnostic {
    /// The diagnostic for a libyaml failure in `file`.
    ///
    /// The message is libyaml's `problem`, followed by its `context` when there is one
    /// ("could not find expected ':' while scanning a simple key"). The primary span is the
    /// problem mark; when the context mark is elsewhere, a label points at it.
    static func make(_ failure: LibYAMLFailure, source: SourceText, file: String) -> Diagnostic {
        switch failure.kind {
        case .reader(let offset, let value):
            let position = SourceText.position(ofByteOffset: offset, in: source.bytes)
            var message = failure.problem
            if value >= 0 {
                message += " (found U+\(hex(value)))"
            }
            return Diagnostic(.yamlSyntax, message, at: characterSpan(at: position, source: source, file: file))
        case .syntax(let problemMark, let contextMark):
            let problemMark = source.clamped(problemMark)
            let contextMark = contextMark.map(source.clamped)
            var message = failure.problem
            if let context = failure.context {
                message += " " + context
            }
            var labels: [Diagnostic.Label] = []
            if let contextMark, let context = failure.context, contextMark != problemMark {
                labels.append(Diagnostic.Label(
                    span: characterSpan(at: contextMark, source: source, file: file),
                    message: labelText(forContext: context)
                ))
            }
            if let contextMark, let diagnostic = negatedExpressionInFlow(
                message: message, problemMark: problemMark, contextMark: contextMark, failure: failure, source: source, file: file
            ) {
                return diagnostic
            }
            if let diagnostic = NegatedConditionHelp.diagnostic(
                message: message, problemMark: problemMark, source: source, file: file)
            {
                return diagnostic
            }
            if let diagnostic = UnterminatedQuoteHelp.diagnostic(
                message: message, problemMark: problemMark, source: source, file: file)
            {
                return diagnostic
            }
            return Diagnostic(
                .yamlSyntax,
                message,
                at: characterSpan(at: problemMark, source: source, file: file),
                labels: labels,
                help: help(for: failure, at: problemMark, source: source)
            )
        case .other:
            return Diagnostic(.yamlSyntax, failure.problem, at: .wholeFile(file))
        }
    }

    /// libyaml 0.2.5 insists on white space after a tag, so `{visible: !isOn}` fails while
    /// scanning the "tag" `!isOn`. That is the same mistake as `visible: !isOn`: a condition
    /// that needs quotes. Offer the same help and fix-it, pointing at the whole would-be tag.
    private static func negatedExpressionInFlow(
        message: String,
        problemMark: SourcePosition,
        contextMark: SourcePosition,
        failure: LibYAMLFailure,
        source: SourceText,
        file: String
    ) -> Diagnostic? {
        guard failure.context == "while scanning a tag", contextMark.line == problemMark.line else { return nil }
        let text = source.text(from: contextMark, to: problemMark)
        guard PropertyCheck.looksLikeNegatedExpression(text) else { return nil }
        let span = SourceSpan(file: file, start: contextMark, end: problemMark)
        let quoted = YAMLQuoting.doubleQuoted(text)
        return Diagnostic(
            .yamlSyntax,
            message,
            at: characterSpan(at: problemMark, source: source, file: file),
            labels: [Diagnostic.Label(span: span, message: "`\(text)` is read as a YAML tag, not as a negated condition")],
            help: "put the condition in quotes: `\(quoted)`",
            fixIt: Diagnostic.FixIt(span: span, replacement: quoted)
        )
    }

    /// A span covering the character at `position`, or an empty span at the end of a line.
    static func characterSpan(at position: SourcePosition, source: SourceText, file: String) -> SourceSpan {
        let width = source.scalar(at: position) == nil ? 0 : 1
        return SourceSpan(file: file, start: position, end: SourcePosition(line: position.line, column: position.column + width))
    }

    /// "while parsing a block mapping" → "the block mapping starts here".
    static func labelText(forContext context: String) -> String {
        for prefix in ["while scanning ", "while parsing "] where context.hasPrefix(prefix) {
            var subject = String(context.dropFirst(prefix.count))
            if subject.hasPrefix("a ") {
                subject = "the " + subject.dropFirst(2)
            } else if subject.hasPrefix("an ") {
                subject = "the " + subject.dropFirst(3)
            }
            return "\(subject) starts here"
        }
        return "\(context) (starts here)"
    }

    /// A hint for the syntax errors people hit most often in hand-written YAML.
    private static func help(for failure: LibYAMLFailure, at position: SourcePosition, source: SourceText) -> String? {
        if source.scalar(at: position) == "\t" {
            return "YAML does not allow tabs for indentation; indent with spaces"
        }
        switch failure.problem {
        case "mapping values are not allowed in this context":
            return "put the value in quotes if it contains `: `, or check the indentation of this line"
        case "did not find expected key", "did not find expected '-' indicator":
            return "check the indentation: items of one mapping or list must line up"
        case "found character that cannot start any token":
            return "values that start with `@`, `` ` `` or `%` must be put in quotes"
        default:
            return nil
        }
    }

    private static func hex(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
