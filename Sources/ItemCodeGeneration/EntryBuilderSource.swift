import ScreenItems

/// The call builders of the row structs (`EntryBuilder.switchItem`): the item's initializer called with the
/// description's `parameters` in order, each from its source — a key's value through the helpers every item shares
/// (`text`, `addCondition`, `binding`, `actions`, `icon`), a fixed value, or a named source (`BuiltinSource`,
/// `EntryBuilder+Sources.swift`). Values that read the state (bindings, conditions, `BuiltinSource.readsState`) are
/// computed first, in parameter order, so the entry's payload carries them before the texts.
enum EntryBuilderSource {
    static func file(_ rows: [RowShape]) -> String {
        var writer = SwiftWriter()
        writer.line("import ScreenIR")
        writer.line()
        writer.block("extension EntryBuilder {") { writer in
            for (index, row) in rows.enumerated() {
                if index > 0 { writer.line() }
                var call = CallWriter(shape: row)
                call.write(to: &writer)
            }
        }
        return ItemSources.header + writer.text
    }
}

/// Writes one kind's call builder.
private struct CallWriter {
    let shape: RowShape
    /// The local that holds each key's value computed before the call, by key name.
    var prepared: [String: String] = [:]

    init(shape: RowShape) { self.shape = shape }

    mutating func write(to writer: inout SwiftWriter) {
        let description = shape.description
        writer.doc(
            "The `\(description.swiftName)(…)` call of \(description.phrase), its arguments in the initializer's order "
                + "(the description's `parameters`).")
        let signature =
            "func \(description.name)Item(_ item: \(shape.row.typeName), row: Row, "
            + "payload: inout Payload) -> ItemCall {"
        writer.block(signature) { writer in
            for parameter in description.parameters { prepare(parameter, &writer) }
            writer.line("var call = ItemCall(\(SwiftWriter.literal(description.swiftName)))")
            for parameter in description.parameters { writer.statement(add(parameter)) }
            writer.line("return call")
        }
    }

    // MARK: Values computed before the call

    private mutating func prepare(_ parameter: ItemParameter, _ writer: inout SwiftWriter) {
        switch parameter.source {
        case .key(let name):
            let property = shape.property(ofKey: name)
            switch property.value {
            case .binding: prepareBinding(name, as: parameter.payloadName, &writer)
            case .condition:
                prepareCondition(name, as: parameter.payloadName, &writer)
            default: break
            }
        case .builtIn(.subItems(let name)):
            let property = shape.property(ofKey: name).name
            prepared[name] = property
            writer.statement("let \(property) = self.subItems(item.\(property), payload: &payload)")
        case .builtIn(.editedText(let bind, let unedited)):
            guard prepared[bind] == nil else { break }
            let property = shape.property(ofKey: bind).name
            prepared[bind] = property
            let change = shape.changeHook(of: bind).map { "item.\($0.name)" } ?? "nil"
            writer.statement(
                "let \(property) = editedText(item.\(property), unedited: item.\(shape.property(ofKey: unedited).name), "
                    + "of: row, change: \(change), as: \"\(parameter.payloadName)\", payload: &payload)")
        case .builtIn(.actionKind(_, let enabled)):
            prepareCondition(enabled, as: enabled, &writer)
        case .builtIn(.actionWhen(_, let condition)):
            prepareCondition(condition, as: condition, &writer)
        case .builtIn(.interactiveChanges(let interactive, _)):
            prepareCondition(interactive, as: "isInteractive", &writer)
        case .builtIn(.checkedState(let name)):
            let property = shape.property(ofKey: name).name
            prepared[name] = property
            let change = shape.changeHook(of: name).map { "item.\($0.name)" } ?? "nil"
            writer.statement(
                "let \(property) = checkbox(item.\(property), change: \(change), row: row, payload: &payload)")
        default:
            break
        }
    }

    private mutating func prepareBinding(_ name: String, as payloadName: String, _ writer: inout SwiftWriter) {
        guard prepared[name] == nil else { return }
        let property = shape.property(ofKey: name).name
        guard case .binding(let type) = shape.key(name).kind else { preconditionFailure() }
        prepared[name] = property
        let change = shape.changeHook(of: name).map { "item.\($0.name)" } ?? "nil"
        writer.statement(
            "let \(property) = self.binding(item.\(property), of: row, change: \(change), as: \"\(payloadName)\", "
                + "type: \"\(type.swiftType)\", payload: &payload)")
    }

    private mutating func prepareCondition(_ name: String, as payloadName: String, _ writer: inout SwiftWriter) {
        guard prepared[name] == nil else { return }
        let property = shape.property(ofKey: name).name
        prepared[name] = property
        writer.statement(
            "let \(property) = addCondition(item.\(property), named: \"\(payloadName)\", to: &payload)")
    }

