import ScreenDiagnostics

/// The app's types in conditions: optional chaining (`privacy?.presence`), calls of the app's functions and the screen's
/// reusable texts, and integer literals that take the type of the other side (`timeout > 0` for an `Int32`).
extension ExpressionTypeChecker {
    /// Whether `expression` is an optional chain, or a member read after one (`a?.b`, `a?.b.c`).
    public static func isOptionalChainExpression(_ expression: Expression) -> Bool {
        isOptionalChain(expression)
    }

    /// Whether `expression` is part of an optional chain: `a?.b`, or a member read after one (`a?.b.c`), whose value is
    /// optional because a link of the chain is.
    static func isOptionalChain(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .optionalProperty: true
        case .property(let base, _), .member(let base, _): isOptionalChain(base)
        default: false
        }
    }

    /// The type of `base?.name`: the member of the optional's value, made optional.
    func inferOptionalProperty(
        _ base: Expression, _ name: String, at span: SourceSpan, _ diagnostics: inout [Diagnostic]
    ) -> ExpressionType? {
        guard let type = infer(base, &diagnostics) else { return nil }
        guard case .optional(let wrapped) = type else {
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "`?.` reads a member of an optional, but \(Self.describe(base)) is \(type.withArticle), never `nil`",
                    at: span, help: "write `.\(name)`"))
            return nil
        }
        if let member = Member(rawValue: name), Self.hasCollectionMembers(wrapped) {
            return (member == .isEmpty ? ExpressionType.bool : .int).asOptional
        }
        return memberType(of: base, wrapped, name, at: span, &diagnostics)?.asOptional
    }

    /// Whether `.isEmpty` and `.count` are members of values of the type.
    static func hasCollectionMembers(_ type: ExpressionType) -> Bool {
        switch type {
        case .string, .list, .array, .dictionary: true
        default: false
        }
    }

    // MARK: Calls

    /// The type of `name(arguments…)`: the function's or reusable text's result, after checking each argument against
    /// its parameter (labels in order, defaulted ones may be left out, environment values are never written).
    func inferCall(
        _ name: String, _ arguments: [CallArgument], _ expression: Expression, _ diagnostics: inout [Diagnostic]
    ) -> ExpressionType? {
        guard let function = interface.functions[name] else {
            for argument in arguments { _ = infer(argument.value, &diagnostics) }
            let known = interface.functions.keys.sorted()
            diagnostics.append(
                Diagnostic(
                    .unknownFunction, "there is no function or reusable text `\(name)`", at: expression.span,
                    notes: known.isEmpty
                        ? ["the screen declares no functions (`functions:`) and no reusable texts (`texts:`)"]
                        : ["known: " + Suggestion.list(known) { "`\($0)`" }],
                    help: Suggestion.didYouMean(name, in: known)))
            return nil
        }
        var valid = true
        var next = 0
        for parameter in function.writtenParameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                if let type = parameter.type, !checkArgument(arguments[next].value, of: parameter, type, function, &diagnostics) {
                    valid = false
                }
                next += 1
            } else if !parameter.hasDefault {
                valid = false
                let at = next < arguments.count ? arguments[next].labelSpan ?? arguments[next].value.span : expression.span
                let written = next < arguments.count ? arguments[next].label.map { "`\($0):`" } ?? "an unlabelled value" : nil
                diagnostics.append(
                    Diagnostic(
                        .callArguments,
                        "`\(function.display)` needs its argument `\(parameter.label ?? "_"):`"
                            + (written.map { " here, not \($0)" } ?? ""),
                        at: at, notes: [Self.signatureNote(function)],
                        help: written == nil ? nil : Self.labelHelp(arguments[next].label, function)))
                // Skip a misspelt label so its value is still checked against this parameter.
                if next < arguments.count, arguments[next].label != nil,
                    !function.writtenParameters.contains(where: { $0.label == arguments[next].label })
                {
                    if let type = parameter.type { _ = checkArgument(arguments[next].value, of: parameter, type, function, &diagnostics) }
                    next += 1
                }
            }
        }
        if next < arguments.count {
            valid = false
            for argument in arguments[next...] {
                _ = infer(argument.value, &diagnostics)
                diagnostics.append(
                    Diagnostic(
                        .callArguments,
                        "`\(function.display)` takes no " + (argument.label.map { "argument `\($0):`" } ?? "more arguments")
                            + " here",
                        at: argument.labelSpan ?? argument.value.span, notes: [Self.signatureNote(function)],
                        help: Self.labelHelp(argument.label, function)))
            }
        }
        return valid ? function.result : nil
    }

    /// Checks one argument against its parameter's type; false after reporting a problem.
    private func checkArgument(
        _ value: Expression, of parameter: FunctionParameter, _ expected: ExpressionType, _ function: FunctionSignature,
        _ diagnostics: inout [Diagnostic]
    ) -> Bool {
        let target = expected.wrapped ?? expected
        switch value.kind {
        case .nilLiteral:
            if case .optional = expected { return true }
        case .enumCase(let name):
            if case .enumeration(let enumName, let cases) = target {
                if cases.contains(name) { return true }
                diagnostics.append(
                    Diagnostic(
                        .unknownEnumCase, "`\(enumName)` has no case `\(name)`", at: value.span,
                        notes: ["`\(enumName)` has the cases " + Suggestion.list(cases) { "`.\($0)`" }],
                        help: Suggestion.closest(to: name, in: cases).map { "did you mean `.\($0)`?" }))
                return false
            }
        default:
            if Self.isIntegerLiteral(value), target.isNumber { return true }
        }
        guard let actual = infer(value, &diagnostics) else { return false }
        if actual == expected || actual == target { return true }
        let label = parameter.label.map { "`\($0):`" } ?? "the unlabelled argument"
        var help: String?
        if actual.wrapped == expected {
            help = "the value may be `nil`: give a value for that case with `??`, or call it inside "
                + "`{ if: \(value) != nil, then: …, else: … }`, where it is unwrapped"
        } else if actual.isInteger, target.isInteger {
            help = "convert it: `\(target)(\(value))`"
        }
        diagnostics.append(
            Diagnostic(
                .expressionType,
                "\(label) of `\(function.display)` takes \(expected.withArticle), but \(Self.describe(value)) is "
                    + actual.withArticle,
                at: value.span, labels: [Diagnostic.Label(span: value.span, message: actual.description)],
                notes: [Self.signatureNote(function)], help: help))
        return false
    }

    private static func signatureNote(_ function: FunctionSignature) -> String {
        let parameters = function.writtenParameters.map { parameter in
            (parameter.label ?? "_") + ": " + (parameter.type?.description ?? "?") + (parameter.hasDefault ? " = …" : "")
        }
        let kind = function.kind == .text ? "the reusable text" : "the function"
        return "\(kind) is `\(function.name)(\(parameters.joined(separator: ", "))) -> \(function.result)`"
            + (function.environment.isEmpty
                ? "" : "; the generated call also passes " + Suggestion.list(function.environment.map(\.rawValue)) { "`\($0)`" })
    }

    private static func labelHelp(_ label: String?, _ function: FunctionSignature) -> String? {
        guard let label else { return nil }
        return Suggestion.didYouMean(label, in: function.writtenParameters.compactMap(\.label)).map { $0 }
    }

    // MARK: Integer literals

    /// Whether the expression is an integer literal (possibly negated), which takes the integer type of the other side.
    static func isIntegerLiteral(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .intLiteral: true
        case .negate(let operand): isIntegerLiteral(operand)
        default: false
        }
    }
}
