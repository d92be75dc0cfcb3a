import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// Type-checks a condition and records the names it reads.
    mutating func checkCondition(_ expression: Expression?, isVisibility: Bool = false) {
        guard let expression else { return }
        let references = expression.fieldReferences
        markUsed(references)
        sink.report(contentsOf: checker.checkCondition(expression))
        if isVisibility && references.isEmpty {
            sink.report(
                .constantCondition, "this `visible` condition does not depend on the state, so it never changes",
                at: expression.span,
                help: "remove the condition to always show it, or remove what it hides")
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
