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
        if interface.functions[name] == nil, let result = Conversion.resultType(name) {
            return inferConversion(name, to: result, arguments, expression, &diagnostics)
        }
        guard let function = interface.functions[name] else {
            for argument in arguments { _ = infer(argument.value, &diagnostics) }
            // A declaration with errors is reported where it is written.
            if interface.failedFunctions.contains(name) { return nil }
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
        let passing = passing(value, as: expected, &diagnostics)
        guard case .mismatch(let actual) = passing else { return passing == .fits }
        let label = parameter.label.map { "`\($0):`" } ?? "the unlabelled argument"
        var help: String?
        if actual.wrapped == expected {
            help = "the value may be `nil`: give a value for that case with `??`, or call it inside "
                + "`{ if: \(value) != nil, then: …, else: … }`, where it is unwrapped"
        } else if actual.isInteger, (expected.wrapped ?? expected).isInteger {
            help = "convert it: `\(expected.wrapped ?? expected)(\(value))`"
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

    /// Whether a value fits where `expected` is wanted.
    public enum Passing: Sendable, Equatable {
        /// It fits.
        case fits
        /// It has this other type (nothing reported yet).
        case mismatch(ExpressionType)
        /// It has errors of its own, reported.
        case failed
    }

    /// Whether `value` can be passed where a value of `expected` is wanted — a function's argument, a custom item's
    /// typed parameter: a value of that type or, for an optional, of the wrapped one; `nil` for an optional; an
    /// enum case of the enum; an integer literal for any number type. Problems of the value itself (an unknown
    /// name, an unknown case) are added to `diagnostics`; a mismatch is left to the caller, who knows what is passed.
    public func passing(_ value: Expression, as expected: ExpressionType, _ diagnostics: inout [Diagnostic]) -> Passing {
        let target = expected.wrapped ?? expected
        switch value.kind {
        case .nilLiteral:
            if case .optional = expected { return .fits }
        case .enumCase(let name):
            if case .enumeration(let enumName, let cases) = target {
                if cases.contains(name) {
                    guard let problem = caseWithValuesAsValue(name, of: enumName, at: value.span) else { return .fits }
                    diagnostics.append(problem)
                    return .failed
                }
                diagnostics.append(
                    Diagnostic(
                        .unknownEnumCase, "`\(enumName)` has no case `\(name)`", at: value.span,
                        notes: ["`\(enumName)` has the cases " + Suggestion.list(cases) { "`.\($0)`" }],
                        help: Suggestion.closest(to: name, in: cases).map { "did you mean `.\($0)`?" }))
                return .failed
            }
        default:
            if Self.isIntegerLiteral(value), target.isNumber { return .fits }
        }
        guard let actual = infer(value, &diagnostics) else { return .failed }
        if actual == expected || actual == target { return .fits }
        return .mismatch(actual)
    }

    /// A fix for a value of type `actual` passed where `expected` is wanted: `??` for an optional, a conversion
    /// between integer types.
    public static func passingHelp(_ value: Expression, _ actual: ExpressionType, _ expected: ExpressionType) -> String? {
        if actual.wrapped == expected {
            return "the value may be `nil`: give a value for that case with `??`"
        }
        if actual.isInteger, (expected.wrapped ?? expected).isInteger {
            return "convert it: `\(expected.wrapped ?? expected)(\(value))`"
        }
        return nil
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

    /// The problem with writing `.name` as a value when the case carries values (the app's, which the screen cannot
    /// make up): nil for a case without values. It can still be tested: `settings == .name`.
    func caseWithValuesAsValue(_ name: String, of enumName: String, at span: SourceSpan) -> Diagnostic? {
        let carried = interface.values(ofCase: name, in: enumName)
        guard !carried.isEmpty else { return nil }
        return Diagnostic(
            .expressionType,
            "`.\(name)` of `\(enumName)` carries values (" + carried.map { "`\($0.label)`" }.joined(separator: ", ")
                + "), so it cannot be written as a value",
            at: span,
            notes: ["a screen reads the app's values of `\(enumName)`; it can compare them with `== .\(name)`"],
            help: "unwrap the optional with `{ if: let …, then: …, else: … }` instead of giving it a value with `??`")
    }

    // MARK: Conversions

    /// `String(x)`, `Int(x)`, `Int32(x)`, `Int64(x)`, `Double(x)`: one unlabelled number (or, for `String`, a String).
    private func inferConversion(
        _ name: String, to result: ExpressionType, _ arguments: [CallArgument], _ expression: Expression,
        _ diagnostics: inout [Diagnostic]
    ) -> ExpressionType? {
        guard arguments.count == 1, arguments[0].label == nil else {
            for argument in arguments { _ = infer(argument.value, &diagnostics) }
            diagnostics.append(
                Diagnostic(
                    .callArguments, "`\(name)(…)` converts one unlabelled value", at: expression.span,
                    help: "write `\(name)(value)`"))
            return nil
        }
        let value = arguments[0].value
        if Self.isIntegerLiteral(value) { return result }
        guard let type = infer(value, &diagnostics) else { return nil }
        let accepted = result == .string ? type.isNumber || type == .string : type.isNumber
        guard accepted else {
            diagnostics.append(
                Diagnostic(
                    .expressionType, "`\(name)(…)` converts a number, but \(Self.describe(value)) is \(type.withArticle)",
                    at: value.span))
            return nil
        }
        return result
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
