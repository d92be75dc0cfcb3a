import ScreenDiagnostics
import YAMLReader

/// One `# screenc:disable …` or `# screenc:disable-next-line …` comment of a screen file, read from its text.
///
/// Syntax: `# screenc:disable-next-line <rule>[, <rule>…]` silences those rules on the line after the comment;
/// `# screenc:disable <rule>[, <rule>…]` (anywhere in the file) silences them in the whole file. Rules are
/// separated by commas, spaces or both. Only rules that can be silenced (`Rule.canBeSilenced`: warnings) may be
/// named; `all` is not accepted, so every suppression says what it silences and can be reported when unused.
struct SuppressionComment {
    /// Where a comment applies.
    enum Scope: Equatable {
        /// The whole file.
        case file
        /// Diagnostics whose primary span starts on this line.
        case line(Int)
    }

    /// One rule named by the comment, with the span of its name (where `unused-suppression` points).
    struct Entry {
        var rule: Rule
        var span: SourceSpan
    }

    var scope: Scope
    var entries: [Entry]

    /// The marker every suppression comment starts with (after `#` and optional spaces).
    static let marker = "screenc:"
    static let directives = ["disable", "disable-next-line"]

    /// Reads `comment`; nil (and no diagnostic) when it is an ordinary comment — one that does not start with
    /// `screenc:` directly followed by a word. Problems — an unknown directive, no
    /// rule, an unknown rule, a rule that cannot be silenced — are `invalid-suppression` diagnostics; the rules that
    /// were fine still count.
    static func parse(_ comment: YAMLComment, file: String, diagnostics: inout [Diagnostic]) -> SuppressionComment? {
        let scalars = Array(comment.text.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        let markerScalars = Array(marker.unicodeScalars)
        guard scalars.count - index >= markerScalars.count,
            Array(scalars[index..<index + markerScalars.count]) == markerScalars
        else { return nil }
        // `# screenc: a note` (a space after the colon) is an ordinary comment; `# screenc:word` is a directive.
        let afterMarker = index + markerScalars.count
        guard afterMarker < scalars.count, scalars[afterMarker] != " ", scalars[afterMarker] != "\t" else { return nil }
        // Columns: the `#` is at `comment.position.column`; text scalar i is at column + 1 + i.
        func span(_ start: Int, _ end: Int) -> SourceSpan {
            SourceSpan(
                file: file, start: SourcePosition(line: comment.position.line, column: comment.position.column + 1 + start),
                end: SourcePosition(line: comment.position.line, column: comment.position.column + 1 + end))
        }
        let words = Self.words(scalars, from: index + markerScalars.count)
        let directiveStart = index + markerScalars.count
        let directive = words.first.map { $0.text } ?? ""
        let directiveSpan = words.first.map { span($0.start, $0.end) } ?? span(index, directiveStart)
        let scope: Scope
        switch directive {
        case "disable": scope = .file
        case "disable-next-line": scope = .line(comment.position.line + 1)
        default:
            diagnostics.append(Diagnostic(
                .invalidSuppression, "`screenc:\(directive)` is not a suppression comment", at: directiveSpan,
                help: Suggestion.didYouMean(directive, in: directives).map { $0 + " (write `screenc:disable <rule>` or `screenc:disable-next-line <rule>`)" }
                    ?? "write `# screenc:disable <rule>` (the whole file) or `# screenc:disable-next-line <rule>` (the next line)"))
            return nil
        }
        let ruleWords = words.dropFirst()
        if ruleWords.isEmpty {
            diagnostics.append(Diagnostic(
                .invalidSuppression, "`screenc:\(directive)` names no rule", at: directiveSpan,
                help: "name the rules to silence, e.g. `# screenc:\(directive) empty-section`"))
            return nil
        }
        var entries: [Entry] = []
        for word in ruleWords {
            let wordSpan = span(word.start, word.end)
            guard let rule = Rule(rawValue: word.text) else {
                let help = word.text == "all"
                    ? "name each rule to silence: `all` is not accepted, so that a suppression never hides more than it says"
                    : Suggestion.didYouMean(word.text, in: Rule.allCases.map(\.rawValue)) ?? "`screenc lint --list-rules` lists the rule ids"
                diagnostics.append(Diagnostic(
                    .invalidSuppression, "unknown rule `\(word.text)` in a suppression comment", at: wordSpan, help: help))
                continue
            }
            guard rule.canBeSilenced, rule != .invalidSuppression, rule != .unusedSuppression else {
                let reason = rule.canBeSilenced
                    ? "`\(rule.rawValue)` is about suppression comments themselves; turn it off in .screenc.yml (`rules: { \(rule.rawValue): off }`) instead"
                    : "`\(rule.rawValue)` is an error: the screen cannot be compiled with it, so it is never suppressed"
                diagnostics.append(Diagnostic(
                    .invalidSuppression, "`\(rule.rawValue)` cannot be suppressed", at: wordSpan, notes: [reason]))
                continue
            }
            entries.append(Entry(rule: rule, span: wordSpan))
        }
        return SuppressionComment(scope: scope, entries: entries)
    }

    /// The words of `scalars` from `start` on, split at spaces, tabs and commas, with their scalar offsets.
    private static func words(_ scalars: [Unicode.Scalar], from start: Int) -> [(text: String, start: Int, end: Int)] {
        var words: [(text: String, start: Int, end: Int)] = []
        var wordStart: Int?
        for index in start...scalars.count {
            let isSeparator = index == scalars.count || scalars[index] == " " || scalars[index] == "\t" || scalars[index] == ","
            if isSeparator {
                if let begin = wordStart {
                    var text = String.UnicodeScalarView()
                    text.append(contentsOf: scalars[begin..<index])
                    words.append((String(text), begin, index))
                    wordStart = nil
                }
            } else if wordStart == nil {
                wordStart = index
            }
        }
        return words
    }
}
