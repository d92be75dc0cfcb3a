import SwiftSyntax

/// A write of one state field as hand-written controllers spell it: `arguments.update(\.f, to: v)`, or
/// `updateState { $0.withUpdatedF(v) }` (also `arguments.updateState`, and `{ state in state.withUpdatedF(v) }` /
/// `return` inside) — the field (`f`, the helper's name less `withUpdated`, lower-cased first) and the value written.
enum StateUpdate {
    static func read(_ call: FunctionCallExprSyntax) -> (field: String, value: ExprSyntax)? {
        let callee = call.calledExpression.trimmedDescription
        if callee == "arguments.update", call.arguments.count == 2, call.arguments.last?.label?.text == "to",
            let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
            keyPath.components.count == 1
        {
            let component = keyPath.components.first!.trimmedDescription
            guard component.hasPrefix(".") else { return nil }
            return (String(component.dropFirst()), call.arguments.last!.expression)
        }
        guard callee == "updateState" || callee == "arguments.updateState",
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            call.arguments.count == (call.trailingClosure == nil ? 1 : 0), closure.statements.count == 1
        else { return nil }
        // The closure's one parameter: `$0`, or the name it gives (`{ state in … }`).
        var parameter = "$0"
        if let clause = closure.signature?.parameterClause {
            guard case .simpleInput(let names) = clause, names.count == 1 else { return nil }
            parameter = names.first!.name.text
        }
        let item = closure.statements.first!.item
        guard
            let update = (item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self))?
                .as(FunctionCallExprSyntax.self),
            let member = update.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == parameter, member.declName.baseName.text.hasPrefix("withUpdated"),
            update.arguments.count == 1, update.trailingClosure == nil
        else { return nil }
        let name = member.declName.baseName.text.dropFirst("withUpdated".count)
        guard let first = name.first else { return nil }
        return (first.lowercased() + name.dropFirst(), update.arguments.first!.expression)
    }
}
