import ScreenDiagnostics
import ScreenExpressions
import ScreenIR

extension DisplayText {
    /// Whether computing the text takes statements: it holds a `switch` choice (Swift has no `switch` in an argument)
    /// or an `if` choice that unwraps an optional (`if let`).
    var needsStatements: Bool {
        allTexts.contains {
            switch $0.source {
            case .choice(.cases), .choice(.unwrapping): true
            default: false
            }
        }
    }

    /// Whether the text is computed in `item(…)` from values the entry carries: a formatted or plural key, a
    /// choice, a joined text, an interpolation with a number format or a call (all need `presentationData`, which
    /// the entries function does not have).
    var isComputed: Bool {
        switch source {
        case .literal, .localized: false
        case .formatted, .plural, .choice, .joined, .linkingBrackets: true
        case .interpolated(let segments):
            segments.contains {
                switch $0 {
                case .number: true
                case .expression(let expression): expression.containsCall
                case .literal: false
                }
            }
        }
    }
}

/// Computed texts: the entry carries the values the text reads (an Int count, a String argument, an enum value, a
/// Bool, an app value a function is called with), never the text, and `item(…)` writes the text with
/// `presentationData` — the localized accessor, a ternary for `if` that fits its line, statements assigning a local
/// for a longer choice, for `switch` (binding the values a case carries) and for `if let`, the app's functions and
/// number formatting, the screen's reusable texts.
extension EntryBuilder {
    /// Swift for a computed text in `item(…)` whose argument starts at `column` (16 columns in, followed by a
    /// comma), adding the values it reads to `payload`: the expression when it can stand there (`TextChoice`), else
    /// the local `name` that statements assign first (`Payload.statementIndent`).
    func computedText(_ text: DisplayText, as name: String, column: Int, payload: inout Payload) -> SwiftValue {
        let choice = self.choice(text, as: name, payload: &payload)
        if let value = choice.expression(column: column, indent: payload.statementIndent + 4, trailing: 1) {
            return value
        }
        let local = payload.reserveLocal(name)
        payload.addStatements(choice.declaration(of: local, indent: payload.statementIndent))
        return .atom(local)
    }

