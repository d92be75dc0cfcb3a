import ScreenIR
import ScreenItems
import SwiftSyntax

/// One item call read back as a row: the keys it gives (YAML values) and notes on what it could not map.
struct RowReading {
    var description: ItemDescription
    /// Key name → YAML value.
    var values: [String: String] = [:]
    /// Whether the call passes a `tag:` (a row the app can focus: never a section's header or footer).
    var tagged = false
    /// Why something of the call is not in `values`: each becomes a comment.
    var notes: [String] = []
    /// The key names the description requires that `values` lacks.
    var missingRequired: [String] {
        description.keys.filter { $0.isRequired && values[$0.name] == nil }.map(\.name)
    }
}

/// Reads an ItemListUI item call through its `ItemDescription`, in reverse: each argument label names a parameter,
/// and the parameter's source names the key it came from.
struct RowReader {
    var conditions: ConditionTranslator
    /// Hooks the app may leave out (`hooks.x?(handle)`): written `x?`.
    var optionalHooks: Set<String> = []
    /// Screens pushed through `arguments.pushX(…)`.
    var pushedScreens: Set<String> = []
    /// Argument closures that push a controller a factory function makes: hook name → that call.
    var argumentPushes: [String: FunctionCallExprSyntax] = [:]
    /// The factory functions of the controllers imported together → their screens.
    var importedFactories: [String: String] = [:]
    /// The locals of the `item(…)` case being read (`let label: String` and a `switch` setting it).
    var caseLocals = LocalValues()

