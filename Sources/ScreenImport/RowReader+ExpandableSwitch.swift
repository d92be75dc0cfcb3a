import SwiftSyntax

/// An expandable switch's sub-items and its expand toggle read back (`item: expandableSwitch`).
extension RowReader {
    /// `subItems: [ItemListExpandableSwitchItem.SubItem(id: AnyHashable(\XState.f), title: …, isSelected: state.f,
    /// isEnabled: …), …]` → `[{ id:, title:, bind: f, enabled: }, …]`: each sub-item's `id` is the name the entry
    /// carries its selection by (`typeContactsSelected` → `typeContacts`), else its field.
    mutating func readSubItems(_ expression: ExprSyntax, key: String, label: String, into reading: inout RowReading) {
        guard let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty else {
            reading.notes.append("`\(label): \(expression.trimmedDescription)` not translated to `\(key):`")
            return
        }
        var items: [String] = []
        for element in array.elements {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                ["ItemListExpandableSwitchItem.SubItem", ".init", "SubItem"].contains(call.calledExpression.trimmedDescription),
                call.arguments.map({ $0.label?.text ?? "" }) == ["id", "title", "isSelected", "isEnabled"]
            else {
                reading.notes.append("`\(label):` sub-item `\(element.expression.trimmedDescription)` not translated")
                return
            }
            let arguments = Array(call.arguments)
            let selected = arguments[2].expression
            guard let field = conditions.field(resolve(selected)), conditions.type(of: field) == .scalar("Bool"),
                let title = text(of: arguments[1].expression)
            else {
                reading.notes.append("`\(label):` sub-item `\(element.expression.trimmedDescription)` not translated")
                return
            }
            // The id names the bound field (`AnyHashable(\XState.f)`): the app tells sub-items apart by it.
            let idSwift = arguments[0].expression.trimmedDescription.replacingAll(" ", with: "")
            guard idSwift.hasPrefix("AnyHashable(\\"), idSwift.hasSuffix(".\(field))") else {
                reading.notes.append("`\(label):` sub-item id `\(arguments[0].expression.trimmedDescription)` is not the bound field's key path, as screenc writes it")
                return
            }
            var id = field
            if let carried = selected.as(DeclReferenceExprSyntax.self)?.baseName.text, carried.hasSuffix("Selected"),
                carried.count > "Selected".count, conditions.substitutions[carried] != nil
            {
                id = String(carried.dropLast("Selected".count))
            }
            var keys = ["id: \(id)", "title: \(title)", "bind: \(field)"]
            let enabled = arguments[3].expression
            if enabled.trimmedDescription != "true" {
                guard let condition = conditions.translate(resolve(enabled), expecting: "Bool") else {
                    reading.notes.append("`\(label):` sub-item `\(id)`'s `isEnabled: \(enabled.trimmedDescription)` not translated")
                    return
                }
                keys.append("enabled: \(Self.conditionValue(condition))")
            }
            items.append("{ \(keys.joined(separator: ", ")) }")
        }
        reading.values[key] = "[\(items.joined(separator: ", "))]"
    }

    /// `selectAction: { arguments.update(\.f, to: !isExpanded) }`: toggles the field the row's `expanded` key binds,
    /// which screenc writes itself.
    mutating func readToggle(_ expression: ExprSyntax, key: String, label: String, into reading: inout RowReading) {
        if let bound = reading.values[key], let closure = expression.as(ClosureExprSyntax.self), closure.signature == nil,
            closure.statements.count == 1,
            let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "arguments.update", call.arguments.count == 2,
            call.arguments.first?.expression.trimmedDescription == "\\.\(bound)",
            let value = call.arguments.last?.expression.as(PrefixOperatorExprSyntax.self), value.operator.text == "!",
            conditions.field(resolve(value.expression)) == bound
        {
            return
        }
        reading.notes.append("`\(label): \(expression.trimmedDescription)` does more than toggle `\(key):`; move it into a hook")
    }
}
