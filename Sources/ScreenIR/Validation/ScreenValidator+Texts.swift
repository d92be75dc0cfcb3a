import ScreenDiagnostics
import ScreenExpressions

/// Type checks of texts: what an interpolation, a formatted key's arguments and a plural key's count may show, and
/// that a `switch` text names its enum's cases.
extension ScreenValidator {
    /// Type-checks every expression of a text (and of the texts it chooses from) and records the names they read.
    mutating func checkText(_ text: DisplayText?) {
        guard let text else { return }
        switch text.source {
        case .literal, .localized:
            return
        case .interpolated(let segments):
            for segment in segments {
                switch segment {
                case .literal: break
                case .expression(let expression): checkShownValue(expression, what: "a text", interpolated: true)
                case .number(let expression, let format):
                    checkInt(expression, what: "a number with `format: \(format.rawValue)`")
                }
            }
        case .formatted(_, let arguments):
            for argument in arguments { checkShownValue(argument, what: "an argument of a formatted key") }
        case .plural(_, let count):
            checkInt(count, what: "the `count` of a plural key")
        case .choice(.condition(let condition, let then, let otherwise)):
            checkCondition(condition, inText: true)
            checkText(then)
            checkText(otherwise)
        case .choice(.unwrapping(let names, _, let then, let otherwise)):
            var unwrapped: [(String, ExpressionType)] = []
            for name in names {
                markUsed([name.value])
                let (type, diagnostics) = checker.check(Expression(.field(name.value), span: name.span))
                sink.report(contentsOf: diagnostics)
                guard let type else { continue }
                guard case .optional(let wrapped) = type else {
                    sink.report(
                        .expressionType, "`if: let \(name.value)` unwraps an optional, but `\(name.value)` is \(Self.withArticle(type))",
                        at: name.span, help: "it always has a value: read it directly")
                    continue
                }
                unwrapped.append((name.value, wrapped))
            }
            let outer = checker
            checker = outer.adding(unwrapped)
            checkText(then)
            checker = outer
            checkText(otherwise)
        case .choice(.cases(let selector, let cases, let fallback)):
            let selectorType = checkCases(selector, cases, fallback: fallback, at: text.span)
            let outer = checker
            for textCase in cases {
                // A case's text reads the values its case carries by their labels (one case, not a group).
                if textCase.alternatives.isEmpty, case .enumeration(let enumName, _)? = selectorType?.wrapped ?? selectorType {
                    let carried = checker.interface.values(ofCase: textCase.name.value, in: enumName)
                    checker = outer.adding(carried.map { ($0.label, $0.type) })
                }
                checkText(textCase.text)
                checker = outer
            }
            checkText(fallback)
        case .joined(let texts, _):
            for part in texts { checkText(part) }
        case .linkingBrackets(let inner):
            checkText(inner)
        }
    }

    /// A text of the controller (title, buttons, toolbar, empty state): checked as any text (one that needs statements,
    /// a `switch` or `if: let`, becomes a function of the generated file the controller calls).
    mutating func checkControllerText(_ text: DisplayText?, place: String) {
        checkText(text)
    }

    /// A value a text shows: a String or an Int.
    private mutating func checkShownValue(_ expression: Expression, what: String, interpolated: Bool = false) {
        markUsed(expression.fieldReferences)
        let (type, diagnostics) = checker.check(expression)
        sink.report(contentsOf: diagnostics)
        guard let type, type != .string, !type.isNumber else { return }
        let shown = Self.quoted(expression)
        let help: String? =
            switch type {
            case .optional(.string):
                interpolated ? "unwrap it with `??`: `\\(\(expression) ?? \"\")`" : "unwrap it with `??`: `\(expression) ?? \"\"`"
            case .optional(.int):
                interpolated ? "unwrap it with `??`: `\\(\(expression) ?? 0)`" : "unwrap it with `??`: `\(expression) ?? 0`"
            case .optional: "unwrap it with `??` and a value to show when it is nil"
            case .bool: "choose a text by it: `{ if: \(expression), then: …, else: … }`"
            case .enumeration: "choose a text by it: `{ switch: \(expression), cases: { … } }`"
            default: nil
            }
        sink.report(
            .expressionType, "\(what) can show a String or an Int, but \(shown) is \(Self.withArticle(type))",
            at: expression.span, help: help)
    }

