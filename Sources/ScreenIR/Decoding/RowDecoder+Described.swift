import ScreenDiagnostics
import YAMLReader

extension RowDecoder {
    /// A row of a described kind: each key the description has, read by its value kind. Reports a missing required
    /// key; nil when one is missing or a value does not decode.
    func decodeDescribed(_ description: ItemDescription, _ reader: MappingReader) -> DescribedRow? {
        var values: [String: DescribedValue] = [:]
        var complete = true
        for key in description.keys {
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
        case .special:
            // Only built-in kinds have keys read by their own code; a described kind never does.
            sink.report(.invalidValue, "\(what) cannot be read for this item", at: node.span)
            return nil
        }
    }
}
