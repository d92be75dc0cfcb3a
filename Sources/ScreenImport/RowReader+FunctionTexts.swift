import SwiftSyntax

/// Texts hand-written controllers compute with the file's own functions (`private func intervalText(strings:interval:)
/// -> String` called from `item(…)`): read through the body when it is a text of the language, else declared under
/// `functions:` and called.
extension RowReader {
    /// A call of one of the file's functions returning a `String` (`intervalText(strings: presentationData.strings,
    /// interval: interval)`) whose body returns a text — `return a`, an `if` chain or a `switch` returning in every
    /// branch — read as that text with its parameters standing for the call's arguments (`strings` for
    /// `presentationData.strings`): the same computed text the call shows. Nil when the body or an argument is not
    /// one of the language's texts.
    mutating func functionText(_ expression: ExprSyntax) -> String? {
        guard let call = resolve(expression).as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let function = textFunctions[name]
        else { return nil }
        // A row's call is a use of a reusable text when the function reads as one (screenc generates `texts:` so);
        // a title's is read through first when nothing else calls the function (screenc generates a title needing
        // statements so).
        if !(readingControllerText && inlining.isEmpty && textFunctionCalls[name, default: 0] <= 1) {
            if let text = reusableTextCall(call, of: function) { return text }
            // Read as a reusable text by another call: this one passes what the screen cannot say.
            if reusableTexts[name] != nil { return nil }
        }
        // Only the outermost call is read through its body: a call inside a body being read (the function itself,
        // or another) is declared, so reading stays linear (no recursion, no doubling through nested calls).
        guard inlining.isEmpty, let body = function.body, let value = LocalValues.returned(in: body.statements)
        else { return declaredCall(call, of: function) }
        inlining.insert(name)
        defer { inlining.remove(name) }
        // Functions the body's calls declared are kept only if the body is read.
        let declaredBefore = declaredFunctions
        if let text = inlined(call, function, value) { return text }
        declaredFunctions = declaredBefore
        return declaredCall(call, of: function)
    }

    /// The body's text with the function's parameters standing for the call's arguments.
    private mutating func inlined(_ call: FunctionCallExprSyntax, _ function: FunctionDeclSyntax, _ value: LocalValues.Value)
        -> String?
    {
        let parameters = Array(function.signature.parameterClause.parameters)
        let arguments = Array(call.arguments)
        guard parameters.count == arguments.count else { return nil }
        var passed: [String: ExprSyntax] = [:]
        for (parameter, argument) in zip(parameters, arguments) {
            guard parameter.firstName.text == (argument.label?.text ?? "_"), parameter.defaultValue == nil else {
                return nil
            }
            let local = (parameter.secondName ?? parameter.firstName).text
            if parameter.type.trimmedDescription == "PresentationStrings" {
                // Keys are read as `strings.X`, whatever the strings passed are called here.
                let strings = argument.expression.trimmedDescription
                guard local == "strings", strings == "strings" || strings.hasSuffix(".strings") else { return nil }
                continue
            }
            passed[local] = resolve(argument.expression)
        }
        // The body reads only its parameters: the arguments, in the caller's scope (payloads resolved above).
        let saved = (conditions.substitutions, caseLocals, unwrapped)
        conditions.substitutions = passed
        caseLocals = LocalValues()
        unwrapped = []
        defer { (conditions.substitutions, caseLocals, unwrapped) = saved }
        return text(of: value)
    }

    /// The environment values a declared function may take (docs/Language.md "Declared functions"), by Swift type.
    static let environmentValues: [String: String] = [
        "PresentationStrings": "strings", "PresentationTheme": "theme", "PresentationDateTimeFormat": "dateTimeFormat",
        "PresentationPersonNameOrder": "nameDisplayOrder", "ItemListPresentationData": "presentationData",
        "AccountContext": "context",
    ]
    private static let declarableTypes: Set<String> = ["Bool", "Int", "Int32", "Int64", "Double", "String"]

    /// A call of one of the file's functions whose body the language cannot say, when its parameters are environment
    /// values and values of the language's types and its arguments are expressions of the screen: `{ call: f, args:
    /// { … } }`, with `f` declared under `functions:` (`declaredFunctions`) — the function itself must move into the
    /// app, which the screen file says.
    private mutating func declaredCall(_ call: FunctionCallExprSyntax, of function: FunctionDeclSyntax) -> String? {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count == call.arguments.count, function.signature.effectSpecifiers == nil,
            function.genericParameterClause == nil
        else { return nil }
        var declared: [String] = []
        var arguments: [String] = []
        for (parameter, argument) in zip(parameters, call.arguments) {
            let label = parameter.firstName.text
            guard label.isPlainName, argument.label?.text == label, parameter.defaultValue == nil else { return nil }
            let type = parameter.type.trimmedDescription
            if let environment = Self.environmentValues[type] {
                guard label == environment else { return nil }
                declared.append(environment)
                continue
            }
            let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
            let value: String
            if Self.declarableTypes.contains(wrapped) {
                guard let translated = conditions.translate(resolve(argument.expression), expecting: wrapped) else {
                    return nil
                }
                value = translated
            } else {
                guard let translated = appTypedArgument(resolve(argument.expression), type: type) else { return nil }
                value = translated
            }
            // A label YAML 1.1 reads as something else (`on`, `no`) is quoted as a key.
            let key = Self.key(label)
            declared.append("\(key): \(type.hasSuffix("?") ? YAMLText.quoted(type) : type)")
            arguments.append("\(key): \(Self.flowValue(value))")
        }
        let name = function.name.text
        guard name.isPlainName else { return nil }
        declaredFunctions[name] = (
            line: "  \(name): { parameters: [\(declared.joined(separator: ", "))] }",
            node: Syntax(function)
        )
        return arguments.isEmpty ? "{ call: \(name) }" : "{ call: \(name), args: { \(arguments.joined(separator: ", ")) } }"
    }

