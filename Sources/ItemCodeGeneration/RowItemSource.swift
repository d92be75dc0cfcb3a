import ScreenItems

/// `RowKind` and `RowItem` — a case per built-in kind with a typed row, in `BuiltinItems.all`'s order, then
/// `described` — and what every pass asks of an item whatever its kind, derived from how its keys are stored: its
/// `change` hook and the field it binds, its action, link hook, icon and texts. Also the two dispatches: the decoder
/// and the call builder of each kind.
enum RowItemSource {
    static func file(_ rows: [RowShape]) -> String {
        var writer = SwiftWriter()
        writer.line("import ScreenDiagnostics")
        writer.line()
        writeKind(rows, &writer)
        writer.line()
        writeItem(rows, &writer)
        writer.line()
        writeAccessors(rows, &writer)
        return ItemSources.header + writer.text
    }

    /// `RowDecoder.decodeItem`: each kind's decoder.
    static func decoderDispatch(_ rows: [RowShape]) -> String {
        var writer = SwiftWriter()
        writer.block("extension RowDecoder {") { writer in
            writer.doc("The item of a row of built-in kind `kind`, read by the kind's decoder.")
            writer.block("func decodeItem(_ kind: RowKind, _ reader: MappingReader) -> RowItem? {") { writer in
                writer.switchBlock("switch kind {") { writer in
                    for row in rows {
                        let name = row.description.name
                        writer.line("case .\(name): decode\(row.upperName)(reader).map(RowItem.\(name))")
                    }
                    writer.line(
                        "case .described: preconditionFailure(\"described rows are decoded from their description\")")
                }
            }
        }
        return ItemSources.header + writer.text
    }

    /// `EntryBuilder.item(for:payload:)`: each kind's call builder.
    static func builderDispatch(_ rows: [RowShape]) -> String {
        var writer = SwiftWriter()
        writer.line("import ScreenIR")
        writer.line()
        writer.block("extension EntryBuilder {") { writer in
            writer.doc("The item call of `row`, by its kind's call builder (a described row's from its description).")
            writer.block("func item(for row: Row, payload: inout Payload) -> ItemCall {") { writer in
                writer.switchBlock("switch row.item {") { writer in
                    for row in rows {
                        let name = row.description.name
                        writer.line("case .\(name)(let item): \(name)Item(item, row: row, payload: &payload)")
                    }
                    writer.line("case .described(let item): describedItem(item, row: row, payload: &payload)")
                }
            }
        }
        return ItemSources.header + writer.text
    }

    // MARK: RowKind and RowItem

    private static func writeKind(_ rows: [RowShape], _ writer: inout SwiftWriter) {
        writer.doc(
            "The 14 ItemListUI row items, by the name used in YAML (`item:`), and `described` for every item kind "
                + "given by its description alone (`peerAction`, custom items).")
        writer.block("public enum RowKind: String, Sendable, Equatable, CaseIterable {") { writer in
            writer.wrapped("case ", rows.map { SwiftWriter.identifier($0.description.name) })
            writer.line("case described")
            writer.line()
            writer.doc("Whether rows of the kind have a `change` hook (the kinds with a value the user changes).")
            let withHooks = rows.filter { $0.changeProperty != nil }.map { "." + $0.description.name }
            writer.block("public var hasChangeHook: Bool {") { writer in
                writer.switchBlock("switch self {") { writer in
                    writer.caseLine(withHooks, "true")
                    writer.line("default: false")
                }
            }
        }
    }

    private static func writeItem(_ rows: [RowShape], _ writer: inout SwiftWriter) {
        writer.doc("A row's item and its options.")
        writer.line("///")
        writer.doc(
            "Indirect: a row is copied whole several times on its way through validation and generation, and a boxed "
                + "item is copied with one retain instead of one per field of its options.")
        writer.block("public indirect enum RowItem: Sendable, Equatable {") { writer in
            for row in rows {
                writer.doc(row.row.doc)
                writer.line("case \(SwiftWriter.identifier(row.description.name))(\(row.row.typeName))")
            }
            writer.doc("An item given by its description alone (`peerAction`, a custom item).")
            writer.line("case described(DescribedRow)")
            writer.line()
            writer.doc("The row's kind.")
            writer.block("public var kind: RowKind {") { writer in
                writer.switchBlock("switch self {") { writer in
                    for row in rows {
                        let name = row.description.name
                        writer.line("case .\(name): .\(name)")
                    }
                    writer.line("case .described: .described")
                }
            }
        }
    }

    // MARK: What every pass asks

