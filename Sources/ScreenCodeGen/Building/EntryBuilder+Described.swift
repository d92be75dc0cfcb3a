import ScreenExpressions
import ScreenIR

extension EntryBuilder {
    /// The call of a described item, built parameter by parameter from its description, in the initializer's order:
    /// a key's value (texts and conditions carried in the payload when they read the state, as for built-in items),
    /// an icon as built-in items write it, a bound value and its setter, hooks and actions as closures through the
    /// arguments class, and the fixed
    /// parameters. A parameter whose key the row leaves out is left out when the initializer has a default, else
    /// passed the key's default (`nil` for an optional text, hook or action).
    func describedItem(_ item: DescribedRow, row: Row, payload: inout Payload) -> ItemCall {
        let description = item.description
        var call = ItemCall(description.swiftName)
        var bindings: [String: Binding] = [:]
        for parameter in description.parameters {
            let value: SwiftValue?
            switch parameter.source {
            case .key(let name):
                guard let key = description.key(named: name) else { continue }
                if let given = item.value(of: name) {
                    value = describedValue(
                        given, of: key, in: item, parameter: parameter, row: row, bindings: &bindings,
                        payload: &payload)
                } else {
                    value = parameter.hasDefault ? nil : .atom(absentValue(of: key, row: row))
                }
            case .setter(let name):
                guard case .binding(let field)? = item.value(of: name), let key = description.key(named: name) else {
                    continue
                }
                let binding = bindings[name] ?? bound(field, of: key, in: item, as: name, row: row, payload: &payload)
                value = setter(binding)
            case .environment(let environment): value = .atom(SwiftEnvironment.item.spelling(environment))
            case .optionsEditing(let type, let id, let editing, let remove, let fixed):
                value = .atom(
                    optionsEditing(
                        item, type: type, id: revealedID(item, key: id), editing: editing,
                        remove: remove, revealedField: StateField.revealedOptions(of: row.id.value), fixed: fixed,
                        payload: &payload))
            case .revealedOptions(let id, let remove):
                value = revealedOptionsSetter(item, id: id, remove: remove, row: row)
            case .presentationData: value = .atom("presentationData")
            case .sectionId: value = .atom("self.section")
            case .style: value = .atom(listStyle)
            case .systemStyle: value = .atom(isGlass ? ".glass" : ".legacy")
            case .tag: value = tag.map(SwiftValue.atom) ?? .atom("nil")
            case .swift(let expression): value = .atom(expression)
            case .accountContext:
                usage.usesAccountContext = true
                value = .atom("arguments.context")
            case .template(let template, let given, let absent, let fallback):
                if item.value(of: given) != nil {
                    value = .atom(expand(template, item, row: row, bindings: &bindings, payload: &payload))
                } else if let fallback, item.value(of: fallback.key) != nil {
                    value = .atom(fallback.swift)
                } else {
                    value = .atom(absent)
                }
            case .peerEditing(let peer, let editing, let remove):
                let peerID: String? =
                    if case .peer(let expression)? = item.value(of: peer) {
                        swift.conditions.value(expression, element: element) + ".id"
                    } else {
                        nil
                    }
                value = .atom(
                    optionsEditing(
                        item, type: "ItemListPeerItemEditing", id: peerID, editing: editing, remove: remove,
                        revealedField: StateField.revealedPeerOptions, fixed: [], canBeReordered: row.reorder != nil,
                        payload: &payload))
            case .revealedOptionsSetter(let remove):
                if item.value(of: remove) != nil || item.hasRevealOptions {
                    usage.revealsPeerOptions = true
                    usage.updatesState = true
                    value = .closure(
                        parameters: "peerId, fromPeerId",
                        body: .atom("arguments.setPeerIdWithRevealedOptions(peerId, fromPeerId)"))
                } else {
                    value = .atom("{ _, _ in }")
                }
            case .hookIgnoringArguments(let key, let count):
                let ignored = Array(repeating: "_", count: count).joined(separator: ", ")
                if case .hook(let hook)? = item.value(of: key) {
                    let arguments = element.map { [$0.variable] } ?? []
                    value = .closure(
                        parameters: ignored,
                        body: .atom("arguments.\(hook.name.value)(\(arguments.joined(separator: ", ")))"))
                } else {
                    value = .atom("{ \(ignored) in }")
                }
            case .builtIn:
                preconditionFailure("a described item's parameters come from its keys (ItemDeclarationDecoder)")
            }
            guard let value else { continue }
            // An argument equal to the initializer's default, or an absent tag, is left out.
            if parameter.hasDefault, value == .atom(parameter.defaultValue ?? "") { continue }
            if parameter.source == .tag, tag == nil, parameter.hasDefault { continue }
            if parameter.source == .systemStyle, !isGlass, parameter.hasDefault { continue }
            call.add(parameter.label, value)
        }
        return call
    }

