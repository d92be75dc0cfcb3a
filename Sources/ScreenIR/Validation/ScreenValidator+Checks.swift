import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// Type-checks a condition and records the fields it reads.
    mutating func checkCondition(_ expression: Expression?, isVisibility: Bool = false) {
        guard let expression else { return }
        markUsed(expression.fieldReferences)
        sink.report(contentsOf: checker.checkCondition(expression))
        if isVisibility && expression.fieldReferences.isEmpty {
            sink.report(
                .constantCondition, "this `visible` condition does not depend on the state, so it never changes",
                at: expression.span,
                help: "remove the condition to always show it, or remove what it hides")
        }
    }

    /// Checks that `field` exists and has `expected` type; records it as used.
    mutating func checkBinding(_ field: Located<String>, expecting expected: ExpressionType, control: String) {
        guard let type = fieldType(field) else { return }
        if type != expected {
            reportMismatch(field, type: type, control: control, expected: "a \(expected)")
        }
    }

    /// The type of the field a binding names, reporting unknown fields; records it as used.
    mutating func fieldType(_ field: Located<String>) -> ExpressionType? {
        markUsed([field.value])
        if let declared = screen.field(named: field.value) { return declared.expressionType }
        let names = screen.state.map(\.name.value)
        sink.report(
            .unknownStateField, "there is no state field `\(field.value)`", at: field.span,
            notes: names.isEmpty ? ["the screen declares no state fields"] : [],
            help: Suggestion.didYouMean(field.value, in: names) ?? "declare it under `state:`")
        return nil
    }

    func reportMismatch(_ field: Located<String>, type: ExpressionType, control: String, expected: String) {
        let declaration = screen.field(named: field.value)
        sink.report(
            .bindingTypeMismatch, "\(control) needs \(expected) field, but `\(field.value)` is \(Self.article(type)) \(type)",
            at: field.span,
            labels: declaration.map { [Diagnostic.Label(span: $0.span, message: "`\(field.value)` declared here")] } ?? [])
    }

    func caseNames(_ field: Located<String>) -> [String] {
        if case .enumeration(let cases)? = screen.field(named: field.value)?.type { return cases.map(\.value) }
        return []
    }

    private mutating func markUsed(_ names: [String]) {
        usedFields.formUnion(names)
    }

    static func article(_ type: ExpressionType) -> String {
        switch type {
        case .int: "an"
        case .enumeration(let name, _): ["A", "E", "I", "O", "U"].contains(name.prefix(1)) ? "an" : "a"
        default: "a"
        }
    }
}
