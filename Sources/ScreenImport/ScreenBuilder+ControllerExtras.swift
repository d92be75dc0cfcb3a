import SwiftSyntax

/// What a controller shows and does besides its rows and navigation bar: the toolbar (`toolbarItem:`), the empty
/// state (`emptyStateItem:`) and the lifecycle closures (`controller.didAppear = …`), read back into `toolbar:`,
/// `emptyState:` and `lifecycle:` (docs/Language.md, Toolbar, Empty state, Presentation and lifecycle).
extension ScreenBuilder {
    /// `toolbarItem: ItemListToolbarItem(actions: [.init(title:isEnabled:action:), …])`, directly or in a `let`:
    /// `toolbar:` lines, nil when an action is not read (its title computed, its closure doing more than one hook
    /// call or literal writes) or the toolbar is chosen by a condition.
    mutating func toolbarLines(factory: FactoryReader) -> [String]? {
        guard var expression = controller.nodeState?.arguments.first(where: { $0.label?.text == "toolbarItem" })?
            .expression
        else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let value = factory.local(reference.baseName.text) else { return nil }
            expression = value
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "ItemListToolbarItem", call.arguments.count == 1,
            call.arguments.first?.label?.text == "actions",
            let actions = call.arguments.first?.expression.as(ArrayExprSyntax.self),
            (1...3).contains(actions.elements.count)
        else { return nil }
        var lines = ["toolbar:"]
        for element in actions.elements {
            guard let action = element.expression.as(FunctionCallExprSyntax.self),
                ["ItemListToolbarItem.Action", ".init", "ItemListToolbarItem.Action.init"].contains(
                    action.calledExpression.trimmedDescription)
            else { return nil }
            var keys: [String] = []
            for argument in action.arguments {
                switch argument.label?.text {
                case "title":
                    guard let title = rows.readText(argument.expression) else { return nil }
                    keys.append("title: \(title)")
                case "isEnabled":
                    guard let enabled = rows.conditions.translate(argument.expression, expecting: "Bool") else {
                        return nil
                    }
                    if enabled != "true" { keys.append("enabled: \(RowReader.conditionValue(enabled))") }
                case "action":
                    guard let action = actionLines(argument.expression) else { return nil }
                    keys += action
                default:
                    return nil
                }
            }
            lines += keys.enumerated().map { index, key in (index == 0 ? "  - " : "    ") + key }
        }
        return lines
    }

    /// `emptyStateItem: entries.isEmpty ? ItemListTextEmptyStateItem(text: …) : nil` → `emptyState: Text`; a local
    /// set in an `if` / `else if` chain (`ItemListTextEmptyStateItem`, `ItemListLoadingIndicatorEmptyStateItem`) →
    /// `emptyState:` variants (`entries.isEmpty` is a variant without `when:`). Nil when not read.
    mutating func emptyStateLines(factory: FactoryReader) -> (lines: [String], variants: Bool)? {
        guard let expression = controller.nodeState?.arguments.first(where: { $0.label?.text == "emptyStateItem" })?
            .expression, !expression.is(NilLiteralExprSyntax.self)
        else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let branches = factory.branches(of: reference.baseName.text)
        {
            var lines = ["emptyState:"]
            for (condition, value) in branches {
                var when: String?
                if let condition, condition.trimmedDescription != "entries.isEmpty" {
                    guard let text = rows.conditions.translate(condition, expecting: "Bool") else { return nil }
                    when = RowReader.conditionValue(text)
                }
                guard let value else {
                    // `x = nil` only as the chain's last word (no variant holds).
                    guard condition == nil else { return nil }
                    continue
                }
                guard let content = emptyStateContent(value) else { return nil }
                let keys = (when.map { ["when: \($0)"] } ?? []) + [content]
                lines += keys.enumerated().map { index, key in (index == 0 ? "  - " : "    ") + key }
            }
            return lines.count > 1 ? (lines, true) : nil
        }
        // `entries.isEmpty ? item : nil`: the parser leaves the ternary unfolded (`a`, `? b`, `nil`).
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard parts[0].trimmedDescription == "entries.isEmpty",
            let ternary = parts[1].as(UnresolvedTernaryExprSyntax.self), parts[2].is(NilLiteralExprSyntax.self),
            let call = ternary.thenExpression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "ItemListTextEmptyStateItem",
            let argument = call.arguments.first?.expression, let text = rows.readText(argument)
        else { return nil }
        return (["emptyState: \(text)"], false)
    }

