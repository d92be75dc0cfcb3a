import ScreenExpressions
import ScreenItems
import SwiftSyntax

enum CustomItemReader {
    /// The declaration `call` implies, or why it cannot be declared.
    static func declare(
        _ call: FunctionCallExprSyntax, taken: Set<String>, hookPayloads: [String: String] = [:],
        hookKeys: [String: String] = [:], conditions: inout ConditionTranslator
    ) -> Result<CustomItemDeclaration, CustomItemProblem> {
        let swift = call.calledExpression.trimmedDescription
        guard swift.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), let first = swift.first,
            first.isUppercase || first.isLowercase
        else { return .failure(CustomItemProblem("`\(swift)` is not a type or function name")) }
        var base = String(swift.split(separator: ".").last!)
        if base.hasSuffix("Item"), base.count > 4 { base.removeLast(4) }
        var name = base.prefix(1).lowercased() + base.dropFirst()
        while taken.contains(name) { name += "Item" }

        // Fields written by setter closures (`{ value in arguments.update(\.f, to: value) }`): their values are binds.
        var setterFields: Set<String> = []
        for argument in call.arguments {
            if let field = RowReader.setterField(argument.expression) { setterFields.insert(field) }
        }
        let dataBinding = dataBinding(call, hookPayloads: hookPayloads, conditions: &conditions)
        var keys: [ItemKey] = []
        var parameters: [ItemParameter] = []
        var lines: [String] = []
        var leftOut: Set<String> = []
        var hasAction = false
        // A removable row (`editing: XEditing(editable:editing:revealed: <id> == state.<field>)`): the argument passing
        // `<id>` is its identifying key, typed; the removal closure's key is `remove`.
        let removable = Removable(call, conditions: &conditions)
        for argument in call.arguments {
            guard let label = argument.label?.text else {
                return .failure(CustomItemProblem("an unlabelled argument `\(argument.expression.trimmedDescription)`"))
            }
            let value = argument.expression
            // A payload the entries function passed the environment in (`theme` ← `presentationData.theme`).
            let passed = value.as(DeclReferenceExprSyntax.self).flatMap { conditions.substitutions[$0.baseName.text] }
            let text = passed.map { $0.trimmedDescription.hasPrefix("presentationData.") ? $0.trimmedDescription : nil }
                .flatMap { $0 } ?? value.trimmedDescription
            func fixed(_ word: String, _ source: ItemParameter.Source) {
                lines.append(label == word ? word : "\(label): \(word)")
                parameters.append(ItemParameter(label, source))
            }
            switch (label, text) {
            case (_, "presentationData"): fixed("presentationData", .presentationData)
            case ("sectionId", "self.section"): fixed("sectionId", .sectionId)
            case ("style", ".blocks"), ("style", ".plain"): fixed("style", .style)
            case ("systemStyle", ".glass"), ("systemStyle", ".legacy"): fixed("systemStyle", .systemStyle)
            case ("tag", _): fixed("tag", .tag)
            case (_, "presentationData.strings"): fixed("strings", .swift(text))
            case (_, "presentationData.theme"): fixed("theme", .swift(text))
            case (_, "presentationData.dateTimeFormat"): fixed("dateTimeFormat", .swift(text))
            case (_, "presentationData.nameDisplayOrder"): fixed("nameDisplayOrder", .swift(text))
            case (_, "arguments.context"), (_, "context"): fixed("context", .accountContext)
            default:
                if let dataBinding, label == dataBinding.value || label == dataBinding.setter {
                    let isValue = label == dataBinding.value
                    lines.append(isValue ? "\(label): { bind: \(dataBinding.type.name), key: bind }" : "\(label): { setter: bind }")
                    if isValue {
                        keys += [
                            ItemKey("bind", .binding(dataBinding.type), required: true, doc: nil),
                            .change(of: "bind", type: dataBinding.type),
                        ]
                    }
                    parameters.append(ItemParameter(label, isValue ? .key("bind") : .setter(of: "bind")))
                    continue
                }
                if let (line, key, source) = removable?.parameter(label, value, conditions: &conditions) {
                    lines.append(line)
                    if let key { keys.append(key) }
                    parameters.append(ItemParameter(label, source))
                    continue
                }
                guard let (line, key, source) = keyParameter(
                    label, value, setterFields: setterFields, hookPayloads: hookPayloads, hookKeys: hookKeys,
                    hasAction: &hasAction,
                    conditions: &conditions)
                else {
                    return .failure(CustomItemProblem("`\(label): \(text)` is not a value screenc can declare"))
                }
                lines.append(line)
                if value.is(NilLiteralExprSyntax.self) { leftOut.insert(label) }
                if let key {
                    keys.append(key)
                    // As the compiler declares them: `change:` with the first bound value, `push:` / `set:` with the
                    // first action.
                    if case .binding(let type) = key.kind, !keys.contains(where: { $0.name == "change" }) {
                        keys.append(.change(of: key.name, type: type))
                    }
                    if case .action = key.kind, !keys.contains(where: { $0.name == "push" }) {
                        keys += [.push(with: key.name), .set(with: key.name)]
                    }
                }
                parameters.append(ItemParameter(label, source))
            }
        }
        let description = ItemDescription(
            name: name, swiftName: swift, module: nil, summary: "", keys: keys, parameters: parameters,
            origin: .catalogue)
        var yaml = ["  \(name):", "    swift: \(swift)", "    parameters:"]
        yaml += lines.map { "      - \($0)" }
        return .success(CustomItemDeclaration(name: name, description: description, yaml: yaml, leftOut: leftOut))
    }

    /// A value bound to app data (`value: value`, the entry carrying `data.keepMedia`) and the closure reporting its
    /// change to the app (`updated: { value in arguments.updateKeepMedia(value) }`, the hook taking the field's type):
    /// the two labels and the bound type — `{ bind: T, key: bind }` and `{ setter: bind }`, the row's `bind:` and
    /// `change:`. Nil unless exactly one such pair.
    private static func dataBinding(
        _ call: FunctionCallExprSyntax, hookPayloads: [String: String], conditions: inout ConditionTranslator
    ) -> (value: String, setter: String, type: ItemValueType)? {
        var found: [(String, String, ItemValueType)] = []
        for setter in call.arguments {
            guard let setterLabel = setter.label?.text, let hook = RowReader.valueHook(setter.expression),
                let payload = hookPayloads[hook]
            else { continue }
            for value in call.arguments where value.label != nil && value.label?.text != setterLabel {
                let passed = value.expression.as(DeclReferenceExprSyntax.self)
                    .flatMap { conditions.substitutions[$0.baseName.text] } ?? value.expression
                guard let field = conditions.translate(passed), !conditions.isStateField(field),
                    let type = conditions.data?.types[field]
                else { continue }
                let swift: String
                let expressionType: ExpressionType
                switch type {
                case .scalar(let name) where ["Bool", "Int", "String"].contains(name):
                    swift = name
                    expressionType = name == "Bool" ? .bool : name == "Int" ? .int : .string
                case .app(let name) where !name.hasSuffix("?"):
                    swift = name
                    expressionType = .record(RecordType(name: name, fields: [], isDeclared: true))
                default: continue
                }
                guard swift == payload || TypeDeclarations.unqualified(swift) == payload else { continue }
                found.append((value.label!.text, setterLabel, ItemValueType(name: TypeDeclarations.unqualified(swift), expressionType: expressionType)))
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// `label: Int64` (`Int32`, `Double`, an app type `T` or `T?`) for a payload value the entry case types so, when
    /// the value passed for it reads as the language's expression (a member of app data, typed so under `types:`).
    private static func typedParameter(
        _ label: String, swift: String, conditions: inout ConditionTranslator, passed: ExprSyntax?
    ) -> (String, ItemKey?, ItemParameter.Source)? {
        let numbers: [String: ExpressionType] = ["Int64": .int64, "Int32": .int32, "Double": .double]
        let wrapped = swift.hasSuffix("?") ? String(swift.dropLast()) : swift
        let isApp = wrapped.first?.isUppercase == true && wrapped.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." }
            && !["Bool", "Int", "String", "Int64", "Int32", "Double"].contains(wrapped)
        guard let passed, numbers[swift] != nil || isApp,
            let path = conditions.translate(passed, expecting: swift), conditions.type(of: path) != nil
        else { return nil }
        let type: ExpressionType =
            numbers[swift] ?? {
                let record = ExpressionType.record(RecordType(name: wrapped, fields: [], isDeclared: true))
                return swift.hasSuffix("?") ? .optional(record) : record
            }()
        let written = isApp ? TypeDeclarations.unqualified(swift) : swift
        return (
            "\(label): \(written.hasSuffix("?") ? "\"\(written)\"" : written)",
            ItemKey(label, .value(ItemValueType(name: written, expressionType: type)), required: !swift.hasSuffix("?"), doc: nil),
            .key(label)
        )
    }

    /// A parameter read from a row key: its declaration line, the key, and the parameter's source.
    private static func keyParameter(
        _ label: String, _ value: ExprSyntax, setterFields: Set<String>, hookPayloads: [String: String],
        hookKeys: [String: String], hasAction: inout Bool, conditions: inout ConditionTranslator
    ) -> (String, ItemKey?, ItemParameter.Source)? {
        if RowReader.setterField(value) != nil {
            return ("\(label): { setter: bind }", nil, .setter(of: "bind"))
        }
        // `nil` for an optional closure (or any optional): an action left out, which generates `nil`.
        if value.is(NilLiteralExprSyntax.self) {
            return ("\(label): action", ItemKey(label, .action, required: false, doc: nil), .key(label))
        }
        // `{ value in arguments.h(value) }`: a hook receiving the value, of the type the arguments class gives it.
        // In a repeated row the element comes first (`{ value in arguments.h(chat, value) }`): the language passes it.
        let element = conditions.loopElement?.name
        if let hook = RowReader.valueHook(value) ?? element.flatMap({ RowReader.valueHook(value, element: $0) }),
            let type = hookPayloads[hook],
            let expressionType = ["Bool": ExpressionType.bool, "Int": .int, "String": .string][type]
        {
            // A key renamed with `key:` is said only by the hook's doc comment (`Called by row `r` (`changed`).`).
            let key = hookKeys[hook] ?? label
            return (
                key == label ? "\(label): { hook: [\(type)] }" : "\(label): { hook: [\(type)], key: \(key) }",
                ItemKey(key, .hook(payload: [ItemValueType(name: type, expressionType: expressionType)]), required: false, doc: nil),
                .key(key)
            )
        }
        if let closure = value.as(ClosureExprSyntax.self), RowReader.ignoresItsParameters(closure),
            closure.statements.count == 1, let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            call.arguments.isEmpty
                || (call.arguments.count == 1 && call.arguments.first?.label == nil
                    && conditions.isLoopElement(call.arguments.first!.expression)),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "arguments"
        {
            hasAction = true
            return ("\(label): action", ItemKey(label, .action, required: false, doc: nil), .key(label))
        }
        // A payload value of a type the entry case declares that a declared parameter can say: a number (`Int64`,
        // `Int32`, `Double`) or an app type (optional or not), read from the app data (`data.usage.totalBytes`).
        if let reference = value.as(DeclReferenceExprSyntax.self),
            let swift = conditions.substitutionTypes[reference.baseName.text],
            let typed = typedParameter(label, swift: swift, conditions: &conditions, passed: conditions.substitutions[reference.baseName.text])
        {
            return typed
        }
        if value.is(BooleanLiteralExprSyntax.self) {
            return ("\(label): Bool", ItemKey(label, .bool, required: true, doc: nil), .key(label))
        }
        // An image of ItemListUI's or the app's (`PresentationResourcesItemList.linkIcon(presentationData.theme)`).
        if RowReader.icon(value) != nil {
            return ("\(label): Icon?", ItemKey(label, .icon, required: false, doc: nil), .key(label))
        }
        if let int = value.as(IntegerLiteralExprSyntax.self), Int(int.literal.text) != nil {
            return ("\(label): Int", ItemKey(label, .value(ItemValueType(name: "Int", expressionType: .int)), required: true, doc: nil), .key(label))
        }
        if let field = conditions.field(value), setterFields.contains(field), let type = conditions.type(of: field),
            case .scalar(let swift) = type, !swift.hasSuffix("?")
        {
            let expressionType: ExpressionType = swift == "Bool" ? .bool : swift == "Int" ? .int : .string
            return (
                "\(label): { bind: \(swift), key: bind }",
                ItemKey("bind", .binding(ItemValueType(name: swift, expressionType: expressionType)), required: true, doc: nil),
                .key("bind")
            )
        }
        let resolved = value.as(DeclReferenceExprSyntax.self).flatMap { conditions.substitutions[$0.baseName.text] } ?? value
        if TextTranslator.translate(resolved) != nil
            || conditions.translate(value).flatMap({ conditions.type(of: $0) })?.isString == true
            || isChosenText(resolved)
        {
            return ("\(label): Text", ItemKey(label, .text, required: true, doc: nil), .key(label))
        }
        // A condition: a Bool field, or an expression over the state and data (not a field of another type).
        if let condition = conditions.translate(value), conditions.type(of: condition).map({ $0 == .scalar("Bool") }) ?? true {
            return ("\(label): condition", ItemKey(label, .condition, required: true, doc: nil), .key(label))
        }
        return nil
    }
}

extension CustomItemReader {
    /// A ternary whose two sides are texts (`active ? "Connected" : "Port \(server.port)"`): a text the row chooses.
    fileprivate static func isChosenText(_ expression: ExprSyntax) -> Bool {
        guard let (_, then, otherwise) = RowReader.ternary(expression) else { return false }
        return [then, otherwise].allSatisfy { side in
            side.is(StringLiteralExprSyntax.self) || TextTranslator.translate(side) != nil || isChosenText(side)
        }
    }
}

/// The parameters of a removable custom item read back as their declaration forms (docs/Language.md, Removable
/// custom items): the editing value `XEditing(editable:editing:revealed:)` → `{ editing: XEditing, id: key }`, the
/// argument it identifies rows by → `{ type: T, key: … }`, the swipe closure → `{ revealOptions: key }`, the
/// removal closure → `{ remove: [T] }`.
private struct Removable {
    /// The editing value's type and its literal arguments besides the three screenc computes.
    var type: String
    var fixed: [(label: String, swift: String)]
    /// The Swift of the identifying value (`server.id`) and the key it is declared as (`serverId`).
    var idSwift: String
    var idKey: String
    var idType: String?

    init?(_ call: FunctionCallExprSyntax, conditions: inout ConditionTranslator) {
        for argument in call.arguments {
            var value = argument.expression
            if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let passed = conditions.substitutions[name] {
                value = passed
            }
            guard let editing = value.as(FunctionCallExprSyntax.self),
                editing.calledExpression.trimmedDescription.hasSuffix("Editing"),
                let revealed = editing.arguments.first(where: { $0.label?.text == "revealed" })?.expression,
                RowReader.revealedField(revealed) != nil,
                let sequence = revealed.as(SequenceExprSyntax.self), let id = sequence.elements.first
            else { continue }
            type = editing.calledExpression.trimmedDescription
            fixed = editing.arguments.compactMap { argument in
                guard let label = argument.label?.text, !["editable", "editing", "revealed"].contains(label) else { return nil }
                return (label, argument.expression.trimmedDescription)
            }
            idSwift = id.trimmedDescription
            let parts = idSwift.split(separator: ".")
            idKey = parts.count == 2 ? parts[0] + parts[1].prefix(1).uppercased() + parts[1].dropFirst() : "rowId"
            if let text = conditions.translate(id), case .scalar(let scalar)? = conditions.type(of: text),
                ["Int", "String"].contains(scalar)
            {
                idType = scalar
            }
            return
        }
        return nil
    }

    /// The declaration line, key and source of one argument of the removable item, or nil when it is another kind.
    func parameter(
        _ label: String, _ value: ExprSyntax, conditions: inout ConditionTranslator
    ) -> (String, ItemKey?, ItemParameter.Source)? {
        var resolved = value
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let passed = conditions.substitutions[name] {
            resolved = passed
        }
        if resolved.trimmedDescription == idSwift, let idType {
            let expressionType: ExpressionType = idType == "Int" ? .int : .string
            return (
                "\(label): { type: \(idType), key: \(idKey) }",
                ItemKey(idKey, .value(ItemValueType(name: idType, expressionType: expressionType)), required: true, doc: nil),
                .key(idKey)
            )
        }
        if let editing = resolved.as(FunctionCallExprSyntax.self), editing.calledExpression.trimmedDescription == type {
            guard fixed.allSatisfy({ ["true", "false"].contains($0.swift) || Int($0.swift) != nil }) else { return nil }
            let fixedYAML = fixed.isEmpty ? "" : ", fixed: { \(fixed.map { "\($0.label): \($0.swift)" }.joined(separator: ", ")) }"
            return (
                "\(label): { editing: \(type), id: \(idKey)\(fixedYAML) }",
                ItemKey("editing", .condition, default: .bool(false), doc: nil),
                .optionsEditing(
                    type: type, id: idKey, editing: "editing", remove: "remove",
                    fixed: fixed.map { ItemParameter.FixedArgument(label: $0.label, swift: $0.swift) })
            )
        }
        guard let closure = value.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause,
            case .simpleInput(let names) = parameters
        else { return nil }
        // `{ id, fromId in arguments.setXWithRevealedOptions(id, fromId) }`.
        if names.count == 2, closure.statements.count == 1,
            let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "arguments",
            member.declName.baseName.text.hasSuffix("WithRevealedOptions")
        {
            return ("\(label): { revealOptions: \(idKey) }", nil, .revealedOptions(id: idKey, remove: "remove"))
        }
        // `{ _ in arguments.removeX(server) }`: what the closure receives is not in the call; the id's type is taken.
        if names.allSatisfy({ $0.name.text == "_" }), closure.statements.count == 1, let idType {
            let types = Array(repeating: idType, count: names.count).joined(separator: ", ")
            return (
                "\(label): { remove: [\(types)] }",
                ItemKey("remove", .hook(payload: []), required: false, doc: nil),
                .hookIgnoringArguments("remove", ignoring: names.count)
            )
        }
        return nil
    }
}

/// Why a custom item's call cannot be declared.
struct CustomItemProblem: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
