import ScreenDiagnostics
import YAMLReader

/// Decodes a screen's `items:`: custom items, each an `ItemDescription` of the same kind as the shipped ones.
///
/// ```yaml
/// items:
///   cacheSizeSlider:
///     swift: StorageCacheSizeSliderItem      # the type or factory the generated code calls
///     module: SettingsUIItems                # imported by the generated file
///     summary: The "Maximum Cache Size" slider
///     parameters:                            # the initializer's parameters, in order
///       - presentationData                   # fixed: presentationData, systemStyle, sectionId, style, tag
///       - title: Text                        # label: type — the row key is the label
///       - value: { bind: Int, key: bind }    # a bound field; `key:` renames the row key
///       - maximumValue: { type: Int, key: maximum }
///       - enabled: { type: condition, default: true }
///       - updated: { setter: bind }          # the closure writing the bound field
///       - committed: { hook: [Int] }         # a hook receiving an Int
///       - icon: Icon?                        # an optional icon (`nil` when the row has none)
/// ```
struct ItemDeclarationDecoder {
    let values: ValueReader
    let sink: DiagnosticSink

    static let itemKeys = ScreenLanguage.customItem.names
    static let parameterKeys = ScreenLanguage.customParameter.names
    /// The parameters a declaration names with a word alone.
    static let fixedParameters: [String: ItemParameter.Source] = [
        "presentationData": .presentationData, "sectionId": .sectionId, "style": .style, "systemStyle": .systemStyle,
        "tag": .tag,
    ]
    static let typeNames = ScreenLanguage.customParameterTypeNames
    /// Keys every row has: a custom item cannot take them.
    static let rowKeys = RowKeys.common + RowKeys.repetition

    func decode(_ node: YAMLNode) -> [ItemDescription] {
        guard let pairs = node.mapping else {
            sink.report(.wrongType, "`items` must be a mapping from item names to items, not \(node.kindDescription)", at: node.span)
            return []
        }
        return pairs.compactMap { pair in
            // The name is only written in YAML (`item: name`), so a Swift keyword is fine; it must still be a word.
            guard let scalar = values.scalar(pair.key, what: "item name") else { return nil }
            let name = Located(scalar.value, span: pair.key.span)
            guard SwiftIdentifier.isValid(name.value) else {
                values.checkIdentifier(name, what: "item name")
                return nil
            }
            if let shipped = ItemCatalogue.standard.description(named: name.value) {
                sink.report(
                    .invalidItemDeclaration, "custom item `\(name.value)` redefines the shipped item `\(shipped.name)`",
                    at: name.span, notes: ["`item: \(shipped.name)` is \(shipped.swiftName); a custom item needs its own name"],
                    help: "rename it, for example to `my\(SwiftIdentifier.upperFirst(name.value))`")
                return nil
            }
            return decodeItem(name, pair.value)
        }
    }

    private func decodeItem(_ name: Located<String>, _ node: YAMLNode) -> ItemDescription? {
        guard let reader = MappingReader(node, what: "custom item `\(name.value)`", allowed: Self.itemKeys, sink: sink)
        else { return nil }
        defer { reader.finish() }
        let swift = reader.require("swift", help: "name the Swift type or factory the row calls").flatMap { swiftName($0) }
        let module = reader.require("module", help: "name the module that declares it").flatMap {
            values.identifier($0, what: "module")
        }
        let summary = reader.value("summary").flatMap { values.string($0, what: "`summary`") }
        var keys: [ItemKey] = []
        var parameters: [ItemParameter] = []
        var keySpans: [String: SourceSpan] = [:]
        var setters: [(key: Located<String>, label: String)] = []
        if let list = reader.require("parameters", help: "list the initializer's parameters in order") {
            guard let entries = list.sequence else {
                sink.report(.wrongType, "`parameters` must be a list, not \(list.kindDescription)", at: list.span)
                return nil
            }
            for entry in entries {
                guard let (parameter, key, keyName) = decodeParameter(entry) else { continue }
                if case .setter = parameter.source, let keyName { setters.append((keyName, parameter.label)) }
                if let key, let keyName {
                    if let first = keySpans[key.name] {
                        sink.report(
                            .invalidItemDeclaration, "two parameters of `\(name.value)` read the row key `\(key.name)`",
                            at: keyName.span, labels: [Diagnostic.Label(span: first, message: "first read here")],
                            help: "give one of them another `key:`")
                        continue
                    }
                    keySpans[key.name] = keyName.span
                    keys.append(key)
                }
                parameters.append(parameter)
            }
        }
        for setter in setters {
            guard case .binding? = keys.first(where: { $0.name == setter.key.value })?.kind else {
                let bound = keys.filter { if case .binding = $0.kind { true } else { false } }.map(\.name)
                sink.report(
                    .invalidItemDeclaration, "`\(setter.label)` writes `\(setter.key.value)`, which is no `bind` parameter",
                    at: setter.key.span, help: Suggestion.didYouMean(setter.key.value, in: bound)
                        ?? "declare the bound value first, for example `value: { bind: Int, key: \(setter.key.value) }`")
                return nil
            }
        }
        guard let swift, let module else { return nil }
        return ItemDescription(
            name: name.value, swiftName: swift, module: module.value, summary: summary?.value ?? "", keys: keys,
            parameters: parameters, origin: .custom(span: name.span))
    }