    /// Swift for the value of `key`, passed as `parameter` (whose payload name names the value when the payload
    /// carries it).
    private func describedValue(
        _ value: DescribedValue, of key: ItemKey, in item: DescribedRow, parameter: ItemParameter, row: Row,
        bindings: inout [String: Binding], payload: inout Payload
    ) -> SwiftValue {
        let label = parameter.payloadName
        switch value {
        case .text(let text):
            return self.text(text, as: label, column: 16 + SwiftLayout.width(parameter.label) + 2, payload: &payload)
        case .condition(let condition):
            return .atom(addCondition(condition, named: label, to: &payload) ?? "true")
        case .bool(let flag):
            return .atom(String(flag))
        case .int(let number):
            return .atom(String(number))
        case .enumCase(let name):
            guard case .enumeration(let cases) = key.kind, let match = cases.first(where: { $0.name == name.value })
            else { return .atom("." + name.value) }
            return .atom(match.swift)
        case .binding(let field):
            let binding = bound(field, of: key, in: item, as: label, row: row, payload: &payload)
            bindings[key.name] = binding
            return .atom(binding.read)
        case .hook(let hook):
            let count = if case .hook(let payload) = key.kind { payload.count } else { 0 }
            let parameters = (0..<count).map { count == 1 ? "value" : "value\($0 + 1)" }
            let arguments = (element.map { [$0.variable] } ?? []) + parameters
            return .closure(
                parameters: parameters.joined(separator: ", "),
                body: .atom("arguments.\(hook.name.value)(\(arguments.joined(separator: ", ")))"))
        case .action(let target):
            return actions.closure(target)
        case .icon(let icon):
            return self.icon(icon, payload: &payload)
        case .peer(let expression):
            return .atom(swift.conditions.value(expression, element: element))
        case .value(let expression) where key.kind == .presence:
            // A field of the element (checked), which `item(…)` reads as the peer's own.
            return .atom(swift.conditions.value(expression, element: element))
        case .value(let expression):
            let type = if case .value(let type) = key.kind { type.expressionType } else { ExpressionType.int }
            return .atom(typedValue(expression, of: type, as: label, payload: &payload))
        case .revealOptions(let options):
            return revealOptions(options, payload: &payload)
        }
    }

    /// Swift for a typed key's value: the expression itself when it reads nothing but the row's element (or nothing:
    /// a literal), else a payload value of the key's type, computed in the entries function — an `Int64` byte count
    /// read from the data is carried as an `Int64`, an app type as itself.
    func typedValue(_ expression: Expression, of type: ExpressionType, as name: String, payload: inout Payload) -> String {
        let value = swift.conditions.value(expression, element: element)
        guard !swift.conditions.owners(expression, element: element).subtracting(.element).isEmpty else { return value }
        return payload.add(name, type: swift.typeNames.swift(type), value: value)
    }

    /// A `.template` parameter: each `{key}` replaced by that key's Swift (an enumeration case's spelling may hold
    /// `{key}`s of its own, replaced in turn).
    private func expand(
        _ template: String, _ item: DescribedRow, row: Row, bindings: inout [String: Binding], payload: inout Payload
    ) -> String {
        var result = template
        for _ in 0..<3 {
            var changed = false
            for key in item.description.keys where result.contains("{\(key.name)}") {
                let swift: String
                if let given = item.value(of: key.name) {
                    let value = describedValue(
                        given, of: key, in: item, parameter: ItemParameter(key.name, .key(key.name)), row: row,
                        bindings: &bindings, payload: &payload)
                    guard case .atom(let atom) = value else { continue }
                    swift = atom
                } else {
                    swift = absentValue(of: key, row: row)
                }
                result = result.replacingOccurrences(of: "{\(key.name)}", with: swift)
                changed = true
            }
            if !changed { break }
        }
        return result
    }

    /// The binding of a described row's `binding` key — local state, app data or a field of the element — carried in
    /// the payload as built-in controls' are; it writes through the row's `change` hook when the item reports it.
    private func bound(
        _ field: Located<String>, of key: ItemKey, in item: DescribedRow, as name: String, row: Row,
        payload: inout Payload
    ) -> Binding {
        let type = if case .binding(let type) = key.kind { swift.typeNames.swift(type.expressionType) } else { "Bool" }
        return binding(field, of: row, change: item.changeHook(of: key.name), as: name, type: type, payload: &payload)
    }

    /// Swift for a key the row leaves out, when the initializer has no default for its parameter.
    private func absentValue(of key: ItemKey, row: Row) -> String {
        switch key.defaultValue {
        case .bool(let flag)?: String(flag)
        case .int(let number)?: String(number)
        case .enumCase(let name)?:
            if case .enumeration(let cases) = key.kind, let match = cases.first(where: { $0.name == name }) {
                match.swift
            } else {
                "." + name
            }
        case .text(let text)?: swift.text(DisplayText(.literal(text), span: row.span), element: element)
        case .literal(let value)?: SwiftExpressions.value(value)
        case nil: "nil"
        }
    }

    /// `ItemListPeerItemRevealOptions(options: [ItemListPeerItemRevealOption(type:title:action:), …])`: each option's
    /// title as texts are passed (carried when it reads the state), its action calling its hook with the element.
    private func revealOptions(_ options: [RevealOption], payload: inout Payload) -> SwiftValue {
        let arguments = (element.map { [$0.variable] } ?? []).joined(separator: ", ")
        let calls = options.enumerated().map { index, option in
            SwiftValue.call(
                "ItemListPeerItemRevealOption",
                [
                    .init("type", .atom("." + option.color)),
                    .init(
                        "title",
                        text(option.title, as: "revealOption\(index + 1)Title", column: 28, payload: &payload)),
                    .init(
                        "action", .closure(parameters: "", body: .atom("arguments.\(option.hook.name.value)(\(arguments))"))),
                ])
        }
        return .call("ItemListPeerItemRevealOptions", [.init("options", .array(calls))])
    }
}
