import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes one row: `id`, `item`, `visible` and the options of its item kind.
struct RowDecoder {
    /// Reads the row's values; inside a repeated row it knows the element variable.
    var values: ValueReader
    let sink: DiagnosticSink
    /// The screen's app data by name, for the default `change` hooks of controls bound to it.
    var dataFields: [String: DataField] = [:]
    /// The item kinds rows may name: the shipped ones and the screen's custom items.
    var items: ItemCatalogue = .standard

    func decode(_ node: YAMLNode) -> Row? {
        guard let pairs = node.mapping else {
            sink.report(.wrongType, "a row must be a mapping with `id` and `item`, not \(node.kindDescription)", at: node.span)
            return nil
        }
        let kind = decodeKind(pairs, of: node)
        let rowKind = kind.flatMap { $0.isDescribed ? RowKind.described : RowKind.builtIn(named: $0.name) }
        let allowed =
            kind.map { rowKind == .described ? RowKeys.allowed($0) : RowKeys.allowed(rowKind!) }
            ?? RowKeys.commonAndRepetition
        let what = kind?.phrase ?? "a row"
        guard let reader = MappingReader(node, what: what, allowed: allowed, sink: sink) else { return nil }
        defer {
            // Without a known kind every other key is unknown only because the kind is; stay quiet about them.
            if kind != nil { reader.finish(elsewhere: { RowKeys.kindsAccepting($0, among: items.descriptions) }) }
        }
        // The element of a repeated row is read first: the row's conditions and texts may read it.
        guard let repetition = reader.value("forEach").flatMap(decodeRepetition) else {
            return decodeRow(kind, rowKind, reader, span: node.span, repetition: nil)
        }
        var scoped = self
        scoped.values.recordVariables.insert(repetition.element.value)
        return scoped.decodeRow(kind, rowKind, reader, span: node.span, repetition: repetition)
    }

    /// The row's id, visibility and item, read with this decoder's values (which know a repeated row's element).
    private func decodeRow(
        _ description: ItemDescription?, _ kind: RowKind?, _ reader: MappingReader, span: SourceSpan,
        repetition: Repetition?
    ) -> Row? {
        let id = reader.require("id").flatMap { values.identifier($0, what: "row id") }
        let visible = reader.value("visible").flatMap { values.condition($0, what: "`visible`") }
        guard let description, let kind else { return nil }
        let decoded = kind == .described ? decodeDescribed(description, reader).map(RowItem.described) : decodeItem(kind, reader)
        guard var item = decoded, let id else { return nil }
        if kind.hasChangeHook {
            item = withChangeHook(item, reader, repetition: repetition)
        }
        return Row(id: id, item: item, visible: visible, span: span, repetition: repetition)
    }

    /// The description of the row's `item:`, the mapping's `pairs`.
    private func decodeKind(_ pairs: [YAMLPair], of node: YAMLNode) -> ItemDescription? {
        guard let index = pairs.firstIndex(where: { $0.key.hasScalarValue("item") }) else {
            let head = pairs.first?.key.span ?? node.span
            sink.report(
                .missingKey, "a row needs `item` (its ItemListUI item kind)", at: head,
                notes: ["item kinds: \(Suggestion.list(items.names, limit: 30))"])
            return nil
        }
        let node = pairs[index].value
        guard let scalar = values.scalar(node, what: "item kind") else { return nil }
        if let description = items.description(named: scalar.value) { return description }
        values.reportUnknownWord(scalar.value, what: "item kind", options: items.names, at: node.span)
        return nil
    }

    // MARK: Shared option readers

    func text(_ node: YAMLNode, _ what: String) -> DisplayText? { values.text(node, what: what) }

    func optionalText(_ reader: MappingReader, _ key: String) -> DisplayText? {
        reader.value(key).flatMap { values.text($0, what: "`\(key)`") }
    }

    func requiredText(_ reader: MappingReader, _ key: String) -> DisplayText? {
        reader.require(key).flatMap { values.text($0, what: "`\(key)`") }
    }

    func condition(_ reader: MappingReader, _ key: String) -> Expression? {
        reader.value(key).flatMap { values.condition($0, what: "`\(key)`") }
    }

    func flag(_ reader: MappingReader, _ key: String, default value: Bool) -> Bool {
        reader.value(key).flatMap { values.bool($0, what: "`\(key)`") } ?? value
    }

    func word<Word: RawRepresentable & CaseIterable>(_ reader: MappingReader, _ key: String, _ type: Word.Type) -> Word?
    where Word.RawValue == String {
        reader.value(key).flatMap { values.word($0, what: "`\(key)` value", as: type) }
    }

    /// Reports `key` when it is present but meaningless because of another option.
    func rejectUnless(_ condition: Bool, _ reader: MappingReader, _ key: String, because reason: String) {
        guard !condition, let keyNode = reader.keyNode(key) else { return }
        sink.report(.conflictingKeys, "`\(key)` has no effect \(reason)", at: keyNode.span, help: "remove `\(key)`")
    }
}
