import SwiftSyntax

/// `animateChanges` read back: a literal, a condition, the fields whose change animates (`previousState.swap`), or
/// the list not shrinking.
extension ScreenBuilder {
    /// `ItemListNodeState(animateChanges:)`: a literal, a condition, `{ whenChanged: … }` (the previous state
    /// swapped and compared), `{ unlessShrinking: true }` (the previous entry count).
    mutating func animation(_ expression: ExprSyntax, factory: FactoryReader) -> String? {
        var target = expression
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `var animateChanges = false` then `if let before, before.f != state.f { animateChanges = true }`.
            if let value = factory.local(name), value.trimmedDescription == "false" {
                var fields: [String] = []
                for statement in factory.statements {
                    guard let ifExpr = (statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self))?
                        .as(IfExprSyntax.self)
                    else { continue }
                    guard ifExpr.body.statements.trimmedDescription == "\(name) = true" else { continue }
                    guard ifExpr.elseBody == nil, ifExpr.conditions.count == 2, case .expression(let comparison) = ifExpr.conditions.last!.condition,
                        let changed = changedFields(comparison, factory: factory)
                    else { return nil }
                    fields += changed
                }
                return fields.isEmpty ? nil : "{ whenChanged: \(Self.list(fields)) }"
            }
            guard let value = factory.local(name) else { return nil }
            target = value
        }
        if let fields = changedFields(target, factory: factory) { return "{ whenChanged: \(Self.list(fields)) }" }
        // `entries.count >= (before ?? 0)` with `before` the previous entry count swapped.
        if let sequence = target.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            if parts[0].trimmedDescription == "entries.count", parts[1].trimmedDescription == ">=",
                let inner = parts[2].as(TupleExprSyntax.self)?.elements.first?.expression.as(SequenceExprSyntax.self),
                inner.elements.count == 3, Array(inner.elements)[2].trimmedDescription == "0",
                let before = Array(inner.elements)[0].as(DeclReferenceExprSyntax.self),
                factory.local(before.baseName.text)?.trimmedDescription.hasSuffix(".swap(entries.count)") == true
            {
                return "{ unlessShrinking: true }"
            }
        }
        return condition(target, factory: factory)
    }

    /// A literal or a condition.
    mutating func condition(_ expression: ExprSyntax, factory: FactoryReader) -> String? {
        var target = expression
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = factory.local(reference.baseName.text) {
            target = value
        }
        return rows.conditions.translate(target, expecting: "Bool").map(RowReader.conditionValue)
    }

    /// The fields of `[previous != nil &&] (previous?.f != state.f || …)`, or of `before.f != state.f`, where the
    /// previous value is a local swapped with the state or data (`let previous = previousState.swap(state)`).
    private mutating func changedFields(_ expression: ExprSyntax, factory: FactoryReader) -> [String]? {
        var parts = Self.splitOperands(expression, by: "&&")
        guard parts.count <= 2 else { return nil }
        var previousName: String?
        if parts.count == 2 {
            let check = Self.splitOperands(parts[0], by: "!=")
            guard check.count == 2, check[1].is(NilLiteralExprSyntax.self),
                let name = check[0].as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return nil }
            previousName = name
            parts.removeFirst()
        }
        var fields: [String] = []
        for comparison in Self.splitOperands(parts[0], by: "||") {
            let sides = Self.splitOperands(comparison, by: "!=")
            guard sides.count == 2, let before = sides[0].as(MemberAccessExprSyntax.self),
                let base = before.base.map({ $0.as(OptionalChainingExprSyntax.self)?.expression ?? $0 }),
                let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
                previousName == nil || previousName == name,
                factory.local(name)?.trimmedDescription.contains(".swap(") == true,
                let field = rows.conditions.translate(sides[1]), field == before.declName.baseName.text
            else { return nil }
            fields.append(field)
        }
        return fields
    }

    private static func list(_ fields: [String]) -> String {
        fields.count == 1 ? fields[0] : "[\(fields.joined(separator: ", "))]"
    }
}
