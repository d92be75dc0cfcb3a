import ScreenDiagnostics

/// A diagnostic found while reading an expression, with the text offset it belongs to, so that
/// the lexer's and the parser's diagnostics can be merged in source order even when every span is
/// the whole YAML scalar.
struct LocatedDiagnostic: Sendable {
    var offset: Int
    var diagnostic: Diagnostic
}

/// An edit inside the expression's text, in Unicode scalar offsets.
struct TextEdit: Sendable {
    var offset: Int
    var length: Int
    var replacement: String
}

extension ExpressionSource {
    /// A diagnostic about `length` scalars at `offset`. The fix-it is kept only when columns map
    /// exactly: an edit of the whole scalar would destroy the rest of the condition.
    func diagnostic(
        _ message: String,
        offset: Int,
        length: Int,
        rule: Rule = .expressionSyntax,
        labels: [Diagnostic.Label] = [],
        notes: [String] = [],
        help: String? = nil,
        edit: TextEdit? = nil
    ) -> LocatedDiagnostic {
        let fixIt = edit.flatMap { edit -> Diagnostic.FixIt? in
            guard hasExactColumns else { return nil }
            return Diagnostic.FixIt(span: span(offset: edit.offset, length: edit.length), replacement: edit.replacement)
        }
        let diagnostic = Diagnostic(
            rule, message, at: span(offset: offset, length: length),
            labels: labels, notes: notes, help: help, fixIt: fixIt
        )
        return LocatedDiagnostic(offset: offset, diagnostic: diagnostic)
    }

    /// A diagnostic about a token.
    func diagnostic(
        _ message: String,
        at token: Token,
        rule: Rule = .expressionSyntax,
        labels: [Diagnostic.Label] = [],
        help: String? = nil,
        replacement: String? = nil
    ) -> LocatedDiagnostic {
        diagnostic(
            message, offset: token.offset, length: token.length, rule: rule, labels: labels, help: help,
            edit: replacement.map { TextEdit(offset: token.offset, length: token.length, replacement: $0) }
        )
    }
}
