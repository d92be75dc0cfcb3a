import ScreenDiagnostics

/// Optionals (`nil`, `??`) and members (`.isEmpty`, `.count`, a record's fields).
extension ExpressionTypeChecker {
    /// `x == nil` / `x != nil`: `x` must be an optional.
    func checkNil(
        against other: Expression, in expression: Expression, _ diagnostics: inout [Diagnostic]
    ) -> ExpressionType? {
        guard let type = infer(other, &diagnostics) else { return nil }
        guard case .optional = type else {
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "\(Self.describe(other)) is \(type.withArticle), not an optional, so it is never `nil`",
                    at: expression.span,
                    labels: [Diagnostic.Label(span: other.span, message: type.description)]))
            return nil
        }
        return .bool
    }

    /// `a ?? b`: `a` is an optional `T?`; `b` is a `T` (the result is a `T`) or a `T?` (the result is a `T?`).
    func inferCoalescing(
        _ lhs: Expression, _ rhs: Expression, _ diagnostics: inout [Diagnostic]
    ) -> ExpressionType? {
        guard let lhsType = infer(lhs, &diagnostics) else {
            _ = rhs.kind == .nilLiteral || isEnumCase(rhs) ? nil : infer(rhs, &diagnostics)
            return nil
        }
        guard case .optional(let wrapped) = lhsType else {
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "`??` needs an optional on its left, but \(Self.describe(lhs)) is \(lhsType.withArticle)",
                    at: lhs.span, help: "\(Self.describe(lhs)) always has a value: remove `?? …`"))
            return nil
        }
        if case .enumCase(let name) = rhs.kind {
            guard case .enumeration(let enumName, let cases) = wrapped else {
                diagnostics.append(
                    Diagnostic(
                        .expressionType, "the enum case `.\(name)` cannot stand in for \(wrapped.withArticle)",
                        at: rhs.span))
                return nil
            }
            guard cases.contains(name) else {
                diagnostics.append(
                    Diagnostic(
                        .unknownEnumCase, "`\(enumName)` has no case `\(name)`", at: rhs.span,
                        notes: ["`\(enumName)` has the cases " + Suggestion.list(cases) { "`.\($0)`" }],
                        help: Suggestion.closest(to: name, in: cases).map { "did you mean `.\($0)`?" }))
                return nil
            }
            if let problem = caseWithValuesAsValue(name, of: enumName, at: rhs.span) {
                diagnostics.append(problem)
                return nil
            }
            return wrapped
        }
        if rhs.kind == .nilLiteral {
            diagnostics.append(
                Diagnostic(.expressionType, "`?? nil` changes nothing", at: rhs.span, help: "write a value of type \(wrapped)"))
            return nil
        }
        guard let rhsType = infer(rhs, &diagnostics) else { return nil }
        if Self.isIntegerLiteral(rhs), wrapped.isNumber { return wrapped }
        guard rhsType == wrapped || rhsType == lhsType else {
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "the right side of `??` must be \(wrapped.withArticle), but \(Self.describe(rhs)) is \(rhsType.withArticle)",
                    at: rhs.span,
                    labels: [Diagnostic.Label(span: lhs.span, message: lhsType.description)]))
            return nil
        }
        return rhsType
    }

    func isEnumCase(_ expression: Expression) -> Bool {
        if case .enumCase = expression.kind { return true }
        return false
    }

    /// The type of `base.name`: a field of a record; for other types an unknown member.
    func memberType(
        of base: Expression, _ type: ExpressionType, _ name: String, at span: SourceSpan,
        _ diagnostics: inout [Diagnostic]
    ) -> ExpressionType? {
        switch type {
        case .record(let record) where record.fields.isEmpty && record.isDeclared:
            diagnostics.append(
                Diagnostic(
                    .unknownField, "`\(record.name)` is declared without members, so `.\(name)` cannot be read",
                    at: span, help: "declare the members the screen reads under `members:` of `\(record.name)`"))
            return nil
        case .record(let record):
            if let fieldType = record.type(of: name) { return fieldType }
            let names = record.fields.map(\.name)
            diagnostics.append(
                Diagnostic(
                    .unknownField, "`\(record.name)` has no field `\(name)`", at: span,
                    notes: names.count <= 10 ? ["`\(record.name)` has the fields " + names.map { "`\($0)`" }.joined(separator: ", ")] : [],
                    help: Suggestion.didYouMean(name, in: names)))
            return nil
        case .string, .list:
            let suggestion = Parser.memberSuggestion(for: name)
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "`\(name)` is not a member a condition can use; strings and lists have `.isEmpty` and `.count`",
                    at: span, help: suggestion.map { "did you mean `\($0)`?" }))
            return nil
        case .optional(let wrapped):
            let help: String? =
                switch wrapped {
                case .string: "for example `(\(base) ?? \"\").\(name)`"
                case .record: "read it through optional chaining: `\(base)?.\(name)`"
                default: nil
                }
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "\(Self.describe(base)) is optional; unwrap it with `??` or read it with `?.` before `.\(name)`",
                    at: span, help: help))
            return nil
        default:
            diagnostics.append(
                Diagnostic(
                    .expressionType, "\(Self.describe(base)) is \(type.withArticle) and has no member `\(name)`",
                    at: span))
            return nil
        }
    }
}
