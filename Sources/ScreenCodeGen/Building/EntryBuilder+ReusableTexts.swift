import ScreenExpressions
import ScreenIR

/// The screen's reusable texts (`texts:`) as private functions of the generated file, written once and called by
/// every row that shows them: `privacyLabel(strings: presentationData.strings, settings: …)`.
extension EntryBuilder {
    /// `private func <name>(<environment>, <parameters>) -> String { … }`, line by line at file level. The body is the
    /// text computed as `item(…)` computes a row's text, over the parameters, with `strings` (and what else the text
    /// needs of the environment) taken as arguments.
    func reusableTextFunction(_ text: ReusableText) -> ReusableTextContext {
        var payload = Payload()
        payload.isFunctionBody = true
        for parameter in text.parameters {
            payload.bound[parameter.name.value] = parameter.type.expressionType(enumName: text.name.value)
            _ = payload.reserveLocal(parameter.name.value)
        }
        var builder = self
        builder.element = nil
        builder.rowID = SwiftNames.upperFirst(text.name.value)
        // `return <text>` 4 columns in; statements there too.
        let result = builder.computedText(text.text, as: "text", column: 11, payload: &payload)
        let environment = swift.conditions.app.environment(ofText: text.name.value)
        let arguments: [SwiftValue.Element] =
            environment.map { .init($0.rawValue, .atom($0.swiftType)) }
            + text.parameters.map {
                .init($0.name.value, .atom(ValueTypesBuilder.declaredType($0.type, enumName: "", appTypes: swift.typeNames)))
            }
        let head = SwiftValue.call("private func \(text.name.value)", arguments)
            .layout(column: 0, indent: 0, trailing: " -> String {".count) + " -> String {"
        var lines = head.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += payload.statements.map { "    " + $0 }
        lines += ("    return " + result.layout(column: 11, indent: 4, trailing: 0)).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        lines.append("}")
        return ReusableTextContext(name: text.name.value, lines: lines)
    }
}
