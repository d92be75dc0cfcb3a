import SwiftSyntax

/// Swift expressions of an entries function (and the entry payloads they reach through) translated into the
/// condition language: `state.a && !state.b` → `a && !b`. Only what means the same in both is translated; anything
/// else (a call, data, a local) gives nil and the caller says so in a comment.
struct ConditionTranslator {
    /// The entries function's parameters that are the state (`state`).
    var stateNames: Set<String>
    /// The state struct's stored fields the language can declare: name → Swift type.
    var stateFields: [String: String]
    /// The state's computed properties (`var x: Bool { a || b }`), inlined.
    var computed: [String: ExprSyntax]
    /// Names bound in `item(…)` to the payload → the Swift the entries function passed for them.
    var substitutions: [String: ExprSyntax] = [:]
    /// The state fields the translated expressions read: the screen declares exactly these.
    private(set) var referencedFields: Set<String> = []

    init(stateNames: Set<String>, stateFields: [String: String], computed: [String: ExprSyntax]) {
        self.stateNames = stateNames
        self.stateFields = stateFields
        self.computed = computed
    }

    /// The condition-language text of `expression`, or nil.
    mutating func translate(_ expression: ExprSyntax) -> String? {
        translate(expression, bareNamesAreState: false, depth: 0)
    }

    /// The state field `expression` names (`state.x`, or a payload passed `state.x`), for `bind:`.
    mutating func field(_ expression: ExprSyntax) -> String? {
        guard let text = translate(expression), stateFields[text] != nil else { return nil }
        return text
    }

    private mutating func translate(_ expression: ExprSyntax, bareNamesAreState: Bool, depth: Int) -> String? {
        guard depth < 32 else { return nil }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return literal.literal.text }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let inner = tuple.elements.first, inner.label == nil
        {
            return translate(inner.expression, bareNamesAreState: bareNamesAreState, depth: depth + 1).map { "(\($0))" }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return translate(prefix.expression, bareNamesAreState: bareNamesAreState, depth: depth + 1).map { "!\($0)" }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var parts: [String] = []
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    guard Self.operators.contains(op.operator.text) else { return nil }
                    parts.append(op.operator.text)
                } else {
                    guard let part = translate(element, bareNamesAreState: bareNamesAreState, depth: depth + 1)
                    else { return nil }
                    parts.append(part)
                }
            }
            return parts.joined(separator: " ")
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return ".\(name)" }
            if let reference = base.as(DeclReferenceExprSyntax.self), stateNames.contains(reference.baseName.text) {
                return stateValue(name, depth: depth)
            }
            return nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if bareNamesAreState { return stateValue(name, depth: depth) }
            if let passed = substitutions[name] {
                // The payload's Swift is in the entries function's scope: no more substitutions there.
                let saved = substitutions
                substitutions = [:]
                defer { substitutions = saved }
                return translate(passed, bareNamesAreState: false, depth: depth + 1)
            }
            return nil
        }
        return nil
    }

    private mutating func stateValue(_ name: String, depth: Int) -> String? {
        if stateFields[name] != nil {
            referencedFields.insert(name)
            return name
        }
        if let body = computed[name] {
            return translate(body, bareNamesAreState: true, depth: depth + 1).map { "(\($0))" }
        }
        return nil
    }

    private static let operators: Set<String> = ["&&", "||", "==", "!=", "<", ">", "<=", ">="]
}
