import ScreenIR
import ScreenItems
import SwiftSyntax

/// Pushes of another screen read back: the screen a closure pushes and the parameters it passes (`with:`).
extension RowReader {
    /// `{ arguments.pushX() }` → `X`; `{ arguments.pushX(XParameters(a: .b, c: state.d)) }` →
    /// `{ screen: X, with: { a: .b, c: d } }`, for a screen the factory pushes.
    mutating func push(_ expression: ExprSyntax) -> String? {
        guard let closure = expression.as(ClosureExprSyntax.self), closure.signature == nil, closure.statements.count == 1,
            let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "arguments", member.declName.baseName.text.hasPrefix("push")
        else { return nil }
        let screen = String(member.declName.baseName.text.dropFirst(4))
        guard pushedScreens.contains(screen) else { return nil }
        if call.arguments.isEmpty { return screen }
        guard call.arguments.count == 1,
            // Built in the entries function and carried in the entry (`.details(liveScreenParameters: …)`), or here.
            let parameters = call.arguments.first.flatMap({ resolve($0.expression) })?.as(FunctionCallExprSyntax.self),
            parameters.calledExpression.trimmedDescription == "\(screen)Parameters"
        else { return nil }
        return withValues(parameters.arguments).map { "{ screen: \(screen), with: { \($0) } }" }
    }

    /// `a: .b, c: state.d, e: "x"` → `a: .b, c: d, e: "x"` (the `with:` of a push); `context` is not a parameter.
    /// Nil when a value is not a literal or a condition of the language.
    mutating func withValues(_ arguments: LabeledExprListSyntax) -> String? {
        var with: [String] = []
        for argument in arguments {
            guard let label = argument.label?.text else { return nil }
            if label == "context", argument.expression.trimmedDescription == "context" { continue }
            let value: String
            if let string = argument.expression.as(StringLiteralExprSyntax.self) {
                // A string literal of the condition language, inside the YAML string: `"\"Daily News\""`.
                guard string.openingPounds == nil, string.openingQuote.text == "\"", string.segments.count <= 1,
                    let text = string.segments.isEmpty ? "" : string.segments.first?.as(StringSegmentSyntax.self)
                        .flatMap({ TextTranslator.unescaped($0.content.text) }),
                    !text.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline })
                else { return nil }
                value = YAMLText.quoted("\"\(text)\"")
            } else if let literal = StateReader.literal(argument.expression) {
                // An enum case keeps its dot (`.groups`); `nil` is YAML's `null`.
                let swift = argument.expression.trimmedDescription
                value = swift.hasPrefix(".") ? swift : literal == "nil" ? "null" : literal
            } else if let condition = conditions.translate(argument.expression) {
                value = YAMLText.quoted(RowReader.unwrapped(condition))
            } else {
                return nil
            }
            with.append("\(label): \(value)")
        }
        return with.joined(separator: ", ")
    }
}
