import ScreenDiagnostics
import ScreenExpressions
import ScreenIR

/// What the built entries need from the arguments class, collected while building.
final class EntryUsage {
    /// Some control writes a state field: `update(_:to:)`.
    var updatesState = false
    /// Some control bound to state names a `change` hook: `update(_:to:changed:)`.
    var reportsChanges = false
    /// Some item takes the controller's `AccountContext` (`arguments.context`).
    var usesAccountContext = false
    /// Some removable peer row reports its revealed options: `setPeerIdWithRevealedOptions(_:_:)`.
    var revealsPeerOptions = false
    /// Some switch bound to app data flips under the finger: the arguments' `updateShownData(_:)`.
    var showsDataChanges = false
    /// Some list shows its dragged order until the drag ends (`reorder: { after: drop }`): the factory's
    /// `updateShownData` (called by its `setReorderEntry` handler, not by the items).
    var showsDraggedOrder = false
    /// The removable custom rows that report their revealed options, each with its state field and setter, in row
    /// order.
    private(set) var revealedOptions: [RevealedOptionsContext] = []

    /// Records a removable custom row's revealed-options setter (once per field).
    func addRevealedOptions(_ options: RevealedOptionsContext) {
        guard !revealedOptions.contains(where: { $0.field == options.field }) else { return }
        if !revealedOptions.isEmpty { revealedOptions[revealedOptions.count - 1].isLast = false }
        var last = options
        last.isLast = true
        revealedOptions.append(last)
    }
}

/// Builds one entry case — its payload, the `item(…)` call and the `entries.append(…)` — for one row.
struct EntryBuilder {
    /// What every row of the screen shares, kept by reference: each row's builder is a copy of the screen's, and
    /// copying the screen and its name tables per row cost more than building some rows.
    private final class Shared {
        let screen: Screen
        let names: SwiftNames
        let swift: SwiftExpressions
        let usage: EntryUsage

        init(screen: Screen, names: SwiftNames, swift: SwiftExpressions, usage: EntryUsage) {
            self.screen = screen
            self.names = names
            self.swift = swift
            self.usage = usage
        }
    }

    private let shared: Shared
    var screen: Screen { shared.screen }
    var names: SwiftNames { shared.names }
    var swift: SwiftExpressions { shared.swift }
    var usage: EntryUsage { shared.usage }

    init(screen: Screen, names: SwiftNames, swift: SwiftExpressions, usage: EntryUsage) {
        shared = Shared(screen: screen, names: names, swift: swift, usage: usage)
    }

    /// The row being built, for naming its conditions.
    var rowID = ""
    /// The row's `<Screen>EntryTag` (`ProxyServerSettingsEntryTag.server`); nil for a header or footer row.
    var tag: String?
    /// The element of a repeated row; nil for a fixed row.
    var element: ElementScope?
    /// The row's pushes with parameters whose `<Screen>Parameters(…)` reads the state, data or parameters: computed
    /// in the entries function and carried in the payload under this name, by the push's span.
    var carriedPushParameters: [SourceSpan: String] = [:]

    /// Swift for the row's actions (hooks receive the element of a repeated row), for the arguments of `item(…)`'s
    /// item, which are 16 columns in.
    var actions: ActionCode {
        var code = ActionCode(swift: swift, element: element, indent: 16)
        code.carriedPushParameters = carriedPushParameters
        return code
    }

    /// `.blocks` / `.plain`
    var listStyle: String { "." + screen.style.rawValue }
    var isGlass: Bool { screen.systemStyle == .glass }

    /// Where the entry stands among the screen's entries.
    struct Placement {
        /// The row's position among all the screen's rows, hidden rows included.
        var position: Int
        /// The section enum case.
        var section: String
        /// Whether the screen has a repeated row: `stableId` is then a `StableId` and `<` compares `sortKey`.
        var screenHasRepeatedRows: Bool
        /// The `StableId` case of fixed rows (`row`, unless a repeated row is called that).
        var fixedStableIdCase: String
    }

