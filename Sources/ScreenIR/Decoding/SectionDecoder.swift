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

    static let sectionKeys = ["id", "header", "footer", "visible", "rows"]
    static let headerKeys = ["text", "badge", "accessory", "multiline"]
    static let accessoryKeys = ["text", "color"]

    func decodeList(_ node: YAMLNode) -> [Section] {
        guard let items = node.sequence else {
            sink.report(.wrongType, "`sections` must be a list, not \(node.kindDescription)", at: node.span)
            return []
        }
        return items.compactMap(decodeSection)
    }

    private func decodeSection(_ node: YAMLNode) -> Section? {
        guard let reader = MappingReader(node, what: "a section", allowed: Self.sectionKeys, sink: sink) else { return nil }
        defer { reader.finish() }
        let id = reader.require("id").flatMap { values.identifier($0, what: "section id") }
        let header = reader.value("header").flatMap { decodeHeader($0, what: "the section header") }
        let footer = reader.value("footer").flatMap(decodeFooter)
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

    /// A header: a text, or `{ text:, badge:, accessory: { text:, color: }, multiline: }`.
    /// Also used for `sectionHeader` rows, whose reader is passed in.
    func decodeHeader(_ node: YAMLNode, what: String) -> SectionHeader? {
        if node.mapping == nil || node.mapping?.first?.key.scalar?.value == "key" {
            guard let text = values.text(node, what: what) else { return nil }
            return SectionHeader(text: text, badge: nil, accessory: nil, multiline: false, span: node.span)
        }
        guard let reader = MappingReader(node, what: what, allowed: Self.headerKeys, sink: sink) else { return nil }
        defer { reader.finish() }
        return decodeHeaderFields(reader, span: node.span)
    }

    /// The header options read from `reader` (a section header mapping or a `sectionHeader` row).
    func decodeHeaderFields(_ reader: MappingReader, span: SourceSpan) -> SectionHeader? {
        let text = reader.require("text").flatMap { values.text($0, what: "the header text") }
        let badge = reader.value("badge").flatMap { values.text($0, what: "the badge") }
        let accessory = reader.value("accessory").flatMap(decodeAccessory)
        let multiline = reader.value("multiline").flatMap { values.bool($0, what: "`multiline`") } ?? false
        guard let text else { return nil }
        return SectionHeader(text: text, badge: badge, accessory: accessory, multiline: multiline, span: span)
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

    /// A footer: a text, `{ text: }` or `{ markdown: }`.
    private func decodeFooter(_ node: YAMLNode) -> SectionFooter? {
        guard let pairs = node.mapping, pairs.first?.key.scalar?.value != "key" else {
            return values.text(node, what: "the footer").map { SectionFooter(text: $0, format: .plain, span: node.span) }
        }
        guard let reader = MappingReader(node, what: "the footer", allowed: ["text", "markdown"], sink: sink) else {
            return nil
        }
        defer { reader.finish() }
        guard let (text, format) = RowDecoder(values: values, sink: sink).textOrMarkdown(reader) else { return nil }
        return SectionFooter(text: text, format: format, span: node.span)
    }
}
