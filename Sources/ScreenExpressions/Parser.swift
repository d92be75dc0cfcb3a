import ScreenDiagnostics

/// Parses condition text into an `Expression`.
///
/// Grammar, lowest precedence first (as in Swift):
///
///     or         := and ( "||" and )*
///     and        := comparison ( "&&" comparison )*
///     comparison := coalescing ( ("==" | "!=" | "<" | "<=" | ">" | ">=") coalescing )?     // non-associative
///     coalescing := prefix ( "??" coalescing )?                                          // right-associative
///     prefix     := ("!" | "-") prefix | postfix
///     postfix    := primary ( ("." | "?.") identifier )*
///     primary    := "true" | "false" | "nil" | integer | string | "." identifier | identifier | call | "(" or ")"
///     call       := identifier "(" ( argument ( "," argument )* )? ")"
///     argument   := ( identifier ":" )? or
public enum ExpressionParser {
    /// How deep a condition may nest: parentheses, prefix operators and operators (`a && b && c` is two levels).
    /// Deeper conditions are an `expression-syntax` error at the token where the limit is passed, so that no pass over
    /// the tree (type checking, evaluation, printing) runs out of stack. No condition a person writes comes near it.
    public static let maximumDepth = 100

    /// Parses a condition.
    ///
    /// Returns the expression and every syntax problem found. Common mistakes (`=` for `==`, `&` for
    /// `&&`, `and`/`or`/`not`, chained comparisons, a missing `)` at the end, a bad string escape,
    /// an integer that overflows) are reported and recovered from, so the expression can be non-nil
    /// together with errors: the reading most likely meant, which is still worth type-checking for
    /// more problems. Whenever the diagnostics contain errors the condition must not be compiled.
    /// The expression is nil when the text cannot be read as an expression at all.
    ///
    /// `recordVariables` are the names bound to records (a repeated row's element, `peer`): after one of them, a
    /// name after `.` reads a field (`peer.name`), and whether the record has it is the type checker's question.
    /// Anywhere else, members other than `.isEmpty` and `.count` (`host.length`) are reported here, as
    /// `Rule.expressionType` errors with a did-you-mean and a fix-it; the expression is then nil.
    ///
    /// `memberNames` are the members of the app types the screen declares (`types:`): a name after `.` that is one of
    /// them reads that member of whatever the base is, and whether the base has it is the type checker's question.
    public static func parse(
        _ source: ExpressionSource, recordVariables: Set<String> = [], memberNames: Set<String> = []
    ) -> (Expression?, [Diagnostic]) {
        let (tokens, lexerDiagnostics) = Lexer.tokenize(source)
        var parser = Parser(source: source, tokens: tokens, recordVariables: recordVariables, memberNames: memberNames)
        let expression = parser.parseCondition()
        if lexerDiagnostics.isEmpty, parser.diagnostics.isEmpty { return (expression, []) }
        let all = (lexerDiagnostics + parser.diagnostics).enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element.diagnostic)
        return (expression, all)
    }
}

/// Thrown to abandon a parse after an error the parser cannot recover from.
struct ParseAbandoned: Error {}

/// A recursive-descent parser over the lexer's tokens.
struct Parser {
    private let source: ExpressionSource
    private let tokens: [Token]
    private var position = 0
    private(set) var diagnostics: [LocatedDiagnostic] = []
    /// Names bound to records, whose fields `name.field` reads.
    private let recordVariables: Set<String>
    /// The members of the app types the screen declares, read after `.` on any base.
    private let memberNames: Set<String>
    /// Set when the tree could be built but does not say what was written (an unknown member).
    private var treeIsIncomplete = false
    /// How many parentheses, prefix operators and right-associative operators the parser is inside.
    private var nesting = 0

    init(source: ExpressionSource, tokens: [Token], recordVariables: Set<String> = [], memberNames: Set<String> = []) {
        self.source = source
        self.tokens = tokens
        self.recordVariables = recordVariables
        self.memberNames = memberNames
    }