    /// The entry for `row`.
    func entry(for row: Row, placement: Placement) -> (EntryContext, RowCode) {
        var builder = self
        builder.rowID = SwiftNames.upperFirst(row.id.value)
        builder.element = ElementScope(row, in: screen)
        builder.tag =
            row.isImplicit
            ? nil : "\(names.entryTag).\(row.id.value)" + (builder.element.map { "(\($0.variable).id)" } ?? "")
        var payload = Payload()
        if let element = builder.element {
            // The element goes first, so it keeps its name (the texts and conditions of `item(…)` read it).
            payload.add(
                element.variable, type: SwiftTypeNames(names: names).element(element.list.element.value),
                value: element.variable)
            payload.add("index", type: "Int32", value: "Int32(index)")
        }
        builder.carryPushParameters(of: row, payload: &payload)
        let call = builder.item(for: row, payload: &payload)
        return builder.contexts(
            for: row, call: call, payload: payload.fields, itemStatements: payload.statements, placement: placement)
    }

    /// Swift for a Bool the item shows: a payload value `name` computed in the entries function, or — when it reads
    /// only the repeated row's element — the expression itself, computed in `item(…)`; a constant (`false`, a
    /// condition that reads nothing) is its value, written in `item(…)`. nil when there is no condition.
    func addCondition(_ condition: Expression?, named name: String, to payload: inout Payload) -> String? {
        guard let condition else { return nil }
        if !condition.readsAnyField, case .bool(let value) = ExpressionEvaluator.evaluate(condition, in: [:]) {
            return String(value)
        }
        let value = swift.condition(condition, element: element)
        if element != nil, swift.conditions.owners(condition, element: element) == .element { return value }
        return payload.add(name, type: "Bool", value: value)
    }

    /// Swift for a text the item shows: the text itself when it reads nothing but the row's element (or nothing at
    /// all), else a String payload named `name`, computed in the entries function; a computed text is written in
    /// `item(…)` (see `computedText`). `column` is where the argument's value starts: by default after `name: ` in
    /// an argument of the item's call, 16 columns in.
    func text(_ text: DisplayText, as name: String, column: Int? = nil, payload: inout Payload) -> SwiftValue {
        if text.isComputed {
            let column = column ?? 16 + SwiftLayout.width(name) + 2
            return computedText(text, as: name, column: column, payload: &payload)
        }
        let value = swift.text(text, element: element)
        guard swift.owners(text, element: element).subtracting(.element).isEmpty else {
            return .atom(payload.add(name, type: "String", value: value))
        }
        return .atom(value)
    }

    /// Carries the `<Screen>Parameters(…)` of each push of the row that gives parameters reading more than the row's
    /// element (see `carriedPushParameters`): `item(…)` has only the payload, the entries function has the state,
    /// the data and the parameters.
    mutating func carryPushParameters(of row: Row, payload: inout Payload) {
        // Every action the row can trigger (a switch's row tap besides its toggle, a described item's action keys).
        var targets = row.item.actionTargets
        if case .described(let described) = row.item {
            for (_, value) in described.givenValues {
                if case .action(let target) = value { targets.append(target) }
            }
        }
        for case .push(let push) in targets {
            guard let type = swift.pushedParameters[push.screen.value] else { continue }
            let arguments = push.arguments ?? []
            let readsMore = arguments.contains {
                !swift.conditions.owners($0.value, element: element).subtracting(.element).isEmpty
            }
            guard readsMore else { continue }
            let construction = ActionCode.parametersConstruction(push, type: type, swift: swift, element: element)
            carriedPushParameters[push.span] = payload.add(
                SwiftNames.lowerFirst(push.screen.value) + "Parameters", type: type, value: construction.singleLine,
                layout: construction)
        }
    }

    static func upper(_ id: String) -> String { SwiftNames.upperFirst(id) }

    /// The negation of a condition as `addCondition` returns it (a literal, a name, a member reference, or one of
    /// these negated): `false` for `true`, `x` for `!x`, else `!x`.
    static func negation(_ condition: String) -> String {
        switch condition {
        case "true": "false"
        case "false": "true"
        default: condition.hasPrefix("!") ? String(condition.dropFirst()) : "!" + condition
        }
    }

    /// Adds `tag:` when the row has a tag (every written row; the item's initializer decides the position).
    func addTag(to call: inout ItemCall) {
        if let tag { call.add("tag", tag) }
    }
}
