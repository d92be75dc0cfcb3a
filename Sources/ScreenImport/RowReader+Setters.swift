import ScreenIR
import ScreenItems
import SwiftSyntax

/// Setter closures (`updated:`, `textUpdated:`) read back: the state field each writes and the change hook it
/// calls, for a plain field, an app data field or a repeated row's element field.
extension RowReader {
    /// A setter closure (`updated:`, `textUpdated:`): a plain write of the field key `bind` shows (the screen writes it
    /// itself), with a change hook when it calls one (`change:`); for a control bound to app data, the hook it calls.
    mutating func readSetter(
        _ expression: ExprSyntax, label: String, bind: String, into reading: inout RowReading, interactive: String? = nil
    ) {
        let hasChange = reading.description.key(named: "change") != nil
        if let (field, changed) = Self.setter(expression) {
            if let bound = reading.values[bind], bound != field {
                reading.notes.append("`\(label):` writes `\(field)`, but the value shown is `\(bound)`")
            }
            if let changed {
                if hasChange { reading.values["change"] = hookName(changed) } else {
                    reading.notes.append("`\(label):` calls `\(changed.trimmedDescription)` when the value changes: no `change:` here")
                }
            }
            return
        }
        // Bound to app data: the closure calls the hook the app persists the value in.
        if hasChange, let bound = reading.values[bind], conditions.type(of: bound).map({ _ in !conditions.isStateField(bound) }) == true,
            let hook = Self.changeHookCall(expression, field: bound, interactive: interactive)
        {
            let name = hookName(hook) ?? ""
            let byDefault = "update" + bound.prefix(1).uppercased() + bound.dropFirst()
            if name != byDefault { reading.values["change"] = name }
            return
        }
        // Bound to a repeated row's element field: the hook gets the element and the new value.
        if hasChange, let bound = reading.values[bind], let (list, element, field) = conditions.elementField(bound),
            let hook = Self.elementChangeHookCall(
                expression, list: list, element: element, field: field, interactive: interactive)
        {
            let name = hookName(hook) ?? ""
            let byDefault = "update" + (conditions.loopElementTypeName ?? "") + field.prefix(1).uppercased() + field.dropFirst()
            if name != byDefault { reading.values["change"] = name }
            return
        }
        if let (field, note) = readLockedSetter(expression, into: &reading) {
            if let bound = reading.values[bind], bound != field {
                reading.notes.append("`\(label):` writes `\(field)`, but the value shown is `\(bound)`")
            }
            reading.notes.append(note)
            return
        }
        reading.notes.append(
            "`\(label): \(expression.trimmedDescription)` is not a plain write of a state field: the screen writes `\(bind):` itself; move what the closure did into a hook")
    }

    /// The state field a setter closure writes: `{ value in arguments.update(\.f, to: value) }`.
    static func setterField(_ expression: ExprSyntax) -> String? { setter(expression)?.field }

    /// `{ value in arguments.update(\.f, to: value) }` → `f`; with `, changed: arguments.h` also the hook.
    private static func setter(_ expression: ExprSyntax) -> (field: String, changed: ExprSyntax?)? {
        // `{ value in arguments.updateState { $0.withUpdatedF(value) } }`: the hand-written spelling.
        if let closure = expression.as(ClosureExprSyntax.self), case .simpleInput(let names)? = closure.signature?.parameterClause,
            names.count == 1, closure.statements.count == 1,
            let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            let (field, value) = StateUpdate.read(call), value.trimmedDescription == names.first!.name.text
        {
            return (field, nil)
        }
        guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
            let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "arguments.update", (2...3).contains(call.arguments.count),
            let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
            keyPath.components.count == 1
        else { return nil }
        var changed: ExprSyntax?
        if call.arguments.count == 3 {
            let last = call.arguments.last!
            guard last.label?.text == "changed" else { return nil }
            changed = last.expression
        }
        let component = keyPath.components.first!.trimmedDescription
        return component.hasPrefix(".") ? (String(component.dropFirst()), changed) : nil
    }

    /// The hook a closure bound to element field `element.field` calls with the element and the new value:
    /// `{ value in arguments.h(element, value) }`, after the generated `arguments.updateShownData { shown in if let
    /// position = shown.<list>.firstIndex(where: { $0.id == element.id }) { shown.<list>[position].field = value } }`.
    private static func elementChangeHookCall(
        _ expression: ExprSyntax, list: String, element: String, field: String, interactive: String?
    ) -> ExprSyntax? {
        guard let closure = expression.as(ClosureExprSyntax.self),
            case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1
        else { return nil }
        let value = names.first!.name.text
        var statements = Array(closure.statements)
        let shows = "arguments.updateShownData{shownin"
            + "ifletposition=shown.\(list).firstIndex(where:{$0.id==\(element).id}){"
            + "shown.\(list)[position].\(field)=\(value)}}"
        let first = statements.first?.item.trimmedDescription.replacingAll(" ", with: "").replacingAll("\n", with: "")
        if statements.count == 2, first == shows || (interactive.map { first == "if\($0.replacingAll(" ", with: "")){\(shows)}" } ?? false) {
            statements.removeFirst()
        }
        guard statements.count == 1, let call = statements[0].item.as(FunctionCallExprSyntax.self),
            call.arguments.map({ $0.expression.trimmedDescription }) == [element, value],
            call.arguments.allSatisfy({ $0.label == nil }),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "arguments"
        else { return nil }
        return call.calledExpression
    }

    /// `{ value in arguments.h(value) }` → `h`: a closure passing its one parameter to one argument.
    static func valueHook(_ expression: ExprSyntax, element: String? = nil) -> String? {
        guard let closure = expression.as(ClosureExprSyntax.self),
            case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1,
            closure.statements.count == 1, let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            call.arguments.allSatisfy({ $0.label == nil }),
            call.arguments.map(\.expression.trimmedDescription) == [element, names.first!.name.text].compactMap({ $0 }),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "arguments"
        else { return nil }
        return member.declName.baseName.text
    }

    /// The hook a closure bound to app data field `field` calls with the new value: `{ value in arguments.h(value) }`,
    /// after `arguments.updateShownData { $0.field = value }` (what the generated screen shows until the app emits).
    private static func changeHookCall(_ expression: ExprSyntax, field: String, interactive: String?) -> ExprSyntax? {
        guard let closure = expression.as(ClosureExprSyntax.self), case .simpleInput(let names)? = closure.signature?.parameterClause,
            names.count == 1
        else { return nil }
        let value = names.first!.name.text
        var statements = Array(closure.statements)
        let shows = "arguments.updateShownData{$0.\(field)=\(value)}"
        let first = statements.first?.item.trimmedDescription.replacingAll(" ", with: "").replacingAll("\n", with: "")
        // Shown at once, or only while the switch flips under the finger (`if isInteractive { … }`).
        if statements.count == 2, first == shows || (interactive.map { first == "if\($0.replacingAll(" ", with: "")){\(shows)}" } ?? false) {
            statements.removeFirst()
        }
        guard statements.count == 1, let call = statements[0].item.as(FunctionCallExprSyntax.self),
            call.arguments.count == 1, call.arguments.first?.label == nil,
            call.arguments.first?.expression.trimmedDescription == value,
            call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "arguments"
        else { return nil }
        return call.calledExpression
    }
}
