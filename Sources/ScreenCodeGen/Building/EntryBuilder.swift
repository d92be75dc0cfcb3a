import ScreenExpressions
import ScreenIR

/// Builds one entry case — its payload, the `item(…)` call and the `entries.append(…)` — for one row.
struct EntryBuilder {
    let screen: Screen
    let names: SwiftNames
    let swift: SwiftExpressions
    /// The row being built, for naming its conditions.
    var rowID = ""
    /// The row's `<Screen>EntryTag` (`ProxyServerSettingsEntryTag.server`); nil for a header or footer row.
    var tag: String?

    /// `.blocks` / `.plain`
    var listStyle: String { "." + screen.style.rawValue }
    var isGlass: Bool { screen.systemStyle == .glass }

    /// The entry for `row`. `depth` is how many `if`s enclose its `entries.append` (0 to 2).
    func entry(for row: Row, stableId: Int, section: String, depth: Int) -> (EntryContext, EntryAppendContext) {
        var payload: [PayloadField] = []
        var builder = self
        builder.rowID = SwiftNames.upperFirst(row.id.value)
        builder.tag = row.isImplicit ? nil : "\(names.entryTag).\(row.id.value)"
        let call = builder.item(for: row, payload: &payload)
        let name = row.id.value
        let declaration: SwiftValue =
            payload.isEmpty ? .atom(name) : .call(name, payload.map { .init($0.name, .atom($0.type)) })
        let bindingPattern: SwiftValue =
            payload.isEmpty ? .atom(".\(name)") : .call(".\(name)", payload.map { .init("", .atom("let \($0.name)")) })
        let construction: SwiftValue =
            payload.isEmpty ? .atom(".\(name)") : .call(".\(name)", payload.map { .init($0.name, .atom($0.value)) })
        let entry = EntryContext(
            name: name,
            declaration: declaration.layout(column: 9, indent: 4, trailing: 0),
            bindingPattern: bindingPattern.layout(column: 13, indent: 8, trailing: 1),
            pattern: ".\(name)", section: section, stableId: stableId, kind: row.kind.rawValue,
            item: call.context(indent: 16))
        let indent = 4 * (1 + depth + (row.visible == nil ? 0 : 1))
        let statement = SwiftValue.call("entries.append", [.init("", construction)])
        let append = EntryAppendContext(
            condition: row.visible.map { swift.condition($0, name: "is\(Self.upper(name))Visible") } ?? "",
            hasCondition: row.visible != nil, construction: construction.singleLine,
            statement: statement.layout(column: indent, indent: indent, trailing: 0))
        return (entry, append)
    }

    /// Adds a Bool to the payload when the row has the condition; returns whether it did.
    /// `property` names the condition's computed property (`isAutoplayEnabled`).
    func addCondition(
        _ condition: Expression?, named name: String, property: String, to payload: inout [PayloadField]
    ) -> Bool {
        guard let condition else { return false }
        payload.append(PayloadField(name: name, type: "Bool", value: swift.condition(condition, name: property)))
        return true
    }

    static func upper(_ id: String) -> String { SwiftNames.upperFirst(id) }

    /// Adds `tag:` when the row has a tag (every written row; the item's initializer decides the position).
    func addTag(to call: inout ItemCall) {
        if let tag { call.add("tag", tag) }
    }

    /// `{ value in arguments.update(\.field, to: value) }`
    func setter(_ field: String) -> String {
        "{ value in arguments.update(\\.\(field), to: value) }"
    }

    private func item(for row: Row, payload: inout [PayloadField]) -> ItemCall {
        switch row.item {
        case .switch(let item): switchItem(item, payload: &payload)
        case .expandableSwitch(let item): expandableSwitchItem(item, payload: &payload)
        case .disclosure(let item): disclosureItem(item, payload: &payload)
        case .action(let item): actionItem(item, payload: &payload)
        case .sectionHeader(let item): sectionHeaderItem(item)
        case .text(let item): textItem(item)
        case .textWithLabel(let item): textWithLabelItem(item)
        case .singleLineInput(let item): singleLineInputItem(item, payload: &payload)
        case .multilineInput(let item): multilineInputItem(item, payload: &payload)
        case .multilineText(let item): multilineTextItem(item)
        case .checkbox(let item): checkboxItem(item, payload: &payload)
        case .info(let item): infoItem(item)
        case .activityText(let item): activityTextItem(item, payload: &payload)
        case .placeholder(let item): placeholderItem(item)
        }
    }
}
