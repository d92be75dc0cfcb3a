import SwiftSyntax

/// The locals a block computes before it uses them, as hand-written entries functions and `item(…)` cases do:
/// `let isX = …` (a named condition, or a text), and `let text: String` set once (`text = …`) or in every branch of an
/// `if` / `else if` / `else` chain or of a `switch` (a computed text, docs/Language.md "Computed texts").
struct LocalValues {
    indirect enum Value {
        /// `let x = e`.
        case expression(ExprSyntax)
        /// `let x: T` then `if c1 { x = a } else if c2 { x = b } else { x = c }`: each branch's condition (nil for
        /// the last `else`) and value.
        case branches([(condition: ExprSyntax?, value: Value)])
        /// `let x: T` then `switch s { case .a: x = … ; case .b, .c: x = … ; default: x = … }`; a case alone may
        /// bind the values it carries, `case .a(let count, let names):` (`bound`: those names, in order).
        case switchOver(ExprSyntax, cases: [(names: [String], bound: [String], value: Value)], default: Value?)
        /// `if let bound = optional { x = a } else { x = b }` (or `if let optional`): the name bound, the optional
        /// read, the value while it has one and the value while it is `nil`.
        case ifLet(bound: String, optional: ExprSyntax, then: Value, otherwise: Value)
    }

    private(set) var values: [String: Value] = [:]
    /// The statements read as locals (the declaration and the `if` / `switch` that sets it), by syntax id.
    private(set) var consumed: Set<SyntaxIdentifier> = []

    init() {}

    /// The locals declared directly in `statements` (not in nested blocks).
    init(_ statements: CodeBlockItemListSyntax) {
        var declared: [String: SyntaxIdentifier] = [:]
        for statement in statements {
            let item = statement.item
            if let variable = item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil
            {
                if let value = binding.initializer?.value {
                    // Only `let`: a `var` may be changed later.
                    guard variable.bindingSpecifier.text == "let" else { continue }
                    values[name] = .expression(value)
                    consumed.insert(statement.id)
                } else if binding.typeAnnotation != nil {
                    declared[name] = statement.id
                }
                continue
            }
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
            if let ifExpr = expression?.as(IfExprSyntax.self) {
                for (name, declaration) in declared where values[name] == nil {
                    guard let chain = Self.chain(ifExpr, assigning: name) else { continue }
                    values[name] = .branches(chain)
                    consumed.formUnion([declaration, statement.id])
                }
            } else if let switchExpr = expression?.as(SwitchExprSyntax.self) {
                for (name, declaration) in declared where values[name] == nil {
                    guard let value = Self.switchOver(switchExpr, assigning: name) else { continue }
                    values[name] = value
                    consumed.formUnion([declaration, statement.id])
                }
            } else if let expression, let (left, right) = assignment(expression),
                let name = left.as(DeclReferenceExprSyntax.self)?.baseName.text, let declaration = declared[name],
                values[name] == nil
            {
                // `let text: String` then `text = c ? a : b`: set once, as `let text = …`.
                values[name] = .expression(right)
                consumed.formUnion([declaration, statement.id])
            }
        }
    }

    subscript(name: String) -> Value? { values[name] }

