import SwiftSyntax

/// The file's functions returning a `String` that rows call with values of the screen — screenc's own reusable texts
/// (`private func soundName(strings:sound:soundList:) -> String`, generated from `texts:`), or a hand-written
/// formatter — read back as reusable texts: a `texts:` entry with the function's parameters, whose text is the body
/// read over them, and each call `{ call: soundName, args: { … } }`.
extension RowReader {
    /// A function read as a reusable text: its `texts:` entry (its lines), or why not (nil: read as before).
    struct ReusableTextReading {
        /// The entry's lines under `texts:` (`  name:`, `    parameters: …`, `    text: …`).
        var lines: [String]
        /// The function, to order the entries as the file declares them.
        var node: FunctionDeclSyntax
    }

    /// The call of one of the file's text functions as a use of a reusable text, `{ call: name, args: { … } }`, the
    /// function read as one (`reusableTexts`) the first time. Nil when a parameter is not of a type a reusable text
    /// can take (an environment value by another name, an enum of the file, a default), an argument is not a value
    /// of the screen, or the body is not a text of the language over the parameters.
    mutating func reusableTextCall(_ call: FunctionCallExprSyntax, of function: FunctionDeclSyntax) -> String? {
        let name = function.name.text
        // Declared under `functions:` by an earlier call (one passing what a text's parameters cannot take): the same
        // name cannot be a text too.
        if inlining.contains(name) {
            // The text would use itself (`text-cycle`): none of the texts being read is one.
            reusableTextCycle = true
            return nil
        }
        guard name.isPlainName, declaredFunctions[name] == nil, let passed = passedArguments(call, of: function) else {
            return nil
        }
        if reusableTexts[name] == nil {
            guard !failedReusableTexts.contains(name) else { return nil }
            guard let reading = readReusableText(function, parameters: passed.parameters) else {
                failedReusableTexts.insert(name)
                return nil
            }
            reusableTexts[name] = reading
            reusableTextsRead.append(name)
        }
        return passed.arguments.isEmpty
            ? "{ call: \(name) }" : "{ call: \(name), args: { \(passed.arguments.joined(separator: ", ")) } }"
    }

    /// The body of `function` read as a text over `parameters` and nothing else: its `texts:` entry.
    private mutating func readReusableText(
        _ function: FunctionDeclSyntax, parameters: [(name: String, type: ImportedType)]
    ) -> ReusableTextReading? {
        guard let body = function.body, let value = LocalValues.returned(in: body.statements) else { return nil }
        let name = function.name.text
        let saved = (
            conditions.substitutions, conditions.textParameters, conditions.loopElement, caseLocals, unwrapped,
            declaredFunctions
        )
        let (textsBefore, cycleBefore) = (reusableTextsRead.count, reusableTextCycle)
        reusableTextCycle = false
        conditions.substitutions = [:]
        conditions.textParameters = Dictionary(parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        conditions.loopElement = nil
        caseLocals = LocalValues()
        unwrapped = []
        inlining.insert(name)
        let text = self.text(of: value)
        inlining.remove(name)
        (conditions.substitutions, conditions.textParameters, conditions.loopElement, caseLocals, unwrapped) =
            (saved.0, saved.1, saved.2, saved.3, saved.4)
        let cycle = reusableTextCycle
        reusableTextCycle = cycleBefore || cycle
        guard let text, !cycle else {
            // What the body's calls declared (functions, texts) is kept only if the body is read; in a cycle, no text
            // read inside it is one (each is read through or declared where it is called, as before).
            declaredFunctions = saved.5
            for inner in reusableTextsRead[textsBefore...] {
                reusableTexts[inner] = nil
                if cycle { failedReusableTexts.insert(inner) }
            }
            reusableTextsRead.removeSubrange(textsBefore...)
            return nil
        }
        var lines = ["  \(name):"]
        if !parameters.isEmpty {
            let declared = parameters.map { parameter in
                let key = Self.key(parameter.name)
                return "\(key): \(parameter.type.yaml)"
            }
            lines.append("    parameters: { \(declared.joined(separator: ", ")) }")
        }
        lines.append("    text: \(text)")
        return ReusableTextReading(lines: lines, node: function)
    }

    /// The arguments a call of one of the file's functions passes, as the screen writes them (`sound: exception.sound`),
    /// and the function's parameters as a declaration types them: environment values by their names (`strings:
    /// PresentationStrings`, left out of both), `Bool` / `Int` / `String` (and optionals) and the app's types given a
    /// value of that type. Nil when a parameter or argument is not one of these.
    private mutating func passedArguments(_ call: FunctionCallExprSyntax, of function: FunctionDeclSyntax)
        -> (parameters: [(name: String, type: ImportedType)], arguments: [String])?
    {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count == call.arguments.count, function.signature.effectSpecifiers == nil,
            function.genericParameterClause == nil
        else { return nil }
        var typed: [(name: String, type: ImportedType)] = []
        var arguments: [String] = []
        for (parameter, argument) in zip(parameters, call.arguments) {
            let label = parameter.firstName.text
            // The body reads the parameter by the label: a second name would be another name there.
            guard label.isPlainName, parameter.secondName == nil, argument.label?.text == label,
                parameter.defaultValue == nil
            else { return nil }
            let type = parameter.type.trimmedDescription
            if let environment = Self.environmentValues[type] {
                guard label == environment else { return nil }
                continue
            }
            let value: String
            let imported: ImportedType
            if TypeDeclarations.scalars.contains(type) {
                let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
                guard let translated = conditions.translate(resolve(argument.expression), expecting: wrapped) else {
                    return nil
                }
                (value, imported) = (translated, .scalar(type))
            } else {
                guard let translated = appTypedArgument(resolve(argument.expression), type: type) else { return nil }
                (value, imported) = (translated, .app(type))
            }
            let key = Self.key(label)
            typed.append((label, imported))
            arguments.append("\(key): \(Self.flowValue(value))")
        }
        return (typed, arguments)
    }
}
