import ScreenIR
import SwiftSyntax

/// What the screen file declares besides its rows: the list states' arguments left as comments, the title and back
/// button texts, state and data declarations, and the loops repeated rows come from.
extension ScreenBuilder {
    /// The arguments of `ItemListControllerState(…)` and `ItemListNodeState(…)` the importer does not read, each
    /// quoted in a comment. What every generated screen passes and the screen file says elsewhere is not repeated.
    func listStateNotes(read factoryRead: Set<String>) -> [String] {
        let read: [String: Set<String>] = [
            "ItemListControllerState": ["presentationData"],
            "ItemListNodeState": ["presentationData", "entries"],
        ]
        let implied: Set<String> = [
            "leftNavigationButton: nil", "rightNavigationButton: nil", "backNavigationButton: nil", "style: .blocks",
            "animateChanges: true",
            "ensureVisibleItemTag: focusOnItemTag", "emptyStateItem: nil", "searchItem: nil",
        ]
        var notes: [String] = []
        for call in [controller.controllerState, controller.nodeState].compactMap({ $0 }) {
            let callee = call.calledExpression.trimmedDescription
            for argument in call.arguments {
                guard let label = argument.label?.text, !(read[callee]?.contains(label) ?? false),
                    !factoryRead.contains("\(callee).\(label)")
                else { continue }
                let swift = "\(label): \(argument.expression.trimmedDescription)"
                if implied.contains(swift) { continue }
                if label == "title", titleText(call) != nil { continue }
                if label == "backNavigationButton", backTitle(call) != nil { continue }
                notes.append(contentsOf: note("`\(label):` of \(callee) not imported yet", Syntax(argument)))
            }
        }
        return notes
    }

    /// `title: .text(X)` of `ItemListControllerState(…)`.
    func titleText(_ call: FunctionCallExprSyntax) -> String? {
        guard let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression.as(FunctionCallExprSyntax.self),
            title.calledExpression.trimmedDescription == ".text", let text = title.arguments.first?.expression
        else { return nil }
        return TextTranslator.translate(text)
    }

    /// `backNavigationButton: ItemListBackButton(title: X)`.
    func backTitle(_ call: FunctionCallExprSyntax) -> String? {
        guard let back = call.arguments.first(where: { $0.label?.text == "backNavigationButton" })?.expression
            .as(FunctionCallExprSyntax.self),
            back.calledExpression.trimmedDescription == "ItemListBackButton",
            let text = back.arguments.first(where: { $0.label?.text == "title" })?.expression
        else { return nil }
        return TextTranslator.translate(text)
    }

    func stateValue(_ field: String) -> String {
        let value = stateDefaults[field]
        switch stateTypes[field] ?? .scalar("Bool") {
        case .scalar("Bool"): return value.flatMap { ["true", "false"].contains($0) ? $0 : nil } ?? "false"
        case .scalar("Int"): return value.flatMap { Int($0) != nil ? $0 : nil } ?? "0"
        case .scalar("String"): return value.flatMap { $0.hasPrefix("\"") ? $0 : nil } ?? "\"\""
        case .enumeration(let cases):
            let initial = value.flatMap { cases.contains($0) ? $0 : nil } ?? cases[0]
            return "{ enum: [\(cases.joined(separator: ", "))], default: \(initial) }"
        case let type:
            return "{ type: \(type.yaml), default: \(value.map { $0 == "nil" ? "null" : $0 } ?? "null") }"
        }
    }

