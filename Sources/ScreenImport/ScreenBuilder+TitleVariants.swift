import SwiftSyntax

/// Titles a hand-written factory chooses whole: `let title: ItemListControllerTitle` set by an `if` / `else if` /
/// `else` chain or a `switch` in the signal's closure, or `c ? .text(A) : .textWithSubtitle(B, C)` — read as the
/// language's title variants (`title: [{ when:, text:, subtitle: }, …, { text: }]`, docs/Language.md "Title
/// variants").
extension ScreenBuilder {
    /// The variants of `title:`'s argument, as one flow sequence; nil when it is not chosen so, or a branch is not a
    /// `.text` / `.textWithSubtitle` of texts the language can say.
    mutating func titleVariants(_ expression: ExprSyntax) -> String? {
        var branches: [(condition: String?, title: ExprSyntax)] = []
        if let (test, then, otherwise) = RowReader.ternary(expression) {
            guard let condition = rows.conditions.translate(test, expecting: "Bool") else { return nil }
            branches = [(condition, then), (nil, otherwise)]
        } else if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let local = rows.caseLocals[name] {
            guard let read = variantBranches(local) else { return nil }
            branches = read
        } else {
            return nil
        }
        guard branches.count > 1, branches.last?.condition == nil else { return nil }
        var variants: [String] = []
        for (condition, title) in branches {
            guard let call = title.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
                call.arguments.allSatisfy({ $0.label == nil })
            else { return nil }
            let parts = call.arguments.map(\.expression)
            var fields: [String] = condition.map { ["when: \(RowReader.conditionValue($0))"] } ?? []
            switch (call.calledExpression.trimmedDescription, parts.count) {
            case (".text", 1):
                guard let text = rows.readText(parts[0]) else { return nil }
                fields.append("text: \(text)")
            case (".textWithSubtitle", 2):
                guard let text = rows.readText(parts[0]), let subtitle = rows.readText(parts[1]) else { return nil }
                fields += ["text: \(text)", "subtitle: \(subtitle)"]
            default:
                return nil
            }
            variants.append("{ \(fields.joined(separator: ", ")) }")
        }
        return "[\(variants.joined(separator: ", "))]"
    }

    /// An `if` chain's branches (each condition translated), or a `switch` over an enum as one branch per case
    /// (`x == .a || x == .b`), the default last.
    private mutating func variantBranches(_ local: LocalValues.Value) -> [(condition: String?, title: ExprSyntax)]? {
        switch local {
        case .expression, .ifLet:
            return nil
        case .branches(let chain):
            var result: [(condition: String?, title: ExprSyntax)] = []
            for (condition, value) in chain {
                guard case .expression(let title) = value else { return nil }
                guard let condition else {
                    result.append((nil, title))
                    continue
                }
                guard let translated = rows.conditions.translate(condition, expecting: "Bool") else { return nil }
                result.append((translated, title))
            }
            return result
        case .switchOver(let subject, let cases, let fallback):
            guard let value = rows.conditions.translate(subject),
                case .enumeration(let known)? = rows.conditions.type(of: value)
            else { return nil }
            var result: [(condition: String?, title: ExprSyntax)] = []
            var covered: Set<String> = []
            for (names, bound, caseValue) in cases {
                guard bound.isEmpty, names.allSatisfy(known.contains), case .expression(let title) = caseValue else {
                    return nil
                }
                covered.formUnion(names)
                result.append((names.map { "\(value) == .\($0)" }.joined(separator: " || "), title))
            }
            if let fallback {
                guard case .expression(let title) = fallback else { return nil }
                result.append((nil, title))
            } else {
                // Every case listed: the last is shown when no other is.
                guard covered == Set(known), !result.isEmpty else { return nil }
                result[result.count - 1].condition = nil
            }
            return result
        }
    }
}