    /// The local computed for key `name`; stops generation when no parameter computed it.
    private func local(_ name: String) -> String {
        guard let local = prepared[name] else {
            preconditionFailure(
                "ItemCodeGeneration: \(shape.description.name)'s `\(name)` is read before it is computed")
        }
        return local
    }

    // MARK: Arguments

    private func add(_ parameter: ItemParameter) -> String {
        let label = "\"\(parameter.label)\""
        switch parameter.source {
        case .key(let name):
            return addKey(name, parameter)
        case .setter(let name):
            return "call.add(\(label), setter(\(local(name))))"
        case .presentationData:
            return "call.add(\(label), \"presentationData\")"
        case .sectionId:
            return "call.add(\(label), \"self.section\")"
        case .style:
            guard let value = parameter.defaultValue else { return "call.add(\(label), listStyle)" }
            return "call.add(\(label), listStyle, if: screen.style != \(value))"
        case .systemStyle:
            return parameter.hasDefault
                ? "call.add(\(label), \".glass\", if: isGlass)"
                : "call.add(\(label), isGlass ? \".glass\" : \".legacy\")"
        case .tag:
            precondition(
                parameter.label == "tag" && parameter.hasDefault, "ItemCodeGeneration: a tag is `tag:`, defaulted")
            return "addTag(to: &call)"
        case .swift(let swift):
            return "call.add(\(label), \(SwiftWriter.literal(swift)))"
        case .builtIn(let source):
            return addBuiltIn(source, parameter)
        case .accountContext, .template, .peerEditing, .revealedOptionsSetter, .hookIgnoringArguments, .environment,
            .optionsEditing, .revealedOptions:
            preconditionFailure(
                "ItemCodeGeneration: \(parameter.label) of \(shape.description.name) is for described items")
        }
    }

    /// `call.add` for the value of key `name`.
    private func addKey(_ name: String, _ parameter: ItemParameter) -> String {
        let key = shape.key(name)
        let property = shape.property(ofKey: name)
        let label = "\"\(parameter.label)\""
        let value = "item.\(property.name)"
        switch property.value {
        case .text:
            let text = { (value: String) in "self.text(\(value), as: \"\(parameter.payloadName)\", payload: &payload)" }
            if !property.isOptional { return "call.add(\(label), \(text(value)))" }
            if parameter.hasDefault {
                return "if let \(property.name) = \(value) { call.add(\(label), \(text(property.name))) }"
            }
            let absent = parameter.absent ?? key.defaultValue.map(Self.swift) ?? "nil"
            return "call.add(\(label), \(value).map { \(text("$0")) } ?? .atom(\(SwiftWriter.literal(absent))))"
        case .condition:
            let local = local(name)
            if parameter.hasDefault { return "if let \(local) { call.add(\(label), \(local)) }" }
            let absent = parameter.absent ?? key.defaultValue.map(Self.swift) ?? "nil"
            return "call.add(\(label), \(local) ?? \(SwiftWriter.literal(absent)))"
        case .bool:
            switch parameter.defaultValue {
            case "true"?: return "call.add(\(label), \"false\", if: !\(value))"
            case "false"?: return "call.add(\(label), \"true\", if: \(value))"
            default: return "call.add(\(label), String(\(value)))"
            }
        case .int:
            guard let initial = parameter.defaultValue else { return "call.add(\(label), String(\(value)))" }
            return "call.add(\(label), String(\(value)), if: \(value) != \(initial))"
        case .enumeration(_, let cases):
            precondition(
                cases.allSatisfy { $0.swift == "." + $0.name },
                "ItemCodeGeneration: \(shape.description.name)'s `\(name)` has cases spelt otherwise in Swift")
            let swift = "\".\" + \(value).rawValue"
            guard let initial = parameter.defaultValue else { return "call.add(\(label), \(swift))" }
            return "call.add(\(label), \(swift), if: \(value) != \(initial))"
        case .wordChoice(_, let cases):
            precondition(
                cases.allSatisfy { $0.swift == "." + $0.name },
                "ItemCodeGeneration: \(shape.description.name)'s `\(name)` has cases spelt otherwise in Swift")
            let initial = parameter.defaultValue.map { "\"\($0)\"" } ?? "nil"
            return "if let value = wordChoice(\(value), default: \(initial), named: \"\(parameter.payloadName)\", "
                + "payload: &payload) { call.add(\(label), value) }"
        case .binding:
            return "call.add(\(label), \(local(name)).read)"
        case .action, .read(.actionTarget):
            if !property.isOptional { return "call.add(\(label), actions.closure(\(value)))" }
            if parameter.hasDefault {
                return "if let \(property.name) = \(value) { call.add(\(label), actions.closure(\(property.name))) }"
            }
            guard let absent = parameter.absent else { return "call.add(\(label), actions.optionalClosure(\(value)))" }
            return "call.add(\(label), \(value).map { actions.closure($0) } ?? .atom(\(SwiftWriter.literal(absent))))"
        case .icon:
            precondition(parameter.hasDefault, "ItemCodeGeneration: an icon parameter has a default")
            return "if let \(property.name) = \(value) { call.add(\(label), self.icon(\(property.name), payload: &payload)) }"
        case .peer:
            precondition(parameter.hasDefault, "ItemCodeGeneration: a peer parameter has a default")
            return "if let \(property.name) = \(value) { "
                + "call.add(\(label), peer(\(property.name), as: \"\(parameter.payloadName)\", payload: &payload)) }"
        case .read(.number):
            if property.isOptional {
                return "if let \(property.name) = \(value) { "
                    + "call.add(\(label), SwiftLiteral.double(\(property.name))) }"
            }
            return "call.add(\(label), SwiftLiteral.double(\(value)), if: \(value) != \(property.defaultValue!))"
        case .hook, .read, .expression:
            preconditionFailure("ItemCodeGeneration: \(shape.description.name)'s `\(name)` needs a named source")
        }
    }

