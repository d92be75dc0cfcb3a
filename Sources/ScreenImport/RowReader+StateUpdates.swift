import SwiftSyntax

/// `set:` read back: a closure that writes the screen's own state in one step (docs/Language.md, Set state), perhaps
/// followed by a hook (`set:` with `action:`) — from rows, navigation buttons and toolbar actions alike.
extension RowReader {
    /// `{ arguments.update(\.f, to: v) }`, `{ let _ = arguments.updateState { state in var s = state; s.f = v; …;
    /// return s } }` or `{ updateState { $0.withUpdatedF(v) } }`, then perhaps `arguments.h()` (passing a repeated
    /// row's element): the `set:` mapping (`{ f: v, … }`) and the hook. Nil for any other closure.
    mutating func stateUpdate(_ expression: ExprSyntax) -> (set: String, hook: String?)? {
        guard let closure = expression.as(ClosureExprSyntax.self), Self.ignoresItsParameters(closure),
            (1...2).contains(closure.statements.count)
        else { return nil }
        let statements = Array(closure.statements)
        var hook: String?
        if statements.count == 2 {
            guard let call = statements[1].item.as(FunctionCallExprSyntax.self),
                let name = hookName(
                    ExprSyntax(ClosureExprSyntax(statements: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(call)))]))))
            else { return nil }
            hook = name
        }
        guard let assignments = writes(statements[0].item), !assignments.isEmpty else { return nil }
        var pairs: [String] = []
        for (field, value) in assignments {
            guard conditions.isStateField(field), let yaml = setValue(value) else { return nil }
            pairs.append("\(field): \(yaml)")
        }
        for (field, _) in assignments { _ = conditions.markStateField(field) }
        return ("{ \(pairs.joined(separator: ", ")) }", hook)
    }

    /// The fields one statement writes, with their values: one (`StateUpdate.read`: `arguments.update(\.f, to: v)`,
    /// `updateState { $0.withUpdatedF(v) }`), or `[let _ =] [arguments.]updateState { state in var s = state; s.f = v;
    /// …; return s }`.
    private mutating func writes(_ item: CodeBlockItemSyntax.Item) -> [(String, ExprSyntax)]? {
        var expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        if let variable = item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            variable.bindings.first?.pattern.trimmedDescription == "_"
        {
            expression = variable.bindings.first?.initializer?.value
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
        // One field, as hand-written controllers write it (`StateUpdate`).
        if let (field, value) = StateUpdate.read(call) { return [(field, value)] }
        let callee = call.calledExpression.trimmedDescription
        guard callee == "updateState" || callee == "arguments.updateState",
            let update = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            call.arguments.count <= (call.trailingClosure == nil ? 1 : 0)
        else { return nil }
        // `{ state in var copy = state; copy.f = v; …; return copy }`: values read the state before any write.
        guard case .simpleInput(let names)? = update.signature?.parameterClause, names.count == 1,
            update.statements.count >= 3
        else { return nil }
        let parameter = names.first!.name.text
        let body = Array(update.statements)
        guard let copyDecl = body.first?.item.as(VariableDeclSyntax.self), copyDecl.bindingSpecifier.text == "var",
            copyDecl.bindings.count == 1, let binding = copyDecl.bindings.first,
            binding.initializer?.value.trimmedDescription == parameter,
            let copy = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            body.last?.item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == copy
        else { return nil }
        var result: [(String, ExprSyntax)] = []
        for statement in body.dropFirst().dropLast() {
            guard let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression,
                let (left, right) = assignment(expression),
                let target = left.as(MemberAccessExprSyntax.self), target.base?.trimmedDescription == copy
            else { return nil }
            // A value reading the copy after a write would read the written value, which `set:` does not.
            if copy == parameter, !result.isEmpty, right.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == copy }) {
                return nil
            }
            result.append((target.declName.baseName.text, right))
        }
        guard parameter == "state" || !stateNamesRead(in: result.map(\.1), parameter: parameter) else { return nil }
        return result
    }

    /// Whether values read a closure parameter other than the entries function's `state` (not translated here).
    private func stateNamesRead(in values: [ExprSyntax], parameter: String) -> Bool {
        values.contains { $0.tokens(viewMode: .sourceAccurate).contains { $0.text == parameter } }
    }

    /// A value of `set:` as the language writes it: a literal, `.case`, `null`, `'"text"'`, else the expression.
    private mutating func setValue(_ expression: ExprSyntax) -> String? {
        if let bool = expression.as(BooleanLiteralExprSyntax.self) { return bool.literal.text }
        if let int = expression.as(IntegerLiteralExprSyntax.self), Int(int.literal.text) != nil { return int.literal.text }
        if expression.is(NilLiteralExprSyntax.self) { return "null" }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return "." + member.declName.baseName.text
        }
        if let text = ConditionTranslator.plainStringLiteral(expression) { return YAMLText.quoted("\"\(text)\"") }
        guard let value = conditions.translate(expression) else { return nil }
        return RowReader.conditionValue(value)
    }
}
