import SwiftSyntax

/// A `Bool` function whose body is one expression, declared on the state, the data or the parameters and reading the
/// others through its arguments: `func canSave(data: EditProfileData) -> Bool { !data.name.isEmpty && edited }`.
/// Screenc generates one per condition reading more than one struct (`state.canSave(data: data)`).
struct ConditionFunction {
    /// Each parameter's label (nil for `_`) and the name the body reads it by.
    var parameters: [(label: String?, name: String)]
    var body: ExprSyntax

    init?(_ function: FunctionDeclSyntax) {
        guard function.signature.returnClause?.type.trimmedDescription == "Bool",
            function.signature.effectSpecifiers == nil, function.genericParameterClause == nil,
            let statements = function.body?.statements, statements.count == 1,
            let body = statements.first?.item.as(ExprSyntax.self)
                ?? statements.first?.item.as(ReturnStmtSyntax.self)?.expression
        else { return nil }
        parameters = function.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            return (label, (parameter.secondName ?? parameter.firstName).text)
        }
        self.body = body
    }
}