    /// A call of a function the file does not declare (one of the app's formatters) inside an interpolation,
    /// `cellularString(strings: presentationData.strings, value: count, label: note ?? "none")`: as the language
    /// calls it, `cellularString(value: count, label: note ?? "none")`, and the function declared under `functions:`
    /// with the parameters the call passes — environment values by their names (`strings: presentationData.strings`),
    /// the others typed by the values passed (`Bool`, `Int`, `String`). Its module, and parameters with defaults the
    /// call leaves out, are not in the file: the declaration's comment says so. Nil when an argument is unlabelled or
    /// not a value of the screen, or when another call passes other types.
    mutating func appFunctionCall(_ expression: ExprSyntax) -> String? {
        guard let (name, arguments) = appFunctionArguments(expression) else { return nil }
        return "\(name)(\(arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")))"
    }

    /// The same call standing alone as a text (`return localizedSoundName(strings: strings, sound: sound)` in a
    /// reusable text's body, `label: f(strings: presentationData.strings, value: n)`): `{ call: f, args: { … } }`,
    /// `f` declared as above; a value of an app type (`sound: PeerMessageSound`) is passed too, its type declared.
    mutating func appFunctionText(_ expression: ExprSyntax) -> String? {
        guard let (name, arguments) = appFunctionArguments(expression, appTypes: true) else { return nil }
        if arguments.isEmpty { return "{ call: \(name) }" }
        return "{ call: \(name), args: { \(arguments.map { "\($0.label): \(Self.flowValue($0.value))" }.joined(separator: ", ")) } }"
    }

    /// The app function a call names and the arguments it passes as the language writes them, the function declared
    /// (`declaredFunctions`) with the parameters the call passes.
    private mutating func appFunctionArguments(_ expression: ExprSyntax, appTypes: Bool = false)
        -> (name: String, arguments: [(label: String, value: String)])?
    {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.additionalTrailingClosures.isEmpty,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.isPlainName,
            name.first?.isLowercase == true, !Self.yamlWords.contains(name.lowercased()), textFunctions[name] == nil,
            !["presentationStringsFormattedNumber", "dataSizeString", "Int", "Int32", "Int64", "String"].contains(name)
        else { return nil }
        var declared: [String] = []
        var arguments: [(label: String, value: String)] = []
        for argument in call.arguments {
            guard let label = argument.label?.text, label.isPlainName, !Self.yamlWords.contains(label.lowercased())
            else { return nil }
            if Self.environmentValues.values.contains(label) {
                // `presentationData.strings`, `strings` (or `presentationData`, `context`) passed as they are.
                let passed = argument.expression.trimmedDescription
                guard passed == label || passed == "presentationData.\(label)" else { return nil }
                declared.append(label)
                continue
            }
            let value = resolve(argument.expression)
            var text = conditions.coalesced(value)
            var type = text == nil ? nil : "String"
            // A value of an app type (`sound: PeerMessageSound`), declared under `types:`.
            var appType: String?
            // A value of a known type, else a member of an app type (a `String` until a comparison says `Int`).
            for expected in [nil, "String"] where text == nil {
                guard let known = expected.map({ conditions.translate(value, expecting: $0) }) ?? conditions.translate(value)
                else { continue }
                let knownType = conditions.type(of: known)
                if case .scalar(let scalar)? = knownType {
                    (text, type) = (RowReader.unwrapped(known), scalar)
                } else if appTypes, case .app(let app)? = knownType, let name = knownType?.appTypeName {
                    (text, type, appType) = (known, TypeDeclarations.unqualified(app), name)
                } else if known.hasSuffix(".count") || known.hasSuffix(".count)") {
                    (text, type) = (RowReader.unwrapped(known), "Int")
                }
            }
            guard let text, let type, ["Bool", "Int", "String"].contains(type) || appType != nil else { return nil }
            if let appType { functionAppTypes.insert(appType) }
            declared.append("\(label): \(type.hasSuffix("?") ? YAMLText.quoted(type) : type)")
            arguments.append((label, text))
        }
        let line = "  \(name): { parameters: [\(declared.joined(separator: ", "))] }"
        if let earlier = declaredFunctions[name], earlier.line != line { return nil }
        declaredFunctions[name] = (line: line, node: Syntax(call))
        return (name, arguments)
    }
}
