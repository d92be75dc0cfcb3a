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
            // The closure captures the descriptions, not `self`, which it would copy for every row.
            if kind != nil {
                let descriptions = items.descriptions
                reader.finish(elsewhere: { RowKeys.kindsAccepting($0, among: descriptions) })
            }
        }
        // The element of a repeated row is read first: the row's conditions and texts may read it.
        guard let forEach = reader.value("forEach") else {
            let mark = sink.diagnostics.count
            let row = decodeRow(kind, rowKind, reader, span: node.span, repetition: nil)
            // `forEahc: peer in peers`: every `peer.name` of the row would be an error too. Read the row again as
            // the repeated row it is meant to be (only after an error, so a row without one is read once); the
            // misspelt key is reported by `finish()` with "did you mean `forEach`?".
            guard sink.diagnostics.count > mark, let misspelt = reader.misspeltValue(of: "forEach") else { return row }
            sink.discard(since: mark)
            return decodeRepeated(kind, rowKind, reader, span: node.span, forEach: misspelt)
        }
        return decodeRepeated(kind, rowKind, reader, span: node.span, forEach: forEach)
    }

    /// The row read with the element that `forEach` (the value of its `forEach` key, or of a key that misspells it)
    /// names known to its conditions and texts — as a row that does not repeat when that value is invalid.
    private func decodeRepeated(
        _ description: ItemDescription?, _ kind: RowKind?, _ reader: MappingReader, span: SourceSpan, forEach: YAMLNode
    ) -> Row? {
        guard let repetition = decodeRepetition(forEach) else {
            return decodeRow(description, kind, reader, span: span, repetition: nil)
        }
        var scoped = self
        scoped.values.recordVariables.insert(repetition.element.value)
        return scoped.decodeRow(description, kind, reader, span: span, repetition: repetition)
    }

    /// The row's id, visibility and item, read with this decoder's values (which know a repeated row's element).
    private func decodeRow(
        _ description: ItemDescription?, _ kind: RowKind?, _ reader: MappingReader, span: SourceSpan,
        repetition: Repetition?
    ) -> Row? {
        let id = reader.require("id").flatMap { values.identifier($0, what: "row id") }
        let visible = reader.value("visible").flatMap { values.condition($0, what: "`visible`") }
        // A row that fails is reported here; `focus: <its id>` is not also told there is no such row.
        guard let description, let kind else {
            if let id { sink.gaps.noteFailedRow(id.value) }
            return nil
        }
        let decoded =
            kind == .described
            ? decodeDescribed(description, reader, repetition: repetition).map(RowItem.described) : decodeItem(kind, reader)
        guard var item = decoded, let id else {
            if let id { sink.gaps.noteFailedRow(id.value) }
            return nil
        }
        if kind.hasChangeHook {
            item = withChangeHook(item, reader, repetition: repetition)
        }
        var reorder: HookReference?
        var moment = ReorderMoment.move
        if let node = reader.value("reorder") { (reorder, moment) = decodeReorder(node) }
        return Row(
            id: id, item: item, visible: visible, span: span, repetition: repetition, reorder: reorder,
            reorderMoment: moment)
    }

    /// `reorder: <hook>`, or `{ hook:, after: move | drop }`.
    private func decodeReorder(_ node: YAMLNode) -> (HookReference?, ReorderMoment) {
        guard node.mapping != nil else { return (values.hook(node, what: "the `reorder` hook"), .move) }
        guard let reader = MappingReader(node, what: "`reorder`", allowed: ScreenLanguage.reorder.names, sink: sink)
        else { return (nil, .move) }
        defer { reader.finish() }
        let hook = reader.require("hook", help: "name the hook that receives the list's new order").flatMap {
            values.hook($0, what: "the `reorder` hook")
        }
        let moment = reader.value("after").flatMap { values.word($0, what: "`reorder.after`", as: ReorderMoment.self) }
        return (hook, moment ?? .move)
    }

    /// The description of the row's `item:`, the mapping's `pairs`.
    private func decodeKind(_ pairs: [YAMLPair], of node: YAMLNode) -> ItemDescription? {
        guard let index = pairs.firstIndex(where: { $0.key.hasScalarValue("item") }) else {
            let misspelt = pairs.first { pair in
                guard let key = pair.key.scalar?.value, !RowKeys.commonAndRepetition.contains(key) else { return false }
                return Suggestion.closest(to: key, in: ["item"]) != nil
            }
            if let misspelt, let key = misspelt.key.scalar?.value {
                // `itme: switch`: the unknown key with "did you mean", which says it all (the row's other keys are
                // checked once its kind is known).
                sink.report(
                    .unknownKey, "unknown key `\(key)` in a row", at: misspelt.key.span,
                    notes: ["without `item` the row's kind, and so its other keys, are unknown"],
                    help: "did you mean `item`?", fixIt: Diagnostic.FixIt(span: misspelt.key.span, replacement: "item"))
                return nil
            }
            let head = pairs.first?.key.span ?? node.span
            sink.report(
                .missingKey, "a row needs `item` (its ItemListUI item kind)", at: head,
                notes: ["item kinds: \(Suggestion.list(items.names, limit: 30))"])
            return nil
        }
        let node = pairs[index].value
        guard let scalar = values.scalar(node, what: "item kind") else { return nil }
        if let description = items.description(named: scalar.value) { return description }
        // A custom item whose declaration has errors, reported there.
        if sink.gaps.failedItems.contains(scalar.value) { return nil }
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

    func wordChoice<Word: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ reader: MappingReader, _ key: String, _ type: Word.Type
    ) -> WordChoice<Word>? where Word.RawValue == String {
        reader.value(key).flatMap { values.wordChoice($0, what: "`\(key)` value", as: type) }
    }

    /// Reports `key` when it is present but meaningless because of another option (`condition` is evaluated only
    /// when `key` is present). A condition about another key's presence asks `hasOrMisspells`: `lockedAction` with
    /// `lokced:` is the unknown key `lokced` ("did you mean `locked`?"), not also an effect-less `lockedAction`.
    func rejectUnless(
        _ condition: @autoclosure () -> Bool, _ reader: MappingReader, _ key: String,
        because reason: @autoclosure () -> String
    ) {
        // `reason` is built only for a report: it interpolates an option's value, on every row of the kind.
        guard let keyNode = reader.keyNode(key), !condition() else { return }
        sink.report(.conflictingKeys, "`\(key)` has no effect \(reason())", at: keyNode.span, help: "remove `\(key)`")
    }
}