    /// One empty-state variant's content: `key: X`, `text: "…"` or `loading: true`.
    private mutating func emptyStateContent(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        switch call.calledExpression.trimmedDescription {
        case "ItemListLoadingIndicatorEmptyStateItem":
            return "loading: true"
        case "ItemListTextEmptyStateItem":
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "text",
                let text = rows.readText(argument.expression)
            else { return nil }
            if let key = TextTranslator.stringsKey(argument.expression) { return "key: \(key)" }
            return "text: \(text)"
        default:
            return nil
        }
    }

    /// `controller.didAppear = { firstTime in hooks.x(firstTime, handle) }` (or `arguments.x()`), the same for
    /// `willDisappear`, `didDisappear` and `beganInteractiveDragging`; `if isPopped() { hooks.y(animated, handle) }`
    /// in `willDisappear` / `didDisappear` is `willPop` / `didPop`. The `lifecycle:` entries of one callback (none
    /// for a `didAppear` that only remembers the navigation controller for them), nil when its closure does anything
    /// else.
    func lifecycleEntries(callback: String, closure value: ExprSyntax) -> [(String, String)]? {
        guard let closure = value.as(ClosureExprSyntax.self) else { return nil }
        let parameter: String?
        switch closure.signature?.parameterClause {
        case nil: parameter = nil
        case .simpleInput(let names) where names.count == 1: parameter = names.first!.name.text
        default: return nil
        }
        var entries: [(String, String)] = []
        for statement in closure.statements {
            let item = statement.item
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
            // The stack the generated factory tracks for `willPop` / `didPop`: implied by them.
            if let expression, let (left, _) = assignment(expression),
                left.trimmedDescription == "shownOnNavigationController"
            {
                continue
            }
            // `if firstTime { controller?.forEachItemNode { … tag.isEqual(to: XEntryTag.row) … itemNode.focus() } }`:
            // the row focused once the screen appeared.
            if callback == "didAppear", let ifExpr = expression?.as(IfExprSyntax.self), ifExpr.elseBody == nil,
                ifExpr.conditions.trimmedDescription == parameter,
                let row = Self.focusedRow(ifExpr.body.statements.trimmedDescription)
            {
                entries.append(("focus", row))
                continue
            }
            if let ifExpr = expression?.as(IfExprSyntax.self), ["willDisappear", "didDisappear"].contains(callback),
                ifExpr.elseBody == nil, ifExpr.conditions.trimmedDescription == "isPopped()",
                ifExpr.body.statements.count == 1,
                let call = ifExpr.body.statements.first?.item.as(ExprSyntax.self).flatMap({ hookCalled($0, passing: parameter) })
            {
                entries.append((callback == "willDisappear" ? "willPop" : "didPop", call))
                continue
            }
            guard let expression, let call = hookCalled(expression, passing: parameter) else { return nil }
            entries.append((callback, call))
        }
        return entries
    }

    /// The row a `forEachItemNode` walk focuses: the `row` of `tag.isEqual(to: XEntryTag.row)` before `.focus()`.
    private static func focusedRow(_ swift: String) -> String? {
        guard swift.hasPrefix("controller?.forEachItemNode"), swift.contains("itemNode.focus()"),
            swift.contains("ItemListItemFocusableNode"), let start = swift.range(of: "tag.isEqual(to: ")?.upperBound
        else { return nil }
        let tag = swift[start...].prefix { $0 != ")" }
        guard let dot = tag.lastIndex(of: "."), tag[..<dot].hasSuffix("EntryTag") else { return nil }
        let row = String(tag[tag.index(after: dot)...])
        return row.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && !row.isEmpty ? row : nil
    }

    /// The hook a lifecycle closure's statement calls: `hooks.x(p, handle)`, `hooks.x?(p, handle)`, `hooks.x(handle)`
    /// or `arguments.x()`.
    private func hookCalled(_ expression: ExprSyntax, passing parameter: String?) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        var callee = call.calledExpression
        var optional = false
        if let chained = callee.as(OptionalChainingExprSyntax.self) {
            callee = chained.expression
            optional = true
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription else {
            return nil
        }
        let name = member.declName.baseName.text
        let passed = call.arguments.map { $0.expression.trimmedDescription }
        switch base {
        case "hooks":
            guard passed == [parameter, "handle"].compactMap({ $0 }) || passed == ["handle"] else { return nil }
            return optional || controller.optionalHooks.contains(name) ? "\(name)?" : name
        case "arguments":
            guard passed.isEmpty else { return nil }
            return hook(name)
        default:
            return nil
        }
    }
}
