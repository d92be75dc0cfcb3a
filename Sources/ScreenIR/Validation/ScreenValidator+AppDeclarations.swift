import ScreenDiagnostics
import ScreenExpressions

/// Checks of the app's declarations as one screen uses them: reusable texts that type-check over their parameters and
/// do not use each other in a cycle, names that do not clash with what the generated file declares, and types the
/// generated structs can hold.
extension ScreenValidator {
    /// The declarations of a declarations file, checked once for every screen that imports it: its reusable texts
    /// type-check over their parameters (calling what the file declares and imports), do not use each other in a
    /// cycle, and have names the generated files can declare. `imported`: what its imports declare.
    static func validate(_ file: DeclarationsFile, imported: AppDeclarations) -> [Diagnostic] {
        let holder = Screen(
            file: file.file, name: file.name, title: .text(DisplayText(.literal(""), span: file.name.span)),
            declarations: file.declarations.merging(imported))
        var validator = ScreenValidator(screen: holder)
        validator.checkOwnReusableTexts(holder.declarations)
        for text in file.declarations.texts where ReservedNames.importedAndStandardNames.contains(text.name.value) {
            validator.reportHiddenName(text)
        }
        return validator.sink.diagnostics
    }

    mutating func checkAppDeclarations() {
        let declarations = screen.declarations
        guard !declarations.isEmpty else { return }
        checkDeclaredNames(declarations)
        checkHeldTypes(declarations)
        checkOwnReusableTexts(declarations)
    }

    /// The file's own reusable texts (an imported file's are checked with that file).
    private mutating func checkOwnReusableTexts(_ declarations: AppDeclarations) {
        let own = declarations.texts.filter { screen.isOwn($0.name.span) }
        for text in own { checkReusableText(text, declarations) }
        checkTextCycles(own, declarations)
    }

    /// A declared type's or reusable text's Swift name must not be a name the generated file declares or uses: the
    /// screen's own declarations, and the imported ones its generated file names.
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
        let reachable = Set(screen.reachableDeclaredTypes.map(\.name.value))
        for type in declarations.types where screen.isOwn(type.name.span) || reachable.contains(type.name.value) {
            let outer = String(type.swiftName.prefix(while: { $0 != "." }))
            guard generated.contains(outer) else { continue }
            let own = screen.isOwn(type.name.span)
            sink.report(
                .generatedNameClash,
                "type `\(type.name.value)` is `\(type.swiftName)`, a name the generated file declares itself",
                at: own ? type.name.span : screen.name.span,
                labels: own ? [] : [Diagnostic.Label(span: type.name.span, message: "imported from here")],
                notes: ["inside the generated file `\(outer)` would mean the generated type, not the app's"],
                help: "rename the generated type (the field or screen that makes it), or use the app's type's full "
                    + "name with `swift: Module.\(type.swiftName)`")
        }
        let entryMembers = entryMemberNames
        let texts = screen.generatedReusableTexts
        for text in texts {
            let own = screen.isOwn(text.name.span)
            let hides = own && ReservedNames.importedAndStandardNames.contains(text.name.value)
            if generated.contains(text.name.value) || hides || entryMembers.contains(text.name.value) {
                reportHiddenName(text)
            }
        }
        checkCalledFunctionNames(declarations, texts: texts, entryMembers: entryMembers)
    }

    /// The cases and members of the generated entry enum: inside its `item(…)`, where rows' texts call the app's
    /// functions and the reusable texts, a case of the same name is found before the file's or the app's function.
    private var entryMemberNames: Set<String> {
        var names = ReservedNames.rowIDs
        for section in screen.sections { section.forEachDisplayRow { names.insert($0.id.value) } }
        return names
    }

    /// An app function the screen's texts call must not be called by the name of a case of the entry enum.
    private func checkCalledFunctionNames(
        _ declarations: AppDeclarations, texts: [ReusableText], entryMembers: Set<String>
    ) {
        var called: [String] = []
        var seen: Set<String> = []
        func addCalls(in text: DisplayText) {
            for expression in text.expressions {
                for name in expression.calledNames where seen.insert(name).inserted { called.append(name) }
            }
        }
        screen.forEachText(addCalls)
        for text in texts { addCalls(in: text.text) }
        for name in called {
            guard let function = declarations.function(named: name), entryMembers.contains(function.swiftName) else {
                continue
            }
            let own = screen.isOwn(function.name.span)
            sink.report(
                .generatedNameClash,
                "function `\(name)` is called as `\(function.swiftName)`, which is also a case of the generated entry enum",
                at: own ? function.name.span : screen.name.span,
                labels: own ? [] : [Diagnostic.Label(span: function.name.span, message: "imported from here")],
                notes: ["inside the entry's `item(…)` the case would be found instead of the function"],
                help: "rename the row (its `id:`), or call the function by its full name: `swift: Module.\(function.swiftName)`")
        }
    }

    /// `generated-name-clash` for a reusable text whose function would hide a name the generated file uses.
    private func reportHiddenName(_ text: ReusableText) {
        let own = screen.isOwn(text.name.span)
        sink.report(
            .generatedNameClash,
            "reusable text `\(text.name.value)` becomes a function of the generated file that hides "
                + "`\(text.name.value)`",
            at: own ? text.name.span : screen.name.span,
            labels: own ? [] : [Diagnostic.Label(span: text.name.span, message: "imported from here")],
            help: "rename it, for example to `\(text.name.value)Text`")
    }

    /// The generated state, data and parameter structs are `Equatable`: a field of a declared type must be one too.
    private func checkHeldTypes(_ declarations: AppDeclarations) {
        let fields: [(Located<String>, ValueType)] =
            screen.data.map { ($0.name, $0.type) } + screen.parameters.map { ($0.name, $0.type) }
            + screen.data.compactMap(\.listType).flatMap { $0.fields.map { ($0.name, $0.type) } }
        for (name, type) in fields {
            guard let held = declarations.nonEquatableType(in: type) else { continue }
            sink.report(
                .invalidDeclaration, "`\(name.value)` holds `\(held.name.value)`, which is declared `equatable: false`",
                at: name.span, labels: [Diagnostic.Label(span: held.name.span, message: "declared here")],
                notes: ["the screen's data and parameters are `Equatable`: the list re-renders when they change"],
                help: "hold the members the screen reads instead, or declare the type `equatable: true` if it is")
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

    /// Reusable texts that call each other in a cycle would recurse forever. (An imported text cannot call back into
    /// the file that imports it, so a cycle lies within one file's texts.)
    private func checkTextCycles(_ texts: [ReusableText], _ declarations: AppDeclarations) {
        var calls: [String: [String]] = [:]
        let names = Set(texts.map(\.name.value))
        for text in texts {
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
        for text in texts { visit(text.name.value, path: []) }
    }
}
