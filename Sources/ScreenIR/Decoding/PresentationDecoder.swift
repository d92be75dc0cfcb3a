import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes `conditions:` and the top-level presentation keys (`presentation`, `animateChanges`, `focus`,
/// `lifecycle`).
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
        let navigation =
            reader.value("presentation").flatMap {
                values.word($0, what: "presentation", as: Presentation.NavigationPresentation.self)
            } ?? .default
        let animateChanges = reader.value("animateChanges").flatMap { values.condition($0, what: "`animateChanges`") }
        let focus = reader.value("focus").flatMap { values.fieldName($0, what: "`focus`") }
        let lifecycle = reader.value("lifecycle").map(decodeLifecycle) ?? Lifecycle()
        return Presentation(navigation: navigation, animateChanges: animateChanges, focus: focus, lifecycle: lifecycle)
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
            willPop: hook("willPop"), didPop: hook("didPop"))
    }
}
