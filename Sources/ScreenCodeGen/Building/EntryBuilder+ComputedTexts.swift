import ScreenDiagnostics
import ScreenExpressions
import ScreenIR

extension DisplayText {
    /// Whether the text is computed in `item(…)` from values the entry carries: a formatted or plural key, a
    /// choice, or an interpolation with a number format (all need `presentationData`, which the entries function does
    /// not have).
    /// Whether computing the text takes statements: it holds a `switch` choice (Swift has no `switch` in an argument).
    var needsStatements: Bool {
        allTexts.contains { if case .choice(.cases) = $0.source { true } else { false } }
    }

    var isComputed: Bool {
        switch source {
        case .literal, .localized: false
        case .formatted, .plural, .choice: true
        case .interpolated(let segments):
            segments.contains { if case .number = $0 { true } else { false } }
        }
    }
}

/// Computed texts: the entry carries the values the text reads (an Int count, a String argument, an enum value, a
/// Bool), never the text, and `item(…)` writes the text with `presentationData` — the localized accessor, a
/// ternary for `if`, a `switch` assigning a local for an enum, the app's number formatting.
extension EntryBuilder {
    /// Swift for a computed text in `item(…)`, adding the values it reads to `payload` (and, for an enum choice or a
    /// choice too long for one line, the statements that compute the local `name`).
    func computedText(_ text: DisplayText, as name: String, payload: inout Payload) -> String {
        if case .choice(.condition(let condition, let then, let otherwise)) = text.source, !text.needsStatements {
            let thenCode = textExpression(then, as: name, payload: &payload)
            let elseCode = textExpression(otherwise, as: name, payload: &payload)
            let flag = choiceCondition(condition, payload: &payload)
            let ternary = "\(flag) ? \(thenCode) : \(elseCode)"
            // A ternary too long for the argument's line (column 20 after the label breaks) becomes `if`/`else`.
            guard ternary.count + 21 > SwiftLayout.lineLength else { return ternary }
            let local = payload.reserveLocal(name)
            payload.addStatements([
                "let \(local): String", "if \(flag) {", "    \(local) = \(thenCode)", "} else {", "    \(local) = \(elseCode)", "}",
            ])
            return local
        }
        guard text.needsStatements else { return textExpression(text, as: name, payload: &payload) }
        let local = payload.reserveLocal(name)
        let lines = assignment(text, to: local, as: name, payload: &payload)
        payload.addStatements(["let \(local): String"] + lines)
        return local
    }

    /// The text as one Swift expression in `item(…)`. Precondition: `!text.needsStatements`.
    private func textExpression(_ text: DisplayText, as name: String, payload: inout Payload) -> String {
        switch text.source {
        case .literal, .localized:
            return swift.text(text, element: element)
        case .interpolated(let segments):
            if segments.count == 1, case .number(let expression, let format) = segments[0] {
                return number(value(expression, as: name + "Value", payload: &payload), format, payload: &payload)
            }
            var literal = "\""
            for segment in segments {
                switch segment {
                case .literal(let part):
                    literal += SwiftStringLiteral.make(part).dropFirst().dropLast()
                case .expression(let expression):
                    literal += "\\(" + value(expression, as: name + "Value", payload: &payload) + ")"
                case .number(let expression, let format):
                    let value = value(expression, as: name + "Value", payload: &payload)
                    literal += "\\(" + number(value, format, payload: &payload) + ")"
                }
            }
            return literal + "\""
        case .formatted(let key, let arguments):
            let values = arguments.map { value($0, as: name + "Argument", payload: &payload) }
            return "presentationData.strings.\(key)(\(values.joined(separator: ", "))).string"
        case .plural(let key, let count):
            return "presentationData.strings.\(key)(Int32(\(value(count, as: name + "Count", payload: &payload))))"
        case .choice(.condition(let condition, let then, let otherwise)):
            let thenCode = textExpression(then, as: name, payload: &payload)
            let elseCode = textExpression(otherwise, as: name, payload: &payload)
            return "\(choiceCondition(condition, payload: &payload)) ? \(thenCode) : \(elseCode)"
        case .choice(.cases):
            preconditionFailure("a `switch` text needs statements")
        }
    }

    /// Statements that assign the text to `local`: a `switch` over an enum value, `if`/`else` for a condition whose
    /// texts need statements, else one assignment.
    private func assignment(_ text: DisplayText, to local: String, as name: String, payload: inout Payload) -> [String] {
        guard text.needsStatements else { return ["\(local) = \(textExpression(text, as: name, payload: &payload))"] }
        switch text.source {
        case .choice(.cases(let selector, let cases, let fallback)):
            let subject = value(selector, as: name + "Choice", payload: &payload)
            var lines = ["switch \(subject) {"]
            for textCase in cases {
                lines.append("case .\(textCase.name.value):")
                lines += assignment(textCase.text, to: local, as: name, payload: &payload).map { "    " + $0 }
            }
            if let fallback {
                lines.append("default:")
                lines += assignment(fallback, to: local, as: name, payload: &payload).map { "    " + $0 }
            }
            return lines + ["}"]
        case .choice(.condition(let condition, let then, let otherwise)):
            let thenLines = assignment(then, to: local, as: name, payload: &payload).map { "    " + $0 }
            let elseLines = assignment(otherwise, to: local, as: name, payload: &payload).map { "    " + $0 }
            let flag = choiceCondition(condition, payload: &payload)
            return ["if \(flag) {"] + thenLines + ["} else {"] + elseLines + ["}"]
        default:
            return ["\(local) = \(textExpression(text, as: name, payload: &payload))"]
        }
    }