    /// The descriptions of the shipped items by Swift name (`ItemListSwitchItem` → `switch`).
    static let bySwiftName: [String: ItemDescription] = Dictionary(
        ItemCatalogue.shipped.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })

    mutating func read(_ call: FunctionCallExprSyntax, as description: ItemDescription) -> RowReading {
        var reading = RowReading(description: description)
        let arguments = Array(call.arguments)
        for argument in arguments {
            if argument.label?.text == "tag", !argument.expression.is(NilLiteralExprSyntax.self) { reading.tagged = true }
            guard let label = argument.label?.text else {
                reading.notes.append("unlabelled argument `\(argument.expression.trimmedDescription)` not read")
                continue
            }
            guard let parameter = description.parameters.first(where: { $0.label == label }) else {
                reading.notes.append(
                    "`\(label):` is not a parameter screenc passes to \(description.swiftName) (`\(argument.expression.trimmedDescription)`)")
                continue
            }
            read(argument.expression, label: label, source: parameter.source, into: &reading, call: arguments)
        }
        return reading
    }

    private mutating func read(
        _ expression: ExprSyntax, label: String, source: ItemParameter.Source, into reading: inout RowReading,
        call: [LabeledExprSyntax]
    ) {
        let swift = expression.trimmedDescription
        switch source {
        case .presentationData, .sectionId, .style, .systemStyle, .tag, .accountContext, .environment, .swift:
            return  // the same for every row screenc generates
        case .key(let name):
            guard let key = reading.description.key(named: name) else { return }
            // `nil` for an optional key, `{}` for an action: the key left out.
            if Self.isAbsent(expression, for: key) { return }
            if case .action = key.kind, reading.description.key(named: "push") != nil, let push = push(expression) {
                reading.values["push"] = push
                return
            }
            if case .action = key.kind, reading.description.key(named: "push") != nil,
                let hook = hookName(expression).map({ $0.hasSuffix("?") ? String($0.dropLast()) : $0 }),
                let made = argumentPushes[hook]
            {
                let factory = made.calledExpression.trimmedDescription
                let passesOnlyContext = made.arguments.allSatisfy {
                    $0.label?.text == "context" && $0.expression.trimmedDescription == "context"
                }
                if let screen = importedFactories[factory], passesOnlyContext {
                    reading.values["push"] = screen
                    return
                }
                reading.notes.append(
                    importedFactories[factory] == nil
                        ? "`\(hook)` pushes `\(made.trimmedDescription)`: import that controller's file together with this one to write `push:`"
                        : "`\(hook)` pushes `\(made.trimmedDescription)` with arguments: write `push: { screen: \(importedFactories[factory]!), with: { … } }` once that screen declares them as `parameters:`"
                )
            }
            if let value = value(of: expression, for: key) {
                if !isDefault(value, of: key) { reading.values[name] = value }
            } else {
                reading.notes.append("`\(label): \(swift)` not translated to `\(name):`")
            }
        case .builtIn(let builtIn):
            readBuiltIn(builtIn, expression, label: label, into: &reading, call: call)
        case .setter(let bind):
            readSetter(expression, label: label, bind: bind, into: &reading)
        default:
            reading.notes.append("`\(label): \(swift)` is built by screenc from other keys; not read back yet")
        }
    }

    private mutating func readBuiltIn(
        _ source: BuiltinSource, _ expression: ExprSyntax, label: String, into reading: inout RowReading,
        call: [LabeledExprSyntax]
    ) {
        let swift = expression.trimmedDescription
        switch source {
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
        case .switchSetter(let bind, _):
            readSetter(expression, label: label, bind: bind, into: &reading)
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
                reading.values[enabled] == nil || reading.values[enabled] == Self.conditionValue(condition),
                ifExpr.body.statements.count == 1, let call = ifExpr.body.statements.first?.item.as(ExprSyntax.self)
            {
                let inner = ExprSyntax(ClosureExprSyntax(statements: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(call))])))
                if let hook = hookName(inner) ?? push(inner) {
                    reading.values[push(inner) != nil ? "push" : kind] = hook
                    if condition != "true" { reading.values[enabled] = Self.conditionValue(condition) }
                    return
                }
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
            if let field = conditions.field(resolved), conditions.type(of: field) == .scalar("Bool") {
                reading.values[bind] = field
                return
            }
            if let sequence = resolved.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                let field = conditions.field(Array(sequence.elements)[0]),
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
            }
            if reading.values[bind] == nil, let hook = hookName(expression) {
                reading.values["action"] = hook
                return
            }
            reading.notes.append("`\(label): \(swift)` not translated to `action:`")
        case .interactiveChanges(_, let locked):
            // `!isLocked` (or the locked expression negated) is what screenc derives from `locked:`.
            let lockedSwift = call.first { $0.label?.text == "displayLocked" }?.expression.trimmedDescription
            if let lockedSwift, swift == "!\(lockedSwift)" || swift == "!(\(lockedSwift))" { return }
            reading.notes.append("`\(label): \(swift)` is derived from `\(locked):` by screenc; this value is not")
        default:
            reading.notes.append("`\(label): \(swift)` is built by screenc from other keys; not read back yet")
        }
    }

    /// A setter closure (`updated:`, `textUpdated:`): a plain write of the field key `bind` shows (the screen writes it
    /// itself), with a change hook when it calls one (`change:`); for a control bound to app data, the hook it calls.
    private mutating func readSetter(
        _ expression: ExprSyntax, label: String, bind: String, into reading: inout RowReading
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
            let hook = Self.changeHookCall(expression, field: bound)
        {
            let name = hookName(hook) ?? ""
            let byDefault = "update" + bound.prefix(1).uppercased() + bound.dropFirst()
            if name != byDefault { reading.values["change"] = name }
            return
        }
        reading.notes.append(
            "`\(label): \(expression.trimmedDescription)` is not a plain write of a state field: the screen writes `\(bind):` itself; move what the closure did into a hook")
    }

    /// The state field a setter closure writes: `{ value in arguments.update(\.f, to: value) }`.
    static func setterField(_ expression: ExprSyntax) -> String? { setter(expression)?.field }

    /// `{ value in arguments.update(\.f, to: value) }` → `f`; with `, changed: arguments.h` also the hook.
    private static func setter(_ expression: ExprSyntax) -> (field: String, changed: ExprSyntax?)? {
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

    /// `{ value in arguments.h(value) }` → `h`: a closure passing its one parameter to one argument.
    static func valueHook(_ expression: ExprSyntax) -> String? {
        guard let closure = expression.as(ClosureExprSyntax.self),
            case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1,
            closure.statements.count == 1, let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            call.arguments.count == 1, call.arguments.first?.label == nil,
            call.arguments.first?.expression.trimmedDescription == names.first!.name.text,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "arguments"
        else { return nil }
        return member.declName.baseName.text
    }

    /// The hook a closure bound to app data field `field` calls with the new value: `{ value in arguments.h(value) }`,
    /// after `arguments.updateShownData { $0.field = value }` (what the generated screen shows until the app emits).
    private static func changeHookCall(_ expression: ExprSyntax, field: String) -> ExprSyntax? {
        guard let closure = expression.as(ClosureExprSyntax.self), case .simpleInput(let names)? = closure.signature?.parameterClause,
            names.count == 1
        else { return nil }
        let value = names.first!.name.text
        var statements = Array(closure.statements)
        if statements.count == 2,
            statements[0].item.trimmedDescription.replacingAll(" ", with: "")
                == "arguments.updateShownData{$0.\(field)=\(value)}"
        {
            statements.removeFirst()
        }
        guard statements.count == 1, let call = statements[0].item.as(FunctionCallExprSyntax.self),
            call.arguments.count == 1, call.arguments.first?.label == nil,
            call.arguments.first?.expression.trimmedDescription == value,
            call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "arguments"
        else { return nil }
        return call.calledExpression
    }

    private mutating func value(of expression: ExprSyntax, for key: ItemKey) -> String? {
        switch key.kind {
        case .text:
            return text(of: expression)
        case .condition:
            return conditions.translate(expression, expecting: "Bool").map(Self.conditionValue)
        case .bool:
            return expression.as(BooleanLiteralExprSyntax.self)?.literal.text
        case .int:
            return expression.as(IntegerLiteralExprSyntax.self)?.literal.text
        case .icon:
            // An icon chosen by the state: `premium ? A : B` → `{ if: premium, then: A, else: B }`.
            if let (test, then, otherwise) = Self.ternary(expression) {
                guard let condition = conditions.translate(test, expecting: "Bool"), let then = value(of: then, for: key),
                    let otherwise = value(of: otherwise, for: key)
                else { return nil }
                return "{ if: \(Self.conditionValue(condition)), then: \(then), else: \(otherwise) }"
            }
            return Self.icon(expression)
        case .value:
            // A value of a declared type: an integer literal, or an expression over the state, data or element.
            if let literal = expression.as(IntegerLiteralExprSyntax.self)?.literal.text { return literal }
            return conditions.translate(resolve(expression)).map { Self.conditionValue(Self.unwrapped($0)) }
        case .special(_, shape: .number):
            // A number of points (`minimalHeight: 88.0`).
            if let float = expression.as(FloatLiteralExprSyntax.self)?.literal.text, Double(float) != nil { return float }
            return expression.as(IntegerLiteralExprSyntax.self)?.literal.text
        case .enumeration(let cases):
            // A word the state chooses (`username.count < 5 ? .destructive : checking ? .generic : .constructive`).
            if key.byState, let (test, then, otherwise) = Self.ternary(expression) {
                guard let condition = conditions.translate(test, expecting: "Bool"),
                    let then = value(of: then, for: key), let otherwise = value(of: otherwise, for: key)
                else { return nil }
                return "{ if: \(Self.conditionValue(condition)), then: \(then), else: \(otherwise) }"
            }
            let swift = expression.trimmedDescription
            return cases.first { $0.swift == swift }?.name
        case .binding:
            // Local state, or app data (whose setter then calls a change hook).
            return conditions.field(expression) ?? conditions.dataField(expression)
        case .action:
            return hookName(expression)
        case .hook:
            return hookName(expression) ?? Self.valueHook(expression).map { optionalHooks.contains($0) ? "\($0)?" : $0 }
        case .peer:
            // The element of a repeated row (`peer`, or `peer.peer` of a generated screen).
            guard let path = conditions.translate(expression), conditions.type(of: path) == .peer("Peer") else {
                return nil
            }
            return path
        default:
            return nil
        }
    }

    /// A bare name bound to the payload → the Swift the entries function passed for it.
    private func resolve(_ expression: ExprSyntax) -> ExprSyntax {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let passed = conditions.substitutions[reference.baseName.text]
        {
            return passed
        }
        return expression
    }

    /// A text where the caller's scope is set (the factory's title): see `text(of:)`.
    mutating func readText(_ expression: ExprSyntax) -> String? { text(of: expression) }

    /// A text: a literal or a strings key (through the payload), else a String state field interpolated.
    private mutating func text(of expression: ExprSyntax) -> String? {
        if let text = computedText(expression) { return text }
        if let text = TextTranslator.translate(resolve(expression)) { return text }
        // A String field of the state, the data or the loop element, interpolated.
        if let path = conditions.translate(resolve(expression), expecting: "String"), conditions.type(of: path)?.isString == true {
            return YAMLText.quoted("\\(\(path))")
        }
        return nil
    }

    /// `{ arguments.openX() }`, `{ _ in arguments.openX() }` or `arguments.openX` → `openX`; in a repeated row also
    /// `{ arguments.openX(peer) }` passing the element (the hook receives it).
    private func hookName(_ expression: ExprSyntax) -> String? {
        var target = expression
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
                Self.ignoresItsParameters(closure)
            else { return nil }
            let passesElement =
                call.arguments.count == 1 && call.arguments.first?.label == nil
                && conditions.isLoopElement(call.arguments.first!.expression)
            guard call.arguments.isEmpty || passesElement else { return nil }
            target = call.calledExpression
        }
        guard let member = target.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "arguments"
        else { return nil }
        let name = member.declName.baseName.text
        return optionalHooks.contains(name) ? "\(name)?" : name
    }

    /// `{ arguments.pushX() }` → `X`; `{ arguments.pushX(XParameters(a: .b, c: state.d)) }` →
    /// `{ screen: X, with: { a: .b, c: d } }`, for a screen the factory pushes.
    private mutating func push(_ expression: ExprSyntax) -> String? {
        guard let closure = expression.as(ClosureExprSyntax.self), closure.signature == nil, closure.statements.count == 1,
            let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "arguments", member.declName.baseName.text.hasPrefix("push")
        else { return nil }
        let screen = String(member.declName.baseName.text.dropFirst(4))
        guard pushedScreens.contains(screen) else { return nil }
        if call.arguments.isEmpty { return screen }
        guard call.arguments.count == 1,
            let parameters = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            parameters.calledExpression.trimmedDescription == "\(screen)Parameters"
        else { return nil }
        var with: [String] = []
        for argument in parameters.arguments {
            guard let label = argument.label?.text else { return nil }
            let value: String
            if let literal = StateReader.literal(argument.expression) {
                // An enum case keeps its dot (`.groups`); `nil` is YAML's `null`.
                let swift = argument.expression.trimmedDescription
                value = swift.hasPrefix(".") ? swift : literal == "nil" ? "null" : literal
            } else if let condition = conditions.translate(argument.expression) {
                value = YAMLText.quoted(RowReader.unwrapped(condition))
            } else {
                return nil
            }
            with.append("\(label): \(value)")
        }
        return "{ screen: \(screen), with: { \(with.joined(separator: ", ")) } }"
    }

    /// `presentationData.theme.list.<member>` → the colour's name, from the table the code generator writes from.
    private static let themedColors: [String: String] = Dictionary(
        uniqueKeysWithValues: ItemColor.namedColors.compactMap { name, color in
            color.themeMember.map { ("presentationData.theme.list.\($0)", name) }
        })

    /// A colour as the screen language writes it: a theme colour's name, or `"#RRGGBB"` for `UIColor(rgb: 0xRRGGBB)`.
    static func color(_ expression: ExprSyntax) -> String? {
        if let name = themedColors[expression.trimmedDescription] { return name }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIColor",
            call.arguments.count == 1, call.arguments.first?.label?.text == "rgb",
            let literal = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text,
            literal.hasPrefix("0x"), let value = Int(literal.dropFirst(2), radix: 16), value <= 0xFFFFFF
        else { return nil }
        let hex = String(value, radix: 16, uppercase: true)
        return "\"#\(String(repeating: "0", count: 6 - hex.count) + hex)\""
    }

    /// An icon from one of the three places Telegram's screens take them: `PresentationResourcesSettings.x`,
    /// `PresentationResourcesItemList.x(presentationData.theme)`, `UIImage(bundleImageName: "a/b")`, with
    /// `?.precomposed()` → `precomposed: true`. Nil for anything else (tints and choices are not read back yet).
    static func icon(_ expression: ExprSyntax) -> String? {
        var image = expression
        var precomposed = ""
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "precomposed",
            let base = member.base?.as(OptionalChainingExprSyntax.self)?.expression
        {
            image = base
            precomposed = ", precomposed: true"
        }
        // `generateTintedImage(image: <image>, color: presentationData.theme.list.<member>)` → `tint:`.
        var tint = ""
        if let call = image.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "generateTintedImage",
            call.arguments.count == 2, call.arguments.first?.label?.text == "image",
            call.arguments.last?.label?.text == "color",
            let color = call.arguments.last?.expression.trimmedDescription,
            let name = IconTint.allCases.first(where: { "presentationData.theme.list.\($0.themeMember)" == color })
        {
            image = call.arguments.first!.expression
            tint = ", tint: \(name.rawValue)"
        }
        let prepared = tint + precomposed
        if let member = image.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "PresentationResourcesSettings" {
            return "{ settings: \(member.declName.baseName.text)\(prepared) }"
        }
        guard let call = image.as(FunctionCallExprSyntax.self), call.arguments.count == 1 else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "PresentationResourcesItemList",
            call.arguments.first?.expression.trimmedDescription == "presentationData.theme"
        {
            return "{ itemList: \(member.declName.baseName.text)\(prepared) }"
        }
        if call.calledExpression.trimmedDescription == "UIImage", call.arguments.first?.label?.text == "bundleImageName",
            let name = TextTranslator.translate(call.arguments.first!.expression), name.hasPrefix("\"")
        {
            return "{ bundle: \(name)\(prepared) }"
        }
        return nil
    }

    /// A closure without parameters, or whose parameters are all `_`.
    static func ignoresItsParameters(_ closure: ClosureExprSyntax) -> Bool {
        guard let signature = closure.signature else { return true }
        guard signature.returnClause == nil, let parameters = signature.parameterClause else { return false }
        switch parameters {
        case .simpleInput(let names): return names.allSatisfy { $0.name.text == "_" }
        case .parameterClause(let clause):
            return clause.parameters.allSatisfy { ($0.secondName ?? $0.firstName).text == "_" && $0.type == nil }
        }
    }

    /// `nil` where the key has no default (an optional text, icon or closure), or an empty closure for an action.
    static func isAbsent(_ expression: ExprSyntax, for key: ItemKey) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return key.defaultValue == nil && !key.isRequired }
        if let closure = expression.as(ClosureExprSyntax.self), closure.statements.isEmpty, closure.signature == nil {
            if case .action = key.kind { return !key.isRequired }
        }
        return false
    }

    private func isDefault(_ value: String, of key: ItemKey) -> Bool {
        switch key.defaultValue {
        case .bool(let bool): value == (bool ? "true" : "false") || value == YAMLText.quoted(bool ? "true" : "false")
        case .int(let int): value == String(int)
        case .enumCase(let name): value == name
        case .text(let text): value == YAMLText.quoted(text)
        default: false
        }
    }

    /// A condition as a YAML value: always quoted (`!` starts a YAML tag).
    static func conditionValue(_ condition: String) -> String {
        if condition == "true" || condition == "false" { return condition }
        return YAMLText.quoted(unwrapped(condition))
    }

    /// `(a || b)` → `a || b` when the parentheses enclose it all.
    static func unwrapped(_ condition: String) -> String {
        guard condition.hasPrefix("("), condition.hasSuffix(")") else { return condition }
        var depth = 0
        for (offset, character) in condition.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < condition.count - 1 { return condition }
        }
        return unwrapped(String(condition.dropFirst().dropLast()))
    }
}

