import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes `types:`, `functions:` and `texts:` — of a screen file or of a declarations file — into `AppDeclarations`.
///
/// Types are read in two passes: their names first, so that members may name any declared type in any order, then
/// their members and cases, resolved depth first (a type that contains itself is `invalid-declaration`).
struct AppDeclarationsDecoder {
    let values: ValueReader
    let sink: DiagnosticSink
    /// Declarations already known (from imported files): the screen's own may name their types and call their
    /// functions.
    var imported = AppDeclarations()

    /// The declarations written under the three keys (any may be absent). The names of those with errors are the
    /// result's `failedNames`.
    func decode(types: YAMLNode?, functions: YAMLNode?, texts: YAMLNode?) -> AppDeclarations {
        let resolution = TypeResolution(decoder: self, imported: imported)
        if let types { resolution.collect(types) }
        let declaredTypes = resolution.resolveAll()
        var known = AppDeclarations(types: declaredTypes).merging(imported)
        known.failedNames.formUnion(Self.names(in: types).subtracting(declaredTypes.map(\.name.value)))
        var scoped = self
        scoped.imported.failedNames = known.failedNames
        let declaredFunctions = functions.map { scoped.decodeFunctions($0, types: known) } ?? []
        known.functions = declaredFunctions + imported.functions
        known.failedNames.formUnion(Self.names(in: functions).subtracting(declaredFunctions.map(\.name.value)))
        scoped.imported.failedNames = known.failedNames
        var reader = values
        reader.memberNames = known.memberNames
        let declaredTexts =
            texts.map { scoped.decodeTexts($0, types: known, functions: declaredFunctions, reader: reader) } ?? []
        var own = AppDeclarations(types: declaredTypes, functions: declaredFunctions, texts: declaredTexts)
        own.failedNames = known.failedNames.union(Self.names(in: texts).subtracting(declaredTexts.map(\.name.value)))
            .subtracting(imported.failedNames)
        reportShadowing(own)
        return own
    }

    /// The keys of a mapping of declarations (the names written, whether or not they decode).
    private static func names(in node: YAMLNode?) -> Set<String> {
        Set(node?.mapping?.compactMap { $0.key.scalar?.value } ?? [])
    }

    // MARK: Names also imported

    /// Each of the file's own declarations whose name an imported file declares too: `duplicate-id` at the file's
    /// own, which hides the imported one.
    private func reportShadowing(_ own: AppDeclarations) {
        guard !imported.isEmpty else { return }
        for type in own.types {
            if let other = imported.type(named: type.name.value) {
                reportShadowing("type", type.name, other.name.span)
            }
        }
        let calls = own.functions.map(\.name) + own.texts.map(\.name)
        for name in calls {
            let other = imported.function(named: name.value)?.name.span ?? imported.text(named: name.value)?.name.span
            if let other {
                reportShadowing(own.function(named: name.value) != nil ? "function" : "reusable text", name, other)
            }
        }
    }

    /// `reportShadowing(_:)` for custom items.
    func reportShadowedItems(_ items: [ItemDescription]) {
        for item in items {
            guard let other = imported.item(named: item.name)?.declarationSpan, let span = item.declarationSpan else {
                continue
            }
            reportShadowing("custom item", Located(item.name, span: span), other)
        }
    }

    private func reportShadowing(_ kind: String, _ name: Located<String>, _ imported: SourceSpan) {
        sink.report(
            .duplicateID, "\(kind) `\(name.value)` is also declared in \(imported.file), which this file imports",
            at: name.span, labels: [Diagnostic.Label(span: imported, message: "declared here too")],
            notes: ["one name must mean one thing in every file that sees both"],
            help: "remove this declaration and use the imported one, or rename one of them")
    }

    // MARK: Type names

    /// The type a spelling names, among the built-in types and `known`'s; `environment` allows the environment's Swift
    /// types (a function's parameter). Reports an unknown or malformed name.
    /// A name in `imported.failedNames`, or one `broken` says has errors, is not reported (its declaration is).
    func resolve(
        _ node: YAMLNode, known lookup: (String) -> ExpressionType?, broken: (String) -> Bool = { _ in false },
        environment: Bool = false, what: String
    ) -> (type: ValueType?, environment: EnvironmentValue?)? {
        guard let scalar = values.scalar(node, what: what) else { return nil }
        guard let spelling = TypeSpelling.parse(scalar.value) else {
            sink.report(
                .invalidDeclaration, "`\(scalar.value)` is not a type", at: node.span,
                help: "write a type as Swift does: `Int32`, `String?`, `[PeerId]`, `[PeerId: Peer]` or a declared name")
            return nil
        }
        if environment, case .named(let name) = spelling, let value = EnvironmentValue(swiftType: name) {
            return (nil, value)
        }
        return resolve(spelling, node: node, lookup: lookup, broken: broken).map { ($0, nil) }
    }