    /// The text in `item(…)`, its `if`, `if let` and `switch` choices kept apart.
    private func choice(_ text: DisplayText, as name: String, payload: inout Payload) -> TextChoice {
        let env = payload.isFunctionBody ? SwiftEnvironment.function : .item
        switch text.source {
        case .literal:
            return .value(.atom(swift.text(text, element: element)))
        case .localized(let key):
            return .value(.atom("\(env.strings).\(key)"))
        case .interpolated(let segments):
            if segments.count == 1, case .number(let expression, let format) = segments[0] {
                return .value(.atom(number(value(expression, as: name + "Value", payload: &payload), format, payload: &payload)))
            }
            if segments.count == 1, case .expression(let expression) = segments[0], type(of: expression, payload) == .string {
                // A call of the app's function or a reusable text is laid out as a call.
                return .value(.structured(value(expression, as: name + "Value", payload: &payload)))
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
            let values = arguments.map { argument -> SwiftValue.Element in
                let code = value(argument, as: name + "Argument", payload: &payload)
                // `%d` takes an `Int`: an app's `Int32` or `Int64` is converted.
                switch type(of: argument, payload) {
                case .int32?, .int64?: return .init("", .atom("Int(\(code))"))
                default: return .init("", .atom(code))
                }
            }
            return .value(.member(.call("\(env.strings).\(key)", values), "string"))
        case .plural(let key, let count):
            let code = value(count, as: name + "Count", payload: &payload)
            let argument = type(of: count, payload) == .int32 ? code : "Int32(\(code))"
            return .value(.call("\(env.strings).\(key)", [.init("", .atom(argument))]))
        case .choice(.condition(let condition, let then, let otherwise)):
            let thenChoice = choice(then, as: name, payload: &payload)
            let elseChoice = choice(otherwise, as: name, payload: &payload)
            let (test, statement) = choiceCondition(condition, payload: &payload)
            return .condition(test, thenChoice, elseChoice, statement: statement)
        case .choice(.unwrapping(let names, _, let then, let otherwise)):
            let outer = payload.bound
            let test = unwrapping(names.map(\.value), payload: &payload)
            let thenChoice = choice(then, as: name, payload: &payload)
            payload.bound = outer
            return .unwrapping(test, thenChoice, choice(otherwise, as: name, payload: &payload))
        case .choice(.cases(let selector, let cases, let fallback)):
            let subject = value(selector, as: name + "Choice", payload: &payload)
            let enumName: String? =
                if case .enumeration(let enumName, _)? = type(of: selector, payload) { enumName } else { nil }
            var texts: [(pattern: String, text: TextChoice)] = []
            for textCase in cases {
                let outer = payload.bound
                let pattern = casePattern(textCase, enumName: enumName, payload: &payload)
                texts.append((pattern, choice(textCase.text, as: name, payload: &payload)))
                payload.bound = outer
            }
            return .cases(subject, texts, fallback: fallback.map { choice($0, as: name, payload: &payload) })
        case .joined(let texts, let separator):
            var literal = "\""
            for (index, part) in texts.enumerated() {
                if index > 0 { literal += SwiftStringLiteral.make(separator).dropFirst().dropLast() }
                if case .literal(let written) = part.source {
                    literal += SwiftStringLiteral.make(written).dropFirst().dropLast()
                    continue
                }
                // A part with a `switch` or `if let` is computed into a local first; the others are interpolated.
                let partChoice = choice(part, as: name, payload: &payload)
                let code: String
                if let expression = partChoice.expression {
                    code = expression.singleLine
                } else {
                    let local = payload.reserveLocal(name + "Part")
                    payload.addStatements(partChoice.declaration(of: local, indent: payload.statementIndent))
                    code = local
                }
                literal += "\\(" + code + ")"
            }
            return .value(.atom(literal + "\""))
        case .linkingBrackets(let inner):
            // `presentationData.strings.Key.replacingOccurrences(of: "]", with: "]()")`, as real screens write it.
            let member = String(SwiftExpressions.linkingBrackets.dropFirst())
            switch choice(inner, as: name, payload: &payload) {
            case .value(let value): return .value(.member(value, member))
            default:
                // The decoder wraps only keys, which are values; anything else is computed by `SwiftExpressions`.
                return .value(.atom(swift.text(text, element: element)))
            }
        }
    }

    /// `case .name:`, `case .a, .b:`, or — when the case's text reads values the case carries —
    /// `case .name(let label, _):`, binding those values for the text.
    private func casePattern(_ textCase: TextCase, enumName: String?, payload: inout Payload) -> String {
        let names = textCase.names.map { "." + $0.value }
        guard textCase.alternatives.isEmpty, let enumName else { return "case \(names.joined(separator: ", ")):" }
        let carried = swift.conditions.app.declarations.interface.values(ofCase: textCase.name.value, in: enumName)
        let read = Set(textCase.text.expressions.flatMap(\.fieldReferences))
        guard carried.contains(where: { read.contains($0.label) }) else { return "case \(names[0]):" }
        let bindings = carried.map { value -> String in
            guard read.contains(value.label) else { return "_" }
            payload.bound[value.label] = value.type
            return "let " + value.label
        }
        return "case \(names[0])(\(bindings.joined(separator: ", "))):"
    }

    /// `let x, let y = <y>` binding the optionals `names` unwrapped for the text that follows (each carried as it is,
    /// or read where `item(…)` has it).
    private func unwrapping(_ names: [String], payload: inout Payload) -> String {
        var parts: [String] = []
        var unwrapped: [(String, ExpressionType)] = []
        for name in names {
            let field = Expression(.field(name), span: .wholeFile(""))
            let code = value(field, as: name, payload: &payload)
            parts.append(code == name ? "let \(name)" : "let \(name) = \(code)")
            if case .optional(let wrapped)? = type(of: field, payload) { unwrapped.append((name, wrapped)) }
        }
        for (name, type) in unwrapped { payload.bound[name] = type }
        return parts.joined(separator: ", ")
    }

    /// The Bool of an `if` text, computed after the texts it chooses between (so that the values they carry are
    /// known): in `item(…)` over the values the entry carries already when it reads nothing else (`count > 0` beside
    /// the `count` a plural reads) and is short, or when it reads only the element; else a payload value named after
    /// what it is — the field it reads (`compact`), or the member it needs (`isNetworkUsageSizeNil`, `ConditionNames`).
    func choiceCondition(
        _ condition: Expression, payload: inout Payload
    ) -> (test: String, statement: ((Int) -> [String])?) {
        // In a text's function, over names `item(…)` binds, or calling what needs the environment: computed in place,
        // what it reads of the state carried; `if <it> {` broken as swift format breaks it when it is long.
        if payload.isFunctionBody || !payload.bound.isEmpty || swift.conditions.app.needsEnvironment(condition) {
            let (rewritten, print) = itemExpression(condition, as: ConditionNames.name(of: condition), payload: &payload)
            return (print(rewritten), { SwiftLayout.ifStatement(rewritten, print: print, indent: $0) })
        }
        if let local = overCarriedValues(condition, payload: payload) { return (local, nil) }
        if !condition.readsAnyField, case .bool(let value) = ExpressionEvaluator.evaluate(condition, in: [:]) {
            return (String(value), nil)
        }
        let value = swift.condition(condition, element: element)
        if element != nil, swift.conditions.owners(condition, element: element) == .element { return (value, nil) }
        return (payload.add(Self.conditionValueName(condition, swift: value), type: "Bool", value: value), nil)
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

    /// The type of `expression` where it is computed (the names `item(…)` binds included).
    private func type(of expression: Expression, _ payload: Payload) -> ExpressionType? {
        var checker = swift.types.checker(for: element)
        if payload.isFunctionBody { checker.fields = [:] }
        checker = checker.adding(payload.bound.map { ($0.key, $0.value) })
        return checker.check(expression).0
    }

    /// Swift in `item(…)` for a value a text reads: the expression itself when it reads only the repeated row's
    /// element, names `item(…)` binds (or nothing), else a payload value computed in the entries function, named after
    /// what it reads. A call that needs the environment is made here, its arguments carried (see `itemValue`).
    private func value(_ expression: Expression, as fallback: String, payload: inout Payload) -> String {
        if payload.isFunctionBody || !payload.bound.isEmpty || swift.conditions.app.needsEnvironment(expression) {
            return itemValue(expression, as: fallback, payload: &payload)
        }
        let code = swift.conditions.value(expression, element: element)
        guard !swift.conditions.owners(expression, element: element).subtracting(.element).isEmpty else { return code }
        // `x ?? fallback` over an optional field: the entry carries `x` as it is (`Int?`, under its own name) and
        // `item(…)` writes the fallback, so that a condition on `x` (`x == nil`) reads the same value.
        if case .binary(.nilCoalescing, let optional, let otherwise) = expression.kind,
            case .field(let field) = optional.kind, field != element?.variable, !otherwise.readsAnyField
        {
            let carried = value(optional, as: fallback, payload: &payload)
            return ExpressionPrinter.swiftSource(expression) { $0 == field ? carried : $0 }
        }
        let type = swift.types.checker(for: element).check(expression).0.map(swift.typeNames.swift) ?? "String"
        return payload.add(Self.valueName(expression, fallback: fallback), type: type, value: code)
    }

    /// `expression` computed in `item(…)`: each largest part that reads the state, data or parameters (and no name
    /// `item(…)` binds, and calls nothing that needs the environment) is carried as a payload value; the rest — calls,
    /// bound names, the element, literals — is written here.
    private func itemValue(_ expression: Expression, as fallback: String, payload: inout Payload) -> String {
        let (rewritten, print) = itemExpression(expression, as: fallback, payload: &payload)
        return print(rewritten)
    }

    /// `expression` rewritten over the values carried for it (see `itemValue`), and the printer of its Swift in
    /// `item(…)` (or a text's function), which prints any part of it.
    private func itemExpression(
        _ expression: Expression, as fallback: String, payload: inout Payload
    ) -> (Expression, (Expression) -> String) {
        var carried: [String: ExpressionType] = [:]
        func rewrite(_ node: Expression) -> Expression {
            let readsBound = node.fieldReferences.contains { payload.bound[$0] != nil }
            if !payload.isFunctionBody, !readsBound, !swift.conditions.app.needsEnvironment(node),
                !swift.conditions.owners(node, element: element).subtracting(.element).isEmpty
            {
                let nodeType = type(of: node, payload)
                let name = value(node, as: fallback, payload: &payload)
                if let nodeType { carried[name] = nodeType }
                return Expression(.field(name), span: node.span)
            }
            return node.mapChildren(rewrite)
        }
        let rewritten = rewrite(expression)
        var checker = swift.types.checker(for: element)
        if payload.isFunctionBody { checker.fields = [:] }
        checker = checker.adding(payload.bound.map { ($0.key, $0.value) }).adding(carried.map { ($0.key, $0.value) })
        let environment = payload.isFunctionBody ? SwiftEnvironment.function : .item
        return (rewritten, Self.itemPrinter(app: swift.conditions.app, checker: checker, environment: environment))
    }

    /// The printer of an expression's Swift in `item(…)` or a text's function: the app's calls with `environment`,
    /// enum case tests typed by `checker`.
    private static func itemPrinter(
        app: AppSwift, checker: ExpressionTypeChecker, environment: SwiftEnvironment
    ) -> (Expression) -> String {
        { node in
            ExpressionPrinter.swiftSource(
                node, field: { $0 },
                call: { app.call($0, $1, environment: environment) },
                caseTest: { subject, name, equal, code in
                    app.caseTest(subject: code, expression: subject, checker: checker, caseName: name, equal: equal)
                })
        }
    }

    /// A number as the app writes it (see `SwiftExpressions.number`); for bytes, the `DataSizeStringFormatting` is a
    /// local of `item(…)`, declared once.
    private func number(_ value: String, _ format: NumberFormat, payload: inout Payload) -> String {
        let env = payload.isFunctionBody ? SwiftEnvironment.function : .item
        guard format == .bytes else { return SwiftExpressions.number(value, format, environment: env) }
        let formatting: String
        if let declared = payload.dataSizeFormatting {
            formatting = declared
        } else {
            formatting = payload.reserveLocal("dataSizeFormatting")
            payload.dataSizeFormatting = formatting
            payload.addStatements([
                "let \(formatting) = DataSizeStringFormatting(",
                "    strings: \(env.strings),",
                "    decimalSeparator: \(env.dateTimeFormat).decimalSeparator",
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
        case .property(_, let field), .optionalProperty(_, let field): field
        case .binary(.nilCoalescing, let value, _): valueName(value, fallback: fallback)
        case .member(let base, let member):
            valueName(base, fallback: fallback) == fallback
                ? fallback : valueName(base, fallback: fallback) + SwiftNames.upperFirst(member.rawValue)
        default: fallback
        }
    }
}