    /// Parses the whole text; nil when it cannot be read as an expression.
    mutating func parseCondition() -> Expression? {
        do throws(ParseAbandoned) {
            let expression = try parseOr()
            if current.kind != .end {
                try unexpectedAfterOperand()
            }
            return treeIsIncomplete ? nil : expression
        } catch {
            return nil
        }
    }

    // MARK: Tokens

    private var current: Token { tokens[position] }
    private var previous: Token? { position > 0 ? tokens[position - 1] : nil }
    private func peek(_ distance: Int = 1) -> Token { tokens[min(position + distance, tokens.count - 1)] }

    @discardableResult
    private mutating func advance() -> Token {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private mutating func report(_ diagnostic: LocatedDiagnostic) {
        diagnostics.append(diagnostic)
    }

    private func span(of token: Token) -> SourceSpan {
        source.span(offset: token.offset, length: token.length)
    }

    /// Whether the current token is the word `word` (any case) used where an operator belongs.
    private func isWord(_ word: String) -> Bool {
        if case .identifier(let name) = current.kind { return name.lowercased() == word }
        return false
    }

    private func binary(_ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression) -> Expression {
        Expression(.binary(op, lhs, rhs), span: lhs.span.union(rhs.span))
    }

    // MARK: Depth

    /// Enters one more level of recursion at `token` (a `(`, a prefix operator, `??`); call `leave()` after.
    private mutating func enter(at token: Token) throws(ParseAbandoned) {
        nesting += 1
        if nesting > ExpressionParser.maximumDepth { try tooDeep(at: token) }
    }

    private mutating func leave() {
        nesting -= 1
    }

    /// `expression`, built at `token`, when it is no higher than the limit.
    private mutating func limited(_ expression: Expression, at token: Token) throws(ParseAbandoned) -> Expression {
        if expression.height > ExpressionParser.maximumDepth { try tooDeep(at: token) }
        return expression
    }

    private mutating func tooDeep(at token: Token) throws(ParseAbandoned) -> Never {
        report(
            source.diagnostic(
                "this condition nests too deeply: more than \(ExpressionParser.maximumDepth) levels of parentheses "
                    + "and operators", at: token,
                help: "split it into named conditions under `conditions:`"))
        throw ParseAbandoned()
    }

    // MARK: Binary operators

    private mutating func parseOr() throws(ParseAbandoned) -> Expression {
        var lhs = try parseAnd()
        while true {
            let op = current
            if current.kind == .binaryOperator(.or) {
                advance()
            } else if isWord("or") {
                reportWordOperator(meaning: "||")
            } else {
                return lhs
            }
            lhs = try limited(binary(.or, lhs, try parseAnd()), at: op)
        }
    }

    private mutating func parseAnd() throws(ParseAbandoned) -> Expression {
        var lhs = try parseComparison()
        while true {
            let op = current
            if current.kind == .binaryOperator(.and) {
                advance()
            } else if isWord("and") {
                reportWordOperator(meaning: "&&")
            } else {
                return lhs
            }
            lhs = try limited(binary(.and, lhs, try parseComparison()), at: op)
        }
    }

    /// Reports `and`, `or` or `not` written for `&&`, `||` or `!`, and consumes it as that operator.
    private mutating func reportWordOperator(meaning replacement: String) {
        let token = advance()
        report(
            source.diagnostic(
                "`\(token.text)` is not an operator; did you mean `\(replacement)`?", at: token,
                replacement: replacement))
    }

    private func comparisonOperator(_ token: Token) -> BinaryOperator? {
        if case .binaryOperator(let op) = token.kind, op.isComparison { return op }
        return nil
    }

    /// Comparisons do not associate: `a < b < c` is an error, recovered as `a < b && b < c`.
    private mutating func parseComparison() throws(ParseAbandoned) -> Expression {
        let lhs = try parseCoalescing()
        guard let op = comparisonOperator(current) else { return lhs }
        let opToken = advance()
        var last = try limited(binary(op, lhs, try parseCoalescing()), at: opToken)
        var result = last
        while let chained = comparisonOperator(current) {
            let token = advance()
            guard case .binary(_, _, let middle) = last.kind else { break }
            let next = try parseCoalescing()
            let following = binary(chained, middle, next)
            report(
                source.diagnostic(
                    "comparison operators cannot be chained", at: token,
                    labels: [Diagnostic.Label(span: last.span, message: "this comparison is already complete")],
                    help: "compare twice and combine with `&&`: `\(last) && \(following)`"))
            result = try limited(binary(.and, result, following), at: token)
            last = following
        }
        return result
    }

    /// `a ?? b ?? c` reads `a ?? (b ?? c)`, as in Swift.
    private mutating func parseCoalescing() throws(ParseAbandoned) -> Expression {
        let lhs = try parsePrefix()
        guard current.kind == .binaryOperator(.nilCoalescing) else { return lhs }
        let op = advance()
        try enter(at: op)
        defer { leave() }
        return try limited(binary(.nilCoalescing, lhs, try parseCoalescing()), at: op)
    }

    // MARK: Prefix and postfix

    private mutating func parsePrefix() throws(ParseAbandoned) -> Expression {
        let token = current
        switch token.kind {
        case .bang:
            advance()
            try enter(at: token)
            defer { leave() }
            let operand = try parsePrefix()
            return try limited(Expression(.not(operand), span: span(of: token).union(operand.span)), at: token)
        case .minus:
            advance()
            if case .integer(let digits) = current.kind, digits.drop(while: { $0 == "0" }) == "9223372036854775808",
                peek().kind != .dot
            {
                // `Int.min` has no positive counterpart to negate.
                let literal = advance()
                return Expression(.intLiteral(.min), span: span(of: token).union(span(of: literal)))
            }
            try enter(at: token)
            defer { leave() }
            let operand = try parsePrefix()
            return try limited(Expression(.negate(operand), span: span(of: token).union(operand.span)), at: token)
        case .identifier(let name) where name.lowercased() == "not" && peek().startsOperand:
            reportWordOperator(meaning: "!")
            try enter(at: token)
            defer { leave() }
            let operand = try parsePrefix()
            return try limited(Expression(.not(operand), span: span(of: token).union(operand.span)), at: token)
        default:
            return try parsePostfix()
        }
    }

    private mutating func parsePostfix() throws(ParseAbandoned) -> Expression {
        var expression = try parsePrimary()
        while current.kind == .dot || current.kind == .questionDot {
            let dot = advance()
            let name = try expectName(after: dot, what: "a member name")
            let nameSpan = span(of: previous!)
            if dot.kind == .questionDot {
                expression = try limited(
                    Expression(.optionalProperty(expression, name), span: expression.span.union(nameSpan)), at: dot)
            } else if case .field(let variable) = expression.kind, recordVariables.contains(variable) {
                expression = Expression(.property(expression, name), span: expression.span.union(nameSpan))
            } else if Member(rawValue: name) == nil, memberNames.contains(name) {
                expression = try limited(
                    Expression(.property(expression, name), span: expression.span.union(nameSpan)), at: dot)
            } else if let member = Member(rawValue: name) {
                expression = try limited(
                    Expression(.member(expression, member), span: expression.span.union(nameSpan)), at: dot)
            } else {
                reportUnknownMember(name, dot: dot, of: expression)
                treeIsIncomplete = true
            }
            if current.kind == .leftParen, peek().kind == .rightParen {
                // `host.isEmpty()`: a property called like a method.
                let open = advance()
                let close = advance()
                if Member(rawValue: name) != nil {
                    let length = close.offset + close.length - open.offset
                    report(
                        source.diagnostic(
                            "`\(name)` is a property, not a method", offset: open.offset, length: length,
                            help: "remove the `()`",
                            edit: TextEdit(offset: open.offset, length: length, replacement: "")))
                }
            }
        }
        return expression
    }

    private mutating func reportUnknownMember(_ name: String, dot: Token, of base: Expression) {
        let token = previous!
        let suggestion = Self.memberSuggestion(for: name)
        var notes: [String] = []
        if case .field(let variable) = base.kind, suggestion == nil {
            notes.append(
                "only the element of a repeated row has fields (`\(variable).\(name)` inside a row with "
                    + "`forEach: \(variable) in <list>`)")
        }
        report(
            source.diagnostic(
                "`\(name)` is not a member a condition can use; strings have `.isEmpty` and `.count`",
                offset: dot.offset, length: token.offset + token.length - dot.offset, rule: .expressionType,
                notes: notes, help: suggestion.map { "did you mean `\($0)`?" },
                edit: suggestion.map { TextEdit(offset: token.offset, length: token.length, replacement: $0) }))
    }

    /// The member meant by an unknown one: a near spelling, or a name other languages use.
    static func memberSuggestion(for name: String) -> String? {
        let synonyms: [String: String] = [
            "length": "count", "len": "count", "size": "count", "characterCount": "count", "characters": "count",
            "empty": "isEmpty", "isBlank": "isEmpty", "blank": "isEmpty", "isNullOrEmpty": "isEmpty",
        ]
        if let direct = Suggestion.closest(to: name, in: Member.allCases.map(\.rawValue)) { return direct }
        return Suggestion.closest(to: name, in: synonyms.keys.sorted()).flatMap { synonyms[$0] }
    }

    /// Consumes the identifier after a `.`, or reports what is there instead.
    private mutating func expectName(after dot: Token, what: String) throws(ParseAbandoned) -> String {
        switch current.kind {
        case .identifier(let name):
            advance()
            return name
        case .bool(let value):
            // `.true` reads as a name, so a better error comes from the type checker or member check.
            advance()
            return String(value)
        case .invalid:
            throw ParseAbandoned()
        case .end:
            report(source.diagnostic("expected \(what) after `.`", at: dot))
            throw ParseAbandoned()
        default:
            report(source.diagnostic("expected \(what) after `.`, found `\(current.display)`", at: current))
            throw ParseAbandoned()
        }
    }

    // MARK: Primary

    private mutating func parsePrimary() throws(ParseAbandoned) -> Expression {
        let token = current
        switch token.kind {
        case .bool(let value):
            advance()
            return Expression(.boolLiteral(value), span: span(of: token))
        case .integer(let digits):
            advance()
            return Expression(.intLiteral(integerValue(digits, token: token)), span: span(of: token))
        case .string(let value):
            advance()
            return Expression(.stringLiteral(value), span: span(of: token))
        case .identifier("nil"):
            advance()
            return Expression(.nilLiteral, span: span(of: token))
        case .identifier(let name):
            advance()
            // A call's `(` follows its name directly: `a (b)` is two operands, as before calls existed.
            if current.kind == .leftParen, current.offset == token.offset + token.length {
                return try parseCall(name, at: token)
            }
            return Expression(.field(name), span: span(of: token))
        case .dot:
            advance()
            let name = try expectName(after: token, what: "an enum case name")
            return Expression(.enumCase(name), span: span(of: token).union(span(of: previous!)))
        case .leftParen:
            advance()
            try enter(at: token)
            defer { leave() }
            if current.kind == .rightParen {
                report(source.diagnostic("expected an expression inside `()`", at: current))
                throw ParseAbandoned()
            }
            var inner = try parseOr()
            switch current.kind {
            case .rightParen:
                inner.span = span(of: token).union(span(of: advance()))
            case .end:
                report(
                    source.diagnostic(
                        "expected `)` to close this `(`", offset: token.offset, length: token.length,
                        help: "add `)`",
                        edit: TextEdit(offset: current.offset, length: 0, replacement: ")")))
                inner.span = span(of: token).union(inner.span)
            default:
                try unexpectedAfterOperand(inParentheses: true)
            }
            return inner
        default:
            try expectedOperand()
        }
    }

    /// `name(label: value, …)`, the current token being `(`.
    private mutating func parseCall(_ name: String, at nameToken: Token) throws(ParseAbandoned) -> Expression {
        let open = advance()
        try enter(at: open)
        defer { leave() }
        var arguments: [CallArgument] = []
        if current.kind != .rightParen {
            while true {
                var label: String?
                var labelSpan: SourceSpan?
                if case .identifier(let word) = current.kind, peek().kind == .colon {
                    label = word
                    labelSpan = span(of: advance())
                    advance()
                }
                let value = try parseOr()
                arguments.append(CallArgument(label: label, labelSpan: labelSpan, value: value))
                guard current.kind == .comma else { break }
                advance()
            }
        }
        guard current.kind == .rightParen else {
            if current.kind == .end {
                report(
                    source.diagnostic(
                        "expected `)` to close the call of `\(name)`", offset: open.offset, length: open.length,
                        help: "add `)`", edit: TextEdit(offset: current.offset, length: 0, replacement: ")")))
                throw ParseAbandoned()
            }
            report(
                source.diagnostic(
                    "expected `,` or `)` in the call of `\(name)`, found `\(current.display)`", at: current,
                    help: "separate arguments with `,`, and write each as `label: value`"))
            throw ParseAbandoned()
        }
        let close = advance()
        return try limited(
            Expression(.call(name, arguments), span: span(of: nameToken).union(span(of: close))), at: nameToken)
    }

    private mutating func integerValue(_ digits: String, token: Token) -> Int {
        if let value = Int(digits) { return value }
        report(
            source.diagnostic(
                "integer literal `\(digits)` overflows Int", at: token,
                help: "the largest Int is \(Int.max)"))
        return .max
    }

    // MARK: Errors

    /// Reports a missing operand at the current token.
    private mutating func expectedOperand() throws(ParseAbandoned) -> Never {
        let token = current
        switch token.kind {
        case .invalid:
            break
        case .end:
            if let previous {
                report(source.diagnostic("expected an operand after `\(previous.display)`", at: previous))
            } else {
                report(
                    LocatedDiagnostic(
                        offset: 0, diagnostic: Diagnostic(.expressionSyntax, "the condition is empty", at: source.span))
                )
            }
        case .rightParen where previous == nil:
            report(source.diagnostic("unexpected `)`", at: token))
        default:
            if let previous {
                report(
                    source.diagnostic(
                        "expected an operand after `\(previous.display)`, found `\(token.display)`", at: token))
            } else {
                report(source.diagnostic("expected an operand before `\(token.display)`", at: token))
            }
        }
        throw ParseAbandoned()
    }

    /// Reports the current token, which follows a complete operand but continues nothing.
    private mutating func unexpectedAfterOperand(inParentheses: Bool = false) throws(ParseAbandoned) -> Never {
        let token = current
        switch token.kind {
        case .invalid:
            break
        case .rightParen:
            report(source.diagnostic("unexpected `)`", at: token, help: "remove it, or add a matching `(`"))
        case .minus:
            report(
                source.diagnostic(
                    "`-` can only negate: conditions have no arithmetic", at: token,
                    help: "write the number negated, like `-1`, or compare instead"))
        default:
            let expected = inParentheses ? "an operator or `)`" : "an operator"
            report(
                source.diagnostic(
                    "expected \(expected) before `\(token.display)`", at: token,
                    help: token.startsOperand ? "combine conditions with `&&` or `||`" : nil))
        }
        throw ParseAbandoned()
    }
}
