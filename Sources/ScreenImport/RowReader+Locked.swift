import SwiftSyntax

/// Switches hand-written controllers lock: `enableInteractiveChanges:` written out (a condition, or the negation of
/// `displayLocked:` spelt another way), and an `updated:` closure that writes the field only while a condition holds
/// and otherwise shows an alert (a "locked" switch without ItemListUI's lock).
extension RowReader {
    /// `enableInteractiveChanges: X` → the row's `interactive:` (nil when it is only the negation of `displayLocked:`,
    /// which `locked:` says). Returns false when `X` is not a condition of the language.
    mutating func readInteractiveChanges(
        _ expression: ExprSyntax, interactive: String, lockedSwift: ExprSyntax?, into reading: inout RowReading
    ) -> Bool {
        var remaining = expression
        if let lockedSwift {
            let locked = conditions.translate(lockedSwift, expecting: "Bool")
            // `X && !locked` as screenc writes it: the `!locked` part is `locked:`'s.
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&",
                let last = sequence.elements.last, let unlocked = conditions.translate(last, expecting: "Bool"),
                let locked, Self.negates(unlocked, locked)
            {
                remaining = sequence.elements.first!
            } else if let locked, let value = conditions.translate(expression, expecting: "Bool"),
                Self.negates(value, locked)
            {
                return true
            }
        }
        guard let value = conditions.translate(remaining, expecting: "Bool") else { return false }
        if value != "true" { reading.values[interactive] = Self.conditionValue(value) }
        return true
    }

    /// Whether condition `a` is `!b` (or `b` is `!a`), as translated.
    private static func negates(_ a: String, _ b: String) -> Bool {
        func bare(_ text: String) -> String {
            text.hasPrefix("(") && text.hasSuffix(")") ? String(text.dropFirst().dropLast()) : text
        }
        return a == "!\(b)" || a == "!(\(b))" || b == "!\(a)" || b == "!(\(a))" || bare(a) == "!\(bare(b))"
            || bare(b) == "!\(bare(a))"
    }

    /// `{ value in if c { <write of the field> } else { arguments.h() } }`: the field written while `c` holds, an alert
    /// otherwise → the field (for `bind:`), `locked: !c` and `lockedAction: h`; with a note, since ItemListUI then
    /// shows its lock, which the hand-written switch did not.
    mutating func readLockedSetter(_ expression: ExprSyntax, into reading: inout RowReading) -> (field: String, note: String)? {
        guard reading.description.key(named: "locked") != nil, reading.description.key(named: "lockedAction") != nil,
            reading.values["locked"] == nil, let closure = expression.as(ClosureExprSyntax.self),
            case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1,
            closure.statements.count == 1, let item = closure.statements.first?.item,
            let ifExpr = (item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression)?.as(IfExprSyntax.self),
            ifExpr.conditions.count == 1, case .expression(let test) = ifExpr.conditions.first!.condition,
            case .codeBlock(let otherwise)? = ifExpr.elseBody, otherwise.statements.count == 1,
            ifExpr.body.statements.count == 1,
            let write = ifExpr.body.statements.first?.item.as(FunctionCallExprSyntax.self),
            let (field, value) = StateUpdate.read(write), value.trimmedDescription == names.first!.name.text,
            let alert = otherwise.statements.first?.item.as(FunctionCallExprSyntax.self),
            let hook = hookName(ExprSyntax(ClosureExprSyntax(statements: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(alert)))])))),
            let condition = conditions.translate(test, expecting: "Bool")
        else { return nil }
        let locked = Self.negated(condition)
        reading.values["locked"] = Self.conditionValue(locked)
        reading.values["lockedAction"] = hook
        return (
            field,
            "`updated:` writes `\(field)` only while `\(condition)` and calls `\(hook)` otherwise: written as `locked:` with `lockedAction:`, which also shows ItemListUI's lock and keeps the switch from flipping"
        )
    }

    /// `activatedWhileDisabled:` read as `lockedAction:`, which the language calls only while `locked:`: with
    /// `enabled: c` (the hand-written switch calls it while disabled), written with `locked:` the negation of `c` too —
    /// ItemListUI then also draws its lock, which a note says; with neither, it was never called (the switch is never
    /// disabled or locked), and is left out with a note.
    func settleLockedAction(_ reading: inout RowReading) {
        guard let action = reading.values["lockedAction"], reading.values["locked"] == nil,
            reading.description.key(named: "locked") != nil
        else { return }
        guard let enabled = reading.values["enabled"] else {
            reading.values["lockedAction"] = nil
            reading.notes.append(
                "`activatedWhileDisabled:` calls `\(action)`, but the switch is never disabled or locked: left out")
            return
        }
        let locked = Self.negated(Self.unquoted(enabled))
        reading.values["locked"] = Self.conditionValue(locked)
        reading.notes.append(
            "`activatedWhileDisabled:` calls `\(action)` while the switch is disabled; the language calls `lockedAction:` while `locked:`: written `locked: \(locked)` too, which also draws ItemListUI's lock")
    }

    /// A condition as written in YAML (`"!a"`) → the condition (`!a`).
    private static func unquoted(_ value: String) -> String {
        guard value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 else { return value }
        return String(value.dropFirst().dropLast()).replacingAll("\\\"", with: "\"").replacingAll("\\\\", with: "\\")
    }

    /// `!c` of a translated condition: `!a` → `a`, `a` → `!a`, a literal its opposite, anything longer → `!(…)`.
    private static func negated(_ condition: String) -> String {
        if condition == "true" || condition == "false" { return condition == "true" ? "false" : "true" }
        let simple = condition.drop { $0 == "!" }.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard simple else { return "!(\(condition))" }
        return condition.hasPrefix("!") ? String(condition.dropFirst()) : "!\(condition)"
    }
}