extension RowReader {
    /// A text computed where it is used: a ternary (`c ? a : b`), or a local of the `item(…)` case or of the
    /// entries function set by an `if` chain or a `switch` → `{ if:, then:, else: }`, `{ switch:, cases:, default: }`;
    /// a local `let x = …` → its value's text. Nil when any part is not a text or condition of the language.
    fileprivate mutating func computedText(_ expression: ExprSyntax) -> String? {
        if let (condition, then, otherwise) = Self.ternary(expression) {
            return ifText([(condition, then), (nil, otherwise)])
        }
        if let keyed = keyedText(expression) { return keyed }
        if let interpolated = interpolatedText(expression) { return interpolated }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if let local = caseLocals[name] { return text(of: local) }
        // A local of the entries function, passed as the payload or read where no payload is bound.
        var entriesName: String?
        var passedTernary: ExprSyntax?
        if let passed = conditions.substitutions[name] {
            entriesName = passed.as(DeclReferenceExprSyntax.self)?.baseName.text
            if Self.ternary(passed) != nil { passedTernary = passed }
        } else if conditions.substitutions.isEmpty {
            entriesName = name
        }
        let local = entriesName.flatMap { conditions.entryLocals[$0] }
        guard local != nil || passedTernary != nil else { return nil }
        let saved = (conditions.substitutions, caseLocals)
        conditions.substitutions = [:]
        caseLocals = LocalValues()
        defer { (conditions.substitutions, caseLocals) = saved }
        if let local { return text(of: local) }
        return passedTernary.flatMap { computedText($0) }
    }

