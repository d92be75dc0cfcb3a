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
        case .formatted, .plural, .choice, .joined: true
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
/// `presentationData` — the localized accessor, a ternary for `if`, `if let` for an `if` that unwraps an optional, a
/// `switch` assigning a local for an enum (binding the values a case carries), the app's functions and number
/// formatting, the screen's reusable texts.
extension EntryBuilder {
    /// Swift for a computed text in `item(…)`, adding the values it reads to `payload` (and, for an enum choice or a
    /// choice too long for one line, the statements that compute the local `name`).
    func computedText(_ text: DisplayText, as name: String, payload: inout Payload) -> String {
        if case .choice(.condition(let condition, let then, let otherwise)) = text.source, !text.needsStatements {
            let flag = choiceCondition(condition, as: name, payload: &payload)
            let thenCode = textExpression(then, as: name, payload: &payload)
            let elseCode = textExpression(otherwise, as: name, payload: &payload)
            let ternary = "\(flag) ? \(thenCode) : \(elseCode)"
            // A ternary too long for the argument's line (column 20 after the label breaks) becomes `if`/`else`.
            guard ternary.count + 21 > SwiftLayout.lineLength else { return ternary }
            let local = payload.reserveLocal(name)
            let column = payload.statementColumn + SwiftLayout.indentWidth
            var lines = ["let \(local): String", "if \(flag) {"]
            lines += assignment(then, to: local, as: name, payload: &payload, column: column).map { "    " + $0 }
            lines.append("} else {")
            lines += assignment(otherwise, to: local, as: name, payload: &payload, column: column).map { "    " + $0 }
            payload.addStatements(lines + ["}"])
            return local
        }
        guard text.needsStatements else { return textExpression(text, as: name, payload: &payload) }
        let local = payload.reserveLocal(name)
        let lines = assignment(text, to: local, as: name, payload: &payload, column: payload.statementColumn)
        payload.addStatements(["let \(local): String"] + lines)
        return local
    }

