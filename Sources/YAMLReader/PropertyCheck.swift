import ScreenDiagnostics

/// Checks the anchor and tag written before a node: anchors are rejected, and only the
/// core-schema tags screenc understands are accepted.
struct PropertyCheck {
    /// What kind of node the properties belong to.
    enum Subject {
        case scalar(YAMLScalar)
        case sequence
        case mapping
    }

    /// The tags screenc accepts, by the kind of node they may be put on.
    static let scalarTags: Set<String> = YAMLScalar.understoodTags
    static let sequenceTags: Set<String> = ["tag:yaml.org,2002:seq", "!"]
    static let mappingTags: Set<String> = ["tag:yaml.org,2002:map", "!"]
    private static let coreSchemaPrefix = "tag:yaml.org,2002:"

    let source: SourceText
    let file: String

    /// Diagnostics for the properties of a node whose event starts at `start`.
    func diagnose(_ properties: YAMLEvent.NodeProperties, of subject: Subject, start: SourcePosition) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let anchor = properties.anchor {
            let span = locate("&", start: start) ?? SourceSpan(file: file, at: start)
            diagnostics.append(Diagnostic(
                .anchorsNotSupported,
                "YAML anchors are not supported (`&\(anchor)`)",
                at: span,
                notes: Self.anchorNotes,
                help: "remove the anchor and write the value out in full wherever it is needed"
            ))
        }
        if let tag = properties.tag, let diagnostic = tagDiagnostic(tag, properties: properties, subject: subject, start: start) {
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// The diagnostic for an alias `*name` spanning `start..<end`.
    func aliasDiagnostic(_ anchor: String, start: SourcePosition, end: SourcePosition) -> Diagnostic {
        Diagnostic(
            .anchorsNotSupported,
            "YAML aliases are not supported (`*\(anchor)`)",
            at: SourceSpan(file: file, start: start, end: end),
            notes: Self.anchorNotes,
            help: "write the value out in full instead of referring to an anchor"
        )
    }

    /// The diagnostic for a merge key `<<`.
    func mergeKeyDiagnostic(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .anchorsNotSupported,
            "YAML merge keys (`<<`) are not supported",
            at: span,
            notes: Self.anchorNotes,
            help: "write the merged keys out in full in this mapping"
        )
    }

    static let anchorNotes = [
        "screenc rejects anchors, aliases and merge keys so that a screen file always means exactly what it shows",
    ]

    private func tagDiagnostic(
        _ tag: String,
        properties: YAMLEvent.NodeProperties,
        subject: Subject,
        start: SourcePosition
    ) -> Diagnostic? {
        let allowed: Set<String>
        let noun: String
        switch subject {
        case .scalar: (allowed, noun) = (Self.scalarTags, "a scalar")
        case .sequence: (allowed, noun) = (Self.sequenceTags, "a list")
        case .mapping: (allowed, noun) = (Self.mappingTags, "a mapping")
        }
        if allowed.contains(tag) { return nil }
        let span = locate("!", start: start) ?? SourceSpan(file: file, at: start)
        let written = span.start == span.end ? Self.shortForm(tag) : source.text(from: span.start, to: span.end)

        if case .scalar(let scalar) = subject, scalar.value.isEmpty, scalar.style == .plain,
            properties.anchor == nil, written == tag, Self.looksLikeNegatedExpression(tag)
        {
            let quoted = YAMLQuoting.doubleQuoted(tag)
            return Diagnostic(
                .unsupportedTag,
                "`\(tag)` is read as a YAML tag on an empty value, not as a negated condition",
                at: span,
                notes: ["in YAML, an unquoted `!` starts a tag"],
                help: "put the condition in quotes: `\(quoted)`",
                fixIt: Diagnostic.FixIt(span: span, replacement: quoted)
            )
        }

        if case .scalar(let scalar) = subject, scalar.style == .plain, Self.startsWithOperator(scalar.value),
            properties.anchor == nil, written == tag, Self.looksLikeNegatedExpression(tag),
            let (lower, upper) = NegatedConditionHelp.conditionRange(
                in: source.scalars(ofLine: span.start.line - 1), before: span.start.column),
            lower == span.start.column - 1
        {
            // `visible: !a == b`: the tag `!a` on the text `== b` — a condition of any shape starting with `!`.
            var text = String.UnicodeScalarView()
            text.append(contentsOf: source.scalars(ofLine: span.start.line - 1)[lower..<upper])
            let condition = String(text)
            let conditionSpan = SourceSpan(
                file: file, start: span.start, end: SourcePosition(line: span.start.line, column: upper + 1))
            let quoted = YAMLQuoting.doubleQuoted(condition)
            return Diagnostic(
                .unsupportedTag,
                "`\(condition)` is read as a YAML tag `\(tag)` on the text `\(scalar.value)`, not as a negated condition",
                at: conditionSpan,
                notes: ["in YAML, an unquoted `!` starts a tag"],
                help: "put the condition in quotes: `\(quoted)`",
                fixIt: Diagnostic.FixIt(span: conditionSpan, replacement: quoted)
            )
        }

        let isKnownTag = [Self.scalarTags, Self.sequenceTags, Self.mappingTags].contains { $0.contains(tag) }
        let message = isKnownTag
            ? "the tag `\(written)` cannot be used on \(noun)"
            : "unsupported tag `\(written)`"
        return Diagnostic(
            .unsupportedTag,
            message,
            at: span,
            help: "remove the tag; screenc understands only `!!str`, `!!int`, `!!bool`, `!!null`, `!!map`, `!!seq` and `!`"
        )
    }

