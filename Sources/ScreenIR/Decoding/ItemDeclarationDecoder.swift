import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes a screen's `items:`: custom items, each an `ItemDescription` of the same kind as the shipped ones.
///
/// ```yaml
/// items:
///   cacheSizeSlider:
///     swift: StorageCacheSizeSliderItem      # the type or factory the generated code calls
///     module: SettingsUIItems                # imported by the generated file (none: the module being compiled)
///     summary: The "Maximum Cache Size" slider
///     parameters:                            # the initializer's parameters, in order
///       - presentationData                   # fixed: presentationData, systemStyle, sectionId, style, tag, and the
///       - theme                              # environment: strings, theme, dateTimeFormat, nameDisplayOrder, context
///       - title: Text                        # label: type — the row key is the label
///       - size: Int64                        # a typed value: an expression of the type (`usage.totalBytes`)
///       - preset: AutoremoveTimeoutPreset?   # an optional one, of a declared type: `nil` when the row leaves it out
///       - value: { bind: Int32, key: bind }  # a bound field (state or app data); `key:` renames the row key
///       - maximumValue: { type: Int, key: maximum }
///       - enabled: { type: condition, default: true }
///       - updated: { setter: bind }          # the closure writing the bound field
///       - committed: { hook: [Int] }         # a hook receiving an Int
///       - action: action                     # a tap: `action:`, `push:` or `set:` on the row
///       - icon: Icon?                        # an optional icon (`nil` when the row has none)
///       - editing: { editing: WebBrowserItemEditing, id: id }   # a removable row's editing value
///       - setItemWithRevealedOptions: { revealOptions: id }     # its swipe closure
///       - removeItem: { remove: [String] }                      # its Delete closure: the row's `remove:` hook
/// ```
struct ItemDeclarationDecoder {
    let values: ValueReader
    let sink: DiagnosticSink
    /// The app's declared types, which typed parameters, bound values and hook payloads may have.
    var declarations = AppDeclarations()

