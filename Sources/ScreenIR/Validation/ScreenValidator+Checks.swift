import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// Type-checks a condition and records the names it reads. `inText`: the condition of an `if` text, computed where
    /// the environment is at hand; any other condition is computed from the state, data and parameters alone, so it
    /// cannot call a function that takes the environment, nor a reusable text.
    mutating func checkCondition(_ expression: Expression?, isVisibility: Bool = false, inText: Bool = false) {
        guard let expression else { return }
        let references = expression.fieldReferences
        markUsed(references)
        sink.report(contentsOf: checker.checkCondition(expression))
        if !inText { reportEnvironmentCalls(in: expression, place: "a condition") }
        if isVisibility && references.isEmpty {
            sink.report(
                .constantCondition, "this `visible` condition does not depend on the state, so it never changes",
                at: expression.span,
                help: "remove the condition to always show it, or remove what it hides")
        }
    }

    /// Reports each call in `expression` of a function that takes the environment, or of a reusable text, where only
    /// the state, data and parameters are at hand (`place`: "a condition").
    func reportEnvironmentCalls(in expression: Expression, place: String) {
        guard expression.containsCall else { return }
        let declarations = screen.declarations
        for name in expression.calledNames {
            let needs: [String]
            if let function = declarations.function(named: name) {
                needs = function.parameters.compactMap { $0.environment?.rawValue }
            } else if declarations.text(named: name) != nil {
                needs = ["strings"]
            } else {
                continue
            }
            guard !needs.isEmpty else { continue }
            sink.report(
                .expressionType,
                "\(place) cannot call `\(name)`: it needs " + Suggestion.list(needs) { "`\($0)`" }
                    + ", which is at hand only where texts are made",
                at: expression.span,
                notes: ["conditions are computed from the state, the data and the parameters, before the rows are made"],
                help: "compute the value in a text (`{ if: …, then: …, else: … }` reads it there), or declare a "
                    + "function that does not take the environment")
        }
    }

    static func caseNames(_ type: ExpressionType) -> [String] {
        if case .enumeration(_, let cases) = type { return cases.names }
        return []
    }

    mutating func markUsed(_ names: [String]) {
        usedFields.formUnion(names)
    }

    /// "`x`", or "this expression" when it is long.
    static func quoted(_ expression: Expression) -> String {
        let text = expression.description
        return text.unicodeScalars.count <= 40 ? "`\(text)`" : "this expression"
    }

    static func article(_ type: ExpressionType) -> String {
        switch type {
        case .int: "an"
        case .enumeration(let name, _): ["A", "E", "I", "O", "U"].contains(name.prefix(1)) ? "an" : "a"
        case .optional, .list, .record, .peer, .peerId, .int32, .int64, .array, .dictionary:
            ["A", "E", "I", "O", "U"].contains(type.description.prefix(1)) ? "an" : "a"
        default: "a"
        }
    }

    /// "a String", "an Int", "a `String?`".
    static func withArticle(_ type: ExpressionType) -> String {
        switch type {
        case .bool, .int, .string, .enumeration, .int32, .int64, .double: "\(article(type)) \(type)"
        case .optional, .list, .record, .peer, .peerId, .array, .dictionary: "\(article(type)) `\(type)`"
        }
    }
}

extension SectionHeader {
    /// Calls `body` with the header's text, badge and accessory text.
    func forEachText(_ body: (DisplayText) -> Void) {
        body(text)
        badge.map(body)
        accessory.map { body($0.text) }
        actionText.map(body)
    }
}
