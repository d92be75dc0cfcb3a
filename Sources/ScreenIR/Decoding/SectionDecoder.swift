import ScreenDiagnostics
import YAMLReader

/// Decodes `sections:` and each section's header, footer and rows.
struct SectionDecoder {
    let values: ValueReader
    let sink: DiagnosticSink
    /// The screen's app data by name (for the rows' default `change` hooks).
    var dataFields: [String: DataField] = [:]
    /// The item kinds rows may name.
    var items: ItemCatalogue = .standard

    static let sectionKeys = ScreenLanguage.section.names
    static let headerKeys = ScreenLanguage.header.names
    static let footerKeys = ScreenLanguage.footer.names
    static let accessoryKeys = ScreenLanguage.accessory.names

    func decodeList(_ node: YAMLNode) -> [Section] {
        guard let items = node.sequence else {
            sink.report(.wrongType, "`sections` must be a list, not \(node.kindDescription)", at: node.span)
            return []
        }
        return items.compactMap { decodeSection($0) }
    }

    private func decodeSection(_ node: YAMLNode) -> Section? {
        guard let reader = MappingReader(node, what: "a section", allowed: Self.sectionKeys, sink: sink) else { return nil }
        defer { reader.finish() }
        let id = reader.require("id").flatMap { values.identifier($0, what: "section id") }
        let header = reader.value("header").flatMap { decodeHeader($0, what: "the section header") }
        let footer = reader.value("footer").flatMap { decodeFooter($0) }
        let visible = reader.value("visible").flatMap { values.condition($0, what: "`visible`") }
        var rows: [Row] = []
        if let rowsNode = reader.require("rows", help: "list the section's rows under `rows:`") {
            if let rowNodes = rowsNode.sequence {
                let rowDecoder = RowDecoder(values: values, sink: sink, dataFields: dataFields, items: items)
                rows = rowNodes.compactMap(rowDecoder.decode)
            } else if !(rowsNode.scalar?.isNull ?? false) {
                sink.report(.wrongType, "`rows` must be a list, not \(rowsNode.kindDescription)", at: rowsNode.span)
            }
        }
        guard let id else { return nil }
        return Section(id: id, header: header, footer: footer, visible: visible, rows: rows, span: node.span)
    }

    /// A header: a text, a text mapping with `uppercased:` (`{ key: X, uppercased: true }`), or
    /// `{ text:, uppercased:, badge:, accessory: { text:, color: }, actionText:, action:, multiline: }`.
    /// Also used for `sectionHeader` rows, whose reader is passed in.
    func decodeHeader(_ node: YAMLNode, what: String) -> SectionHeader? {
        guard let pairs = node.mapping, !Self.isTextMapping(pairs) else {
            // A text, perhaps with `uppercased:` next to its `key:`: the text is read without that pair.
            var textNode = node
            var uppercased = false
            if let pairs = node.mapping, let index = pairs.firstIndex(where: { $0.key.hasScalarValue("uppercased") }) {
                uppercased = values.bool(pairs[index].value, what: "`uppercased`") ?? false
                var rest = pairs
                rest.remove(at: index)
                textNode = YAMLNode(.mapping(rest), span: node.span)
            }
            guard let text = values.text(textNode, what: what) else { return nil }
            return SectionHeader(
                text: text, badge: nil, accessory: nil, multiline: false, span: node.span, uppercased: uppercased)
        }
        guard let reader = MappingReader(node, what: what, allowed: Self.headerKeys, sink: sink) else { return nil }
        defer { reader.finish() }
        return decodeHeaderFields(reader, span: node.span)
    }

    /// The header options read from `reader` (a section header mapping or a `sectionHeader` row).
    func decodeHeaderFields(_ reader: MappingReader, span: SourceSpan) -> SectionHeader? {
        let text = reader.require("text").flatMap { values.text($0, what: "the header text") }
        let badge = reader.value("badge").flatMap { values.text($0, what: "the badge") }
        let accessory = reader.value("accessory").flatMap { decodeAccessory($0) }
        let uppercased = reader.value("uppercased").flatMap { values.bool($0, what: "`uppercased`") } ?? false
        let actionText = reader.value("actionText").flatMap { values.text($0, what: "`actionText`") }
        let action = values.actionTarget(in: reader, required: false, allowsSet: true)
        if let key = reader.keyNode("actionText"), action == nil, !reader.hasOrMisspells("action", "push", "set") {
            sink.report(
                .missingKey, "`actionText` needs `action`, `push` or `set`: the header's button does nothing without one",
                at: key.span, help: "add `action: <hook>` (or remove `actionText`)")
        }
        if actionText == nil, !reader.has("actionText"),
            let key = ["action", "push", "set"].lazy.compactMap(reader.keyNode).first, !reader.misspells(["actionText"])
        {
            sink.report(
                .missingKey, "a header's `\(key.scalar?.value ?? "action")` needs `actionText`, the button's title",
                at: key.span, help: "add `actionText: Edit` (or a localized key)")
        }
        let multiline = reader.value("multiline").flatMap { values.bool($0, what: "`multiline`") } ?? false
        guard let text else { return nil }
        return SectionHeader(
            text: text, badge: badge, accessory: accessory, multiline: multiline, span: span, uppercased: uppercased,
            actionText: actionText, action: actionText == nil ? nil : action)
    }

    /// Whether a header's or footer's mapping is a text — a localized `key:` (perhaps with a header's `uppercased:`),
    /// a conditional `if:` or a `switch:` — rather than its options: it has one of those keys and none of the keys
    /// that hold the options' text (`text`, and a footer's `markdown`).
    static func isTextMapping(_ pairs: [YAMLPair], optionTexts: [String] = ["text"]) -> Bool {
        pairs.contains { $0.key.hasScalarValue("key") || $0.key.hasScalarValue("if") || $0.key.hasScalarValue("switch") }
            && !pairs.contains { pair in optionTexts.contains { pair.key.hasScalarValue($0) } }
    }

    private func decodeAccessory(_ node: YAMLNode) -> HeaderAccessory? {
        if node.mapping == nil {
            return values.text(node, what: "the accessory text").map { HeaderAccessory(text: $0, color: .generic) }
        }
        guard let reader = MappingReader(node, what: "the header accessory", allowed: Self.accessoryKeys, sink: sink)
        else { return nil }
        defer { reader.finish() }
        let text = reader.require("text").flatMap { values.text($0, what: "the accessory text") }
        let color =
            reader.value("color").flatMap { values.word($0, what: "accessory color", as: HeaderAccessory.Color.self) }
            ?? .generic
        return text.map { HeaderAccessory(text: $0, color: color) }
    }

    /// A footer: a text (a string, `{ key: }`, `{ if: }`, `{ switch: }`), `{ text: }` or `{ markdown:, linkAction: }`.
    private func decodeFooter(_ node: YAMLNode) -> SectionFooter? {
        guard let pairs = node.mapping, !Self.isTextMapping(pairs, optionTexts: ["text", "markdown"]) else {
            return values.text(node, what: "the footer").map { SectionFooter(text: $0, format: .plain, span: node.span) }
        }
        guard let reader = MappingReader(node, what: "the footer", allowed: Self.footerKeys, sink: sink) else {
            return nil
        }
        defer { reader.finish() }
        let rows = RowDecoder(values: values, sink: sink)
        let content = rows.textOrMarkdown(reader)
        let link = rows.linkAction(reader, isMarkdown: content?.1 != .plain)
        guard let (text, format) = content else { return nil }
        return SectionFooter(text: text, format: format, span: node.span, linkAction: link)
    }
}
