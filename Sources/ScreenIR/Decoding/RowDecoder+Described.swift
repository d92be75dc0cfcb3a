import ScreenDiagnostics
import YAMLReader

extension RowDecoder {
    /// A row of a described kind: each key the description has, read by its value kind. Reports a missing required
    /// key; nil when one is missing or a value does not decode.
    ///
    /// A key read with another (`push` and `set` with the action key) is read by that key's reader; `change` is read
    /// after the binding it reports, and for a binding of app data defaults to `update<Field>` (in a repeated row
    /// `update<Element><Field>` for a field of the element), like a built-in control's.
    func decodeDescribed(_ description: ItemDescription, _ reader: MappingReader, repetition: Repetition?) -> DescribedRow? {
        var values: [String: DescribedValue] = [:]
        var complete = true
        for key in description.keys {
            switch key.storage {
            case .with: continue
            case .reader(.changeHook): continue
            default: break
            }
            if key.kind == .action, description.key(named: "push")?.storage == .with(key.name) {
                let target = self.values.actionTarget(in: reader, required: key.isRequired, allowsSet: true, actionKey: key.name)
                if let target {
                    values[key.name] = .action(target)
                } else if key.isRequired || ["push", "set", key.name].contains(where: reader.has) {
                    complete = false
                }
                continue
            }
            let node = key.isRequired ? reader.require(key.name) : reader.value(key.name)
            guard let node else {
                if key.isRequired { complete = false }
                continue
            }
            guard let value = describedValue(node, of: key) else {
                complete = false
                continue
            }
            values[key.name] = value
        }
        for key in description.keys {
            guard case .reader(.changeHook(let bound)) = key.storage else { continue }
            var change = reader.value(key.name).flatMap { self.values.hook($0, what: "a change hook") }
            if reader.has(key.name) && change == nil { complete = false }
            if change == nil, case .binding(let field)? = values[bound],
                let name = defaultChangeHookName(field.value, repetition: repetition)
            {
                change = HookReference(name: Located(name, span: field.span))
            }
            if let change { values[key.name] = .hook(change) }
        }
        guard complete else { return nil }
        return DescribedRow(description: description, values: values)
    }

    /// The value of `key` from `node`, by the key's kind.
    private func describedValue(_ node: YAMLNode, of key: ItemKey) -> DescribedValue? {
        let what = "`\(key.name)`"
        switch key.kind {
        case .text:
            return values.text(node, what: what).map(DescribedValue.text)
        case .condition:
            return values.condition(node, what: what).map(DescribedValue.condition)
        case .bool:
            return values.bool(node, what: what).map(DescribedValue.bool)
        case .int(let minimum):
            return values.int(node, what: what, range: minimum...Int.max).map(DescribedValue.int)
        case .enumeration(let cases):
            guard let scalar = values.scalar(node, what: what) else { return nil }
            guard cases.contains(where: { $0.name == scalar.value }) else {
                values.reportUnknownWord(
                    scalar.value, what: "\(what) value", options: cases.map(\.name), at: node.span)
                return nil
            }
            return .enumCase(Located(scalar.value, span: node.span))
        case .binding:
            return values.fieldName(node, what: "bound field").map(DescribedValue.binding)
        case .hook:
            return values.hook(node, what: "a hook").map(DescribedValue.hook)
        case .action:
            return values.externalAction(node).map(DescribedValue.action)
        case .icon:
            return values.icon(node, what: what).map(DescribedValue.icon)
        case .peer:
            return values.parseExpression(node, what: what, example: "a list element's `Peer` field such as `peer.peer`")
                .map(DescribedValue.peer)
        case .presence:
            return values.parseExpression(
                node, what: what, example: "a list element's presence field such as `member.presence`"
            ).map(DescribedValue.value)
        case .value(let type):
            return values.parseExpression(
                node, what: what, example: "an expression of type `\(type.name)`, such as a field of app data"
            ).map(DescribedValue.value)
        case .revealOptions:
            return revealOptions(node, what: what)
        case .special:
            // Only built-in kinds have keys read by their own code; a described kind never does.
            sink.report(.invalidValue, "\(what) cannot be read for this item", at: node.span)
            return nil
        }
    }

    /// `revealOptions:`: a non-empty list of `{ title:, color:, action: }`. Nil (reported) when an option does not
    /// decode.
    private func revealOptions(_ node: YAMLNode, what: String) -> DescribedValue? {
        guard let items = node.sequence else {
            sink.report(
                .wrongType, "\(what) must be a list of `{ title:, color:, action: }` options, not \(node.kindDescription)",
                at: node.span)
            return nil
        }
        guard !items.isEmpty else {
            sink.report(
                .invalidValue, "\(what) must list at least one option", at: node.span,
                help: "leave `revealOptions` out for the one Delete option that calls `remove`")
            return nil
        }
        var options: [RevealOption] = []
        var complete = true
        for item in items {
            guard let reader = MappingReader(item, what: "a reveal option", allowed: ScreenLanguage.revealOption.names, sink: sink)
            else {
                complete = false
                continue
            }
            defer { reader.finish() }
            let title = reader.require("title").flatMap { values.text($0, what: "the option's `title`") }
            let hook = reader.require("action").flatMap { values.hook($0, what: "the option's hook") }
            var color = "neutral"
            if let node = reader.value("color") {
                guard let word = values.scalar(node, what: "the option's `color`") else {
                    complete = false
                    continue
                }
                guard ScreenLanguage.revealOptionColors.contains(word.value) else {
                    values.reportUnknownWord(word.value, what: "`color` value", options: ScreenLanguage.revealOptionColors, at: node.span)
                    complete = false
                    continue
                }
                color = word.value
            }
            guard let title, let hook else {
                complete = false
                continue
            }
            options.append(RevealOption(title: title, color: color, hook: hook))
        }
        return complete ? .revealOptions(options) : nil
    }
}