    /// `call.add` for a named source.
    private func addBuiltIn(_ source: BuiltinSource, _ parameter: ItemParameter) -> String {
        func item(_ key: String) -> String { "item.\(shape.property(ofKey: key).name)" }
        let label = "\"\(parameter.label)\""
        let payloadName = "as: \"\(parameter.payloadName)\""
        switch source {
        case .interactiveChanges(let interactive, let locked):
            return "if let value = interactiveChanges(\(local(interactive)), locked: \(local(locked))) { "
                + "call.add(\(label), value) }"
        case .switchSetter(let binding, let interactive):
            return "call.add(\(label), switchSetter(\(local(binding)), interactive: \(local(interactive))))"
        case .toggle(let name):
            return "call.add(\(label), toggle(\(local(name))))"
        case .subItems(let name):
            return "call.add(\(label), \(local(name)))"
        case .labelStyle(let name):
            return "if let value = labelStyle(\(item(name))) { call.add(\(label), value) }"
        case .actionKind(let kind, let enabled):
            return "call.add(\(label), actionKind(\".\" + \(item(kind)).rawValue, enabled: \(local(enabled))))"
        case .actionWhen(let action, let condition):
            return "call.add(\(label), actionWhen(\(item(action)), condition: \(local(condition))))"
        case .actionWhileEnabled(let action, let enabled):
            return "call.add(\(label), actionWhileEnabled(\(item(action)), enabled: \(local(enabled))))"
        case .checkedState(let name):
            return "call.add(\(label), \(local(name)).checked)"
        case .checkedAction(let name):
            return "call.add(\(label), \(local(name)).action)"
        case .headerText(let text, let uppercased):
            return "call.add(\(label), headerText(\(item(text)), uppercased: \(item(uppercased)), \(payloadName), "
                + "payload: &payload))"
        case .headerAccessory(let name):
            return "if let value = \(item(name)) { "
                + "call.add(\(label), headerAccessory(value, \(payloadName), payload: &payload)) }"
        case .formattedText(let name):
            precondition(
                shape.property(ofKey: name).name == "text", "ItemCodeGeneration: `textOrMarkdown` fills `text`")
            return "call.add(\(label), formattedText(item.text, item.format, \(payloadName), payload: &payload))"
        case .linkAction(let name):
            return "if let value = \(item(name)) { call.add(\(label), linkClosure(value)) }"
        case .inputCaption(let name):
            return "call.add(\(label), inputCaption(\(item(name)), \(payloadName), payload: &payload))"
        case .inputType(let type, let capitalization, let autocorrection):
            return "if let value = inputType(\(item(type)), capitalization: \(item(capitalization)), "
                + "autocorrection: \(item(autocorrection))) { call.add(\(label), value) }"
        case .editedText(let bind, _):
            return "call.add(\(label), \(local(bind)).read)"
        case .accountContext(let given):
            return "if \(item(given)) != nil { call.add(\(label), accountContext()) }"
        case .textLimit(let maxLength, let display):
            return "call.add(\(label), textLimit(\(item(maxLength)), display: \(item(display))))"
        }
    }

    /// Swift for a key's default.
    private static func swift(_ value: ItemDefault) -> String {
        switch value {
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .enumCase(let name): "." + name
        case .text(let text): SwiftWriter.literal(text)
        case .literal: preconditionFailure("ItemCodeGeneration: a literal default is a custom item's")
        }
    }
}