    /// The screen's parameters (`struct <Screen>Parameters` of the file, passed to the entries function), each as a
    /// declaration line with the default its `init` gives: every stored field the language can declare, read or not
    /// (the generated factory takes them all).
    func parameterDeclarations() -> [(name: String, line: String)] {
        // The factory's own parameters, with the defaults its signature gives.
        let fromFactory: [(name: String, line: String)] = controller.factoryParameters.compactMap { parameter in
            guard let type = rows.conditions.parameterFields[parameter.name],
                rows.conditions.bareParameterNames.contains(parameter.name)
            else { return nil }
            return (parameter.name, Self.parameterLine(parameter.name, type, parameter.defaultValue.flatMap(StateReader.literal)))
        }
        guard let parameters = data.parametersStruct else { return fromFactory }
        var defaults: [String: String] = [:]
        for member in parameters.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            for parameter in initializer.signature.parameterClause.parameters {
                if let value = parameter.defaultValue.flatMap({ StateReader.literal($0.value) }) {
                    defaults[(parameter.secondName ?? parameter.firstName).text] = value
                }
            }
        }
        return TypeDeclarations.storedProperties(of: parameters).compactMap { name, _ in
            guard let type = rows.conditions.parameterFields[name] else { return nil }
            return (name, Self.parameterLine(name, type, defaults[name]))
        } + fromFactory
    }

    /// `  name: { type: T, default: v }` (`{ enum: […], default: c }`); without a default the caller must give it.
    private static func parameterLine(_ field: String, _ type: ImportedType, _ value: String?) -> String {
        // A name YAML 1.1 reads as something else (`on`, `no`) is quoted as a key.
        let name = RowReader.key(field)
        switch type {
        case .enumeration(let cases):
            let initial = value.flatMap { cases.contains($0) ? ", default: \($0)" : nil } ?? ""
            return "  \(name): { enum: [\(cases.joined(separator: ", "))]\(initial) }"
        default:
            let initial = value.map { ", default: \($0 == "nil" ? "null" : $0)" } ?? ""
            return "  \(name): { type: \(type.yaml)\(initial) }"
        }
    }

    /// A data field's declaration lines (no sample: the preview starts from the type's zero value).
    func dataDeclaration(_ field: String) -> [String] {
        guard let type = data.types[field] else { return [] }
        if case .list(_, let elementName, _) = type {
            var lines = ["  \(field):", "    list: \(type.yaml)"]
            if let elementName, elementName != ElementName.derived(from: field) { lines.append("    element: \(elementName)") }
            return lines
        }
        if case .enumeration = type { return ["  \(field): \(type.yaml)"] }
        return ["  \(field): { type: \(type.yaml) }"]
    }

    /// The element a `for` loop binds: `for peer in …`, `for (index, peer) in ….enumerated()`.
    static func elementName(of loop: ForStmtSyntax) -> String? {
        if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text }
        if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
            let identifier = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)
        {
            return identifier.identifier.text
        }
        return nil
    }

    /// The list a `for` loop runs over, less `.enumerated()`.
    static func sequence(of loop: ForStmtSyntax) -> ExprSyntax {
        if let call = loop.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "enumerated", let base = member.base, loop.pattern.is(TuplePatternSyntax.self)
        {
            return base
        }
        return loop.sequence
    }
}

extension ScreenBuilder {
    /// `functions:`: the file's own functions rows call whose bodies the language cannot say, each with a comment
    /// quoting its signature and saying to move it into the app (the Swift file it is in is deleted after the import).
    func functionDeclarations() -> [String] {
        guard !rows.declaredFunctions.isEmpty else { return [] }
        var lines = ["", "functions:"]
        for name in rows.declaredFunctions.keys.sorted() {
            let function = rows.declaredFunctions[name]!
            let declaration = function.node.as(FunctionDeclSyntax.self)
            // A call of the app's function (not in the file): its parameters as the call passes them.
            // Its module when an `import` comment names it (`import TelegramStringFormatting  // sizeString`).
            let module = declaration == nil ? declaredModule(of: name) : nil
            let why =
                declaration != nil
                ? "`\(name)` is declared in the Swift file this screen replaces, and its body is not a text the language can say: move it into the app's module and add `module:`"
                : module != nil
                    ? "`\(name)` is the app's (`\(module!)`, whose import names it): its parameters are read from the call quoted, typed by the values it passes; add the parameters with defaults the call leaves out"
                    : "`\(name)` is the app's: its parameters are read from the call quoted, typed by the values it passes; add `module:`, and the parameters with defaults the call leaves out"
            let signature = declaration?.with(\.body, nil).trimmedDescription ?? function.node.trimmedDescription
            lines.append("  # \(YAMLText.oneLine("left: \(why) (line \(line(of: function.node)))"))")
            lines.append(contentsOf: YAMLText.quote(signature).map { "  #   \($0)" })
            let opening = "  \(name): { "
            if let module, function.line.hasPrefix(opening) {
                lines.append(opening + "module: \(module), " + function.line.dropFirst(opening.count))
            } else {
                lines.append(function.line)
            }
        }
        return lines
    }
}

extension ScreenBuilder {
    /// `texts:`: the file's text functions read as reusable texts, in the order the file declares them (the order
    /// screenc generates them in).
    func reusableTextDeclarations() -> [String] {
        guard !rows.reusableTexts.isEmpty else { return [] }
        let readings = rows.reusableTexts.values.sorted { $0.node.position < $1.node.position }
        return ["", "texts:"] + readings.flatMap(\.lines)
    }
}
