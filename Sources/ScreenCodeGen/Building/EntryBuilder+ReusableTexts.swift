import ScreenExpressions
import ScreenIR

/// Texts computed by functions of the generated file: the screen's reusable texts (`texts:`), written once and called
/// by every row that shows them (`privacyLabel(strings: presentationData.strings, settings: …)`), and the controller's
/// texts that need statements (a `switch` or `if: let` title), called from the controller's signal with the fields
/// they read. A function's body is laid out as `item(…)` lays out a row's text (`TextChoice`).
extension EntryBuilder {
    /// `private func <name>(<environment>, <parameters>) -> String { … }`, line by line at file level. The body is the
    /// text computed as `item(…)` computes a row's text, over the parameters, with `strings` (and what else the text
    /// needs of the environment) taken as arguments.
    func reusableTextFunction(_ text: ReusableText) -> ReusableTextContext {
        let parameters = text.parameters.map { parameter in
            (
                name: parameter.name.value, type: parameter.type.expressionType(enumName: text.name.value),
                swiftType: ValueTypesBuilder.declaredType(parameter.type, enumName: "", appTypes: swift.typeNames)
            )
        }
        return textFunction(
            text.text, named: text.name.value, parameters: parameters,
            environment: swift.conditions.app.environment(ofText: text.name.value))
    }

    /// A function computing `text` from `parameters` (each bound by its name) and the environment values it needs.
    func textFunction(
        _ text: DisplayText, named name: String, parameters: [(name: String, type: ExpressionType, swiftType: String)],
        environment: [EnvironmentValue]
    ) -> ReusableTextContext {
        var payload = Payload()
        payload.isFunctionBody = true
        for parameter in parameters {
            payload.bound[parameter.name] = parameter.type
            _ = payload.reserveLocal(parameter.name)
        }
        var builder = self
        builder.element = nil
        builder.rowID = SwiftNames.upperFirst(name)
        // `return <text>` 4 columns in; statements there too.
        let result = builder.computedText(text, as: "text", column: 11, payload: &payload)
        let arguments: [SwiftValue.Element] =
            environment.map { .init($0.rawValue, .atom($0.swiftType)) }
            + parameters.map { .init($0.name, .atom($0.swiftType)) }
        let head = SwiftValue.call("private func \(name)", arguments)
            .layout(column: 0, indent: 0, trailing: " -> String {".count) + " -> String {"
        var lines = head.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += payload.statements.map { "    " + $0 }
        lines += ("    return " + result.layout(column: 11, indent: 4, trailing: 0)).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        lines.append("}")
        return ReusableTextContext(name: name, lines: lines)
    }
}

/// The controller's texts that need statements (a `switch` or `if: let` title, navigation button or empty state), each
/// a private function of the file called from the controller's signal with the fields it reads.
final class ControllerTextFunctions {
    private let entries: EntryBuilder
    private let screen: Screen
    private let swift: SwiftExpressions
    private var taken: Set<String>
    /// The functions, in the order the controller needed them.
    private(set) var functions: [ReusableTextContext] = []

    init(entries: EntryBuilder, screen: Screen, swift: SwiftExpressions) {
        self.entries = entries
        self.screen = screen
        self.swift = swift
        taken = Set(screen.declarations.texts.map(\.name.value))
    }

    /// The call of a function declared for a controller text that needs statements (`text.needsStatements`), named
    /// after the screen and the text's place (`base`: `title`, `buttonTitle`), as a value the layout can break.
    func call(_ text: DisplayText, named base: String) -> SwiftValue {
        var name = GeneratedNames.lowerFirst(screen.name.value) + SwiftNames.upperFirst(base)
        var counter = 2
        while taken.contains(name) {
            name = GeneratedNames.lowerFirst(screen.name.value) + SwiftNames.upperFirst(base) + String(counter)
            counter += 1
        }
        taken.insert(name)
        let types = screen.expressionTypes
        var read: [String] = []
        for expression in text.expressions {
            for field in expression.fieldReferences where types[field] != nil && !read.contains(field) { read.append(field) }
        }
        let parameters = read.map { field in
            (name: field, type: types[field]!, swiftType: swift.typeNames.swift(types[field]!))
        }
        let environment = swift.conditions.app.environment(of: text)
        functions.append(entries.textFunction(text, named: name, parameters: parameters, environment: environment))
        let arguments =
            environment.map { SwiftValue.Element($0.rawValue, .atom(SwiftEnvironment.controller.spelling($0))) }
            + read.map {
                SwiftValue.Element($0, .atom(swift.conditions.value(Expression(.field($0), span: text.span), element: nil)))
            }
        return .call(name, arguments)
    }
}
