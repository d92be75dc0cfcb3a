import ScreenIR
import ScreenItems
import SwiftSyntax

/// Arguments screenc builds from other keys (`BuiltinSource`), read back: each into the keys it comes from (a header's
/// text and capitals, a label style and colour, a checkbox's behaviour, an action's kind and enabled condition, a
/// closable tip, an input's type, a link's hook). Setter closures are read in `RowReader+Setters.swift`.
extension RowReader {
    mutating func readBuiltIn(
        _ source: BuiltinSource, _ expression: ExprSyntax, label: String, into reading: inout RowReading,
        call: [LabeledExprSyntax]
    ) {
        let swift = expression.trimmedDescription
        switch source {
        case .editedText(let bind, let unedited):
            // `state.name`, or `state.name ?? <the app's text>` for an input showing app data until edited.
            let parts = ScreenBuilder.splitOperands(resolve(expression), by: "??")
            guard let field = conditions.field(parts[0]) else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(bind):`")
                return
            }
            reading.values[bind] = field
            guard parts.count > 1 else { return }
            let rest = parts.dropFirst().map(\.trimmedDescription).joined(separator: " ?? ")
            if parts.count == 2, let text = conditions.translate(parts[1]) {
                reading.values[unedited] = text
            } else {
                reading.notes.append("`\(rest)` not translated to `\(unedited):`")
            }
        case .headerText(let text, let uppercased):
            var inner = resolve(expression)
            var upper = false
            if let call = inner.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "uppercased", let base = member.base
            {
                inner = base
                upper = true
            }
            guard let value = self.text(of: inner) else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(text):`")
                return
            }
            reading.values[text] = value
            if upper { reading.values[uppercased] = "true" }
        case .formattedText(let key):
            guard let call = resolve(expression).as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                call.arguments.count == 1, let inner = call.arguments.first?.expression,
                let value = text(of: inner)
            else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(key):`")
                return
            }
            switch member.declName.baseName.text {
            case "plain": reading.values[key] = value
            case "markdown":
                // A row's `markdown:` key where the item has one (a footer is written `{ markdown: … }` from it).
                if reading.description.key(named: "markdown") != nil {
                    reading.values["markdown"] = value
                } else {
                    reading.values[key] = "{ markdown: \(value) }"
                }
            default: reading.notes.append("`\(label): \(swift)` not translated to `\(key):`")
            }
        case .switchSetter(let bind, let interactive):
            readSetter(
                expression, label: label, bind: bind, into: &reading,
                interactive: reading.values[interactive] == nil ? nil : interactiveSwift(in: call))
        case .labelStyle(let key):
            // `.detailText`, `.multilineDetailText`, `.coloredText(<colour>)`, `.badge(<colour>)`.
            let resolved = resolve(expression)
            let styleSwift = resolved.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? resolved.trimmedDescription
            guard [".text", ".detailText", ".multilineDetailText", ".coloredText", ".badge"].contains(styleSwift) else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(key):`")
                return
            }
            if let call = resolved.as(FunctionCallExprSyntax.self) {
                guard call.arguments.count == 1, let color = Self.color(call.arguments.first!.expression) else {
                    reading.notes.append("`\(label): \(swift)` not translated to `\(key):`")
                    return
                }
                reading.values["labelColor"] = color
            }
            if styleSwift != ".text" { reading.values[key] = String(styleSwift.dropFirst()) }
        case .headerAccessory(let key):
            // `ItemListSectionHeaderAccessoryText(value: <text>, color: .generic)`.
            guard let call = expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription == "ItemListSectionHeaderAccessoryText",
                let text = call.arguments.first(where: { $0.label?.text == "value" }).flatMap({ self.text(of: $0.expression) }),
                let color = call.arguments.first(where: { $0.label?.text == "color" })?.expression.trimmedDescription,
                [".generic", ".destructive"].contains(color)
            else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(key):`")
                return
            }
            reading.values[key] = "{ text: \(text), color: \(color.dropFirst()) }"
        case .inputCaption(let key):
            // `NSAttributedString(string: <text>, textColor: …)`, `NSAttributedString()` without one.
            guard let call = expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription == "NSAttributedString"
            else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(key):`")
                return
            }
            if call.arguments.isEmpty { return }
            guard let text = call.arguments.first(where: { $0.label?.text == "string" }).flatMap({ self.text(of: $0.expression) })
            else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(key):`")
                return
            }
            reading.values[key] = text
        case .textLimit(let maxLength, let display):
            // `ItemListMultilineInputItemTextLimit(value: 140, display: true)`, `nil` without a limit.
            if expression.is(NilLiteralExprSyntax.self) { return }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription == "ItemListMultilineInputItemTextLimit",
                let value = call.arguments.first(where: { $0.label?.text == "value" })?.expression
                    .as(IntegerLiteralExprSyntax.self)?.literal.text,
                let shown = call.arguments.first(where: { $0.label?.text == "display" })?.expression
                    .as(BooleanLiteralExprSyntax.self)?.literal.text
            else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(maxLength):`")
                return
            }
            reading.values[maxLength] = value
            if let key = reading.description.key(named: display), !isDefault(shown, of: key) {
                reading.values[display] = shown
            }
        case .actionKind(let kind, let enabled):
            // `enabled ? .generic : .disabled`: the kind, and the condition it is enabled under.
            if let (test, then, otherwise) = Self.ternary(expression), otherwise.trimmedDescription == ".disabled",
                let key = reading.description.key(named: kind), let value = value(of: then, for: key),
                let condition = conditions.translate(test, expecting: "Bool")
            {
                if !isDefault(value, of: key) { reading.values[kind] = value }
                if condition != "true" { reading.values[enabled] = Self.conditionValue(condition) }
                return
            }
            guard let key = reading.description.key(named: kind), let value = value(of: expression, for: key) else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(kind):`")
                return
            }
            if !isDefault(value, of: key) { reading.values[kind] = value }
        case .actionWhileEnabled(let kind, let enabled):
            // `{ if enabled { arguments.x() } }` runs only while the row is enabled, which `enabled:` says.
            if let closure = expression.as(ClosureExprSyntax.self), closure.signature == nil,
                closure.statements.count == 1,
                let ifExpr = (closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
                    ?? closure.statements.first?.item.as(ExprSyntax.self))?.as(IfExprSyntax.self),
                ifExpr.elseBody == nil, ifExpr.conditions.count == 1, case .expression(let test) = ifExpr.conditions.first!.condition,
                let condition = conditions.translate(test, expecting: "Bool"),
                reading.values[enabled] == nil || reading.values[enabled] == Self.conditionValue(condition)
            {
                let inner = ExprSyntax(ClosureExprSyntax(statements: ifExpr.body.statements))
                if let hook = hookName(inner) ?? push(inner) {
                    reading.values[push(inner) != nil ? "push" : kind] = hook
                    if condition != "true" { reading.values[enabled] = Self.conditionValue(condition) }
                    return
                }
                // `if enabled { <the state written> [the hook] }`: `set:` (with `action:`).
                if reading.description.key(named: "set") != nil, let update = stateUpdate(inner) {
                    reading.values["set"] = update.set
                    if let hook = update.hook { reading.values[kind] = hook }
                    if condition != "true" { reading.values[enabled] = Self.conditionValue(condition) }
                    return
                }
            }
            if reading.description.key(named: "push") != nil, let screen = push(expression) {
                reading.values["push"] = screen
                return
            }
            if reading.description.key(named: "set") != nil, let update = stateUpdate(expression) {
                reading.values["set"] = update.set
                if let hook = update.hook { reading.values[kind] = hook }
                return
            }
            guard let key = reading.description.key(named: kind), let value = value(of: expression, for: key) else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(kind):`")
                return
            }
            if !isDefault(value, of: key) { reading.values[kind] = value }
        case .actionWhen(let action, let condition):
            // `{ arguments.x() }`, `nil`, or `closable ? { arguments.x() } : nil`.
            if expression.is(NilLiteralExprSyntax.self) { return }
            var closure = expression
            if let (test, then, otherwise) = Self.ternary(expression), otherwise.is(NilLiteralExprSyntax.self) {
                guard let closable = conditions.translate(test, expecting: "Bool") else {
                    reading.notes.append("`\(label): \(swift)` not translated to `\(condition):`")
                    return
                }
                if closable != "true" { reading.values[condition] = Self.conditionValue(closable) }
                closure = then
            }
            guard let hook = hookName(closure) else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(action):`")
                return
            }
            reading.values[action] = hook
        case .inputType(let type, let capitalization, let autocorrection):
            // `.username`, `.regular(capitalization: false, autocorrection: true)`.
            let call = expression.as(FunctionCallExprSyntax.self)
            let name = (call?.calledExpression ?? expression).trimmedDescription
            guard name.hasPrefix("."), let key = reading.description.key(named: type),
                case .enumeration(let cases) = key.kind, cases.contains(where: { $0.name == String(name.dropFirst()) })
            else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(type):`")
                return
            }
            if name != ".regular" { reading.values[type] = String(name.dropFirst()) }
            for argument in call?.arguments ?? [] {
                guard let flag = argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.text,
                    let which = ["capitalization": capitalization, "autocorrection": autocorrection][argument.label?.text ?? ""]
                else {
                    reading.notes.append("`\(label): \(swift)` not translated to `\(type):`")
                    return
                }
                if flag == "false" { reading.values[which] = "false" }
            }
        case .checkedState(let bind):
            // `state.f` (a toggle), `state.f == .case` (a radio), or any condition (`checked:`, with an action).
            let resolved = resolve(expression)
            // A field of the state, of the app data or of a repeated row's element.
            func bound(_ expression: ExprSyntax) -> String? {
                if let field = conditions.field(expression) ?? conditions.dataField(expression) { return field }
                guard let path = conditions.translate(resolve(expression)),
                    conditions.elementField(path) != nil || conditions.isDataField(path)
                else { return nil }
                return path
            }
            if let field = bound(resolved), conditions.type(of: field) == .scalar("Bool") {
                reading.values[bind] = field
                return
            }
            if let sequence = resolved.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                let field = bound(Array(sequence.elements)[0]),
                case .enumeration(let cases)? = conditions.type(of: field),
                let member = Array(sequence.elements)[2].as(MemberAccessExprSyntax.self), member.base == nil,
                cases.contains(member.declName.baseName.text)
            {
                reading.values[bind] = field
                reading.values["selects"] = member.declName.baseName.text
                return
            }
            guard let condition = conditions.translate(resolved, expecting: "Bool") else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(bind):` or `checked:`")
                return
            }
            reading.values["checked"] = Self.conditionValue(condition)
        case .checkedAction(let bind):
            // What the generated checkbox writes for its `bind` (`!checked`, or the selected case), else a hook.
            if let field = reading.values[bind], let closure = expression.as(ClosureExprSyntax.self),
                closure.signature == nil, closure.statements.count == 1
            {
                let written = closure.statements.first!.item.trimmedDescription.replacingAll(" ", with: "")
                let value = reading.values["selects"].map { "." + $0 } ?? "!\(call.first { $0.label?.text == "checked" }?.expression.trimmedDescription ?? "")"
                if written == "arguments.update(\\.\(field),to:\(value))" { return }
                // The state written, then the change hook (`changed: arguments.h`).
                if written.hasPrefix("arguments.update(\\.\(field),to:\(value),changed:arguments."), written.hasSuffix(")") {
                    let hook = written.dropFirst("arguments.update(\\.\(field),to:\(value),changed:arguments.".count).dropLast()
                    if hook.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                        reading.values["change"] = optionalHooks.contains(String(hook)) ? "\(hook)?" : String(hook)
                        return
                    }
                }
                // Bound to app data or an element's field: the change hook, given the element first
                // (`arguments.updateCompact(!checked)`, `arguments.updateAccountRole(member, .admin)`).
                if !conditions.isStateField(field), let change = closure.statements.first!.item.as(FunctionCallExprSyntax.self),
                    let member = change.calledExpression.as(MemberAccessExprSyntax.self),
                    member.base?.trimmedDescription == "arguments", change.arguments.allSatisfy({ $0.label == nil })
                {
                    let element = conditions.elementField(field)
                    let expected = (element.map { [$0.element] } ?? []) + [value]
                    if change.arguments.map({ $0.expression.trimmedDescription.replacingAll(" ", with: "") }) == expected {
                        let name = member.declName.baseName.text
                        let fieldName = element?.field ?? field
                        let byDefault = "update" + (element == nil ? "" : conditions.loopElementTypeName ?? "")
                            + fieldName.prefix(1).uppercased() + fieldName.dropFirst()
                        if name != byDefault { reading.values["change"] = name }
                        return
                    }
                }
            }
            if reading.values[bind] == nil, let hook = hookName(expression) {
                reading.values["action"] = hook
                return
            }
            // A Bool field shown, but the checkbox calls a hook instead of writing it: `checked:` that field.
            if let field = reading.values[bind], reading.values["selects"] == nil, let hook = hookName(expression) {
                reading.values.removeValue(forKey: bind)
                reading.values["checked"] = Self.conditionValue(field)
                reading.values["action"] = hook
                return
            }
            if reading.values[bind] == nil, let update = stateUpdate(expression) {
                reading.values["set"] = update.set
                if let hook = update.hook { reading.values["action"] = hook }
                return
            }
            reading.notes.append("`\(label): \(swift)` not translated to `action:`")
        case .interactiveChanges(let interactive, let locked):
            // `!isLocked` (or the locked expression negated) is what screenc derives from `locked:`.
            let lockedSwift = call.first { $0.label?.text == "displayLocked" }?.expression.trimmedDescription
            if let lockedSwift, swift == "!\(lockedSwift)" || swift == "!(\(lockedSwift))" { return }
            if readInteractiveChanges(
                    expression, interactive: interactive,
                    lockedSwift: call.first { $0.label?.text == "displayLocked" }?.expression, into: &reading)
            {
                return
            }
            reading.notes.append("`\(label): \(swift)` is derived from `\(locked):` by screenc; this value is not")
        case .linkAction(let key):
            // `{ action in if case .tap(let target) = action { arguments.h([element, ]target) } }`.
            if let hook = linkHook(expression) {
                reading.values[key] = hook
            } else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(key):`")
            }
        case .subItems(let key):
            readSubItems(expression, key: key, label: label, into: &reading)
        case .toggle(let key):
            readToggle(expression, key: key, label: label, into: &reading)
        case .accountContext:
            // Passed because the row shows a peer (`iconPeer:`), which its own argument gives.
            if swift == "arguments.context" { return }
            reading.notes.append("`\(label): \(swift)` is not the context screenc passes (`arguments.context`)")
        default:
            reading.notes.append("`\(label): \(swift)` is built by screenc from other keys; not read back yet")
        }
    }

    /// The Swift of the call's `enableInteractiveChanges:` (less `&& !locked`): what the setter tests before showing
    /// the new value.
    private func interactiveSwift(in call: [LabeledExprSyntax]) -> String? {
        guard let expression = call.first(where: { $0.label?.text == "enableInteractiveChanges" })?.expression else {
            return nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            return sequence.elements.first!.trimmedDescription
        }
        return expression.trimmedDescription
    }

    /// The hook of a link closure: `{ action in if case .tap(let target) = action { arguments.h(target) } }`, the
    /// repeated row's element passed first.
    private func linkHook(_ expression: ExprSyntax) -> String? {
        guard let closure = expression.as(ClosureExprSyntax.self),
            case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1,
            closure.statements.count == 1,
            let ifExpr = (closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
                ?? closure.statements.first?.item.as(ExprSyntax.self))?.as(IfExprSyntax.self),
            ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
            case .matchingPattern(let pattern) = ifExpr.conditions.first!.condition,
            pattern.initializer.value.trimmedDescription == names.first!.name.text,
            pattern.pattern.trimmedDescription.replacingAll(" ", with: "") == ".tap(lettarget)",
            ifExpr.body.statements.count == 1,
            let call = ifExpr.body.statements.first?.item.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "arguments", call.arguments.allSatisfy({ $0.label == nil })
        else { return nil }
        let passed = call.arguments.map(\.expression)
        guard passed.last?.trimmedDescription == "target",
            passed.count == 1 || (passed.count == 2 && conditions.isLoopElement(passed[0]))
        else { return nil }
        let name = member.declName.baseName.text
        return optionalHooks.contains(name) ? "\(name)?" : name
    }
}