    private mutating func text(of local: LocalValues.Value?) -> String? {
        guard let local else { return nil }
        switch local {
        case .expression(let value):
            return text(of: value)
        case .branches(let chain):
            return ifText(chain)
        case .switchOver(let subject, let cases, let fallback):
            guard let value = conditions.translate(subject), case .enumeration(let known)? = conditions.type(of: value)
            else { return nil }
            var entries: [String] = []
            for (names, expression) in cases {
                guard names.allSatisfy(known.contains), let text = text(of: expression) else { return nil }
                let key = names.joined(separator: ", ")
                let plain = names.count == 1 && !Self.yamlWords.contains(key.lowercased())
                entries.append("\(plain ? key : YAMLText.quoted(key)): \(text)")
            }
            var result = "{ switch: \(RowReader.conditionValue(value)), cases: { \(entries.joined(separator: ", ")) }"
            if let fallback {
                guard let text = text(of: fallback) else { return nil }
                result += ", default: \(text)"
            }
            return result + " }"
        }
    }

    /// `[(c1, a), (c2, b), (nil, c)]` → `{ if: c1, then: a, else: { if: c2, then: b, else: c } }`.
    private mutating func ifText(_ chain: [(condition: ExprSyntax?, value: ExprSyntax)]) -> String? {
        ifText(chain.map { ($0.condition, LocalValues.Value.expression($0.value)) })
    }

