import SwiftSyntax

/// One `entries.append(.x(…))` of the entries function, with the `if` conditions around it.
struct EntryUse {
    var caseName: String
    /// The arguments of `.x(…)`; empty for `.x`.
    var arguments: [LabeledExprSyntax]
    /// The `if` conditions around the append, outermost first, as Swift (`else` branches negated).
    var conditions: [Condition]
    /// The `for` loop around the append, when there is one.
    var loop: ForStmtSyntax?
    /// How many of `conditions` are outside the loop (all of them without one).
    var conditionsOutsideLoop = 0
    /// The statement, to quote.
    var statement: Syntax
}

/// An `if` condition around an entry: an expression (negated in an `else`), or a condition the importer cannot read
/// (`if let`, `case`).
struct Condition {
    var expression: ExprSyntax?
    var negated: Bool
    /// The Swift as written, to quote.
    var swift: String
}

/// Reads the appends of an entries function in order.
struct EntriesReader {
    private(set) var uses: [EntryUse] = []
    /// Statements that are neither appends, `if`s, `for`s, the `entries` variable nor its `return`.
    private(set) var unread: [Syntax] = []
    /// The function's own locals (`let isX = …`, a text set by an `if` chain or a `switch`): named conditions and
    /// computed texts where entries read them.
    private(set) var locals = LocalValues()

    init(_ function: FunctionDeclSyntax) {
        guard let body = function.body else { return }
        locals = LocalValues(body.statements)
        read(body.statements, conditions: [], loop: nil)
        // A hand-written loop's own index (`var index: Int32 = 0` before it, `index += 1` in it) is the row's position
        // in the list, which a repeated row has anyway: not a statement to report.
        let counters = Set(unread.compactMap { Self.incremented($0) })
        unread.removeAll { statement in
            if let name = Self.incremented(statement) { return counters.contains(name) }
            guard let variable = statement.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                binding.initializer?.value.trimmedDescription == "0"
            else { return false }
            return counters.contains(name)
        }
    }

    /// `x` of a statement `x += 1` inside a `for` loop.
    private static func incremented(_ statement: Syntax) -> String? {
        guard let sequence = statement.as(SequenceExprSyntax.self)
            ?? statement.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
            sequence.elements.count == 3
        else { return nil }
        let parts = Array(sequence.elements)
        guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=", parts[2].trimmedDescription == "1",
            let name = parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        var node = statement.parent
        while let current = node {
            if current.is(ForStmtSyntax.self) { return name }
            if current.is(FunctionDeclSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    private mutating func read(_ statements: CodeBlockItemListSyntax, conditions: [Condition], loop: ForStmtSyntax?) {
        for statement in statements {
            if locals.consumed.contains(statement.id) { continue }
            let item = statement.item
            if let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) {
                if let ifExpr = expression.as(IfExprSyntax.self) {
                    read(ifExpr, conditions: conditions, loop: loop)
                    continue
                }
                if let use = append(expression, conditions: conditions, loop: loop) {
                    uses.append(use)
                    continue
                }
            }
            if let forStmt = item.as(ForStmtSyntax.self) {
                loopConditions = conditions.count
                read(forStmt.body.statements, conditions: conditions, loop: forStmt)
                continue
            }
            if let variable = item.as(VariableDeclSyntax.self),
                variable.bindings.first?.pattern.trimmedDescription == "entries"
            {
                continue
            }
            if let returned = item.as(ReturnStmtSyntax.self), returned.expression?.trimmedDescription == "entries" {
                continue
            }
            unread.append(Syntax(item))
        }
    }

    private mutating func read(_ ifExpr: IfExprSyntax, conditions: [Condition], loop: ForStmtSyntax?) {
        let these = ifExpr.conditions.map { element -> Condition in
            if case .expression(let expression) = element.condition {
                return Condition(expression: expression, negated: false, swift: expression.trimmedDescription)
            }
            return Condition(expression: nil, negated: false, swift: element.condition.trimmedDescription)
        }
        read(ifExpr.body.statements, conditions: conditions + these, loop: loop)
        guard let elseBody = ifExpr.elseBody else { return }
        // `else` holds when not all of `these` hold: one negated condition when there is one.
        let negation: Condition =
            these.count == 1 && these[0].expression != nil
            ? Condition(expression: these[0].expression, negated: true, swift: "!(\(these[0].swift))")
            : Condition(expression: nil, negated: true, swift: "else of if \(these.map(\.swift).joined(separator: ", "))")
        switch elseBody {
        case .codeBlock(let block):
            read(block.statements, conditions: conditions + [negation], loop: loop)
        case .ifExpr(let nested):
            read(nested, conditions: conditions + [negation], loop: loop)
        }
    }

    /// The number of conditions around the innermost `for` being read.
    private var loopConditions = 0

    private func append(_ expression: ExprSyntax, conditions: [Condition], loop: ForStmtSyntax?) -> EntryUse? {
        var use = use(expression, conditions: conditions, loop: loop)
        use?.conditionsOutsideLoop = loop == nil ? conditions.count : min(loopConditions, conditions.count)
        return use
    }

    private func use(_ expression: ExprSyntax, conditions: [Condition], loop: ForStmtSyntax?) -> EntryUse? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "append", call.arguments.count == 1,
            let argument = call.arguments.first?.expression
        else { return nil }
        if let member = argument.as(MemberAccessExprSyntax.self), member.base == nil {
            return EntryUse(
                caseName: member.declName.baseName.text, arguments: [], conditions: conditions, loop: loop,
                statement: Syntax(call))
        }
        if let caseCall = argument.as(FunctionCallExprSyntax.self),
            let member = caseCall.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        {
            return EntryUse(
                caseName: member.declName.baseName.text, arguments: Array(caseCall.arguments), conditions: conditions,
                loop: loop, statement: Syntax(call))
        }
        return nil
    }
}