    /// A number: an Int.
    private mutating func checkInt(_ expression: Expression, what: String) {
        markUsed(expression.fieldReferences)
        let (type, diagnostics) = checker.check(expression)
        sink.report(contentsOf: diagnostics)
        guard let type, !type.isInteger else { return }
        let help: String? =
            switch type {
            case .optional(.int), .optional(.int32), .optional(.int64): "unwrap it with `??`: `\(expression) ?? 0`"
            case .list: "count its elements: `\(expression).count`"
            default: nil
            }
        sink.report(
            .expressionType, "\(what) must be an Int, but \(Self.quoted(expression)) is \(Self.withArticle(type))",
            at: expression.span, help: help)
    }

    /// `switch:` reads an enum value; `cases` names only its cases and, without `default`, all of them.
    @discardableResult
    private mutating func checkCases(
        _ selector: Expression, _ cases: [TextCase], fallback: DisplayText?, at span: SourceSpan
    ) -> ExpressionType? {
        markUsed(selector.fieldReferences)
        let (type, diagnostics) = checker.check(selector)
        sink.report(contentsOf: diagnostics)
        guard let type else { return nil }
        guard case .enumeration(let enumName, let enumCases) = type else {
            let help: String? =
                switch type {
                case .bool: "choose by a condition instead: `{ if: \(selector), then: …, else: … }`"
                case .optional(.enumeration(_, let cases)):
                    "give a case for nil with `??`: `\(selector) ?? .\(cases.first ?? "none")`"
                default: nil
                }
            sink.report(
                .expressionType,
                "`switch` chooses a text by an enum value, but \(Self.quoted(selector)) is \(Self.withArticle(type))",
                at: selector.span, help: help)
            return nil
        }
        // Cases written misspelt (`nobdy:`): reported as unknown with "did you mean `nobody`", not also uncovered.
        var misspelt: Set<String> = []
        var listedOnce: [String: SourceSpan] = [:]
        for name in cases.flatMap(\.names) {
            if let first = listedOnce[name.value] {
                sink.report(
                    .duplicateEnumCase, "case `\(name.value)` has a text already", at: name.span,
                    labels: [Diagnostic.Label(span: first, message: "listed here first")],
                    help: "remove one of them: a case shows one text")
                continue
            }
            listedOnce[name.value] = name.span
            guard !enumCases.contains(name.value) else { continue }
            let closest = Suggestion.closest(to: name.value, in: enumCases)
            if let closest { misspelt.insert(closest) }
            sink.report(
                .unknownEnumCase, "`\(name.value)` is not a case of `\(enumName)`", at: name.span,
                notes: ["cases: \(Suggestion.list(enumCases))"],
                help: closest.map { "did you mean `\($0)`?" })
        }
        let listed = Set(cases.flatMap(\.names).map(\.value))
        let uncovered = enumCases.filter { !listed.contains($0) }
        let missing = uncovered.filter { !misspelt.contains($0) }
        if fallback == nil && !missing.isEmpty {
            sink.report(
                .missingKey, "the `cases` of this text do not cover " + Suggestion.list(missing) { "`\($0)`" },
                at: span, notes: ["a `switch` text shows a text for every case of `\(enumName)`"],
                help: "add a text for each missing case, or a `default:` text")
        } else if let fallback, uncovered.isEmpty {
            sink.report(
                .unreachableVariant, "this `default` text is never shown: `cases` covers every case of `\(enumName)`",
                at: fallback.span, help: "remove `default`")
        }
        return type
    }
}
