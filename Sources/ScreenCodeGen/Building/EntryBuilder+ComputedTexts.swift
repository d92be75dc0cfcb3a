import ScreenDiagnostics
import ScreenExpressions
import ScreenIR

extension DisplayText {
    /// Whether the text is computed in `item(…)` from values the entry carries: a formatted or plural key, a
    /// choice, or an interpolation with a number format (all need `presentationData`, which the entries function does
    /// not have).
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
/// ternary for `if` that fits its line, statements assigning a local for a longer choice and for `switch`, the app's
/// number formatting.
extension EntryBuilder {
    /// Swift for a computed text in `item(…)` whose argument starts at `column` (16 columns in, followed by a
    /// comma), adding the values it reads to `payload`: the expression when it can stand there (`TextChoice`), else
    /// the local `name` that statements assign first.
    func computedText(_ text: DisplayText, as name: String, column: Int, payload: inout Payload) -> SwiftValue {
        let choice = self.choice(text, as: name, payload: &payload)
        if let value = choice.expression(column: column, indent: 16, trailing: 1) { return value }
        let local = payload.reserveLocal(name)
        payload.addStatements(choice.declaration(of: local, indent: 12))
        return .atom(local)
    }

    /// The text in `item(…)`, its `if` and `switch` choices kept apart.
    private func choice(_ text: DisplayText, as name: String, payload: inout Payload) -> TextChoice {
        switch text.source {
        case .literal, .localized:
            return .value(.atom(swift.text(text, element: element)))
        case .interpolated(let segments):
            if segments.count == 1, case .number(let expression, let format) = segments[0] {
                return .value(.atom(number(value(expression, as: name + "Value", payload: &payload), format, payload: &payload)))
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
            return .value(.atom(literal + "\""))
        case .formatted(let key, let arguments):
            let values = arguments.map { SwiftValue.Element("", .atom(value($0, as: name + "Argument", payload: &payload))) }
            return .value(.member(.call("presentationData.strings.\(key)", values), "string"))
        case .plural(let key, let count):
            let value = "Int32(\(value(count, as: name + "Count", payload: &payload)))"
            return .value(.call("presentationData.strings.\(key)", [.init("", .atom(value))]))
        case .choice(.condition(let condition, let then, let otherwise)):
            let thenChoice = choice(then, as: name, payload: &payload)
            let elseChoice = choice(otherwise, as: name, payload: &payload)
            return .condition(choiceCondition(condition, payload: &payload), thenChoice, elseChoice)
        case .choice(.cases(let selector, let cases, let fallback)):
            let subject = value(selector, as: name + "Choice", payload: &payload)
            let texts = cases.map { (name: $0.name.value, text: choice($0.text, as: name, payload: &payload)) }
            return .cases(subject, texts, fallback: fallback.map { choice($0, as: name, payload: &payload) })
        }
    }

    /// The Bool of an `if` text, computed after the texts it chooses between (so that the values they carry are
    /// known): in `item(…)` over the values the entry carries already when it reads nothing else (`count > 0` beside
    /// the `count` a plural reads) and is short, or when it reads only the element; else a payload value named after what it is —
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
        let swift = ExpressionPrinter.swiftSource(condition) { local[$0] ?? $0 }
        // A long one is carried as a Bool, so that `if <it> {` stays within the line however deep it is.
        return SwiftLayout.width(swift) <= Self.longestInlineCondition ? swift : nil
    }

    /// The longest condition `item(…)` computes from the values an entry carries (`count > 0`).
    static let longestInlineCondition = 60

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
