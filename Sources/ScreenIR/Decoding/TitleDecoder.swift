import ScreenDiagnostics
import YAMLReader

/// Decodes `title:` into one of the four `ItemListControllerTitle` forms.
struct TitleDecoder {
    let values: ValueReader
    let sink: DiagnosticSink

    func decode(_ node: YAMLNode) -> ScreenTitle? {
        guard let pairs = node.mapping else {
            return values.text(node, what: "the title").map(ScreenTitle.text)
        }
        let keys = Set(pairs.compactMap { $0.key.scalar?.value })
        if keys == ["key"] {
            return values.text(node, what: "the title").map(ScreenTitle.text)
        }
        let allowed = ["text", "subtitle", "segments", "tabs", "selected"]
        guard let reader = MappingReader(node, what: "the title", allowed: allowed, sink: sink) else { return nil }
        defer { reader.finish() }

        if reader.has("segments") {
            for key in ["text", "subtitle", "tabs"] where reader.has(key) {
                conflict(reader, key, "segments", help: "a segmented title shows only the segments")
            }
            let segments = texts(reader.value("segments")!, what: "a segment")
            let selected = reader.require("selected").flatMap { values.fieldName($0, what: "the selected field") }
            guard let selected else { return nil }
            return .sectionControl(segments: segments, selected: selected)
        }
        let text = reader.require("text").flatMap { values.text($0, what: "the title") }
        if reader.has("tabs") {
            if reader.has("subtitle") { conflict(reader, "subtitle", "tabs", help: "a title with tabs has no subtitle") }
            let tabs = texts(reader.value("tabs")!, what: "a tab")
            let selected = reader.require("selected").flatMap { values.fieldName($0, what: "the selected field") }
            guard let text, let selected else { return nil }
            return .textWithTabs(text, tabs: tabs, selected: selected)
        }
        if let selectedKey = reader.keyNode("selected") {
            sink.report(
                .conflictingKeys, "`selected` needs `segments` or `tabs` in the title", at: selectedKey.span,
                help: "remove `selected`, or add the segments or tabs it selects from")
        }
        if let subtitleNode = reader.value("subtitle") {
            guard let text, let subtitle = values.text(subtitleNode, what: "the subtitle") else { return nil }
            return .textWithSubtitle(text, subtitle: subtitle)
        }
        return text.map(ScreenTitle.text)
    }

    private func texts(_ node: YAMLNode, what: String) -> [DisplayText] {
        guard let items = node.sequence else {
            sink.report(.wrongType, "\(what)s must be a list, not \(node.kindDescription)", at: node.span)
            return []
        }
        if items.count < 2 {
            sink.report(.invalidValue, "a title needs at least 2 \(what)s, not \(items.count)", at: node.span)
        }
        return items.compactMap { values.text($0, what: what) }
    }

    private func conflict(_ reader: MappingReader, _ key: String, _ other: String, help: String) {
        guard let keyNode = reader.keyNode(key) else { return }
        sink.report(
            .conflictingKeys, "the title cannot have both `\(key)` and `\(other)`", at: keyNode.span, help: help)
    }
}