    static let itemKeys = ScreenLanguage.customItem.names
    static let parameterKeys = ScreenLanguage.customParameter.names
    /// The parameters a declaration names with a word alone.
    static let fixedParameters: [String: ItemParameter.Source] = [
        "presentationData": .presentationData, "sectionId": .sectionId, "style": .style, "systemStyle": .systemStyle,
        "tag": .tag, "strings": .environment(.strings), "theme": .environment(.theme),
        "dateTimeFormat": .environment(.dateTimeFormat), "nameDisplayOrder": .environment(.nameDisplayOrder),
        "context": .accountContext,
    ]
    /// The forms of a parameter written as a mapping: exactly one of them.
    static let forms = ["type", "enum", "bind", "hook", "setter", "editing", "revealOptions", "remove"]
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
            guard let item = decodeItem(name, pair.value) else {
                sink.gaps.noteFailedItem(name.value)
                return nil
            }
            return item
        }
    }

    /// One decoded entry of `parameters`: the parameter, the row key it reads (nil for fixed parameters and
    /// setters) with the key's name as written, and the key another parameter names (a setter's bound key, an
    /// editing value's or reveal closure's `id`).
    struct DecodedParameter {
        var parameter: ItemParameter
        var key: ItemKey?
        var keyName: Located<String>?
        var reference: Located<String>?
        /// The whole entry, for messages.
        var span: SourceSpan
        /// Whether the parameter is the closure that removes the row (`remove:`).
        var removes = false
    }

    private func decodeItem(_ name: Located<String>, _ node: YAMLNode) -> ItemDescription? {
        guard let reader = MappingReader(node, what: "custom item `\(name.value)`", allowed: Self.itemKeys, sink: sink)
        else { return nil }
        defer { reader.finish() }
        let swift = reader.require("swift", help: "name the Swift type or factory the row calls").flatMap { swiftName($0) }
        // Without `module:`, the item is of the module the generated files are compiled into.
        let module = reader.value("module").flatMap { values.identifier($0, what: "module") }
        let summary = reader.value("summary").flatMap { values.string($0, what: "`summary`") }
        var decoded: [DecodedParameter] = []
        var valid = true
        if let list = reader.require("parameters", help: "list the initializer's parameters in order") {
            guard let entries = list.sequence else {
                sink.report(.wrongType, "`parameters` must be a list, not \(list.kindDescription)", at: list.span)
                return nil
            }
            var labels = FirstOccurrences()
            for entry in entries {
                guard let parameter = decodeParameter(entry) else {
                    valid = false
                    continue
                }
                let label = Located(parameter.parameter.label, span: entry.span)
                if let first = labels.insert(label) {
                    sink.report(
                        .invalidItemDeclaration, "`\(name.value)` has two parameters labelled `\(label.value)`",
                        at: entry.span, labels: [Diagnostic.Label(span: first, message: "first here")],
                        help: "a Swift initializer has one argument per label: remove one")
                    valid = false
                    continue
                }
                decoded.append(parameter)
            }
        }
        guard let keys = rowKeys(of: name, decoded), let swift, valid, reader.value("module") == nil || module != nil,
            let parameters = resolveReferences(of: name, decoded, keys: keys)
        else { return nil }
        return ItemDescription(
            name: name.value, swiftName: swift, module: module?.value, summary: summary?.value ?? "", keys: keys,
            parameters: parameters, origin: .custom(span: name.span))
    }

    /// The row keys the parameters read, in order, then the keys that go with them: `push` and `set` with the first
    /// action key, `change` with the first bound value. Reports two parameters reading one key.
    private func rowKeys(of item: Located<String>, _ decoded: [DecodedParameter]) -> [ItemKey]? {
        var keys: [ItemKey] = []
        var keySpans: [String: SourceSpan] = [:]
        var valid = true
        for entry in decoded {
            guard let key = entry.key, let keyName = entry.keyName else { continue }
            if let first = keySpans[key.name] {
                sink.report(
                    .invalidItemDeclaration, "two parameters of `\(item.value)` read the row key `\(key.name)`",
                    at: keyName.span, labels: [Diagnostic.Label(span: first, message: "first read here")],
                    help: "give one of them another `key:`")
                valid = false
                continue
            }
            keySpans[key.name] = keyName.span
            keys.append(key)
        }
        var companions: [ItemKey] = []
        if let action = keys.first(where: { $0.kind == .action }) {
            companions += [.push(with: action.name), .set(with: action.name)]
        }
        if let bound = keys.first(where: { if case .binding = $0.kind { true } else { false } }),
            case .binding(let type) = bound.kind
        {
            companions.append(.change(of: bound.name, type: type))
        }
        for companion in companions {
            guard let span = keySpans[companion.name] else { continue }
            let owner = if case .reader(.changeHook(let of)) = companion.storage { "the bound value `\(of)`" } else {
                "the action key"
            }
            sink.report(
                .invalidItemDeclaration,
                "`\(companion.name)` is the row key of \(owner): a parameter of `\(item.value)` cannot read it",
                at: span, help: "give the parameter another `key:`")
            valid = false
        }
        return valid ? keys + companions : nil
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

    /// One entry of `parameters`: a fixed word, or `label: type` / `label: { … }`.
    private func decodeParameter(_ node: YAMLNode) -> DecodedParameter? {
        if let scalar = node.scalar {
            guard let source = Self.fixedParameters[scalar.value] else {
                values.reportUnknownWord(
                    scalar.value, what: "fixed parameter", options: ScreenLanguage.fixedParameterNames, at: node.span)
                return nil
            }
            return DecodedParameter(parameter: ItemParameter(scalar.value, source), span: node.span)
        }
        guard let pairs = node.mapping, pairs.count == 1 else {
            sink.report(
                .wrongType, "a parameter is a fixed word (`presentationData`) or one `label: type`", at: node.span,
                help: "for example `- title: Text`")
            return nil
        }
        guard let label = values.identifier(pairs[0].key, what: "parameter label") else { return nil }
        let spec = pairs[0].value
        guard spec.scalar != nil else { return decodeSpec(label, spec, entry: node.span) }
        guard let type = values.scalar(spec, what: "parameter type"), let parsed = typeKind(type.value, at: spec) else {
            return nil
        }
        switch parsed {
        case .environment(let source):
            return DecodedParameter(parameter: ItemParameter(label.value, source), span: node.span)
        case .key(let kind, let required):
            guard checkKeyName(label) else { return nil }
            let key = ItemKey(label.value, kind, required: required, doc: KeyDoc("`\(label.value):`"))
            return DecodedParameter(
                parameter: ItemParameter.key(label.value), key: key, keyName: label, span: node.span)
        }
    }

    private func decodeSpec(_ label: Located<String>, _ spec: YAMLNode, entry: SourceSpan) -> DecodedParameter? {
        guard let reader = MappingReader(spec, what: "parameter `\(label.value)`", allowed: Self.parameterKeys, sink: sink)
        else { return nil }
        defer { reader.finish() }
        let forms = Self.forms.filter(reader.has)
        guard forms.count == 1 else {
            if forms.isEmpty {
                reader.reportMissing(
                    Self.forms, "parameter `\(label.value)` needs one of "
                        + Self.forms.map { "`\($0)`" }.joined(separator: ", "))
            } else {
                sink.report(
                    .conflictingKeys, "parameter `\(label.value)` has both `\(forms[0])` and `\(forms[1])`",
                    at: reader.keyNode(forms[1])!.span, help: "keep one")
            }
            return nil
        }
        if let setter = reader.value("setter") {
            guard let key = values.identifier(setter, what: "bound key") else { return nil }
            return DecodedParameter(
                parameter: ItemParameter(label.value, .setter(of: key.value)), reference: key, span: entry)
        }
        if forms[0] == "editing" || forms[0] == "revealOptions" || forms[0] == "remove" {
            return decodeRemovalForm(forms[0], label, reader, entry: entry)
        }
        let keyName = reader.value("key").flatMap { values.identifier($0, what: "row key") } ?? label
        guard checkKeyName(keyName) else { return nil }
        let kind: (kind: ItemValueKind, required: Bool)
        if let type = reader.value("type") {
            guard let word = values.scalar(type, what: "`type`"), let parsed = typeKind(word.value, at: type) else {
                return nil
            }
            guard case .key(let parsedKind, let required) = parsed else {
                sink.report(
                    .invalidItemDeclaration, "an environment value is not a row key: it has no `key`, `default` or `doc`",
                    at: type.span, help: "write it as a word in the list, `- \(word.value)`, or as `\(label.value): \(word.value)`")
                return nil
            }
            kind = (parsedKind, required)
        } else if let cases = reader.value("enum") {
            guard let list = cases.sequence, !list.isEmpty else {
                sink.report(.wrongType, "`enum` must be a list of case names", at: cases.span)
                return nil
            }
            let names = list.compactMap { values.identifier($0, what: "enum case") }
            guard names.count == list.count else { return nil }
            kind = (.enumeration(names.map { ItemEnumCase($0.value) }), true)
        } else if let bind = reader.value("bind") {
            guard let type = valueType(bind, what: "a bound value's type") else { return nil }
            guard checkCarried(type, at: bind, what: "a bound value") else { return nil }
            kind = (.binding(type), true)
        } else {
            guard let payload = reader.value("hook").flatMap(hookPayload) else { return nil }
            kind = (.hook(payload: payload), false)
        }
        let given = reader.value("default").flatMap { self.defaultValue($0, for: kind.kind) }
        if reader.has("default") && given == nil { return nil }
        let required = reader.value("required").flatMap { values.bool($0, what: "`required`") }
            ?? (kind.required && given == nil)
        if !required && given == nil {
            switch kind.kind {
            case .value(let type) where type.isOptional:
                break
            case .condition, .bool, .int, .enumeration, .binding, .value:
                let help: String
                switch kind.kind {
                case .binding: help = "a bound value is required: remove `required: false`"
                case .value(let type): help = "add `default:`, or make the type optional (`\(type.name)?`) if the initializer takes `nil`"
                default: help = "add `default:`"
                }
                sink.report(
                    .invalidItemDeclaration,
                    "parameter `\(label.value)` is optional but has no default: a row that leaves it out would pass `nil`",
                    at: reader.keyNode("required")?.span ?? label.span, help: help)
                return nil
            case .text, .hook, .action, .icon, .peer, .presence, .revealOptions, .special:
                break
            }
        }
        let doc = reader.value("doc").flatMap { values.string($0, what: "`doc`") }?.value ?? "`\(label.value):`"
        let key = ItemKey(keyName.value, kind.kind, required: required, default: given, doc: KeyDoc(doc))
        return DecodedParameter(
            parameter: ItemParameter(label.value, .key(keyName.value)), key: key, keyName: keyName, span: entry)
    }

    /// A row key must not be one every row has.
    func checkKeyName(_ key: Located<String>) -> Bool {
        guard Self.rowKeys.contains(key.value) else { return true }
        sink.report(
            .invalidItemDeclaration, "`\(key.value)` is a key of every row; a parameter cannot read it", at: key.span,
            help: "give the parameter another `key:`")
        return false
    }
}