    /// `if c { x = a } else if … else { x = c }` with exactly one plain condition per `if` and a final `else`.
    private static func chain(_ ifExpr: IfExprSyntax, assigning name: String?) -> [(ExprSyntax?, Value)]? {
        guard ifExpr.conditions.count == 1, let value = assigned(in: ifExpr.body.statements, to: name) else { return nil }
        if case .optionalBinding(let binding) = ifExpr.conditions.first!.condition {
            // `if let a = b` / `if let b`: one `ifLet` value, whose `else` is the rest of the chain.
            guard binding.bindingSpecifier.text == "let", binding.typeAnnotation == nil,
                let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            let optional = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(bound)))
            let otherwise: Value
            switch ifExpr.elseBody {
            case .ifExpr(let nested):
                guard let rest = chain(nested, assigning: name) else { return nil }
                otherwise = .branches(rest)
            case .codeBlock(let block):
                guard let value = assigned(in: block.statements, to: name) else { return nil }
                otherwise = value
            case nil:
                return nil
            }
            return [(nil, .ifLet(bound: bound, optional: optional, then: value, otherwise: otherwise))]
        }
        guard case .expression(let condition) = ifExpr.conditions.first!.condition else { return nil }
        var result: [(ExprSyntax?, Value)] = [(condition, value)]
        switch ifExpr.elseBody {
        case .ifExpr(let nested):
            guard let rest = chain(nested, assigning: name) else { return nil }
            result += rest
        case .codeBlock(let block):
            guard let value = assigned(in: block.statements, to: name) else { return nil }
            result.append((nil, value))
        case nil:
            return nil
        }
        return result
    }

    private static func switchOver(_ switchExpr: SwitchExprSyntax, assigning name: String?) -> Value? {
        var cases: [(names: [String], bound: [String], value: Value)] = []
        var fallback: Value?
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self),
                let value = assigned(in: switchCase.statements, to: name)
            else { return nil }
            switch switchCase.label {
            case .default:
                fallback = value
            case .case(let label):
                var names: [String] = []
                var bound: [String] = []
                for item in label.caseItems {
                    // `.a`, or `.a(let x, let y)` alone: a case that matches anything else is not a case of the
                    // language.
                    guard item.whereClause == nil, let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                    else { return nil }
                    var member = expression.as(MemberAccessExprSyntax.self)
                    if let call = expression.as(FunctionCallExprSyntax.self), label.caseItems.count == 1,
                        call.trailingClosure == nil
                    {
                        member = call.calledExpression.as(MemberAccessExprSyntax.self)
                        for argument in call.arguments {
                            guard argument.label == nil,
                                let binding = argument.expression.as(PatternExprSyntax.self)?.pattern
                                    .as(ValueBindingPatternSyntax.self),
                                binding.bindingSpecifier.text == "let",
                                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                            else { return nil }
                            bound.append(name)
                        }
                        guard !bound.isEmpty else { return nil }
                    }
                    guard let member, member.base == nil else { return nil }
                    names.append(member.declName.baseName.text)
                }
                cases.append((names, bound, value))
            }
        }
        return cases.isEmpty ? nil : .switchOver(switchExpr.subject, cases: cases, default: fallback)
    }

    /// The value a function's body returns: `return a`, or an `if` chain / `switch` returning in every branch
    /// (nil for anything else).
    static func returned(in statements: CodeBlockItemListSyntax) -> Value? {
        // `guard let a = b else { return x }` then the rest: an `if let` whose `else` is `x`.
        if statements.count > 1, let guardStmt = statements.first?.item.as(GuardStmtSyntax.self),
            guardStmt.conditions.count == 1, case .optionalBinding(let binding) = guardStmt.conditions.first!.condition,
            binding.bindingSpecifier.text == "let", binding.typeAnnotation == nil,
            let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let otherwise = assigned(in: guardStmt.body.statements, to: nil),
            let then = returned(in: CodeBlockItemListSyntax(Array(statements.dropFirst())))
        {
            let optional = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(bound)))
            return .ifLet(bound: bound, optional: optional, then: then, otherwise: otherwise)
        }
        // `if c { return a }` then `return b`: the early return is the chain's first branch.
        if statements.count == 2, let first = statements.first?.item,
            let ifExpr = (first.as(ExprSyntax.self) ?? first.as(ExpressionStmtSyntax.self)?.expression)?.as(IfExprSyntax.self),
            ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
            case .expression(let condition) = ifExpr.conditions.first!.condition,
            let early = assigned(in: ifExpr.body.statements, to: nil),
            let last = statements.last?.item.as(ReturnStmtSyntax.self)?.expression
        {
            return .branches([(condition, early), (nil, .expression(last))])
        }
        // `let text: String`, an `if` chain or `switch` setting it, `return text` (the generated title functions'
        // shape; `let`s before it, a `DataSizeStringFormatting` the number formats pass, are read where used).
        if statements.count > 1, let last = statements.last?.item.as(ReturnStmtSyntax.self)?.expression,
            let name = last.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            let locals = LocalValues(statements)
            // (`text = c ? a : b` set once included: screenc's reusable texts that way.)
            if let value = locals[name], statements.dropLast().allSatisfy({ locals.consumed.contains($0.id) }) {
                return value
            }
        }
        return assigned(in: statements, to: nil)
    }

    /// The value a block sets `name` to: exactly `name = value`, or an `if` chain or `switch` that does in every branch.
    private static func assigned(in statements: CodeBlockItemListSyntax, to name: String?) -> Value? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if name == nil, let returned = item.as(ReturnStmtSyntax.self)?.expression { return .expression(returned) }
        guard let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else {
            return nil
        }
        if let ifExpr = expression.as(IfExprSyntax.self) { return chain(ifExpr, assigning: name).map { .branches($0) } }
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return switchOver(switchExpr, assigning: name) }
        guard let name, let (left, right) = assignment(expression), left.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        else { return nil }
        return .expression(right)
    }
}
