import ScreenItems
import SwiftParser
import SwiftSyntax

/// Peer rows read back (ItemListPeerItem, `item: peer`): the parameters screenc builds from several keys — a text or
/// label from a template (`.text(<text>, .secondary)`, `.none`), the editing value (`ItemListPeerItemEditing(editable:
/// editing: revealed:)`), the revealed-options closure, `removePeer:` and reveal options — each into the keys it
/// comes from.
extension RowReader {
    /// A `.template` parameter (`.text({text}, {textColor})`): the absent or fallback Swift gives nothing; otherwise
    /// the template, with each enumeration key's cases tried in turn, is matched against the call and each
    /// placeholder read as its key.
    mutating func readTemplate(
        _ template: String, given: String, absent: String, fallback: ItemParameter.KeyFallback?, _ expression: ExprSyntax,
        label: String, into reading: inout RowReading
    ) {
        let resolved = resolve(expression)
        let swift = resolved.trimmedDescription
        if swift == absent { return }
        if let fallback, swift == fallback.swift { return }
        for (candidate, chosen) in expansions(of: template, description: reading.description) {
            var placeholders: [String: String] = [:]
            var source = candidate
            for key in reading.description.keys where source.contains("{\(key.name)}") {
                let name = "screencPlaceholder_\(key.name)"
                placeholders[name] = key.name
                source = source.replacingAll("{\(key.name)}", with: name)
            }
            guard let pattern = Self.parseExpression(source) else { continue }
            var captured: [String: ExprSyntax] = [:]
            guard Self.match(Syntax(pattern), Syntax(resolved), placeholders: placeholders, captured: &captured) else {
                continue
            }
            var values: [String: String] = [:]
            for (keyName, caseName) in chosen {
                guard let key = reading.description.key(named: keyName) else { continue }
                if !isDefault(caseName, of: key) { values[keyName] = caseName }
            }
            for (keyName, value) in captured {
                guard let key = reading.description.key(named: keyName), let text = self.value(of: value, for: key) else {
                    reading.notes.append("`\(label): \(swift)`: `\(value.trimmedDescription)` not translated to `\(keyName):`")
                    return
                }
                if !isDefault(text, of: key) || keyName == given { values[keyName] = text }
            }
            reading.values.merge(values) { first, _ in first }
            return
        }
        reading.notes.append("`\(label): \(swift)` not translated to `\(given):`")
    }

    /// The template with each `{key}` of an enumeration key replaced by each of its cases' Swift (which may hold
    /// `{key}`s of its own), with the cases chosen; other keys stay placeholders.
    private func expansions(of template: String, description: ItemDescription) -> [(String, [String: String])] {
        var results: [(String, [String: String])] = [(template, [:])]
        for _ in 0..<3 {
            var next: [(String, [String: String])] = []
            var changed = false
            for (text, chosen) in results {
                guard
                    let key = description.keys.first(where: { key in
                        guard case .enumeration = key.kind else { return false }
                        return text.contains("{\(key.name)}")
                    }), case .enumeration(let cases) = key.kind
                else {
                    next.append((text, chosen))
                    continue
                }
                changed = true
                for enumCase in cases {
                    var choice = chosen
                    choice[key.name] = enumCase.name
                    next.append((text.replacingAll("{\(key.name)}", with: enumCase.swift), choice))
                }
            }
            results = next
            if !changed { break }
        }
        return results
    }

    /// `ItemListPeerItemEditing(editable:editing:[canBeReordered:]revealed:)`: `editing:` is the row's `editing`
    /// condition; `editable: true` and `revealed: <id> == state.<field>` are what `remove:` or `revealOptions:` make
    /// (read from their own parameters), the field being screenc's, and `canBeReordered: true` what `reorder:` makes.
    mutating func readPeerEditing(
        _ expression: ExprSyntax, label: String, editing: String, type: String = "ItemListPeerItemEditing",
        fixed: [ItemParameter.FixedArgument] = [], into reading: inout RowReading
    ) {
        let resolved = resolve(expression)
        guard let call = resolved.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == type else {
            reading.notes.append("`\(label): \(expression.trimmedDescription)` not translated to `\(editing):`")
            return
        }
        for argument in call.arguments {
            let value = argument.expression
            switch argument.label?.text {
            case "editable":
                guard let flag = value.as(BooleanLiteralExprSyntax.self)?.literal.text else {
                    reading.notes.append("`editable: \(value.trimmedDescription)` is derived from `remove:` by screenc; this value is not")
                    continue
                }
                if flag == "true" { reading.editable = true }
            case "editing":
                guard let key = reading.description.key(named: editing), let condition = self.value(of: value, for: key) else {
                    reading.notes.append("`editing: \(value.trimmedDescription)` not translated to `\(editing):`")
                    continue
                }
                if !isDefault(condition, of: key) { reading.values[editing] = condition }
            case "canBeReordered":
                if value.trimmedDescription == "true" { reading.reorderable = true }
            case "revealed":
                if let field = Self.revealedField(value) {
                    revealedFields.insert(field)
                } else if value.trimmedDescription != "false" {
                    reading.notes.append("`revealed: \(value.trimmedDescription)` is kept by screenc for rows with `remove:`; this value is not")
                }
            default:
                if let known = fixed.first(where: { $0.label == argument.label?.text }), known.swift == value.trimmedDescription {
                    continue
                }
                reading.notes.append("`\(label):` passes `\(argument.trimmedDescription)`, which screenc does not")
            }
        }
    }

