import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// A described row: its conditions type-check and its bindings name local state of the key's type (texts are
    /// checked with every row's; hooks and their payloads with every hook, in `checkHooks`).
    mutating func checkDescribed(_ item: DescribedRow, in row: Row) {
        for (key, value) in item.givenValues {
            switch value {
            case .condition(let condition):
                checkCondition(condition)
            case .binding(let field):
                guard case .binding(let type) = key.kind else { continue }
                checkBinding(
                    field, in: row, expecting: type.expressionType, control: "\(row.phrase)'s `\(key.name)`",
                    access: .localState)
            case .peer(let expression):
                checkPeer(expression, of: key, in: row)
            case .text, .bool, .int, .enumCase, .hook, .action, .icon:
                continue
            }
        }
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
}