    private func resolve(
        _ spelling: TypeSpelling, node: YAMLNode, lookup: (String) -> ExpressionType?, broken: (String) -> Bool
    ) -> ValueType? {
        switch spelling {
        case .optional(let wrapped):
            return resolve(wrapped, node: node, lookup: lookup, broken: broken).map(ValueType.optional)
        case .array(let element):
            return resolve(element, node: node, lookup: lookup, broken: broken).map(ValueType.array)
        case .dictionary(let key, let value):
            guard let key = resolve(key, node: node, lookup: lookup, broken: broken),
                let value = resolve(value, node: node, lookup: lookup, broken: broken)
            else { return nil }
            return .dictionary(key, value)
        case .named(let name):
            switch name {
            case "Bool": return .bool
            case "Int": return .int
            case "Int32": return .int32
            case "Int64": return .int64
            case "Double": return .double
            case "String": return .string
            case "PeerId", "EnginePeer.Id": return .peerId
            case "Peer", "EnginePeer": return .peer
            default: break
            }
            if let type = lookup(name) { return .app(type) }
            if imported.failedNames.contains(name) || broken(name) { return nil }
            if EnvironmentValue(swiftType: name) != nil {
                sink.report(
                    .invalidDeclaration, "`\(name)` is the environment's: only a function's parameter can be one",
                    at: node.span, help: "a function declares it as `- \(EnvironmentValue(swiftType: name)!.rawValue)`")
                return nil
            }
            sink.report(
                .unknownType, "there is no type `\(name)`", at: node.span,
                notes: ["built-in types: " + Suggestion.list(ScreenLanguage.builtinTypeNames) { "`\($0)`" }],
                help: Suggestion.didYouMean(name, in: ScreenLanguage.builtinTypeNames + declaredNames(lookup: lookup))
                    ?? "declare it under `types:`, or import a declarations file that does")
            return nil
        }
    }

    private func declaredNames(lookup: (String) -> ExpressionType?) -> [String] {
        imported.types.map(\.name.value)
    }

    // MARK: Functions

    private func decodeFunctions(_ node: YAMLNode, types: AppDeclarations) -> [DeclaredFunction] {
        guard let pairs = node.mapping else {
            sink.report(.wrongType, "`functions` must be a mapping from names to declarations", at: node.span)
            return []
        }
        let lookup = { (name: String) in types.type(named: name)?.expressionType }
        var names = FirstOccurrences()
        var functions: [DeclaredFunction] = []
        for pair in pairs {
            guard let name = values.identifier(pair.key, what: "function name") else { continue }
            if let first = names.insert(name) {
                sink.report(
                    .duplicateID, "function `\(name.value)` is declared twice", at: name.span,
                    labels: [Diagnostic.Label(span: first, message: "first declared here")])
                continue
            }
            guard
                let reader = MappingReader(
                    pair.value, what: "function `\(name.value)`", allowed: ScreenLanguage.functionDeclaration.names,
                    sink: sink)
            else { continue }
            defer { reader.finish() }
            var parameters: [DeclaredParameter] = []
            var valid = true
            if let list = reader.value("parameters") {
                if let items = list.sequence {
                    for item in items {
                        if let parameter = decodeParameter(item, of: name.value, lookup: lookup) {
                            if let clash = parameters.first(where: { $0.label != nil && $0.label == parameter.label }) {
                                sink.report(
                                    .duplicateID, "function `\(name.value)` has two parameters labelled `\(clash.label!)`",
                                    at: parameter.name.span)
                                valid = false
                            }
                            parameters.append(parameter)
                        } else {
                            valid = false
                        }
                    }
                } else {
                    sink.report(.wrongType, "`parameters` must be a list, in the declaration's order", at: list.span)
                    valid = false
                }
            }
            var result: ValueType = .string
            if let returns = reader.value("returns") {
                guard let resolved = resolve(returns, known: lookup, what: "the result type")?.type else { continue }
                result = resolved
            }
            let swiftName = reader.value("swift").flatMap { values.scalar($0, what: "the Swift name")?.value } ?? name.value
            let module = reader.value("module").flatMap { moduleName($0) }
            let sample = reader.value("sample").flatMap { values.scalar($0, what: "the sample result")?.value }
            guard valid else { continue }
            functions.append(
                DeclaredFunction(
                    name: name, swiftName: swiftName, module: module, parameters: parameters, result: result,
                    sample: sample, span: name.span.union(pair.value.span)))
        }
        return functions
    }