    /// Whether a text starts with an operator of the condition language (`== b`, `&& c`, `or d`): what follows a
    /// negated condition's first operand, as opposed to an ordinary value after a tag (`!custom value`).
    static func startsWithOperator(_ text: String) -> Bool {
        ["==", "!=", "<", ">", "&&", "||", "and ", "or ", "in "].contains { text.hasPrefix($0) }
    }

    /// Whether a local tag such as `!lowDataMode` or `!state.isOn` looks like an identifier
    /// (or a dotted path of identifiers) with `!` in front: almost certainly a condition.
    static func looksLikeNegatedExpression(_ tag: String) -> Bool {
        guard tag.hasPrefix("!"), !tag.hasPrefix("!!") else { return false }
        let body = tag.dropFirst()
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII else {
                return false
            }
            return part.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }

    /// `tag:yaml.org,2002:float` → `!!float`; local tags stay as they are; others get `!<…>`.
    static func shortForm(_ tag: String) -> String {
        if tag.hasPrefix(coreSchemaPrefix) { return "!!" + tag.dropFirst(coreSchemaPrefix.count) }
        if tag.hasPrefix("!") { return tag }
        return "!<\(tag)>"
    }

    /// Finds the property token starting with `indicator` (`&` or `!`) among the node properties
    /// at `start` (libyaml starts a node's event at its first property). Properties are at most
    /// an anchor and a tag, in either order, separated by white space.
    private func locate(_ indicator: Unicode.Scalar, start: SourcePosition) -> SourceSpan? {
        var position = start
        for _ in 0..<2 {
            // Skip white space, moving to following lines (properties may be split across lines).
            var skippedLines = 0
            while true {
                let line = source.scalars(ofLine: position.line - 1)
                var column = position.column - 1
                while column < line.count, line[column] == " " || line[column] == "\t" { column += 1 }
                if column < line.count {
                    position.column = column + 1
                    break
                }
                skippedLines += 1
                guard skippedLines <= 2, position.line < source.lineCount else { return nil }
                position = SourcePosition(line: position.line + 1, column: 1)
            }
            let line = source.scalars(ofLine: position.line - 1)
            let first = line[position.column - 1]
            guard first == "&" || first == "!" else { return nil }
            var column = position.column - 1
            if first == "!", column + 1 < line.count, line[column + 1] == "<" {
                // A verbatim tag `!<…>` may contain flow indicators; it ends at `>`.
                while column < line.count, line[column] != ">" { column += 1 }
                column = min(column + 1, line.count)
            } else {
                while column < line.count, !Self.endsProperty(line[column]) { column += 1 }
            }
            let tokenEnd = SourcePosition(line: position.line, column: column + 1)
            if first == indicator {
                return SourceSpan(file: file, start: position, end: tokenEnd)
            }
            position = tokenEnd
        }
        return nil
    }

    private static func endsProperty(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "," || scalar == "[" || scalar == "]" || scalar == "{" || scalar == "}"
    }
}
