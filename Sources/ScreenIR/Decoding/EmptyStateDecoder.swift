import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes `emptyState:`: a text (shown while no row is), one variant `{ text: | key: | loading: true, when: }`, or a
/// list of variants.
struct EmptyStateDecoder {
    let values: ValueReader
    let sink: DiagnosticSink

    static let variantKeys = ScreenLanguage.emptyStateVariant.names
    /// The keys that make a mapping a variant rather than a text (`{ key: X }` alone is a localized text).
    private static let variantMarkers = ["text", "loading", "when"]

    func decode(_ node: YAMLNode) -> [EmptyState] {
        if let items = node.sequence {
            guard !items.isEmpty else {
                sink.report(
                    .wrongType, "`emptyState` must be a text or a list of variants, not an empty list", at: node.span,
                    help: "remove `emptyState`, or give it a text")
                return []
            }
            return items.compactMap { decodeVariant($0) }
        }
        if let pairs = node.mapping, pairs.contains(where: { Self.variantMarkers.contains($0.key.scalar?.value ?? "") }) {
            return decodeVariant(node).map { [$0] } ?? []
        }
        return values.text(node, what: "the empty-state text").map { [EmptyState(content: .text($0), span: node.span)] }
            ?? []
    }

    private func decodeVariant(_ node: YAMLNode) -> EmptyState? {
        guard let reader = MappingReader(node, what: "an empty state", allowed: Self.variantKeys, sink: sink) else {
            return nil
        }
        defer { reader.finish() }
        let when = reader.value("when").flatMap { values.condition($0, what: "`when`") }
        var content: EmptyState.Content?
        let textNode = reader.value("text")
        let keyNode = reader.value("key")
        let loadingNode = reader.value("loading")
        let given = [("text", textNode), ("key", keyNode), ("loading", loadingNode)].filter { $0.1 != nil }
        if given.count > 1, let second = reader.keyNode(given[1].0), let first = given[0].1 {
            sink.report(
                .conflictingKeys, "an empty state cannot have both `\(given[0].0)` and `\(given[1].0)`", at: second.span,
                labels: [Diagnostic.Label(span: first.span, message: "`\(given[0].0)` given here")],
                help: "write one variant per empty state: a text (`text` or `key`) or `loading: true`")
        }
        switch given.first?.0 {
        case "text": content = textNode.flatMap { values.text($0, what: "the empty-state text") }.map { .text($0) }
        case "key": content = keyNode.flatMap { values.localizedText($0, span: $0.span) }.map { .text($0) }
        case "loading":
            if let loadingNode, let loading = values.bool(loadingNode, what: "`loading`") {
                if loading {
                    content = .loadingIndicator
                } else {
                    sink.report(
                        .invalidValue, "`loading` can only be `true`", at: loadingNode.span,
                        help: "give a `text` for an empty state that is not the loading indicator")
                }
            }
        default:
            reader.reportMissing(
                ["text", "key", "loading"], "an empty state needs `text`, `key` or `loading: true`")
        }
        guard let content, when != nil || !reader.has("when") else { return nil }
        return EmptyState(content: content, when: when, span: node.span)
    }
}
