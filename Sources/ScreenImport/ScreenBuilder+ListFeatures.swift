import SwiftSyntax

/// What the factory does for the list itself, read back (docs/Language.md, Loading more, Reordering, Starting
/// scrolled to a row): `controller.visibleBottomContentOffsetChanged` → `loadMore:`, `controller.setReorderEntry` →
/// the repeated rows' `reorder:`, `ItemListNodeState(initialScrollToItem:)` → `initialScroll:`.
extension ScreenBuilder {
    /// The hook of `controller.visibleBottomContentOffsetChanged = { offset in if case .known(let value) = offset,
    /// value < 40.0[, armed.swap(false)] { arguments.h() } }` (or `hooks.h(handle)`): nil for any other closure.
    func loadMoreHook(_ value: ExprSyntax) -> String? {
        guard let closure = value.as(ClosureExprSyntax.self),
            case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1,
            closure.statements.count == 1,
            let ifExpr = (closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
                ?? closure.statements.first?.item.as(ExprSyntax.self))?.as(IfExprSyntax.self),
            ifExpr.elseBody == nil, ifExpr.body.statements.count == 1,
            let call = ifExpr.body.statements.first?.item.as(FunctionCallExprSyntax.self)
        else { return nil }
        let offset = names.first!.name.text
        var known: String?
        var bounded = false
        for condition in ifExpr.conditions {
            switch condition.condition {
            case .matchingPattern(let pattern):
                // `case .known(let value) = offset`, `case let .known(value) = offset`.
                let text = pattern.pattern.trimmedDescription.replacingAll(" ", with: "")
                guard pattern.initializer.value.trimmedDescription == offset,
                    let name = ["case.known(let", "caselet.known("].lazy.compactMap({ prefix -> String? in
                        let written = "case" + text
                        guard written.hasPrefix(prefix), written.hasSuffix(")") else { return nil }
                        return String(written.dropFirst(prefix.count).dropLast())
                    }).first
                else { return nil }
                known = name
            case .expression(let expression):
                let text = expression.trimmedDescription.replacingAll(" ", with: "")
                if let known, text.hasPrefix("\(known)<") {
                    bounded = true
                } else if !text.hasSuffix(".swap(false)") {
                    return nil
                }
            default:
                return nil
            }
        }
        guard known != nil, bounded, call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        let passed = call.arguments.map { $0.expression.trimmedDescription }
        switch member.base?.trimmedDescription {
        case "arguments" where passed.isEmpty: return hook(member.declName.baseName.text)
        case "hooks" where passed == ["handle"]: return hook(member.declName.baseName.text)
        default: return nil
        }
    }

