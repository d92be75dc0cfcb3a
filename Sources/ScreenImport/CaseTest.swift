import SwiftSyntax

/// A `Bool` property of an extension of an app enum that tests its case
/// (`extension SelectivePrivacySettings { var isDisableEveryone: Bool { if case .disableEveryone = self { return true }
/// return false } }`), as screenc writes for a case that carries values and hand-written code writes to test one: the
/// condition language compares the case instead (`privacy?.phoneNumber == .disableEveryone`).
struct CaseTest {
    /// The extended type (`SelectivePrivacySettings`) and the case tested (`disableEveryone`).
    var type: String
    var caseName: String
    /// The property, to point at in comments.
    var node: Syntax

    /// The case test a property's accessor body is, or nil: `if case .x = self { return true }` followed by
    /// `return false`, or with `else { return false }`.
    init?(type: String, body: CodeBlockItemListSyntax, node: Syntax) {
        let statements = Array(body)
        guard let first = statements.first,
            let conditional = first.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? first.item.as(IfExprSyntax.self),
            conditional.conditions.count == 1,
            let match = conditional.conditions.first?.condition.as(MatchingPatternConditionSyntax.self),
            match.initializer.value.trimmedDescription == "self",
            let pattern = match.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
            pattern.base == nil,
            Self.returns(conditional.body.statements, "true")
        else { return nil }
        switch (conditional.elseBody, statements.count) {
        case (nil, 2):
            guard let last = statements.last?.item.as(ReturnStmtSyntax.self),
                last.expression?.trimmedDescription == "false"
            else { return nil }
        case (.codeBlock(let otherwise)?, 1):
            guard Self.returns(otherwise.statements, "false") else { return nil }
        default:
            return nil
        }
        self.type = type
        caseName = pattern.declName.baseName.text
        self.node = node
    }

    private static func returns(_ statements: CodeBlockItemListSyntax, _ value: String) -> Bool {
        statements.count == 1 && statements.first?.item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == value
    }
}
