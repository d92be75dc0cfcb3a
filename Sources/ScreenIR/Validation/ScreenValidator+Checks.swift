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
        case .optional, .list, .record, .peer, .peerId:
            ["A", "E", "I", "O", "U"].contains(type.description.prefix(1)) ? "an" : "a"
        default: "a"
        }
    }

    /// "a String", "an Int", "a `String?`".
    static func withArticle(_ type: ExpressionType) -> String {
        switch type {
        case .bool, .int, .string, .enumeration: "\(article(type)) \(type)"
        case .optional, .list, .record, .peer, .peerId: "\(article(type)) `\(type)`"
        }
    }
}

extension RowItem {
    /// Calls `body` with every text the row displays (titles, labels, subtitles, placeholders, sub-item titles).
    func forEachText(_ body: (DisplayText) -> Void) {
        switch self {
        case .switch(let item):
            body(item.title)
            item.text.map(body)
        case .expandableSwitch(let item):
            body(item.title)
            for sub in item.subItems { body(sub.title) }
        case .disclosure(let item):
            body(item.title)
            item.label.map(body)
            item.titleBadge.map(body)
        case .action(let item):
            body(item.title)
        case .sectionHeader(let header):
            header.forEachText(body)
        case .text(let item):
            body(item.text)
        case .textWithLabel(let item):
            body(item.label)
            body(item.text)
        case .singleLineInput(let item):
            item.title.map(body)
            item.placeholder.map(body)
        case .multilineInput(let item):
            item.placeholder.map(body)
        case .multilineText(let item):
            body(item.text)
        case .checkbox(let item):
            body(item.title)
            item.subtitle.map(body)
        case .info(let item):
            body(item.title)
            body(item.text)
        case .activityText(let item):
            body(item.text)
        case .placeholder(let item):
            body(item.text)
        case .described(let item):
            for (_, value) in item.givenValues {
                if case .text(let text) = value { body(text) }
            }
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
