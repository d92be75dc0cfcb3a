import ScreenDiagnostics
import ScreenExpressions

/// Checks of the app's declarations as one screen uses them: reusable texts that type-check over their parameters and
/// do not use each other in a cycle, names that do not clash with what the generated file declares, and types the
/// generated structs can hold.
extension ScreenValidator {
    mutating func checkAppDeclarations() {
        let declarations = screen.declarations
        guard !declarations.isEmpty else { return }
        checkDeclaredNames(declarations)
        checkHeldTypes(declarations)
        for text in declarations.texts { checkReusableText(text, declarations) }
        checkTextCycles(declarations)
    }

    /// A declared type's or reusable text's Swift name must not be a name the generated file declares or uses.
    private func checkDeclaredNames(_ declarations: AppDeclarations) {
        let stem = naming.stem(screen.name.value)
        var generated = Set(GeneratedNames.Role.allCases.map { GeneratedNames.name($0, stem: stem) })
        // The types nested in the generated structs: a field of a declared type inside the struct would mean them.
        for field in screen.state where field.type.isEnumeration { generated.insert(field.enumTypeName) }
        for parameter in screen.parameters where parameter.type.isEnumeration { generated.insert(parameter.enumTypeName) }
        for field in screen.data {
            if field.type.isEnumeration { generated.insert(field.enumTypeName) }
            if let list = field.listType {
                generated.insert(list.element.value)
                for recordField in list.fields where recordField.type.isEnumeration {
                    generated.insert(recordField.enumTypeName)
                }
            }
        }
        for type in declarations.types {
            let outer = String(type.swiftName.prefix(while: { $0 != "." }))
            guard generated.contains(outer) else { continue }
            sink.report(
                .generatedNameClash,
                "type `\(type.name.value)` is `\(type.swiftName)`, a name the generated file declares itself",
                at: type.name.span,
                notes: ["inside the generated file `\(outer)` would mean the generated type, not the app's"],
                help: "rename the generated type (the field or screen that makes it), or use the app's type's full "
                    + "name with `swift: Module.\(type.swiftName)`")
        }
        for text in declarations.texts {
            guard generated.contains(text.name.value) || ReservedNames.importedAndStandardNames.contains(text.name.value)
            else { continue }
            sink.report(
                .generatedNameClash,
                "reusable text `\(text.name.value)` becomes a function of the generated file that hides `\(text.name.value)`",
                at: text.name.span, help: "rename it, for example to `\(text.name.value)Text`")
        }
    }

    /// The generated state, data and parameter structs are `Equatable`: a field of a declared type must be one too.
    private func checkHeldTypes(_ declarations: AppDeclarations) {
        let fields: [(Located<String>, ValueType)] =
            screen.data.map { ($0.name, $0.type) } + screen.parameters.map { ($0.name, $0.type) }
            + screen.data.compactMap(\.listType).flatMap { $0.fields.map { ($0.name, $0.type) } }
        for (name, type) in fields {
            guard let held = Self.nonEquatableType(type, declarations) else { continue }
            sink.report(
                .invalidDeclaration, "`\(name.value)` holds `\(held.name.value)`, which is declared `equatable: false`",
                at: name.span, labels: [Diagnostic.Label(span: held.name.span, message: "declared here")],
                notes: ["the screen's data and parameters are `Equatable`: the list re-renders when they change"],
                help: "hold the members the screen reads instead, or declare the type `equatable: true` if it is")
        }
    }

    /// The first declared type in `type` that is not `Equatable`.
    static func nonEquatableType(_ type: ValueType, _ declarations: AppDeclarations) -> DeclaredType? {
        switch type {
        case .app(let appType):
            let name: String? =
                switch appType {
                case .record(let record): record.name
                case .enumeration(let enumName, _): enumName
                default: nil
                }
            guard let declared = name.flatMap(declarations.type(named:)) else { return nil }
            return declared.isEquatable ? nil : declared
        case .optional(let wrapped), .array(let wrapped): return nonEquatableType(wrapped, declarations)
        case .dictionary(let key, let value):
            return nonEquatableType(key, declarations) ?? nonEquatableType(value, declarations)
        default: return nil
        }
    }

    /// A reusable text's body type-checks over its parameters (and may call functions and other texts).
    private mutating func checkReusableText(_ text: ReusableText, _ declarations: AppDeclarations) {
        let outer = checker
        var fields: [String: ExpressionType] = [:]
        for parameter in text.parameters { fields[parameter.name.value] = parameter.type.expressionType(enumName: text.name.value) }
        checker = ExpressionTypeChecker(
            fields: fields,
            groups: [.init(label: "parameters of `\(text.name.value)`", names: text.parameters.map(\.name.value))],
            interface: outer.interface)
        let used = usedFields
        checkText(text.text)
        // A text reads its own parameters, not the screen's fields.
        usedFields = used
        checker = outer
    }

    /// Reusable texts that call each other in a cycle would recurse forever.
    private func checkTextCycles(_ declarations: AppDeclarations) {
        var calls: [String: [String]] = [:]
        let names = Set(declarations.texts.map(\.name.value))
        for text in declarations.texts {
            calls[text.name.value] = text.text.expressions.flatMap(\.calledNames).filter(names.contains)
        }
        var state: [String: Bool] = [:]  // false: on the path; true: done
        var reported: Set<String> = []
        func visit(_ name: String, path: [String]) {
            if state[name] == true { return }
            if state[name] == false {
                let cycle = Array(path.drop(while: { $0 != name })) + [name]
                guard !reported.contains(name), let text = declarations.text(named: name) else { return }
                reported.formUnion(cycle)
                sink.report(
                    .textCycle, "reusable text `\(name)` uses itself: " + cycle.map { "`\($0)`" }.joined(separator: " → "),
                    at: text.name.span, help: "a reusable text may call others, but not one that calls it back")
                return
            }
            state[name] = false
            for callee in calls[name] ?? [] { visit(callee, path: path + [name]) }
            state[name] = true
        }
        for text in declarations.texts { visit(text.name.value, path: []) }
    }
}
