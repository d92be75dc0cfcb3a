import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// The types a custom item's parameters are written with: the language's words (`Text`, `condition`, `action`, …),
/// the environment's values, and Swift type spellings of built-in and declared types.
extension ItemDeclarationDecoder {
    /// What a parameter's type word makes of it.
    enum ParsedType {
        /// An environment value the call passes (`theme`, `PresentationStrings`): no row key.
        case environment(ItemParameter.Source)
        /// A row key of the kind; `required` unless the type says the row may leave it out.
        case key(ItemValueKind, required: Bool)
    }

    /// `Text`, `Text?`, `Bool`, `condition`, `action`, `hook`, `Icon`, `Icon?`; an environment value (`theme`, or its
    /// Swift type `PresentationTheme`); or a type — `Int64`, `Double?`, `[PeerId]`, a declared type — whose row key
    /// takes an expression of it (optional types may be left out: `nil`).
    func typeKind(_ word: String, at node: YAMLNode) -> ParsedType? {
        switch word {
        case "Text": return .key(.text, required: true)
        case "Text?": return .key(.text, required: false)
        case "Bool": return .key(.bool, required: true)
        case "condition": return .key(.condition, required: true)
        case "action": return .key(.action, required: false)
        case "hook": return .key(.hook(payload: []), required: false)
        case "Icon": return .key(.icon, required: true)
        case "Icon?": return .key(.icon, required: false)
        default: break
        }
        if let source = Self.fixedParameters[word], case .environment = source { return .environment(source) }
        if word == "context" { return .environment(.accountContext) }
        if word == "presentationData" { return .environment(.presentationData) }
        guard let type = valueType(node, what: "a parameter's type", allowsEnvironment: true) else { return nil }
        switch type {
        case .environment(let value):
            switch value {
            case .presentationData: return .environment(.presentationData)
            case .context: return .environment(.accountContext)
            default: return .environment(.environment(value))
            }
        case .value(let type):
            guard checkCarried(type, at: node, what: "a parameter") else { return nil }
            return .key(.value(type), required: !type.isOptional)
        }
    }

    enum ResolvedType {
        case environment(EnvironmentValue)
        case value(ItemValueType)
    }

    /// A type spelling (`Int32`, `AutoremoveTimeoutPreset?`) resolved among the built-in and declared types; with
    /// `allowsEnvironment`, an environment value's Swift type too. Reports an unknown type with the words a
    /// parameter's type may also be.
    func valueType(_ node: YAMLNode, what: String, allowsEnvironment: Bool) -> ResolvedType? {
        guard let scalar = values.scalar(node, what: what) else { return nil }
        let known = { (name: String) in declarations.type(named: name)?.expressionType }
        if let spelling = TypeSpelling.parse(scalar.value) {
            let builtIn = ScreenLanguage.builtinTypeNames + ["PeerId", "Peer", "EnginePeer", "EnginePeer.Id"]
            let unknown = spelling.names.first { name in
                !builtIn.contains(name) && known(name) == nil
                    && !(allowsEnvironment && EnvironmentValue(swiftType: name) != nil)
            }
            if let unknown {
                let words = allowsEnvironment ? ScreenLanguage.customParameterTypeNames + ScreenLanguage.environmentNames : []
                let candidates = words + builtIn + declarations.types.map(\.name.value)
                sink.report(
                    .unknownType, "there is no type `\(unknown)`", at: node.span,
                    notes: allowsEnvironment
                        ? ["a parameter is " + Suggestion.list(ScreenLanguage.customParameterTypeNames) { "`\($0)`" }
                            + ", an environment value, or a Swift type: a built-in one or one declared under `types:`"]
                        : ["built-in types: " + Suggestion.list(ScreenLanguage.builtinTypeNames) { "`\($0)`" }],
                    help: Suggestion.didYouMean(unknown, in: candidates)
                        ?? "declare it under `types:`, or import a declarations file that does")
                return nil
            }
        }
        let resolver = AppDeclarationsDecoder(values: values, sink: sink, imported: declarations)
        guard let resolved = resolver.resolve(node, known: known, environment: allowsEnvironment, what: what) else {
            return nil
        }
        if let environment = resolved.environment { return .environment(environment) }
        guard let type = resolved.type else { return nil }
        return .value(ItemValueType(name: scalar.value, expressionType: type.expressionType(enumName: scalar.value)))
    }