    /// The text as one Swift expression in `item(…)`. Precondition: `!text.needsStatements`, except for the parts of a
    /// joined text, which are computed first.
    private func textExpression(_ text: DisplayText, as name: String, payload: inout Payload) -> String {
        let env = payload.isFunctionBody ? SwiftEnvironment.function : .item
        switch text.source {
        case .literal:
            return swift.text(text, element: element)
        case .localized(let key):
            return "\(env.strings).\(key)"
        case .interpolated(let segments):
            if segments.count == 1, case .number(let expression, let format) = segments[0] {
                return number(value(expression, as: name + "Value", payload: &payload), format, payload: &payload)
            }
            if segments.count == 1, case .expression(let expression) = segments[0], type(of: expression, payload) == .string {
                return value(expression, as: name + "Value", payload: &payload)
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
            let values = arguments.map { argument in
                let code = value(argument, as: name + "Argument", payload: &payload)
                // `%d` takes an `Int`: an app's `Int32` or `Int64` is converted.
                switch type(of: argument, payload) {
                case .int32?, .int64?: return "Int(\(code))"
                default: return code
                }
            }
            return "\(env.strings).\(key)(\(values.joined(separator: ", "))).string"
        case .plural(let key, let count):
            let code = value(count, as: name + "Count", payload: &payload)
            return "\(env.strings).\(key)(\(type(of: count, payload) == .int32 ? code : "Int32(\(code))"))"
        case .choice(.condition(let condition, let then, let otherwise)):
            let flag = choiceCondition(condition, as: name, payload: &payload)
            let thenCode = textExpression(then, as: name, payload: &payload)
            return "\(flag) ? \(thenCode) : \(textExpression(otherwise, as: name, payload: &payload))"
        case .choice(.cases), .choice(.unwrapping):
            // Only inside a joined text: computed into a local first.
            return computedText(text, as: name + "Part", payload: &payload)
        case .joined(let texts, let separator):
            var literal = "\""
            for (index, part) in texts.enumerated() {
                if index > 0 { literal += SwiftStringLiteral.make(separator).dropFirst().dropLast() }
                if case .literal(let written) = part.source {
                    literal += SwiftStringLiteral.make(written).dropFirst().dropLast()
                    continue
                }
                let code =
                    part.needsStatements
                    ? computedText(part, as: name + "Part", payload: &payload)
                    : textExpression(part, as: name, payload: &payload)
                literal += "\\(" + code + ")"
            }
            return literal + "\""
        }
    }

    /// Statements that assign the text to `local`, starting at `column`: a `switch` over an enum value, `if`/`else`
    /// (or `if let`) for a condition whose texts need statements or whose ternary does not fit its line (or nests
    /// another), else one assignment (its call's arguments on lines of their own when it does not fit).
    private func assignment(
        _ text: DisplayText, to local: String, as name: String, payload: inout Payload, column: Int
    ) -> [String] {
        let inner = column + SwiftLayout.indentWidth
        if case .choice(.condition(let condition, let then, let otherwise)) = text.source, !text.needsStatements {
            let nests = [then, otherwise].contains { if case .choice = $0.source { true } else { false } }
            let statementsBefore = payload.statements.count
            let flag = choiceCondition(condition, as: name, payload: &payload)
            if !nests {
                let single = "\(local) = \(flag) ? \(textExpression(then, as: name, payload: &payload)) : "
                    + textExpression(otherwise, as: name, payload: &payload)
                if column + SwiftLayout.width(single) <= SwiftLayout.lineLength || payload.statements.count != statementsBefore {
                    return [single]
                }
            }
            return ["if \(flag) {"] + assignment(then, to: local, as: name, payload: &payload, column: inner).map { "    " + $0 }
                + ["} else {"] + assignment(otherwise, to: local, as: name, payload: &payload, column: inner).map { "    " + $0 }
                + ["}"]
        }
        guard text.needsStatements else {
            if case .formatted(let key, let arguments) = text.source {
                let single = "\(local) = \(textExpression(text, as: name, payload: &payload))"
                guard column + SwiftLayout.width(single) > SwiftLayout.lineLength else { return [single] }
                // `local =`, then `strings.Key(` with an argument per line and `).string`, as `swift format` lays it out.
                let env = payload.isFunctionBody ? SwiftEnvironment.function : .item
                let values = arguments.map { argument in
                    let code = value(argument, as: name + "Argument", payload: &payload)
                    switch type(of: argument, payload) {
                    case .int32?, .int64?: return "Int(\(code))"
                    default: return code
                    }
                }
                return ["\(local) =", "    \(env.strings).\(key)("]
                    + values.enumerated().map { "        \($0.element)\($0.offset == values.count - 1 ? "" : ",")" }
                    + ["    ).string"]
            }
            return ["\(local) = \(textExpression(text, as: name, payload: &payload))"]
        }
        switch text.source {
        case .choice(.cases(let selector, let cases, let fallback)):
            let subject = value(selector, as: name + "Choice", payload: &payload)
            let enumName: String? =
                if case .enumeration(let enumName, _)? = type(of: selector, payload) { enumName } else { nil }
            var lines = ["switch \(subject) {"]
            for textCase in cases {
                let outer = payload.bound
                lines.append(casePattern(textCase, enumName: enumName, payload: &payload))
                lines += assignment(textCase.text, to: local, as: name, payload: &payload, column: inner).map { "    " + $0 }
                payload.bound = outer
            }
            if let fallback {
                lines.append("default:")
                lines += assignment(fallback, to: local, as: name, payload: &payload, column: inner).map { "    " + $0 }
            }
            return lines + ["}"]
        case .choice(.unwrapping(let names, _, let then, let otherwise)):
            let outer = payload.bound
            let test = unwrapping(names.map(\.value), payload: &payload)
            let thenLines = assignment(then, to: local, as: name, payload: &payload, column: inner)
            payload.bound = outer
            let elseLines = assignment(otherwise, to: local, as: name, payload: &payload, column: inner)
            return ["if \(test) {"] + thenLines.map { "    " + $0 } + ["} else {"] + elseLines.map { "    " + $0 } + ["}"]
        case .choice(.condition(let condition, let then, let otherwise)):
            let flag = choiceCondition(condition, as: name, payload: &payload)
            return ["if \(flag) {"] + assignment(then, to: local, as: name, payload: &payload, column: inner).map { "    " + $0 }
                + ["} else {"] + assignment(otherwise, to: local, as: name, payload: &payload, column: inner).map { "    " + $0 }
                + ["}"]
        default:
            return ["\(local) = \(textExpression(text, as: name, payload: &payload))"]
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

    /// The Bool of an `if` text: a payload value `<name>Condition` (its member `is<Row><Name>ConditionMet` when it
    /// needs one), or the expression when it reads only the element.
    private func choiceCondition(_ condition: Expression, as name: String, payload: inout Payload) -> String {
        if payload.isFunctionBody || !payload.bound.isEmpty || swift.conditions.app.needsEnvironment(condition) {
            return value(condition, as: name + "Condition", payload: &payload)
        }
        return addCondition(
            condition, named: name + "Condition", property: "is\(rowID)\(SwiftNames.upperFirst(name))ConditionMet",
            to: &payload) ?? "true"
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
        let type = swift.types.checker(for: element).check(expression).0.map(swift.typeNames.swift) ?? "String"
        return payload.add(Self.valueName(expression, fallback: fallback), type: type, value: code)
    }

    /// `expression` computed in `item(…)`: each largest part that reads the state, data or parameters (and no name
    /// `item(…)` binds, and calls nothing that needs the environment) is carried as a payload value; the rest — calls,
    /// bound names, the element, literals — is written here.
    private func itemValue(_ expression: Expression, as fallback: String, payload: inout Payload) -> String {
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
        return ExpressionPrinter.swiftSource(
            rewritten, field: { $0 },
            call: { swift.conditions.app.call($0, $1, environment: environment) },
            caseTest: { subject, name, equal, code in
                swift.conditions.app.caseTest(subject: code, expression: subject, checker: checker, caseName: name, equal: equal)
            })
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
