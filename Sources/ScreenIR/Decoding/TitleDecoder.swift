import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes `title:` into one of the four `ItemListControllerTitle` forms, or a list of title variants.
struct TitleDecoder {
    let values: ValueReader
    let sink: DiagnosticSink

    static let variantKeys = ScreenLanguage.titleVariant.names
    static let titleKeys = ScreenLanguage.title.names

    /// The title and the conditional titles shown before it: `title:` written as a list of variants
    /// (`{ when:, text:/key:, subtitle: }`, the last without `when`), or as one title.
    func decodeVariants(_ node: YAMLNode) -> (ScreenTitle?, [ConditionalTitle]) {
        guard let items = node.sequence else { return (decode(node), []) }
        guard !items.isEmpty else {
            sink.report(.wrongType, "`title` must be a title or a list of title variants, not an empty list", at: node.span)
            return (nil, [])
        }
        var conditional: [ConditionalTitle] = []
        var fallback: ScreenTitle?
        var unconditional: YAMLNode?
        for (index, item) in items.enumerated() {
            let variant = decodeVariant(item)
            if let unconditional {
                sink.report(
                    .unreachableVariant, "this title variant is never shown", at: item.span,
                    labels: [Diagnostic.Label(span: unconditional.span, message: "this variant has no `when`, so it is always shown")],
                    help: "move it before the variant without `when`, or remove it")
                continue
            }
            guard let variant else { continue }
            if let whenKey = variant.whenKey {
                if index == items.count - 1 {
                    sink.report(
                        .missingKey, "the title needs a last variant without `when`, shown when no condition holds",
                        at: whenKey.span, help: "remove `when` from the last variant, or add a variant without `when` after it")
                    fallback = variant.title
                } else if let when = variant.when, let title = variant.title {
                    conditional.append(ConditionalTitle(when: when, title: title, span: item.span))
                }
            } else if index == items.count - 1 || !sink.gaps.misspells("when", in: item.span) {
                unconditional = item
                fallback = variant.title
            }
        }
        return (fallback, conditional)
    }

    /// One title variant: its condition (nil when it has none or it did not parse), its `when` key, and its title.
    private func decodeVariant(_ node: YAMLNode) -> (when: Expression?, whenKey: YAMLNode?, title: ScreenTitle?)? {
        guard let reader = MappingReader(node, what: "a title variant", allowed: Self.variantKeys, sink: sink) else {
            return nil
        }
        defer {
            reader.finish { key in
                ["segments", "tabs", "selected"].contains(key)
                    ? "a title written as one mapping: only `text` and `subtitle` titles can have variants" : nil
            }
        }
        let when = reader.value("when").flatMap { values.condition($0, what: "`when`") }
        var text: DisplayText?
        switch (reader.value("text"), reader.value("key")) {
        case (let textNode?, let keyNode?):
            sink.report(
                .conflictingKeys, "a title variant cannot have both `text` and `key`",
                at: reader.keyNode("key")?.span ?? keyNode.span,
                labels: [Diagnostic.Label(span: textNode.span, message: "`text` given here")],
                help: "`key: Name` is short for `text: { key: Name }`: keep one")
            text = values.text(textNode, what: "the title")
        case (let textNode?, nil):
            text = values.text(textNode, what: "the title")
        case (nil, let keyNode?):
            text = values.localizedText(keyNode, span: keyNode.span)
        case (nil, nil):
            reader.reportMissing(["text", "key"], "a title variant needs `text` or `key`")
        }
        let subtitle = reader.value("subtitle").flatMap { values.text($0, what: "the subtitle") }
        let title: ScreenTitle? = text.map { text in subtitle.map { .textWithSubtitle(text, subtitle: $0) } ?? .text(text) }
        return (when, reader.keyNode("when"), title)
    }

    func decode(_ node: YAMLNode) -> ScreenTitle? {
        guard let pairs = node.mapping else {
            return values.text(node, what: "the title").map(ScreenTitle.text)
        }
        let keys = Set(pairs.compactMap { $0.key.scalar?.value })
        // `{ key: Name }`, or `{ kye: Name }`: read as the text it misspells, so the unknown key says "did you mean
        // `key`?".
        if keys == ["key"] || (keys.isDisjoint(with: Self.titleKeys) && ValueReader.misspeltTextForm(pairs) != nil) {
            return values.text(node, what: "the title").map(ScreenTitle.text)
        }
        guard let reader = MappingReader(node, what: "the title", allowed: Self.titleKeys, sink: sink) else { return nil }
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
        if let selectedKey = reader.keyNode("selected"), !reader.hasOrMisspells("segments", "tabs") {
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
