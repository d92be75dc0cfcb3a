import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Turns a YAML node tree into a `Screen`, reporting every structural problem it finds.
///
/// Decoding recovers: an invalid value is reported and left out (or replaced by a neutral default), so one run
/// reports every problem in a file. Semantic checks (types, bindings, references) are `ScreenValidator`'s job.
struct ScreenDecoder {
    static let topLevelKeys = ScreenLanguage.topLevel.names

    let file: String
    let sink: DiagnosticSink
    /// What the screen's `imports:` (and the project's declarations files) make visible.
    var imports = ImportResolver.none
    /// The screen's declarations with the imported ones, once read (before everything that may use them).
    var declarations = AppDeclarations()
    /// The members of every declared type (computed once: `values` is asked for often).
    var memberNames: Set<String> = []
    var values: ValueReader { ValueReader(sink: sink, memberNames: memberNames) }

    /// Decodes the root node; nil when the file does not hold a screen at all.
    func decode(_ root: YAMLNode?) -> Screen? {
        guard let root, !(root.scalar?.isNull ?? false) else {
            sink.report(
                .emptyFile, "the file holds no screen", at: root?.span ?? .wholeFile(file),
                help: "start with `screen: MyScreen`, a `title:` and `sections:`")
            return nil
        }
        guard let reader = MappingReader(root, what: "a screen file", allowed: Self.topLevelKeys, sink: sink) else {
            return nil
        }
        defer { reader.finish() }
        // What the imports declare, then the screen's own declarations: data, parameters, conditions and texts may
        // use them.
        let resolved = imports.resolve(reader.value("imports").map { ImportsDecoder(values: values).decode($0) } ?? [])
        sink.report(contentsOf: resolved.diagnostics)
        let imported = resolved.declarations
        let decoder = AppDeclarationsDecoder(values: values, sink: sink, imported: imported)
        var own = decoder.decode(
            types: reader.value("types"), functions: reader.value("functions"), texts: reader.value("texts"))
        var scoped = self
        scoped.declarations = own.merging(imported)
        scoped.memberNames = scoped.declarations.memberNames
        // The screen's custom items, before the rows that use them; the imported ones after its own.
        own.items =
            reader.value("items").map { ItemDeclarationDecoder(values: scoped.values, sink: sink, declarations: scoped.declarations).decode($0) } ?? []
        decoder.reportShadowedItems(own.items)
        scoped.declarations = own.merging(imported)
        return scoped.decodeScreen(root, reader)
    }

    /// The rest of the screen, once the declarations are known.
    private func decodeScreen(_ root: YAMLNode, _ reader: MappingReader) -> Screen? {

        let name = decodeName(reader)
        let (title, conditionalTitles) =
            reader.require("title").flatMap { TitleDecoder(values: values, sink: sink).decodeVariants($0) } ?? (nil, [])
        let style = reader.value("style").flatMap { values.word($0, what: "list style", as: ListStyle.self) } ?? .blocks
        let systemStyle =
            reader.value("systemStyle").flatMap { values.word($0, what: "system style", as: SystemStyle.self) } ?? .glass
        let parameters = reader.value("parameters").map { decodeParameters($0) } ?? []
        let data = reader.value("data").map { decodeData($0) } ?? []
        var state = reader.value("state").map { decodeState($0) } ?? []
        let conditions =
            reader.value("conditions").map { PresentationDecoder(values: values, sink: sink).decodeConditions($0) } ?? []
        let navigationBar =
            reader.value("navigationBar").map { NavigationDecoder(values: values, sink: sink).decodeBar($0) }
            ?? NavigationBar()
        var dataFields: [String: DataField] = [:]
        for field in data where dataFields[field.name.value] == nil { dataFields[field.name.value] = field }
        let items = declarations.items.isEmpty ? ItemCatalogue.standard : ItemCatalogue(custom: declarations.items)
        let sections =
            reader.require("sections").map {
                SectionDecoder(values: values, sink: sink, dataFields: dataFields, items: items).decodeList($0)
            } ?? []
        addRevealedOptionsState(to: &state, sections: sections)
        let toolbar = reader.value("toolbar").map { NavigationDecoder(values: values, sink: sink).decodeToolbar($0) } ?? []
        let emptyStates = reader.value("emptyState").map { EmptyStateDecoder(values: values, sink: sink).decode($0) } ?? []
        let presentation = PresentationDecoder(values: values, sink: sink).decode(reader)

        return Screen(
            file: file,
            name: name ?? Located("", span: root.span),
            title: title ?? .text(DisplayText(.literal(""), span: root.span)),
            conditionalTitles: conditionalTitles,
            style: style, systemStyle: systemStyle, parameters: parameters, data: data, state: state,
            conditions: conditions, sections: sections, navigationBar: navigationBar, toolbar: toolbar,
            emptyStates: emptyStates, presentation: presentation, declarations: declarations)
    }