    /// `strings` (an environment value), `label: Type`, or `label: { type:, label:, default: }`.
    private func decodeParameter(_ node: YAMLNode, of function: String, lookup: (String) -> ExpressionType?)
        -> DeclaredParameter?
    {
        if let scalar = node.scalar {
            guard let value = EnvironmentValue(rawValue: scalar.value) else {
                values.reportUnknownWord(
                    scalar.value, what: "environment value", options: ScreenLanguage.environmentNames, at: node.span)
                return nil
            }
            return DeclaredParameter(
                label: value.rawValue, name: Located(value.rawValue, span: node.span), type: nil, environment: value,
                hasDefault: false)
        }
        guard let pairs = node.mapping, pairs.count == 1 else {
            sink.report(
                .wrongType, "a parameter of `\(function)` is an environment value (`strings`) or one `label: type`",
                at: node.span)
            return nil
        }
        // A parameter name is written only as a label of the call, where Swift takes most keywords (`default:`).
        let labels = SwiftIdentifier.keywordsNotLabels
        guard let name = values.identifier(pairs[0].key, what: "parameter name", keywordsTakenBut: labels) else {
            return nil
        }
        let value = pairs[0].value
        var label: String? = name.value
        var hasDefault = false
        var typeNode = value
        if value.mapping != nil {
            guard
                let reader = MappingReader(
                    value, what: "parameter `\(name.value)`", allowed: ScreenLanguage.functionParameter.names, sink: sink)
            else { return nil }
            defer { reader.finish() }
            guard let node = reader.require("type") else { return nil }
            typeNode = node
            if let labelNode = reader.value("label"), let written = values.scalar(labelNode, what: "the label") {
                label = written.value == "_" ? nil : written.value
            }
            hasDefault = reader.value("default").flatMap { values.bool($0, what: "`default`") } ?? false
        }
        guard let resolved = resolve(typeNode, known: lookup, environment: true, what: "the parameter's type") else {
            return nil
        }
        return DeclaredParameter(
            label: label, name: name, type: resolved.type, environment: resolved.environment, hasDefault: hasDefault)
    }

    // MARK: Reusable texts

    private func decodeTexts(
        _ node: YAMLNode, types: AppDeclarations, functions: [DeclaredFunction], reader: ValueReader
    ) -> [ReusableText] {
        guard let pairs = node.mapping else {
            sink.report(.wrongType, "`texts` must be a mapping from names to reusable texts", at: node.span)
            return []
        }
        let lookup = { (name: String) in types.type(named: name)?.expressionType }
        var names = FirstOccurrences()
        var texts: [ReusableText] = []
        for pair in pairs {
            guard let name = values.identifier(pair.key, what: "reusable text name") else { continue }
            if let first = names.insert(name) {
                sink.report(
                    .duplicateID, "reusable text `\(name.value)` is declared twice", at: name.span,
                    labels: [Diagnostic.Label(span: first, message: "first declared here")])
                continue
            }
            if functions.contains(where: { $0.name.value == name.value }) {
                sink.report(
                    .duplicateID, "`\(name.value)` is declared as a function and as a reusable text", at: name.span,
                    help: "rename one: a call names one of them")
                continue
            }
            guard
                let mapping = MappingReader(
                    pair.value, what: "reusable text `\(name.value)`", allowed: ScreenLanguage.reusableText.names, sink: sink)
            else { continue }
            defer { mapping.finish() }
            var parameters: [TypedName] = []
            var valid = true
            if let list = mapping.value("parameters") {
                if let items = list.mapping {
                    for item in items {
                        guard let parameter = values.identifier(item.key, what: "parameter name"),
                            let type = resolve(item.value, known: lookup, what: "the parameter's type")?.type
                        else {
                            valid = false
                            continue
                        }
                        parameters.append(TypedName(name: parameter, type: type, span: parameter.span.union(item.value.span)))
                    }
                } else {
                    sink.report(
                        .wrongType, "the `parameters` of a reusable text are a mapping: name → type", at: list.span)
                    valid = false
                }
            }
            guard let textNode = mapping.require("text") else { continue }
            // The text reads its parameters: records among them have fields (`settings.presence`).
            var scoped = reader
            scoped.recordVariables.formUnion(parameters.map(\.name.value))
            guard let text = scoped.text(textNode, what: "the text of `\(name.value)`"), valid else { continue }
            texts.append(
                ReusableText(name: name, parameters: parameters, text: text, span: name.span.union(pair.value.span)))
        }
        return texts
    }

    /// A module name: a Swift identifier.
    func moduleName(_ node: YAMLNode) -> Located<String>? {
        guard let scalar = values.scalar(node, what: "the module name") else { return nil }
        let name = Located(scalar.value, span: node.span)
        if let problem = ModuleName.problem(name.value) {
            sink.report(
                .invalidIdentifier, problem, at: node.span,
                help: "write the module's name as `import` takes it, like `TelegramCore`")
            return nil
        }
        return name
    }
}
