import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes `conditions:` and the top-level presentation keys (`presentation`, `enableInteractiveDismiss`,
/// `animateChanges`, `focus`, `lifecycle`, `loadMore`).
struct PresentationDecoder {
    let values: ValueReader
    let sink: DiagnosticSink

    static let lifecycleKeys = ScreenLanguage.lifecycle.names

    /// `conditions:`: a mapping from names to conditions.
    func decodeConditions(_ node: YAMLNode) -> [NamedCondition] {
        guard let pairs = node.mapping else {
            sink.report(
                .wrongType, "`conditions` must be a mapping from condition names to conditions, not \(node.kindDescription)",
                at: node.span)
            return []
        }
        var conditions: [NamedCondition] = []
        for pair in pairs {
            guard let name = values.identifier(pair.key, what: "condition name") else { continue }
            guard let expression = values.condition(pair.value, what: "condition `\(name.value)`") else {
                // Reported here; where it is used it is not also "no field".
                sink.gaps.noteFailedDeclaration(name.value)
                continue
            }
            conditions.append(NamedCondition(name: name, expression: expression, span: name.span.union(pair.value.span)))
        }
        return conditions
    }

    /// The presentation keys of the screen file's top level.
    func decode(_ reader: MappingReader) -> Presentation {
        var presentation = Presentation()
        presentation.navigation =
            reader.value("presentation").flatMap {
                values.word($0, what: "presentation", as: Presentation.NavigationPresentation.self)
            } ?? .default
        if let node = reader.value("enableInteractiveDismiss") {
            presentation.enablesInteractiveDismiss = values.bool(node, what: "`enableInteractiveDismiss`") ?? false
        }
        if let node = reader.value("animateChanges") { decodeAnimateChanges(node, into: &presentation) }
        presentation.focus = reader.value("focus").flatMap { values.fieldName($0, what: "`focus`") }
        presentation.lifecycle = reader.value("lifecycle").map { decodeLifecycle($0) } ?? Lifecycle()
        presentation.loadMore = reader.value("loadMore").flatMap { values.hook($0, what: "the `loadMore` hook") }
        return presentation
    }

    /// `animateChanges:`: a condition (the list), `{ whenChanged: }` / `{ unlessShrinking: true }` (the list, compared
    /// with the previous emission), or `{ list:, navigationBar: }`.
    private func decodeAnimateChanges(_ node: YAMLNode, into presentation: inout Presentation) {
        guard node.mapping != nil else {
            presentation.animateChanges = values.condition(node, what: "`animateChanges`")
            return
        }
        guard
            let reader = MappingReader(
                node, what: "`animateChanges`", allowed: ScreenLanguage.animateChanges.names, sink: sink)
        else { return }
        defer { reader.finish() }
        let comparison = decodeComparison(reader)
        if let list = reader.value("list") {
            if let comparison, let key = reader.keyNode(comparison.key) {
                sink.report(
                    .conflictingKeys, "`animateChanges` cannot have both `list` and `\(comparison.key)`", at: key.span,
                    labels: [Diagnostic.Label(span: list.span, message: "`list` given here")],
                    help: "move `\(comparison.key)` into `list`: `list: { \(comparison.key): … }`")
            }
            if list.mapping != nil {
                if let listReader = MappingReader(
                    list, what: "`animateChanges.list`", allowed: ScreenLanguage.listAnimation.names, sink: sink)
                {
                    presentation.listAnimation = decodeComparison(listReader)?.comparison
                    if presentation.listAnimation == nil, listReader.keys.isEmpty {
                        listReader.reportMissing(
                            ["whenChanged", "unlessShrinking"], "`animateChanges.list` needs `whenChanged` or `unlessShrinking`")
                    }
                    listReader.finish()
                }
            } else {
                presentation.animateChanges = values.condition(list, what: "`animateChanges.list`")
            }
        } else {
            presentation.listAnimation = comparison?.comparison
        }
        presentation.animatesNavigationBar = reader.value("navigationBar").flatMap {
            values.condition($0, what: "`animateChanges.navigationBar`")
        }
        if comparison == nil, !reader.has("list"), !reader.has("navigationBar"), !reader.has("unlessShrinking") {
            reader.reportMissing(
                ["whenChanged", "unlessShrinking", "list", "navigationBar"],
                "`animateChanges` written as a mapping needs `whenChanged`, `unlessShrinking`, `list` or `navigationBar`",
                help: "or write `animateChanges: false`, or a condition")
        }
    }

    /// `whenChanged:` or `unlessShrinking: true` of `reader`, with the key it came from.
    private func decodeComparison(_ reader: MappingReader) -> (key: String, comparison: EmissionComparison)? {
        let changed = reader.value("whenChanged")
        let shrinking = reader.value("unlessShrinking")
        if let changed, shrinking != nil, let key = reader.keyNode("unlessShrinking") {
            sink.report(
                .conflictingKeys, "\(reader.what) cannot have both `whenChanged` and `unlessShrinking`", at: key.span,
                labels: [Diagnostic.Label(span: changed.span, message: "`whenChanged` given here")],
                help: "keep one of them")
        }
        if let changed {
            let nodes = changed.sequence ?? [changed]
            if nodes.isEmpty {
                sink.report(
                    .wrongType, "`whenChanged` must name a field or a list of fields, not an empty list", at: changed.span)
                return nil
            }
            let fields = nodes.compactMap { values.fieldName($0, what: "a field of `whenChanged`") }
            return fields.count == nodes.count ? ("whenChanged", .whenChanged(fields)) : nil
        }
        guard let shrinking, let value = values.bool(shrinking, what: "`unlessShrinking`") else { return nil }
        guard value else {
            sink.report(
                .invalidValue, "`unlessShrinking` can only be `true`", at: shrinking.span,
                help: "remove `unlessShrinking` to animate every change")
            return nil
        }
        return ("unlessShrinking", .unlessShrinking)
    }

    private func decodeLifecycle(_ node: YAMLNode) -> Lifecycle {
        guard let reader = MappingReader(node, what: "`lifecycle`", allowed: Self.lifecycleKeys, sink: sink) else {
            return Lifecycle()
        }
        defer { reader.finish() }
        func hook(_ key: String) -> HookReference? {
            reader.value(key).flatMap { values.hook($0, what: "the `\(key)` hook") }
        }
        return Lifecycle(
            didAppear: hook("didAppear"), willDisappear: hook("willDisappear"), didDisappear: hook("didDisappear"),
            willPop: hook("willPop"), didPop: hook("didPop"), beganInteractiveDragging: hook("beganInteractiveDragging"))
    }
}
