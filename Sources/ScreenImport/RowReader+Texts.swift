import SwiftSyntax

/// Texts read back from how controllers compute them: ternaries, locals set by `if` chains and `switch`es, plural and
/// formatted keys, interpolations with the app's number formats.
extension RowReader {
    /// A text computed where it is used: a ternary (`c ? a : b`), or a local of the `item(…)` case or of the
    /// entries function set by an `if` chain or a `switch` → `{ if:, then:, else: }`, `{ switch:, cases:, default: }`;
    /// a local `let x = …` → its value's text. Nil when any part is not a text or condition of the language.
    mutating func computedText(_ expression: ExprSyntax) -> String? {
        if let (condition, then, otherwise) = Self.ternary(expression) {
            return ifText([(condition, then), (nil, otherwise)])
        }
        if let keyed = keyedText(expression) { return keyed }
        if let coalesced = coalescedText(expression) { return coalesced }
        if let called = functionText(expression) { return called }
        if let called = appFunctionText(resolve(expression)) { return called }
        if let interpolated = interpolatedText(resolve(expression)) { return interpolated }
        // A number formatted by the app, alone: `dataSizeString(Int64(n), formatting: …)` → `"\\(n, format: bytes)"`.
        if expression.is(FunctionCallExprSyntax.self), let value = interpolated(expression), value.contains(", format: ") {
            return YAMLText.quoted("\\(\(value))")
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if let local = caseLocals[name] { return text(of: local) }
        // A local of the entries function, passed as the payload or read where no payload is bound.
        var entriesName: String?
        // What the entries function passed, computed there (a ternary, an interpolation, `a ?? b`, a call).
        var passedComputed: ExprSyntax?
        if let passed = conditions.substitutions[name] {
            entriesName = passed.as(DeclReferenceExprSyntax.self)?.baseName.text
            if entriesName == nil { passedComputed = passed }
        } else if conditions.substitutions.isEmpty {
            entriesName = name
        }
        let local = entriesName.flatMap { conditions.entryLocals[$0] }
        guard local != nil || passedComputed != nil else { return nil }
        let saved = (conditions.substitutions, caseLocals)
        conditions.substitutions = [:]
        caseLocals = LocalValues()
        defer { (conditions.substitutions, caseLocals) = saved }
        if let local { return text(of: local) }
        return passedComputed.flatMap { computedText($0) }
    }

    mutating func text(of local: LocalValues.Value?) -> String? {
        guard let local else { return nil }
        switch local {
        case .expression(let value):
            return text(of: value)
        case .branches(let chain):
            return ifText(chain)
        case .ifLet(let bound, let optional, let then, let otherwise):
            return ifLetText(bound: bound, optional: optional, then: then, otherwise: otherwise)
        case .switchOver(let subject, let cases, let fallback):
            guard let value = conditions.translate(subject), let type = conditions.type(of: value) else { return nil }
            var known: [String] = []
            var appEnum: String?
            switch type {
            case .enumeration(let cases): known = cases
            case .app(let name) where !name.hasSuffix("?"): appEnum = name
            default: return nil
            }
            var entries: [String] = []
            for (names, bound, expression) in cases {
                guard appEnum != nil || (bound.isEmpty && names.allSatisfy(known.contains)),
                    let text = caseText(expression, of: appEnum, names: names, bound: bound)
                else { return nil }
                let key = names.joined(separator: ", ")
                let plain = names.count == 1 && !Self.yamlWords.contains(key.lowercased())
                entries.append("\(plain ? key : YAMLText.quoted(key)): \(text)")
            }
            var result = "{ switch: \(RowReader.conditionValue(value)), cases: { \(entries.joined(separator: ", ")) }"
            if let fallback {
                guard let text = text(of: fallback) else { return nil }
                result += ", default: \(text)"
            }
            return result + " }"
        }
    }

    /// The text of a `switch` case; over an app enum (`appEnum`), its cases and the values a case binds are
    /// recorded for `types:` (the values read by their names in the case, typed `String`: the file does not say).
    private mutating func caseText(_ value: LocalValues.Value, of appEnum: String?, names: [String], bound: [String])
        -> String?
    {
        guard let appEnum else { return text(of: value) }
        guard names.allSatisfy({ $0.isPlainName }), bound.allSatisfy({ $0.isPlainName }) else { return nil }
        for name in names where conditions.appCases[appEnum]?.contains(name) != true {
            conditions.appCases[appEnum, default: []].append(name)
        }
        if conditions.appMembers[appEnum] == nil { conditions.appMembers[appEnum] = [] }
        conditions.switchedAppEnums.insert(appEnum)
        if !bound.isEmpty {
            if let earlier = conditions.appCaseValues[appEnum]?[names[0]], earlier != bound { return nil }
            conditions.appCaseValues[appEnum, default: [:]][names[0]] = bound
        }
        let saved = conditions.caseValues
        defer { conditions.caseValues = saved }
        for name in bound { conditions.caseValues[name] = .scalar("String") }
        return text(of: value)
    }

    /// `if let bound = optional { a } else { b }` → `{ if: let field, then: a, else: b }`: the optional must be a field
    /// (state, data, parameter) or the loop element, read unwrapped in `a` under its own name (`bound` stands for it).
    private mutating func ifLetText(bound: String, optional: ExprSyntax, then: LocalValues.Value, otherwise: LocalValues.Value)
        -> String?
    {
        let optional = resolve(optional)
        guard let field = conditions.translate(optional), field.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let type = conditions.type(of: field), type.wrapped != type
        else { return nil }
        let saved = (conditions.substitutions, unwrapped)
        conditions.substitutions[bound] = optional
        unwrapped.insert(field)
        let thenText = text(of: then)
        (conditions.substitutions, unwrapped) = saved
        guard let thenText, let otherwiseText = text(of: otherwise) else { return nil }
        return "{ if: let \(field), then: \(thenText), else: \(otherwiseText) }"
    }

    /// `a ?? b` where `a` is an optional field: `{ if: let a, then: a, else: b }`; `a ?? "literal"` of a `String?`
    /// field: `\\(a ?? "literal")`.
    private mutating func coalescedText(_ expression: ExprSyntax) -> String? {
        var expression = resolve(expression)
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            expression = tuple.elements.first!.expression
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let reference = resolve(elements[0]).as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? resolve(elements[0]).as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        // A literal fallback is written as the language writes it, inside an interpolation: `\(status ?? "None")`.
        if let literal = elements[2].as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
            literal.openingQuote.text == "\"", literal.segments.count == 1,
            let fallback = literal.segments.first?.as(StringSegmentSyntax.self).flatMap({
                TextTranslator.unescaped($0.content.text)
            }),
            !fallback.contains(where: { "\"\\()".contains($0) || $0.isNewline }),
            let field = conditions.translate(resolve(elements[0]), expecting: "String"),
            conditions.type(of: field) == .scalar("String?")
        {
            return YAMLText.quoted("\\(\(field) ?? \"\(fallback)\")")
        }
        return ifLetText(
            bound: reference, optional: elements[0], then: .expression(elements[0]), otherwise: .expression(elements[2]))
    }

    /// `[(c1, a), (c2, b), (nil, c)]` → `{ if: c1, then: a, else: { if: c2, then: b, else: c } }`.
    private mutating func ifText(_ chain: [(condition: ExprSyntax?, value: ExprSyntax)]) -> String? {
        ifText(chain.map { ($0.condition, LocalValues.Value.expression($0.value)) })
    }

    private mutating func ifText(_ chain: [(condition: ExprSyntax?, value: LocalValues.Value)]) -> String? {
        guard let first = chain.first else { return nil }
        guard let condition = first.condition else { return text(of: first.value) }
        guard chain.count > 1, let translated = conditions.translate(condition, expecting: "Bool"),
            let then = text(of: first.value), let otherwise = ifText(Array(chain.dropFirst()))
        else { return nil }
        return "{ if: \(RowReader.conditionValue(translated)), then: \(then), else: \(otherwise) }"
    }

    /// `strings.X(Int32(n))` → `{ key: X, count: n }` (a plural key); `strings.X(a, b).string` →
    /// `{ key: X, args: [a, b] }` (a formatted key).
    private mutating func keyedText(_ expression: ExprSyntax) -> String? {
        var call = expression.as(FunctionCallExprSyntax.self)
        var formatted = false
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "string" {
            call = member.base?.as(FunctionCallExprSyntax.self)
            formatted = true
        }
        guard let call, call.trailingClosure == nil, !call.arguments.isEmpty,
            call.arguments.allSatisfy({ $0.label == nil }),
            let key = TextTranslator.stringsKey(call.calledExpression)
        else { return nil }
        if !formatted {
            guard call.arguments.count == 1,
                let count = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                count.calledExpression.trimmedDescription == "Int32", count.arguments.count == 1,
                let value = conditions.translate(count.arguments.first!.expression, expecting: "Int")
            else { return nil }
            return "{ key: \(key), count: \(Self.flowValue(value)) }"
        }
        var arguments: [String] = []
        for argument in call.arguments {
            var value = argument.expression
            // An Int argument of a `%d` placeholder is passed as `Int(…)`/`Int32(…)` where its type differs.
            if let conversion = value.as(FunctionCallExprSyntax.self), conversion.arguments.count == 1,
                ["Int", "Int32"].contains(conversion.calledExpression.trimmedDescription)
            {
                value = conversion.arguments.first!.expression
            }
            guard let text = formatArgument(value) else { return nil }
            arguments.append(Self.flowValue(text))
        }
        return "{ key: \(key), args: [\(arguments.joined(separator: ", "))] }"
    }

    /// An argument of a formatted key as the expression language writes it: a field, an app member (typed as an
    /// interpolated one: a `String` until a comparison says `Int`), `.count` of a String, `a ?? "fallback"` of an
    /// optional — through the payload, whatever the entries function passed.
    private mutating func formatArgument(_ expression: ExprSyntax) -> String? {
        let value = resolve(expression)
        // `String(n)`: the language converts as Swift does.
        if let conversion = value.as(FunctionCallExprSyntax.self), conversion.calledExpression.trimmedDescription == "String",
            conversion.arguments.count == 1, conversion.arguments.first?.label == nil,
            let number = conditions.translate(conversion.arguments.first!.expression, expecting: "Int")
        {
            return "String(\(RowReader.unwrapped(number)))"
        }
        if let coalesced = conditions.coalesced(value) { return coalesced }
        return conditions.translate(value, expecting: "String")
    }

    /// A string literal with interpolations of the state, data or element (`"\\(state.count) of \\(data.total)"`), and the
    /// app's number formats: `presentationStringsFormattedNumber(Int32(n), …)` → `\\(n, format: count)`,
    /// `dataSizeString(Int64(n), formatting: …)` → `\\(n, format: bytes)`.
    private mutating func interpolatedText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
            literal.openingQuote.text == "\"",
            literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) })
        else { return nil }
        // The app's functions a call inside declares are kept only if the whole text is read.
        let declaredBefore = declaredFunctions
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                guard let value = TextTranslator.unescaped(plain.content.text) else {
                    declaredFunctions = declaredBefore
                    return nil
                }
                text += value.replacingAll("\\(", with: "\\\\(")
                continue
            }
            guard let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                let inner = interpolation.expressions.first, inner.label == nil,
                let value = interpolated(inner.expression)
            else {
                declaredFunctions = declaredBefore
                return nil
            }
            text += "\\(\(value))"
        }
        return YAMLText.quoted(text)
    }

    /// One interpolation's expression as the language writes it inside `\\(…)`.
    private mutating func interpolated(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first?.expression,
            let conversion = first.as(FunctionCallExprSyntax.self), conversion.arguments.count == 1
        {
            let callee = call.calledExpression.trimmedDescription
            let format: String?
            switch (callee, conversion.calledExpression.trimmedDescription) {
            case ("presentationStringsFormattedNumber", "Int32"): format = "count"
            case ("dataSizeString", "Int64"): format = "bytes"
            default: format = nil
            }
            if let format {
                guard let value = conditions.translate(conversion.arguments.first!.expression, expecting: "Int") else {
                    return nil
                }
                return "\(RowReader.unwrapped(value)), format: \(format)"
            }
        }
        // An optional with a fallback (`\(note ?? "none")`, `\(count ?? 0)`).
        if let coalesced = conditions.coalesced(resolve(expression)) { return coalesced }
        // The app's function (`\(f(strings: presentationData.strings, value: n))` → `\(f(value: n))`, declared).
        if let call = appFunctionCall(resolve(expression)) { return call }
        guard let value = conditions.translate(resolve(expression), expecting: "String"),
            let type = conditions.type(of: value),
            type == .scalar("String") || type == .scalar("Int")
        else { return nil }
        return value
    }

    /// An expression inside a flow collection: plain when it is a name or path, else quoted.
    static func flowValue(_ expression: String) -> String {
        let plain = expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        // A name YAML 1.1 reads as something else (`on`, `no`) is quoted.
        return plain && expression.first?.isLetter == true && !yamlWords.contains(expression.lowercased())
            ? expression : YAMLText.quoted(RowReader.unwrapped(expression))
    }

    /// `c ? a : b` as the parser leaves it (a sequence `c…`, `? a :`, `b`): the condition, `a` and `b`.
    static func ternary(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax, ExprSyntax)? {
        var expression = expression
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            expression = tuple.elements.first!.expression
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        // `?:` binds loosest and to the right: `a ? b : c ? d : e` is `a ? b : (c ? d : e)`.
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            index < elements.count - 1, let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        func joined(_ part: ArraySlice<ExprSyntax>) -> ExprSyntax {
            part.count == 1 ? part.first! : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(part))))
        }
        return (joined(elements[..<index]), ternary.thenExpression, joined(elements[(index + 1)...]))
    }

    /// Words YAML readers (PyYAML's 1.1 rules too) take for something other than a string: quoted as case keys.
    static let yamlWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"]

    /// `name` as a mapping key: quoted when YAML would read it as something other than a string (`"on": Bool`).
    static func key(_ name: String) -> String {
        yamlWords.contains(name.lowercased()) ? YAMLText.quoted(name) : name
    }
}
