import SwiftSyntax

/// The entry case names a `case` label lists (`.a, .b(let x)`, `let .c(x)`).
func caseNames(of switchCase: SwitchCaseSyntax) -> [String] {
    guard case .case(let label) = switchCase.label else { return [] }
    return label.caseItems.compactMap { item in
        let collector = LeadingMemberCollector(viewMode: .sourceAccurate)
        collector.walk(item.pattern)
        return collector.name
    }
}

/// The names a `case` label binds, by payload position (`nil` for `_`): `.a(let x, _)` → `[x, nil]`.
func payloadNames(of switchCase: SwitchCaseSyntax) -> [String?] {
    guard case .case(let label) = switchCase.label, let item = label.caseItems.first else { return [] }
    let finder = CallFinder(viewMode: .sourceAccurate)
    finder.walk(item.pattern)
    guard let call = finder.first else { return [] }
    return call.arguments.map { argument in
        let expression = argument.expression
        if let pattern = expression.as(PatternExprSyntax.self) {
            let names = IdentifierPatternCollector(viewMode: .sourceAccurate)
            names.walk(pattern)
            return names.names.first
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }
}

/// The first `switch` inside `node`.
func firstSwitch(in node: Syntax) -> SwitchExprSyntax? {
    switches(in: node).first
}

/// Every `switch` inside `node`, in source order (an outer one before those it contains).
func switches(in node: Syntax) -> [SwitchExprSyntax] {
    let finder = SwitchFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
}

private final class SwitchFinder: SyntaxVisitor {
    var found: [SwitchExprSyntax] = []
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

private final class CallFinder: SyntaxVisitor {
    var first: FunctionCallExprSyntax?
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if first == nil { first = node }
        return .skipChildren
    }
}

/// The first `.name` of a pattern (`.a(let x)` → `a`).
private final class LeadingMemberCollector: SyntaxVisitor {
    var name: String?
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if name == nil, node.base == nil { name = node.declName.baseName.text }
        return .skipChildren
    }
}

private final class IdentifierPatternCollector: SyntaxVisitor {
    var names: [String] = []
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.identifier.text)
        return .skipChildren
    }
}