    /// `controller.setReorderEntry({ (fromIndex, toIndex, entries) -> Signal<Bool, NoError> in … })`: the rows it
    /// reorders and the hook each calls with the new order, from a `switch entries[fromIndex]` whose cases each call
    /// one `arguments.h(…)`. Nil when it is written otherwise.
    static func reorderHooks(_ call: FunctionCallExprSyntax) -> [String: String]? {
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure, call.arguments.count <= 1 else { return nil }
        guard let switchExpr = switches(in: Syntax(closure)).first(where: {
            $0.subject.trimmedDescription.replacingAll(" ", with: "") == "entries[fromIndex]"
        }) else { return nil }
        var hooks: [String: String] = [:]
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
            guard case .case(let label) = switchCase.label else { continue }  // `default:` refuses the move
            let calls = ArgumentsCallCollector(viewMode: .sourceAccurate)
            calls.walk(switchCase)
            // Asked once the drag ends: the case only notes the move (`folderDragged = true`), which
            // `setReorderCompleted` reads (`reorderOnDrop`); the row's entry is `drop:` and the flag.
            var hook = calls.names.first
            if calls.names.isEmpty, let flag = switchCase.statements.lazy.compactMap({ statement -> String? in
                guard let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression,
                    let (left, right) = assignment(expression), right.trimmedDescription == "true",
                    let name = left.as(DeclReferenceExprSyntax.self)?.baseName.text
                else { return nil }
                return name
            }).first {
                hook = "drop:" + flag
            }
            guard calls.names.count <= 1, let hook else { return nil }
            for item in label.caseItems {
                let pattern = item.pattern.trimmedDescription
                guard pattern.hasPrefix("."), let row = pattern.dropFirst().split(separator: "(").first else {
                    return nil
                }
                hooks[String(row)] = hook
            }
        }
        return hooks.isEmpty ? nil : hooks
    }

    /// `controller.setReorderCompleted({ entries in if folderDragged { folderDragged = false; arguments.h(…) } })`:
    /// each flag a `setReorderEntry` case set → the hook called with the order once the drag ends. Nil when written
    /// otherwise.
    static func reorderOnDrop(_ call: FunctionCallExprSyntax) -> [String: String]? {
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure, call.arguments.count <= 1, !closure.statements.isEmpty else { return nil }
        var hooks: [String: String] = [:]
        for statement in closure.statements {
            guard let ifExpr = (statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self))?
                .as(IfExprSyntax.self), ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
                case .expression(let test) = ifExpr.conditions.first!.condition,
                let flag = test.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return nil }
            let calls = ArgumentsCallCollector(viewMode: .sourceAccurate)
            calls.walk(ifExpr.body)
            guard calls.names.count == 1, let hook = calls.names.first else { return nil }
            hooks[flag] = hook
        }
        return hooks
    }

    /// `initialScrollToItem: initialScrollToItem`, the local set by a walk over the entries (`for (index, entry) in
    /// entries.enumerated() where initialScrollToItem == nil { switch entry { case .a, .b: initialScrollToItem =
    /// ListViewScrollToItem(index: index, position: .top(0.0), …) default: break } }`, or `if case .a = entry`),
    /// perhaps under an `if`: the rows of `initialScroll:` and its `when:`. Nil when written otherwise.
    mutating func initialScroll(factory: FactoryReader) -> (rows: [String], when: String?)? {
        guard let argument = controller.nodeState?.arguments.first(where: { $0.label?.text == "initialScrollToItem" }),
            let local = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let statements = factory.statements
        guard let declared = statements.firstIndex(where: { statement in
            guard let variable = statement.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first else {
                return false
            }
            return binding.pattern.trimmedDescription == local && binding.initializer == nil
                && binding.typeAnnotation?.type.trimmedDescription == "ListViewScrollToItem?"
        }), declared + 1 < statements.count
        else { return nil }
        var loop = statements[declared + 1].item.as(ForStmtSyntax.self)
        var when: String?
        if let ifExpr = (statements[declared + 1].item.as(ExpressionStmtSyntax.self)?.expression
            ?? statements[declared + 1].item.as(ExprSyntax.self))?.as(IfExprSyntax.self)
        {
            guard ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
                case .expression(let test) = ifExpr.conditions.first!.condition,
                let condition = rows.conditions.translate(test, expecting: "Bool"),
                ifExpr.body.statements.count == 1
            else { return nil }
            when = RowReader.conditionValue(condition)
            loop = ifExpr.body.statements.first?.item.as(ForStmtSyntax.self)
        }
        guard let loop, loop.pattern.trimmedDescription.replacingAll(" ", with: "") == "(index,entry)",
            loop.sequence.trimmedDescription == "entries.enumerated()",
            // Several rows: the first shown (`where … == nil`); one row: its entry.
            loop.whereClause == nil || loop.whereClause?.condition.trimmedDescription.replacingAll(" ", with: "") == "\(local)==nil",
            loop.body.statements.count == 1, let body = loop.body.statements.first?.item
        else { return nil }
        var scrolled: [String] = []
        let scroll = "\(local)=ListViewScrollToItem(index:index,position:.top(0.0),animated:false,curve:.Default(duration:0.0),directionHint:.Up)"
        if let switchExpr = (body.as(ExpressionStmtSyntax.self)?.expression ?? body.as(ExprSyntax.self))?.as(SwitchExprSyntax.self),
            switchExpr.subject.trimmedDescription == "entry"
        {
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
                let written = switchCase.statements.trimmedDescription.replacingAll(" ", with: "")
                    .replacingAll("\n", with: "")
                switch switchCase.label {
                case .default:
                    guard written == "break" else { return nil }
                case .case(let label):
                    guard written == scroll else { return nil }
                    for item in label.caseItems {
                        let pattern = item.pattern.trimmedDescription
                        guard pattern.hasPrefix(".") else { return nil }
                        scrolled.append(String(pattern.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                    }
                }
            }
        } else if let ifExpr = (body.as(ExpressionStmtSyntax.self)?.expression ?? body.as(ExprSyntax.self))?.as(IfExprSyntax.self),
            ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
            case .matchingPattern(let pattern) = ifExpr.conditions.first!.condition,
            pattern.initializer.value.trimmedDescription == "entry",
            ifExpr.body.statements.trimmedDescription.replacingAll(" ", with: "").replacingAll("\n", with: "") == scroll
        {
            let text = pattern.pattern.trimmedDescription
            guard text.hasPrefix(".") else { return nil }
            scrolled.append(String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        guard !scrolled.isEmpty else { return nil }
        return (scrolled, when)
    }

    /// `initialScroll:`'s value for the rows of it that are written (a row left, or repeated, cannot be named): nil
    /// when none is.
    static func initialScrollValue(rows: [String], when: String?, written: Set<String>) -> String? {
        let named = rows.filter(written.contains)
        guard !named.isEmpty else { return nil }
        let row = named.count == 1 ? named[0] : "[\(named.joined(separator: ", "))]"
        return when.map { "{ row: \(row), when: \($0) }" } ?? row
    }
}

/// The names of the `arguments.x(…)` calls inside a node.
private final class ArgumentsCallCollector: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "arguments" {
            names.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }
}