    /// A screen with a removable peer row keeps the peer whose options are revealed, as ItemListPeerItem's screens
    /// do by hand: `peerIdWithRevealedOptions: EnginePeer.Id?`, starting `nil`; a removable custom row keeps the value
    /// of its `id` key whose options are revealed, `<row>WithRevealedOptions: ID?` (generated fields, after the
    /// screen's own).
    private func addRevealedOptionsState(to state: inout [StateField], sections: [Section]) {
        var added: [StateField] = []
        for row in sections.lazy.flatMap(\.rows) {
            guard case .described(let item) = row.item else { continue }
            let name: String
            let type: ValueType
            let what: String
            if item.revealsOptions {
                (name, type, what) = (StateField.revealedPeerOptions, .peerId, "removable peer rows")
            } else if let key = item.revealedOptionsKey, case .value(let idType)? = item.description.key(named: key)?.kind {
                (name, type, what) = (StateField.revealedOptions(of: row.id.value), ValueType(itemType: idType.expressionType),
                    "the removable row `\(row.id.value)`")
            } else {
                continue
            }
            guard !added.contains(where: { $0.name.value == name }) else { continue }
            if let taken = state.first(where: { $0.name.value == name }) {
                sink.report(
                    .duplicateID, "state field `\(name)` is the one screenc keeps for \(what)", at: taken.name.span,
                    labels: [Diagnostic.Label(span: row.id.span, message: "a removable row")],
                    help: "rename the field")
                continue
            }
            added.append(
                StateField(
                    name: Located(name, span: row.id.span), type: .optional(type.wrapped ?? type), defaultValue: .null,
                    span: row.span, isGenerated: true))
        }
        state += added
    }

    private func decodeState(_ node: YAMLNode) -> [StateField] {
        DeclarationDecoder(values: values, sink: sink, kind: .state).decode(node) {
            StateField(
                name: $0.name, type: $0.type, defaultValue: $0.defaultValue ?? ValueDecoder.zeroValue(of: $0.type),
                span: $0.span)
        }
    }

    private func decodeParameters(_ node: YAMLNode) -> [Parameter] {
        DeclarationDecoder(values: values, sink: sink, kind: .parameter, declarations: declarations).decode(node) {
            Parameter(
                name: $0.name, type: $0.type, defaultValue: $0.defaultValue,
                sample: $0.sample ?? $0.defaultValue ?? ValueDecoder.zeroValue(of: $0.type), span: $0.span)
        }
    }

    private func decodeData(_ node: YAMLNode) -> [DataField] {
        DeclarationDecoder(values: values, sink: sink, kind: .data, declarations: declarations).decode(node) {
            DataField(name: $0.name, type: $0.type, sample: $0.sample ?? ValueDecoder.zeroValue(of: $0.type), span: $0.span)
        }
    }

    private func decodeName(_ reader: MappingReader) -> Located<String>? {
        guard let node = reader.require("screen", help: "name the screen's Swift type, for example `screen: DataAndStorage`"),
            let scalar = values.scalar(node, what: "the screen name")
        else { return nil }
        let name = Located(scalar.value, span: node.span)
        if !SwiftIdentifier.isUpperCamelCase(name.value) || SwiftIdentifier.isKeyword(name.value) {
            let suggestion = SwiftIdentifier.suggestion(for: name.value, upperCamel: true)
            let example = suggestion ?? "DataAndStorage"
            sink.report(
                .invalidScreenName, "screen name `\(name.value)` is not an UpperCamelCase Swift identifier", at: node.span,
                notes: ["generated names derive from it: `\(example)Entry`, `\(example)ControllerState`, …"],
                help: SwiftIdentifier.renameHelp(for: name.value, upperCamel: true, example: false),
                fixIt: suggestion.map { Diagnostic.FixIt(span: node.span, replacement: $0) })
        }
        return name
    }
}