    /// `Type`, `Module.Type` or `factoryFunction`: dot-separated Swift identifiers.
    private func swiftName(_ node: YAMLNode) -> String? {
        guard let scalar = values.scalar(node, what: "`swift`") else { return nil }
        let parts = scalar.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ SwiftIdentifier.isValid($0) && !SwiftIdentifier.isKeyword($0) }) else {
            sink.report(
                .invalidIdentifier, "`\(scalar.value)` is not a Swift type or function name", at: node.span,
                notes: ["the generated code calls it: `\(scalar.value)(presentationData: …)`"],
                help: SwiftIdentifier.suggestion(for: scalar.value, upperCamel: true).map {
                    "write a Swift identifier, for example `\($0)`"
                } ?? "write a Swift type or function name, for example `MyModule.MyItem`")
            return nil
        }
        return scalar.value
    }

    /// One entry of `parameters`: a fixed word, or `label: type` / `label: { … }`. Returns the parameter, the row key
    /// it reads (nil for fixed parameters and setters) and the key's name as written (a setter's bound key).
    private func decodeParameter(_ node: YAMLNode) -> (ItemParameter, ItemKey?, Located<String>?)? {
        if let scalar = node.scalar {
            guard let source = Self.fixedParameters[scalar.value] else {
                values.reportUnknownWord(
                    scalar.value, what: "fixed parameter", options: Self.fixedParameters.keys.sorted(), at: node.span)
                return nil
            }
            return (ItemParameter(scalar.value, source), nil, nil)
        }
        guard let pairs = node.mapping, pairs.count == 1 else {
            sink.report(
                .wrongType, "a parameter is a fixed word (`presentationData`) or one `label: type`", at: node.span,
                help: "for example `- title: Text`")
            return nil
        }
        guard let label = values.identifier(pairs[0].key, what: "parameter label") else { return nil }
        let spec = pairs[0].value
        if spec.scalar != nil {
            guard let type = values.scalar(spec, what: "parameter type"), let kind = shorthand(type.value, at: spec.span)
            else { return nil }
            let key = Located(label.value, span: label.span)
            guard checkKeyName(key) else { return nil }
            let required = kind.required
            return (ItemParameter.key(label.value), ItemKey(label.value, kind.kind, required: required, doc: KeyDoc("`\(label.value):`")), key)
        }
        return decodeSpec(label, spec)
    }

    private func decodeSpec(_ label: Located<String>, _ spec: YAMLNode) -> (ItemParameter, ItemKey?, Located<String>?)? {
        guard let reader = MappingReader(spec, what: "parameter `\(label.value)`", allowed: Self.parameterKeys, sink: sink)
        else { return nil }
        defer { reader.finish() }
        let forms = ["type", "enum", "bind", "hook", "setter"].filter(reader.has)
        guard forms.count == 1 else {
            if forms.isEmpty {
                reader.reportMissing(
                    ["type", "enum", "bind", "hook", "setter"],
                    "parameter `\(label.value)` needs one of `type`, `enum`, `bind`, `hook`, `setter`")
            } else {
                sink.report(
                    .conflictingKeys, "parameter `\(label.value)` has both `\(forms[0])` and `\(forms[1])`",
                    at: reader.keyNode(forms[1])!.span, help: "keep one")
            }
            return nil
        }
        if let setter = reader.value("setter") {
            guard let key = values.identifier(setter, what: "bound key") else { return nil }
            return (ItemParameter(label.value, .setter(of: key.value)), nil, key)
        }
        let keyName = reader.value("key").flatMap { values.identifier($0, what: "row key") } ?? label
        guard checkKeyName(keyName) else { return nil }
        let kind: (kind: ItemValueKind, required: Bool)
        if let type = reader.value("type") {
            guard let word = values.scalar(type, what: "`type`"), let parsed = shorthand(word.value, at: type.span) else {
                return nil
            }
            kind = parsed
        } else if let cases = reader.value("enum") {
            guard let list = cases.sequence, !list.isEmpty else {
                sink.report(.wrongType, "`enum` must be a list of case names", at: cases.span)
                return nil
            }
            let names = list.compactMap { values.identifier($0, what: "enum case") }
            guard names.count == list.count else { return nil }
            kind = (.enumeration(names.map { ItemEnumCase($0.value) }), true)
        } else if let bind = reader.value("bind") {
            guard let type = valueType(bind) else { return nil }
            kind = (.binding(type), true)
        } else {
            let payload = reader.value("hook").flatMap { node -> [ItemValueType]? in
                guard let list = node.sequence else {
                    sink.report(.wrongType, "`hook` lists what the hook receives: `[]`, `[Int]`", at: node.span)
                    return nil
                }
                let types = list.compactMap(valueType)
                guard types.count == list.count else { return nil }
                if types.count > 1 {
                    sink.report(
                        .invalidItemDeclaration, "a hook of a custom item receives at most one value", at: node.span,
                        help: "pass one value, for example `[Int]`")
                    return nil
                }
                return types
            }
            guard let payload else { return nil }
            kind = (.hook(payload: payload), false)
        }
        let given = reader.value("default").flatMap { self.defaultValue($0, for: kind.kind) }
        if reader.has("default") && given == nil { return nil }
        let required = reader.value("required").flatMap { values.bool($0, what: "`required`") }
            ?? (kind.required && given == nil)
        if !required && given == nil {
            let isBinding = if case .binding = kind.kind { true } else { false }
            switch kind.kind {
            case .condition, .bool, .int, .enumeration, .binding:
                sink.report(
                    .invalidItemDeclaration,
                    "parameter `\(label.value)` is optional but has no default: a row that leaves it out would pass `nil`",
                    at: reader.keyNode("required")?.span ?? label.span,
                    help: isBinding ? "a bound value is required: remove `required: false`" : "add `default:`")
                return nil
            case .text, .hook, .action, .icon, .peer, .special:
                break
            }
        }
        let doc = reader.value("doc").flatMap { values.string($0, what: "`doc`") }?.value ?? "`\(label.value):`"
        let key = ItemKey(keyName.value, kind.kind, required: required, default: given, doc: KeyDoc(doc))
        return (ItemParameter(label.value, .key(keyName.value)), key, keyName)
    }

    /// `Text`, `Text?`, `Bool`, `Int`, `condition`, `action`, `hook`, `Icon`, `Icon?`: the kind, and whether a row must
    /// give it.
    private func shorthand(_ word: String, at span: SourceSpan) -> (kind: ItemValueKind, required: Bool)? {
        switch word {
        case "Text": return (.text, true)
        case "Text?": return (.text, false)
        case "Bool": return (.bool, true)
        case "Int": return (.int(minimum: Int.min), true)
        case "condition": return (.condition, true)
        case "action": return (.action, false)
        case "hook": return (.hook(payload: []), false)
        case "Icon": return (.icon, true)
        case "Icon?": return (.icon, false)
        default:
            values.reportUnknownWord(word, what: "parameter type", options: Self.typeNames, at: span)
            return nil
        }
    }

    /// `Bool`, `Int` or `String`: a bound value's or a hook payload's type.
    private func valueType(_ node: YAMLNode) -> ItemValueType? {
        values.word(node, what: "value type", as: ItemValueType.self)
    }

    /// A key's default, which must fit its kind.
    private func defaultValue(_ node: YAMLNode, for kind: ItemValueKind) -> ItemDefault? {
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
        case .binding, .hook, .action, .peer, .special:
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

    /// A row key must not be one every row has.
    private func checkKeyName(_ key: Located<String>) -> Bool {
        guard Self.rowKeys.contains(key.value) else { return true }
        sink.report(
            .invalidItemDeclaration, "`\(key.value)` is a key of every row; a parameter cannot read it", at: key.span,
            help: "give the parameter another `key:`")
        return false
    }
}