    /// The type of a bound value or of a hook's payload value: a type, not an environment value.
    func valueType(_ node: YAMLNode, what: String) -> ItemValueType? {
        guard let resolved = valueType(node, what: what, allowsEnvironment: false), case .value(let type) = resolved else {
            return nil
        }
        return type
    }

    /// What a hook receives: `[]` or one value, `[Int64]`.
    func hookPayload(_ node: YAMLNode) -> [ItemValueType]? {
        guard let list = node.sequence else {
            sink.report(.wrongType, "`hook` lists what the hook receives: `[]`, `[Int]`", at: node.span)
            return nil
        }
        let types = list.compactMap { valueType($0, what: "a hook's value") }
        guard types.count == list.count else { return nil }
        if types.count > 1 {
            sink.report(
                .invalidItemDeclaration, "a hook of a custom item receives at most one value", at: node.span,
                help: "pass one value, for example `[Int]`")
            return nil
        }
        return types
    }

    /// A value the entry carries must be `Equatable`: entries are compared to animate what changed.
    func checkCarried(_ type: ItemValueType, at node: YAMLNode, what: String) -> Bool {
        guard let held = declarations.nonEquatableType(in: ValueType(itemType: type.expressionType)) else { return true }
        sink.report(
            .invalidItemDeclaration, "\(what) of type `\(type.name)` holds `\(held.name.value)`, which is declared `equatable: false`",
            at: node.span, labels: [Diagnostic.Label(span: held.name.span, message: "declared here")],
            notes: ["the row's entry carries the value, and entries are `Equatable`: the list compares them to animate changes"],
            help: "pass a member the item needs instead, or declare the type `equatable: true` if it is")
        return false
    }

    /// A key's default, which must fit its kind.
    func defaultValue(_ node: YAMLNode, for kind: ItemValueKind) -> ItemDefault? {
        switch kind {
        case .bool, .condition: return values.bool(node, what: "the default").map(ItemDefault.bool)
        case .int: return values.int(node, what: "the default").map(ItemDefault.int)
        case .text: return values.string(node, what: "the default").map { ItemDefault.text($0.value) }
        case .enumeration(let cases):
            guard let scalar = values.scalar(node, what: "the default") else { return nil }
            guard cases.contains(where: { $0.name == scalar.value }) else {
                values.reportUnknownWord(scalar.value, what: "default case", options: cases.map(\.name), at: node.span)
                return nil
            }
            return .enumCase(scalar.value)
        case .value(let type):
            let decoder = ValueDecoder(values: values, sink: sink, interface: declarations.interface)
            guard let value = decoder.decode(node, as: ValueType(itemType: type.expressionType), of: type.name, role: "default")
            else { return nil }
            switch value {
            case .bool, .int, .string, .double, .enumCase, .null:
                return .literal(value)
            case .record, .list, .caseWithValues:
                sink.report(
                    .invalidItemDeclaration, "a default of `\(type.name)` cannot be written in Swift", at: node.span,
                    notes: ["a default is passed as a literal; only numbers, texts, Bools, enum cases and `nil` have one"],
                    help: "remove `default`, and let rows give the value")
                return nil
            }
        case .binding, .hook, .action, .peer, .presence, .revealOptions, .special:
            sink.report(
                .invalidItemDeclaration, "a bound value, hook or action has no default", at: node.span,
                help: "remove `default`")
            return nil
        case .icon:
            sink.report(
                .invalidItemDeclaration, "an icon has no default: a row that leaves an optional icon out passes `nil`",
                at: node.span, help: "remove `default`, and write `type: Icon?` for an optional icon")
            return nil
        }
    }
}
