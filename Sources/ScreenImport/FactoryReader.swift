import SwiftSyntax

/// The controller factory around `ItemListControllerState(…)` and `ItemListNodeState(…)`: the `|> map` closure of the
/// combined signals, its locals (navigation buttons chosen by `if`, a computed `animateChanges`), and what the
/// factory sets on the controller (`controller.navigationPresentation = .modal`).
struct FactoryReader {
    /// The `map` closure that builds both states, when there is one.
    private(set) var closure: ClosureExprSyntax?
    /// Closure names → the entries parameter they are passed as (`state` → `state`, `servers` → `servers`): read
    /// through the entries function's state and data.
    private(set) var passedAs: [String: String] = [:]
    /// `controller.x = value` statements of the factory body, after the controller is created.
    private(set) var controllerSettings: [(name: String, value: ExprSyntax, statement: Syntax)] = []
    /// `controller.x(…)` calls of the factory body (`controller.setReorderEntry({ … })`).
    private(set) var controllerCalls: [(name: String, call: FunctionCallExprSyntax, statement: Syntax)] = []
    /// `if` statements of the factory body after the controller is created (`if parameters.x {
    /// controller.navigationPresentation = .modal }`).
    private(set) var controllerIfs: [(ifExpr: IfExprSyntax, statement: Syntax)] = []

    init(controller: ControllerSource) {
        guard let state = controller.controllerState ?? controller.nodeState else { return }
        var node: Syntax? = Syntax(state).parent
        while let current = node, !current.is(ClosureExprSyntax.self) { node = current.parent }
        closure = node?.as(ClosureExprSyntax.self)
        if let entriesFunction = controller.entriesFunction, let scope = closure.map(Syntax.init) {
            let name = entriesFunction.name.text
            let calls = NamedCallFinder(name: name)
            calls.walk(scope)
            if let call = calls.first {
                for (argument, parameter) in zip(call.arguments, entriesFunction.signature.parameterClause.parameters) {
                    guard let reference = argument.expression.as(DeclReferenceExprSyntax.self) else { continue }
                    passedAs[reference.baseName.text] = (parameter.secondName ?? parameter.firstName).text
                }
            }
        }
        // The factory: the function whose body holds the closure.
        var outer: Syntax? = node?.parent
        while let current = outer, !current.is(FunctionDeclSyntax.self) { outer = current.parent }
        if let body = outer?.as(FunctionDeclSyntax.self)?.body {
            for statement in body.statements {
                if let ifExpr = (statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression)?
                    .as(IfExprSyntax.self), ifExpr.trimmedDescription.contains("controller")
                {
                    controllerIfs.append((ifExpr, Syntax(statement)))
                    continue
                }
                if let call = (statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression)?
                    .as(FunctionCallExprSyntax.self),
                    let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                    callee.base?.trimmedDescription == "controller"
                {
                    controllerCalls.append((callee.declName.baseName.text, call, Syntax(statement)))
                    continue
                }
                guard let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression,
                    let (left, right) = assignment(expression),
                    let target = left.as(MemberAccessExprSyntax.self), target.base?.trimmedDescription == "controller"
                else { continue }
                controllerSettings.append((target.declName.baseName.text, right, Syntax(statement)))
            }
        }
    }

    /// The expression a local of the closure was declared with (`let x = …`), when it is assigned nowhere else.
    func local(_ name: String) -> ExprSyntax? {
        guard let closure else { return nil }
        for statement in closure.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            return binding.initializer?.value
        }
        return nil
    }

    /// A local declared without a value (or `nil`), then set in an `if` / `else if` / `else` chain: each branch's
    /// condition (nil for `else`) and the value it sets (nil for `x = nil`). Nil when the local is set otherwise.
    func branches(of name: String) -> [(condition: ExprSyntax?, value: ExprSyntax?)]? {
        guard let closure else { return nil }
        var declared = false
        var result: [(ExprSyntax?, ExprSyntax?)]?
        for statement in closure.statements {
            if let variable = statement.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                guard binding.initializer == nil || binding.initializer?.value.is(NilLiteralExprSyntax.self) == true
                else { return nil }
                declared = true
                continue
            }
            guard declared, result == nil,
                let ifExpr = (statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self))?
                    .as(IfExprSyntax.self)
            else { continue }
            guard let chain = Self.chain(ifExpr, assigning: name) else { return nil }
            result = chain
        }
        return declared ? result : nil
    }

    private static func chain(_ ifExpr: IfExprSyntax, assigning name: String) -> [(ExprSyntax?, ExprSyntax?)]? {
        guard ifExpr.conditions.count == 1, case .expression(let condition) = ifExpr.conditions.first!.condition,
            let value = assigned(in: ifExpr.body, to: name)
        else { return nil }
        var result: [(ExprSyntax?, ExprSyntax?)] = [(condition, value.is(NilLiteralExprSyntax.self) ? nil : value)]
        switch ifExpr.elseBody {
        case .ifExpr(let nested):
            guard let rest = chain(nested, assigning: name) else { return nil }
            result += rest
        case .codeBlock(let block):
            guard let value = assigned(in: block, to: name) else { return nil }
            result.append((nil, value.is(NilLiteralExprSyntax.self) ? nil : value))
        case nil:
            break
        }
        return result
    }

    /// The value of a block that is exactly `name = value`.
    private static func assigned(in block: CodeBlockSyntax, to name: String) -> ExprSyntax? {
        guard block.statements.count == 1, let item = block.statements.first?.item,
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression,
            let (left, right) = assignment(expression),
            left.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        else { return nil }
        return right
    }

    /// The closure's statements, for the locals it computes.
    var closureStatements: CodeBlockItemListSyntax? { closure?.statements }

    /// The statements of the closure, to find `if let before, before.x != state.x { animateChanges = true }`.
    var statements: [CodeBlockItemSyntax] { closure.map { Array($0.statements) } ?? [] }
}

/// `left = right`: the parser leaves it a sequence of three (operators are folded later), or already folded.
func assignment(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
    if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
        return (infix.leftOperand, infix.rightOperand)
    }
    guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return nil }
    let parts = Array(sequence.elements)
    guard parts[1].is(AssignmentExprSyntax.self), !parts.dropFirst(2).contains(where: { $0.is(AssignmentExprSyntax.self) })
    else { return nil }
    // `x = a ? b : c`, `x = a + b`: the right side is the rest of the sequence.
    return (parts[0], parts.count == 3 ? parts[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(parts[2...]))))
}

/// The first call of a function by name.
final class NamedCallFinder: SyntaxVisitor {
    let name: String
    var first: FunctionCallExprSyntax?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, node.calledExpression.trimmedDescription == name { first = node }
        return first == nil ? .visitChildren : .skipChildren
    }
}