    /// `<element>.id == state.<field>` (either way round) → the state field keeping the revealed row.
    static func revealedField(_ expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
        for side in [parts[2], parts[0]] {
            if let member = side.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "state" {
                return member.declName.baseName.text
            }
        }
        return nil
    }

    /// `setPeerIdWithRevealedOptions:` (or a custom item's revealed-options closure): a no-op `{ _, _ in }`, or the
    /// arguments' setter screenc generates for a row with `remove:` or `revealOptions:`; anything else is said.
    func readRevealedOptionsSetter(_ expression: ExprSyntax, label: String, into reading: inout RowReading) {
        guard let closure = expression.as(ClosureExprSyntax.self) else {
            reading.notes.append("`\(label): \(expression.trimmedDescription)` is built by screenc from `remove:`; not read")
            return
        }
        if closure.statements.isEmpty { return }
        guard closure.statements.count == 1,
            let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "arguments", member.declName.baseName.text.hasPrefix("set"),
            member.declName.baseName.text.hasSuffix("WithRevealedOptions"), call.arguments.count == 2
        else {
            reading.notes.append(
                "`\(label): \(expression.trimmedDescription)` does more than keep the revealed row: move it into a hook")
            return
        }
    }

    /// `removePeer: { _ in arguments.h(peer) }` → the hook; `{ _ in }` → none.
    mutating func readIgnoringArguments(
        _ expression: ExprSyntax, key: String, label: String, into reading: inout RowReading
    ) {
        if let closure = expression.as(ClosureExprSyntax.self), closure.statements.isEmpty { return }
        // `{ peerId in arguments.h(peer) }`: a parameter the body does not read is ignored as `_` is.
        var target = expression
        if let closure = expression.as(ClosureExprSyntax.self), case .simpleInput(let names)? = closure.signature?.parameterClause,
            names.allSatisfy({ name in !closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.text == name.name.text } })
        {
            target = ExprSyntax(ClosureExprSyntax(statements: closure.statements))
        }
        guard let hook = hookName(target) else {
            reading.notes.append("`\(label): \(expression.trimmedDescription)` not translated to `\(key):`")
            return
        }
        reading.values[key] = hook
    }

    /// `ItemListPeerItemRevealOptions(options: [ItemListPeerItemRevealOption(type: .warning, title: …, action: {
    /// arguments.h(peer) }), …])` → `[{ title: …, color: warning, action: h }, …]`.
    mutating func revealOptions(_ expression: ExprSyntax) -> String? {
        guard let call = resolve(expression).as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "ItemListPeerItemRevealOptions", call.arguments.count == 1,
            call.arguments.first?.label?.text == "options",
            let array = call.arguments.first?.expression.as(ArrayExprSyntax.self), !array.elements.isEmpty
        else { return nil }
        var options: [String] = []
        for element in array.elements {
            guard let option = element.expression.as(FunctionCallExprSyntax.self),
                option.calledExpression.trimmedDescription == "ItemListPeerItemRevealOption",
                option.arguments.map({ $0.label?.text ?? "" }) == ["type", "title", "action"]
            else { return nil }
            let arguments = Array(option.arguments)
            let type = arguments[0].expression.trimmedDescription
            guard type.hasPrefix("."), ScreenLanguage.revealOptionColors.contains(String(type.dropFirst())),
                let title = text(of: arguments[1].expression), let hook = hookName(arguments[2].expression)
            else { return nil }
            let color = type == ".neutral" ? "" : ", color: \(type.dropFirst())"
            options.append("{ title: \(title)\(color), action: \(hook) }")
        }
        return "[\(options.joined(separator: ", "))]"
    }

    /// One expression parsed from Swift text (a template with its placeholders named).
    static func parseExpression(_ source: String) -> ExprSyntax? {
        let file = Parser.parse(source: source)
        guard file.statements.count == 1, let item = file.statements.first?.item else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// Whether `actual` has the shape of `pattern`, token for token (trivia aside), where a placeholder name of the
    /// pattern matches any expression, captured by its key.
    static func match(
        _ pattern: Syntax, _ actual: Syntax, placeholders: [String: String], captured: inout [String: ExprSyntax]
    ) -> Bool {
        if let reference = pattern.as(DeclReferenceExprSyntax.self), let key = placeholders[reference.baseName.text] {
            guard let expression = actual.as(ExprSyntax.self) else { return false }
            captured[key] = expression
            return true
        }
        if let token = pattern.as(TokenSyntax.self) {
            return actual.as(TokenSyntax.self)?.text == token.text
        }
        guard pattern.kind == actual.kind else { return false }
        let patternChildren = Array(pattern.children(viewMode: .sourceAccurate))
        let actualChildren = Array(actual.children(viewMode: .sourceAccurate))
        guard patternChildren.count == actualChildren.count else { return false }
        for (left, right) in zip(patternChildren, actualChildren) {
            guard match(left, right, placeholders: placeholders, captured: &captured) else { return false }
        }
        return true
    }
}
