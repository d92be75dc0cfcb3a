import ScreenDiagnostics
import ScreenExpressions

extension ProjectValidator {
    /// `push-parameters`: in a screen that pushes a screen with `with:`, every push of that screen passes
    /// `<Screen>Parameters(…)` to its `make<Screen>Controller`, so each must name only the pushed screen's parameters,
    /// with values of their types, and give every parameter without a default. They may be written in any order: the
    /// generated call lists them in the order the pushed screen declares them. `targets` are the screens by name.
    static func pushParameterProblems(of screen: ScreenSummary, targets: [String: ScreenSummary]) -> [Diagnostic] {
        let withParameters = Set(screen.pushes.filter { $0.arguments != nil }.map(\.screen.value))
        var diagnostics: [Diagnostic] = []
        for push in screen.pushes where withParameters.contains(push.screen.value) {
            guard let target = targets[push.screen.value] else { continue }
            diagnostics += problems(of: push, target: target)
        }
        return diagnostics
    }

    private static func problems(of push: PushSummary, target: ScreenSummary) -> [Diagnostic] {
        let name = target.name.value
        let declared = target.parameters.map(\.name.value)
        var diagnostics: [Diagnostic] = []
        var given: Set<String> = []
        for argument in push.arguments ?? [] {
            let label = argument.parameter.value
            given.insert(label)
            guard let index = declared.firstIndex(of: label) else {
                // A misspelt parameter is not also reported missing.
                if let meant = Suggestion.closest(to: label, in: declared) { given.insert(meant) }
                diagnostics.append(
                    Diagnostic(
                        .pushParameters, "screen `\(name)` has no parameter `\(label)`", at: argument.parameter.span,
                        labels: [Diagnostic.Label(span: target.name.span, message: "`\(name)` is declared here")],
                        notes: [declared.isEmpty ? "`\(name)` declares no parameters" : "`\(name)` declares \(Suggestion.list(declared))"],
                        help: Suggestion.didYouMean(label, in: declared)
                            ?? "give only the parameters `\(name)` declares under `parameters:`"))
                continue
            }
            if let problem = typeProblem(argument, target.parameters[index], screen: name) {
                diagnostics.append(problem)
            }
        }
        let missing = target.parameters.filter { $0.isRequired && !given.contains($0.name.value) }
        if !missing.isEmpty {
            let names = missing.map(\.name.value)
            let list = names.map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .pushParameters,
                    "the push of `\(name)` leaves out its required parameter\(names.count == 1 ? "" : "s") \(list)",
                    at: push.span,
                    labels: missing.map { Diagnostic.Label(span: $0.name.span, message: "`\($0.name.value)` has no default") },
                    notes: push.arguments == nil
                        ? ["another `push:` of `\(name)` in this screen has `with:`, so every push of it passes `\(name)Parameters(…)`"]
                        : [],
                    help: "give \(names.count == 1 ? "it" : "them") in `with`: `with: { \(names.map { "\($0): …" }.joined(separator: ", ")) }`"))
        }
        return diagnostics
    }

    /// Whether `argument`'s value fits `parameter`'s type: a case of its enum, `nil` for an optional, or an expression
    /// of the same type (or of the type an optional parameter wraps).
    private static func typeProblem(
        _ argument: PushSummary.Argument, _ parameter: ParameterSummary, screen: String
    ) -> Diagnostic? {
        let type = parameter.type
        let label = [Diagnostic.Label(span: parameter.name.span, message: "`\(parameter.name.value)` is declared here")]
        let what = "parameter `\(parameter.name.value)` of `\(screen)`"
        switch argument.value {
        case .unknown:
            return nil
        case .nilLiteral:
            guard case .optional = type else {
                return Diagnostic(
                    .pushParameters, "\(what) is \(type), not an optional, so it cannot be `nil`", at: argument.valueSpan,
                    labels: label, help: "give it a value of type \(type)")
            }
            return nil
        case .enumCase(let name):
            guard case .enumeration(_, let cases) = type.wrapped ?? type else {
                return Diagnostic(
                    .pushParameters, "`.\(name)` is an enum case, but \(what) is \(type)", at: argument.valueSpan,
                    labels: label, help: "give it a value of type \(type)")
            }
            guard cases.contains(name) else {
                return Diagnostic(
                    .pushParameters, "\(what) has no case `.\(name)`", at: argument.valueSpan, labels: label,
                    notes: ["its cases: \(Suggestion.list(cases.map { "." + $0 }))"],
                    help: Suggestion.closest(to: name, in: Array(cases)).map { "did you mean `.\($0)`?" }
                        ?? "write one of its cases")
            }
            return nil
        case .typed(let valueType):
            if valueType == type || type == .optional(valueType) { return nil }
            guard case .enumeration = type.wrapped ?? type else {
                return Diagnostic(
                    .pushParameters, "the value is \(valueType), but \(what) is \(type)", at: argument.valueSpan,
                    labels: label, help: "give it a value of type \(type)")
            }
            return Diagnostic(
                .pushParameters, "the value is \(valueType), but \(what) is \(type)", at: argument.valueSpan,
                labels: label, notes: ["an enum of this screen is not the pushed screen's enum, even with the same cases"],
                help: "write one of its cases, `.case`")
        }
    }
}
