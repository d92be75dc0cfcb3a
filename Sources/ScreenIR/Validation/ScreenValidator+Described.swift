import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// A described row: its conditions type-check, its typed values are expressions of their keys' types, its
    /// bindings name a field of the key's type (the first bound value — the one `change:` reports — local state or
    /// app data, others local state only), its `set:` writes local state (texts are checked with every row's; hooks
    /// and their payloads with every hook, in `checkHooks`).
    mutating func checkDescribed(_ item: DescribedRow, in row: Row) {
        let reportedBinding = item.description.keys.lazy.compactMap { key -> String? in
            if case .reader(.changeHook(let of)) = key.storage { of } else { nil }
        }.first
        for (key, value) in item.givenValues {
            switch value {
            case .condition(let condition):
                checkCondition(condition)
            case .binding(let field):
                guard case .binding(let type) = key.kind else { continue }
                checkBinding(
                    field, in: row, expecting: type.expressionType, control: "\(row.phrase)'s `\(key.name)`",
                    access: key.name == reportedBinding ? .stateOrAppData : .localState)
            case .peer(let expression):
                checkPeer(expression, of: key, in: row)
            case .value(let expression):
                if key.kind == .presence { checkPresence(expression, of: key, in: row) }
                guard case .value(let type) = key.kind else { continue }
                checkTypedValue(expression, of: key, type)
            case .action(let target):
                checkAction(target)
            case .text, .bool, .int, .enumCase, .hook, .icon, .revealOptions:
                continue
            }
        }
        checkPeerSwitch(item, in: row)
    }

    /// A `peer` row's `toggle` hook and `switchStyle` belong to its switch: without `switchValue` there is none.
    private mutating func checkPeerSwitch(_ item: DescribedRow, in row: Row) {
        guard item.description.name == "peer", item.value(of: "switchValue") == nil else { return }
        let orphans = ["toggle", "switchStyle"].filter { item.value(of: $0) != nil }
        guard !orphans.isEmpty else { return }
        let span: SourceSpan = if case .hook(let hook)? = item.value(of: "toggle") { hook.name.span } else { row.id.span }
        let keys = orphans.map { "`\($0)`" }.joined(separator: " and ")
        sink.report(
            .missingKey,
            "\(keys) of row `\(row.id.value)` \(orphans.count == 1 ? "needs" : "need") `switchValue`: without it the row "
                + "shows no switch",
            at: span, notes: ["`switchValue:` is the condition the switch shows (`ItemListPeerItemSwitch(value:)`)"],
            help: "add `switchValue: <condition>`, or remove \(keys)")
    }

    /// A typed key's value: an expression of the key's type (`nil` for an optional, an integer literal for any
    /// number type, an enum case of an enum).
    private mutating func checkTypedValue(_ expression: Expression, of key: ItemKey, _ type: ItemValueType) {
        markUsed(expression.fieldReferences)
        reportEnvironmentCalls(in: expression, place: "`\(key.name)`")
        var diagnostics: [Diagnostic] = []
        let passing = checker.passing(expression, as: type.expressionType, &diagnostics)
        sink.report(contentsOf: diagnostics)
        guard case .mismatch(let actual) = passing else { return }
        sink.report(
            .expressionType,
            "`\(key.name)` takes \(Self.withArticle(type.expressionType)), but \(Self.quoted(expression)) is "
                + Self.withArticle(actual),
            at: expression.span,
            notes: ["the item's parameter is declared `\(type.name)`"],
            help: ExpressionTypeChecker.passingHelp(expression, actual, type.expressionType))
    }

    /// A `peer` key: a `Peer` field of the row's element, so the row must repeat over a list.
    private mutating func checkPeer(_ expression: Expression, of key: ItemKey, in row: Row) {
        markUsed(expression.fieldReferences)
        guard row.repetition != nil else {
            if gaps.misspells("forEach", in: row.span) { return }
            sink.report(
                .invalidForEach, "\(row.phrase) shows one peer of a list, so it needs `forEach`",
                at: row.id.span, notes: ["peers come from app data: a list whose elements have a `Peer` field"],
                help: "repeat the row over the list: `forEach: peer in blockedPeers` and `\(key.name): peer.peer`")
            return
        }
        let (type, diagnostics) = checker.check(expression)
        sink.report(contentsOf: diagnostics)
        guard let type, type != .peer else { return }
        sink.report(
            .expressionType, "`\(key.name)` must be a `Peer` field of the element, but `\(expression)` is "
                + Self.withArticle(type),
            at: expression.span,
            help: "declare the field as `Peer` in the list (`{ id: PeerId, peer: Peer }`) and write `peer.peer`")
    }

    /// A built-in item's peer (a disclosure's `iconPeer:`): an expression of type `Peer` or `Peer?` — a list
    /// element's field, or a member of app data or of a parameter of a declared type.
    mutating func checkPeerValue(_ expression: Expression, key: String) {
        markUsed(expression.fieldReferences)
        let (type, diagnostics) = checker.check(expression)
        sink.report(contentsOf: diagnostics)
        guard let type, (type.wrapped ?? type) != .peer else { return }
        sink.report(
            .expressionType, "`\(key)` takes a `Peer`, but \(Self.quoted(expression)) is \(Self.withArticle(type))",
            at: expression.span,
            notes: ["ItemListDisclosureItem's `iconPeer:` is an `EnginePeer?`: the avatar of a peer the app provides"],
            help: "read a `Peer` field: a list element's (`chat.peer`), or a member of a declared type the app "
                + "data or a parameter holds (`account.peer`)")
    }

    /// The Swift spelling a presence's declared type must have.
    static let presenceSwiftName = "EnginePeer.Presence"

    /// A `presence` key: a field of the row's element (the app keeps presences beside the peers it lists) whose
    /// type the app declares with the Swift spelling `EnginePeer.Presence`, or its optional, which the generated code
    /// passes to ItemListPeerItem as is.
    private mutating func checkPresence(_ expression: Expression, of key: ItemKey, in row: Row) {
        markUsed(expression.fieldReferences)
        guard let repetition = row.repetition else {
            if gaps.misspells("forEach", in: row.span) { return }
            sink.report(
                .invalidForEach, "\(row.phrase) shows the presence of one peer of a list, so it needs `forEach`",
                at: row.id.span, notes: ["presences come from app data: a list whose elements have a presence field"],
                help: "repeat the row over the list: `forEach: member in members` and `\(key.name): member.presence`")
            return
        }
        let (type, diagnostics) = checker.check(expression)
        sink.report(contentsOf: diagnostics)
        guard let type else { return }
        let element = repetition.element.value
        let readsOnlyElement = expression.fieldReferences.allSatisfy { $0 == element }
        let declaredName: String? =
            switch type.wrapped ?? type {
            case .record(let record) where record.isDeclared: record.name
            case .enumeration(let name, _): name
            default: nil
            }
        let swiftName = declaredName.flatMap { screen.declarations.type(named: $0)?.swiftName }
        if readsOnlyElement, swiftName == Self.presenceSwiftName { return }
        let found = readsOnlyElement ? Self.withArticle(type) : "an expression that reads more than `\(element)`"
        sink.report(
            .expressionType,
            "`\(key.name)` must be a field of `\(element)` whose type the app declares as `\(Self.presenceSwiftName)`, "
                + "but \(Self.quoted(expression)) is \(found)",
            at: expression.span,
            notes: ["ItemListPeerItem's `presence:` is an `EnginePeer.Presence?` the app provides with each peer"],
            help: "declare the type (`types: { Presence: { module: TelegramCore, swift: EnginePeer.Presence } }`), "
                + "give the list's element a field of it (`presence: \"Presence?\"`) and write `\(element).presence`")
    }
}