    private mutating func ifText(_ chain: [(condition: ExprSyntax?, value: LocalValues.Value)]) -> String? {
        guard let first = chain.first else { return nil }
        guard let condition = first.condition else { return text(of: first.value) }
        guard chain.count > 1, let translated = conditions.translate(condition, expecting: "Bool"),
            let then = text(of: first.value), let otherwise = ifText(Array(chain.dropFirst()))
        else { return nil }
        return "{ if: \(RowReader.conditionValue(translated)), then: \(then), else: \(otherwise) }"
    }

    /// `strings.X(Int32(n))` → `{ key: X, count: n }` (a plural key); `strings.X(a, b).string` →
    /// `{ key: X, args: [a, b] }` (a formatted key).
    private mutating func keyedText(_ expression: ExprSyntax) -> String? {
        var call = expression.as(FunctionCallExprSyntax.self)
        var formatted = false
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "string" {
            call = member.base?.as(FunctionCallExprSyntax.self)
            formatted = true
        }
        guard let call, call.trailingClosure == nil, !call.arguments.isEmpty,
            call.arguments.allSatisfy({ $0.label == nil }),
            let key = TextTranslator.stringsKey(call.calledExpression)
        else { return nil }
        if !formatted {
            guard call.arguments.count == 1,
                let count = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                count.calledExpression.trimmedDescription == "Int32", count.arguments.count == 1,
                let value = conditions.translate(count.arguments.first!.expression, expecting: "Int")
            else { return nil }
            return "{ key: \(key), count: \(Self.flowValue(value)) }"
        }
        var arguments: [String] = []
        for argument in call.arguments {
            var value = argument.expression
            // An Int argument of a `%d` placeholder is passed as `Int(…)`/`Int32(…)` where its type differs.
            if let conversion = value.as(FunctionCallExprSyntax.self), conversion.arguments.count == 1,
                ["Int", "Int32"].contains(conversion.calledExpression.trimmedDescription)
            {
                value = conversion.arguments.first!.expression
            }
            guard let text = conditions.translate(value) else { return nil }
            arguments.append(Self.flowValue(text))
        }
        return "{ key: \(key), args: [\(arguments.joined(separator: ", "))] }"
    }

