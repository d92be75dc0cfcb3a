import ScreenExpressions
import ScreenIR

extension EntryBuilder {
    /// A removable item's editing value, written as the hand-written screens write it:
    /// `<type>(editable:editing:revealed:)` and its `fixed` arguments (`ItemListPeerItemEditing`,
    /// `LocalizationListItemEditing(…, reorderable: false)`). A removable row's is computed in the entries function — it
    /// compares the row's `id` with the state's `revealedField` — and carried in the payload; a row that cannot be
    /// removed passes `editable: false` with its `editing` condition.
    func optionsEditing(
        _ item: DescribedRow, type: String, id: String?, editing: String, remove: String, revealedField: String,
        fixed: [ItemParameter.FixedArgument], canBeReordered: Bool = false, payload: inout Payload
    ) -> String {
        let condition: Expression? = if case .condition(let condition)? = item.value(of: editing) { condition } else { nil }
        let fixedArguments = fixed.map { SwiftValue.Element($0.label, .atom($0.swift)) }
        // `ItemListPeerItemEditing(editable:editing:canBeReordered:revealed:)`: a reorderable row's grip.
        let reordering: [SwiftValue.Element] = canBeReordered ? [.init("canBeReordered", .atom("true"))] : []
        guard item.value(of: remove) != nil || item.hasRevealOptions, let id else {
            let editingSwift = addCondition(condition, named: "editing", to: &payload) ?? "false"
            let call = SwiftValue.call(
                type,
                [.init("editable", .atom("false")), .init("editing", .atom(editingSwift))] + reordering
                    + [.init("revealed", .atom("false"))] + fixedArguments)
            return call.singleLine
        }
        let editingSwift = condition.map { swift.condition($0, element: element) } ?? "false"
        let call = SwiftValue.call(
            type,
            [
                .init("editable", .atom("true")), .init("editing", .atom(editingSwift)),
            ] + reordering + [.init("revealed", .atom("\(id) == state.\(revealedField)"))] + fixedArguments)
        return payload.add("editing", type: type, value: call.singleLine, layout: call)
    }

    /// Swift for the value of a removable custom row's `id` key where the entries function computes it; nil when
    /// the row does not give it.
    func revealedID(_ item: DescribedRow, key: String) -> String? {
        guard case .value(let expression)? = item.value(of: key) else { return nil }
        return swift.conditions.value(expression, element: element)
    }

    /// A removable custom row's `(ID?, ID?) -> Void` closure: the arguments' `set<Row>WithRevealedOptions`, which
    /// keeps the value whose options are revealed in the row's state field; a no-op on a row that cannot be removed.
    func revealedOptionsSetter(_ item: DescribedRow, id: String, remove: String, row: Row) -> SwiftValue {
        guard item.value(of: remove) != nil, case .value(let type)? = item.description.key(named: id)?.kind else {
            return .atom("{ _, _ in }")
        }
        let field = StateField.revealedOptions(of: row.id.value)
        let method = StateField.revealedOptionsSetter(of: row.id.value)
        let idType = type.expressionType.wrapped ?? type.expressionType
        usage.addRevealedOptions(
            RevealedOptionsContext(field: field, method: method, type: swift.typeNames.swift(idType), isLast: false))
        usage.updatesState = true
        return .closure(parameters: "id, fromId", body: .atom("arguments.\(method)(id, fromId)"))
    }
}
