import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// Checks a repeated row's `forEach` and, when it names a list of app data, scopes the element for the row's
    /// conditions, texts and bindings. Returns false when the row cannot be checked further.
    mutating func enterRepetition(_ row: Row, _ repetition: Repetition) -> Bool {
        let listName = repetition.list.value
        markUsed([listName])
        guard let list = declarations.list(of: repetition) else {
            reportNotAList(repetition)
            return false
        }
        if row.kind == .expandableSwitch {
            sink.report(
                .invalidForEach, "an expandableSwitch row cannot repeat", at: repetition.span,
                notes: ["its sub-items and `expanded` bind local state, which one field cannot hold for every element"],
                help: "repeat a switch or checkbox row instead")
        }
        if case .push(let target)? = row.item.actionTarget, target.arguments == nil {
            sink.report(
                .invalidForEach, "a repeated row cannot `push` a screen without parameters", at: target.screen.span,
                notes: ["the pushed screen would not know which element it is for"],
                help: "pass what it needs from the element as parameters, "
                    + "`push: { screen: \(target.screen.value), with: { parameter: \(repetition.element.value).field } }`, "
                    + "or use an `action:` hook, which receives the element, and push through the screen handle")
        }
        let variable = repetition.element
        if let declaration = declarations.declaration(named: variable.value) {
            sink.report(
                .duplicateID, "element name `\(variable.value)` is already the name of a \(declaration.kindPhrase)",
                at: variable.span,
                labels: [Diagnostic.Label(span: declaration.name.span, message: "declared here")],
                notes: ["state, app data, parameters, conditions and element names share one namespace"],
                help: "rename the element, for example to `\(variable.value)Element`")
        }
        element = (variable.value, list)
        checker = screenChecker.adding(variable.value, as: .record(list.recordType))
        return true
    }

    private func reportNotAList(_ repetition: Repetition) {
        let name = repetition.list.value
        let lists = screen.data.filter { $0.listType != nil }.map(\.name.value)
        let notes = lists.isEmpty ? ["the screen declares no list under `data:`"] : []
        if let declaration = declarations.declaration(named: name) {
            let type: String =
                switch declaration {
                case .state(let field): field.type.name
                case .data(let field): field.type.name
                case .parameter(let parameter): parameter.type.name
                case .condition: "Bool"
                }
            sink.report(
                .invalidForEach, "`\(name)` is a \(declaration.kindPhrase) of type \(type), not a list of app data",
                at: repetition.list.span,
                labels: [Diagnostic.Label(span: declaration.name.span, message: "declared here")], notes: notes,
                help: Suggestion.didYouMean(name, in: lists)
                    ?? "declare the list under `data:`: `\(name): { list: { id: Int, … } }`")
        } else if !gaps.failedNames.contains(name) {
            sink.report(
                .invalidForEach, "there is no list `\(name)` in `data:`", at: repetition.list.span, notes: notes,
                help: Suggestion.didYouMean(name, in: lists)
                    ?? "declare the list under `data:`: `\(name): { list: { id: Int, … } }`")
        }
    }
}