    /// A string literal with interpolations of the state, data or element (`"\\(state.count) of \\(data.total)"`), and the
    /// app's number formats: `presentationStringsFormattedNumber(Int32(n), …)` → `\\(n, format: count)`,
    /// `dataSizeString(Int64(n), formatting: …)` → `\\(n, format: bytes)`.
    private mutating func interpolatedText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
            literal.openingQuote.text == "\"",
            literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) })
        else { return nil }
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                guard let value = TextTranslator.unescaped(plain.content.text) else { return nil }
                text += value.replacingAll("\\(", with: "\\\\(")
                continue
            }
            guard let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                let inner = interpolation.expressions.first, inner.label == nil,
                let value = interpolated(inner.expression)
            else { return nil }
            text += "\\(\(value))"
        }
        return YAMLText.quoted(text)
    }

    /// One interpolation's expression as the language writes it inside `\\(…)`.
    private mutating func interpolated(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first?.expression,
            let conversion = first.as(FunctionCallExprSyntax.self), conversion.arguments.count == 1
        {
            let callee = call.calledExpression.trimmedDescription
            let format: String?
            switch (callee, conversion.calledExpression.trimmedDescription) {
            case ("presentationStringsFormattedNumber", "Int32"): format = "count"
            case ("dataSizeString", "Int64"): format = "bytes"
            default: format = nil
            }
            if let format {
                guard let value = conditions.translate(conversion.arguments.first!.expression, expecting: "Int") else {
                    return nil
                }
                return "\(RowReader.unwrapped(value)), format: \(format)"
            }
        }
        guard let value = conditions.translate(resolve(expression), expecting: "String"),
            let type = conditions.type(of: value), type == .scalar("String") || type == .scalar("Int")
        else { return nil }
        return value
    }

    /// An expression inside a flow collection: plain when it is a name or path, else quoted.
    private static func flowValue(_ expression: String) -> String {
        let plain = expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return plain && expression.first?.isLetter == true ? expression : YAMLText.quoted(RowReader.unwrapped(expression))
    }

    /// `c ? a : b` as the parser leaves it (a sequence `c…`, `? a :`, `b`): the condition, `a` and `b`.
    static func ternary(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax, ExprSyntax)? {
        var expression = expression
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            expression = tuple.elements.first!.expression
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        // `?:` binds loosest and to the right: `a ? b : c ? d : e` is `a ? b : (c ? d : e)`.
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            index < elements.count - 1, let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        func joined(_ part: ArraySlice<ExprSyntax>) -> ExprSyntax {
            part.count == 1 ? part.first! : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(part))))
        }
        return (joined(elements[..<index]), ternary.thenExpression, joined(elements[(index + 1)...]))
    }

    /// Words YAML readers (PyYAML's 1.1 rules too) take for something other than a string: quoted as case keys.
    private static let yamlWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"]
}