    /// The Bool of an `if` text, computed after the texts it chooses between (so that the values they carry are
    /// known): in `item(…)` over the values the entry carries already when it reads nothing else (`count > 0` beside
    /// the `count` a plural reads), or when it reads only the element; else a payload value named after what it is —
    /// the field it reads (`compact`), or the member it needs (`isNetworkUsageSizeNil`, `ConditionNames`).
    private func choiceCondition(_ condition: Expression, payload: inout Payload) -> String {
        if let local = overCarriedValues(condition, payload: payload) { return local }
        if !condition.readsAnyField, case .bool(let value) = ExpressionEvaluator.evaluate(condition, in: [:]) {
            return String(value)
        }
        let value = swift.condition(condition, element: element)
        if element != nil, swift.conditions.owners(condition, element: element) == .element { return value }
        return payload.add(Self.conditionValueName(condition, swift: value), type: "Bool", value: value)
    }

    /// `condition` in `item(…)` over the payload's names, when every state, data or parameter field it reads is a
    /// value the entry carries already (the element variable is in scope too); nil otherwise.
    private func overCarriedValues(_ condition: Expression, payload: Payload) -> String? {
        var local: [String: String] = [:]
        for name in condition.fieldReferences {
            if let element, name == element.variable {
                local[name] = name
                continue
            }
            let read = swift.conditions.value(Expression(.field(name), span: condition.span), element: element)
            guard let carried = payload.name(carrying: read) else { return nil }
            local[name] = carried
        }
        guard local.contains(where: { $0.key != element?.variable }) else { return nil }
        return ExpressionPrinter.swiftSource(condition) { local[$0] ?? $0 }
    }

    /// The payload name of a condition's value: the field it is (`compact` for `state.compact`), the member it reads
    /// (`isNetworkUsageSizeNil` for `data.isNetworkUsageSizeNil`), else the name of what it tests (`isNotCompact`).
    static func conditionValueName(_ condition: Expression, swift: String) -> String {
        if case .field(let name) = condition.kind { return name }
        if let dot = swift.firstIndex(of: "."), !swift.hasPrefix("!") {
            let member = swift[swift.index(after: dot)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !member.isEmpty, swift[swift.index(after: dot)...].dropFirst(member.count).allSatisfy({ $0 != "." }) {
                return String(member)
            }
        }
        return ConditionNames.name(of: condition)
    }

    /// Swift in `item(…)` for a value a text reads: the expression itself when it reads only the repeated row's
    /// element (or nothing), else a payload value computed in the entries function, named after what it reads.
    private func value(_ expression: Expression, as fallback: String, payload: inout Payload) -> String {
        let code = swift.conditions.value(expression, element: element)
        guard !swift.conditions.owners(expression, element: element).subtracting(.element).isEmpty else { return code }
        // `x ?? fallback` over an optional field: the entry carries `x` as it is (`Int?`, under its own name) and
        // `item(…)` writes the fallback, so that a condition on `x` (`x == nil`) reads the same value.
        if case .binary(.nilCoalescing, let optional, let otherwise) = expression.kind, case .field(let field) = optional.kind,
            field != element?.variable, !otherwise.readsAnyField
        {
            let carried = value(optional, as: fallback, payload: &payload)
            return ExpressionPrinter.swiftSource(expression) { $0 == field ? carried : $0 }
        }
        let type = swift.types.checker(for: element).check(expression).0.map(SwiftTypeNames(names: names).swift) ?? "String"
        return payload.add(Self.valueName(expression, fallback: fallback), type: type, value: code)
    }

    /// A number as the app writes it (see `SwiftExpressions.number`); for bytes, the `DataSizeStringFormatting` is a
    /// local of `item(…)`, declared once.
    private func number(_ value: String, _ format: NumberFormat, payload: inout Payload) -> String {
        guard format == .bytes else { return SwiftExpressions.number(value, format) }
        let formatting: String
        if let declared = payload.dataSizeFormatting {
            formatting = declared
        } else {
            formatting = payload.reserveLocal("dataSizeFormatting")
            payload.dataSizeFormatting = formatting
            payload.addStatements([
                "let \(formatting) = DataSizeStringFormatting(",
                "    strings: presentationData.strings,",
                "    decimalSeparator: presentationData.dateTimeFormat.decimalSeparator",
                ")",
            ])
        }
        return "dataSizeString(Int64(\(value)), formatting: \(formatting))"
    }

    /// A name for the payload value of `expression`: the field it reads (`lastSeen`, `exceptionsCount` for
    /// `exceptions.count`), else `fallback`.
    static func valueName(_ expression: Expression, fallback: String) -> String {
        switch expression.kind {
        case .field(let name): name
        case .property(_, let field): field
        case .binary(.nilCoalescing, let value, _): valueName(value, fallback: fallback)
        case .member(let base, let member):
            valueName(base, fallback: fallback) == fallback
                ? fallback : valueName(base, fallback: fallback) + SwiftNames.upperFirst(member.rawValue)
        default: fallback
        }
    }
}
