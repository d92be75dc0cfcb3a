import SwiftSyntax

/// The navigation bar's buttons read back (`leftNavigationButton:` …): a button, a `let`, or variants from an `if`
/// chain, and what a button or toolbar action does (`action:`, `set:`).
extension ScreenBuilder {
    /// A slot's buttons as YAML lines (indented under the slot), `[]` for an empty slot, nil when not read.
    mutating func buttons(_ expression: ExprSyntax, factory: FactoryReader) -> [String]? {
        var target = expression
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let value = factory.local(name) {
                target = value
            } else if let branches = factory.branches(of: name) {
                var variants: [[String]] = []
                for (condition, value) in branches {
                    var when: String?
                    if let condition {
                        guard let text = rows.conditions.translate(condition, expecting: "Bool") else { return nil }
                        when = RowReader.conditionValue(text)
                    }
                    guard let value else {
                        // `x = nil` in a branch: the slot is empty there; a later branch needs the negation.
                        guard when == nil else { return nil }
                        continue
                    }
                    guard var button = button(value) else { return nil }
                    if let when { button.insert("when: \(when)", at: 0) }
                    variants.append(button)
                }
                return variants.flatMap { variant in
                    variant.enumerated().map { index, line in (index == 0 ? "    - " : "      ") + line }
                }
            } else {
                return nil
            }
        }
        return button(target).map { $0.map { "    \($0)" } }
    }

    /// One `ItemListNavigationButton(content:style:enabled:action:)` as `key: value` lines.
    private mutating func button(_ expression: ExprSyntax) -> [String]? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "ItemListNavigationButton"
        else { return nil }
        var lines: [String] = []
        var style = "regular"
        for argument in call.arguments {
            let value = argument.expression
            switch argument.label?.text {
            case "content":
                let swift = value.trimmedDescription
                if swift == ".none" { continue }
                if let icon = value.as(FunctionCallExprSyntax.self), icon.calledExpression.trimmedDescription == ".icon",
                    let name = icon.arguments.first?.expression.trimmedDescription,
                    [".search", ".add", ".action"].contains(name)
                {
                    lines.append("icon: \(name.dropFirst())")
                    continue
                }
                guard let text = value.as(FunctionCallExprSyntax.self), text.calledExpression.trimmedDescription == ".text",
                    let inner = text.arguments.first?.expression, let title = rows.readText(inner)
                else { return nil }
                lines.append("title: \(title)")
            case "style":
                let swift = value.trimmedDescription
                guard [".regular", ".bold", ".activity"].contains(swift) else { return nil }
                style = String(swift.dropFirst())
                if style != "regular" { lines.append("style: \(style)") }
            case "enabled":
                guard let enabled = rows.conditions.translate(value, expecting: "Bool") else { return nil }
                if enabled != "true" { lines.append("enabled: \(RowReader.conditionValue(enabled))") }
            case "action":
                if let closure = value.as(ClosureExprSyntax.self), closure.statements.isEmpty,
                    RowReader.ignoresItsParameters(closure)
                {
                    guard style == "activity" else { return nil }
                    continue
                }
                guard let action = actionLines(value) else { return nil }
                lines += action
            default:
                return nil
            }
        }
        return lines
    }

    /// What a button or toolbar action does: `arguments.x` or `{ arguments.x() }` → `action: x`; a closure writing the
    /// screen's own state (`RowReader.stateUpdate`) → `set: { f: v }` (and `action:` for the hook it calls after).
    mutating func actionLines(_ value: ExprSyntax) -> [String]? {
        if let member = value.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "arguments" {
            return ["action: \(hook(member.declName.baseName.text))"]
        }
        guard let closure = value.as(ClosureExprSyntax.self), RowReader.ignoresItsParameters(closure) else { return nil }
        // `{ arguments.pushX(XParameters(…)) }`: `push:`, when X's screen is imported beside this one (lint sees it).
        if let push = rows.push(value) {
            let screen = push.hasPrefix("{ screen: ") ? String(push.dropFirst("{ screen: ".count).prefix { $0 != "," }) : push
            if rows.importedFactories.values.contains(screen) { return ["push: \(push)"] }
        }
        if closure.statements.count == 1, let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if callee.hasPrefix("arguments."), call.arguments.isEmpty, call.trailingClosure == nil {
                return ["action: \(hook(String(callee.dropFirst("arguments.".count))))"]
            }
        }
        guard let update = rows.stateUpdate(value) else { return nil }
        return ["set: \(update.set)"] + (update.hook.map { ["action: \($0)"] } ?? [])
    }
}