    private static func writeAccessors(_ rows: [RowShape], _ writer: inout SwiftWriter) {
        writer.block("extension RowItem {") { writer in
            accessor(
                "The `change` hook of a bindable control, if it has one.", "public var changeHook: HookReference?",
                rows, none: "nil", &writer
            ) { row in row.changeProperty.map { "item.\($0.name)" } }
            writer.line()
            accessor(
                "The field the control's `change` hook reports (its `bind:` as written): a switch's, an input's, a "
                    + "bound checkbox's; nil for other rows and for a checkbox with `checked:`.",
                "var boundField: Located<String>?", rows, none: "nil", &writer
            ) { row in row.boundField }
            writer.line()
            writer.doc("The item with `change` as its change hook (items without one are returned as they are).")
            writer.block("func settingChange(_ change: HookReference?) -> RowItem {") { writer in
                writer.switchBlock("switch self {") { writer in
                    var others: [String] = []
                    for row in rows {
                        let name = row.description.name
                        guard let property = row.changeProperty else {
                            others.append("." + name)
                            continue
                        }
                        writer.line("case .\(name)(var item):")
                        writer.indented { writer in
                            writer.line("item.\(property.name) = change")
                            writer.line("return .\(name)(item)")
                        }
                    }
                    writer.caseLine(others + [".described"], "")
                    writer.indented { $0.line("return self") }
                }
            }
            writer.line()
            writeVisitor(
                "Calls `body` with each action the row can trigger, in key order (a switch's `lockedAction` and its "
                    + "row-tap `action`); never for rows without one (a custom item's is its action key read with "
                    + "`push` and `set`; a described row's other actions are hooks, each reached through "
                    + "`Screen.forEachHookReference`). Allocates nothing: asked of every row by validation.",
                "func forEachActionTarget(_ body: (ActionTarget) -> Void)", rows,
                described: "item.actionTarget.map(body)", &writer
            ) { row in row.actionTargets }
            writer.line()
            accessor(
                "The hook a tap on a markdown link calls with the link's target (`linkAction:`); nil for other rows.",
                "public var linkAction: HookReference?", rows, none: "nil", &writer
            ) { row in row.first { if case .read(.linkAction) = $0 { true } else { false } } }
            writer.line()
            accessor(
                "The row's icon (`icon:`; the first icon a described row gives); nil for rows without one.",
                "public var icon: IconReference?", rows, none: "nil", described: "item.icons.first", &writer
            ) { row in row.first { if case .icon = $0 { true } else { false } } }
            writer.line()
            writeTexts(rows, &writer)
        }
    }

    /// A property whose value is `value(row)` for each kind (`none` for a kind without it, and for a described row
    /// unless `described` says otherwise).
    private static func accessor(
        _ doc: String, _ declaration: String, _ rows: [RowShape], none: String, described: String? = nil,
        _ writer: inout SwiftWriter, value: (RowShape) -> String?
    ) {
        writer.doc(doc)
        writer.block("\(declaration) {") { writer in
            writer.switchBlock("switch self {") { writer in
                var others: [String] = []
                for row in rows {
                    let name = row.description.name
                    if let value = value(row) {
                        writer.line("case .\(name)(let item): \(value)")
                    } else {
                        others.append("." + name)
                    }
                }
                if let described {
                    writer.line("case .described(let item): \(described)")
                } else {
                    others.append(".described")
                }
                if !others.isEmpty { writer.caseLine(others, none) }
            }
        }
    }

    /// `forEachText`: every text the row displays, in key order.
    private static func writeTexts(_ rows: [RowShape], _ writer: inout SwiftWriter) {
        writeVisitor(
            "Calls `body` with every text the row displays (titles, labels, subtitles, placeholders, sub-item titles).",
            "func forEachText(_ body: (DisplayText) -> Void)", rows, described: "item.texts.forEach(body)", &writer
        ) { row in row.texts }
    }

    /// A method calling `body` with what `statements(row)` visits for each kind (`described` for a described row).
    private static func writeVisitor(
        _ doc: String, _ declaration: String, _ rows: [RowShape], described: String, _ writer: inout SwiftWriter,
        statements: (RowShape) -> [String]
    ) {
        writer.doc(doc)
        writer.block("\(declaration) {") { writer in
            writer.switchBlock("switch self {") { writer in
                var others: [String] = []
                for row in rows {
                    let statements = statements(row)
                    guard !statements.isEmpty else {
                        others.append("." + row.description.name)
                        continue
                    }
                    writer.line("case .\(row.description.name)(let item):")
                    writer.indented { writer in
                        for statement in statements { writer.statement(statement) }
                    }
                }
                if !others.isEmpty {
                    writer.caseLine(others, "")
                    writer.indented { writer in writer.line("break") }
                }
                writer.line("case .described(let item):")
                writer.indented { writer in writer.line(described) }
            }
        }
    }
}

extension RowShape {
    /// `item.<property>` for the first property whose value `matches`, if any.
    func first(_ matches: (RowProperty.Value) -> Bool) -> String? {
        properties.first { matches($0.value) }.map { "item.\($0.name)" }
    }

    /// The property that holds the `change` hook, if the kind has one.
    var changeProperty: RowProperty? {
        properties.first { if case .read(.changeHook) = $0.value { true } else { false } }
    }

    /// Swift for the field the `change` hook reports, from the row struct `item`.
    var boundField: String? {
        guard let property = changeProperty, case .read(.changeHook(let key)) = property.value else { return nil }
        let bound = self.property(ofKey: key)
        switch bound.value {
        case .binding: return "item.\(bound.name)"
        case .read(.checkboxBehavior): return "item.\(bound.name).field"
        default: preconditionFailure("ItemCodeGeneration: \(description.name)'s change hook reports `\(key)`")
        }
    }

    /// The statements calling `body` with the row's actions, from the row struct `item`: its action keys and its
    /// checkbox behavior's action, in key order.
    var actionTargets: [String] {
        properties.compactMap { property -> String? in
            switch property.value {
            case .action, .read(.actionTarget):
                property.isOptional ? "item.\(property.name).map(body)" : "body(item.\(property.name))"
            case .read(.checkboxBehavior): "item.\(property.name).action.map(body)"
            default: nil
            }
        }
    }

    /// The statements calling `body` with the row's texts, in key order.
    var texts: [String] {
        properties.compactMap { property -> String? in
            switch property.value {
            case .text: property.isOptional ? "item.\(property.name).map(body)" : "body(item.\(property.name))"
            case .read(.textOrMarkdown) where property.name == "text": "body(item.text)"
            case .read(.subItems): "for sub in item.\(property.name) { body(sub.title) }"
            case .read(.headerAccessory): "item.\(property.name).map { body($0.text) }"
            default: nil
            }
        }
    }
}
