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
                        given, of: key, parameter: parameter, row: row, bindings: &bindings, payload: &payload)
                } else {
                    value = parameter.hasDefault ? nil : .atom(absentValue(of: key, row: row))
                }
            case .setter(let name):
                guard case .binding(let field)? = item.value(of: name), let key = description.key(named: name) else {
                    continue
                }
                let binding = bindings[name] ?? bound(field, of: key, as: name, row: row, payload: &payload)
                value = setter(binding)
            case .presentationData: value = .atom("presentationData")
            case .sectionId: value = .atom("self.section")
            case .style: value = .atom(listStyle)
            case .systemStyle: value = .atom(isGlass ? ".glass" : ".legacy")
            case .tag: value = tag.map(SwiftValue.atom) ?? .atom("nil")
            case .swift(let expression): value = .atom(expression)
            case .accountContext:
                usage.usesAccountContext = true
                value = .atom("arguments.context")
            case .template(let template, let given, let absent):
                value = .atom(
                    item.value(of: given) == nil
                        ? absent : expand(template, item, row: row, bindings: &bindings, payload: &payload))
            case .peerEditing(let peer, let editing, let remove):
                value = .atom(peerEditing(item, peer: peer, editing: editing, remove: remove, payload: &payload))
            case .revealedOptionsSetter(let remove):
                if item.value(of: remove) != nil {
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
        _ value: DescribedValue, of key: ItemKey, parameter: ItemParameter, row: Row,
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
            let binding = bound(field, of: key, as: label, row: row, payload: &payload)
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
            return .atom(self.icon(icon))
        case .peer(let expression):
            return .atom(swift.conditions.value(expression, element: element))
        }
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
                        given, of: key, parameter: ItemParameter(key.name, .key(key.name)), row: row,
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

    /// ItemListPeerItem's `editing:`: `ItemListPeerItemEditing(editable:editing:revealed:)`, written as the
    /// hand-written screens write it. A removable row's is computed in the entries function (it reads the state's
    /// `peerIdWithRevealedOptions`) and carried in the payload; a row that cannot be removed passes a constant.
    private func peerEditing(
        _ item: DescribedRow, peer: String, editing: String, remove: String, payload: inout Payload
    ) -> String {
        let removable = item.value(of: remove) != nil
        let editingSwift: String
        if case .condition(let condition)? = item.value(of: editing) {
            editingSwift = swift.condition(condition, element: element)
        } else {
            editingSwift = "false"
        }
        guard removable, case .peer(let expression)? = item.value(of: peer) else {
            return "ItemListPeerItemEditing(editable: false, editing: \(editingSwift), revealed: false)"
        }
        let peerSwift = swift.conditions.value(expression, element: element)
        let call = SwiftValue.call(
            "ItemListPeerItemEditing",
            [
                .init("editable", .atom("true")), .init("editing", .atom(editingSwift)),
                .init("revealed", .atom("\(peerSwift).id == state.\(StateField.revealedPeerOptions)")),
            ])
        return payload.add("editing", type: "ItemListPeerItemEditing", value: call.singleLine, layout: call)
    }

    /// The binding of a described row's `binding` key: local state, carried in the payload.
    private func bound(
        _ field: Located<String>, of key: ItemKey, as name: String, row: Row, payload: inout Payload
    ) -> Binding {
        let type = if case .binding(let type) = key.kind { type.swiftType } else { "Bool" }
        return binding(field, of: row, change: nil, as: name, type: type, payload: &payload)
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
        case nil: "nil"
        }
    }
}
