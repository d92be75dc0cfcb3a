import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Samples of the app's types (`types:`): a struct as a mapping of its members, an enum case as its name or as
/// `{ case: { label: value, … } }` with what it carries, arrays as lists and dictionaries as mappings.
extension ValueDecoder {
    /// A value of a declared app type.
    func decodeAppValue(_ node: YAMLNode, _ type: ExpressionType, of owner: String, role: String) -> ExpressionValue? {
        decodeValue(node, as: type, of: owner, role: role)
    }

    /// An array (a YAML list) or a dictionary (a YAML mapping, whose keys only count) of `element` values.
    func decodeCollection(
        _ node: YAMLNode, _ type: ValueType, element: ValueType, of owner: String, role: String
    ) -> ExpressionValue? {
        decodeValue(node, as: type.expressionType(enumName: owner), of: owner, role: role)
    }

    /// A value of any type the condition language has.
    private func decodeValue(_ node: YAMLNode, as type: ExpressionType, of owner: String, role: String)
        -> ExpressionValue?
    {
        switch type {
        case .bool: return decode(node, as: .bool, of: owner, role: role)
        case .int: return decode(node, as: .int, of: owner, role: role)
        case .int32: return decode(node, as: .int32, of: owner, role: role)
        case .int64: return decode(node, as: .int64, of: owner, role: role)
        case .double: return decode(node, as: .double, of: owner, role: role)
        case .string: return decode(node, as: .string, of: owner, role: role)
        case .peerId: return decode(node, as: .peerId, of: owner, role: role)
        case .peer: return decode(node, as: .peer, of: owner, role: role)
        case .optional(let wrapped):
            if node.scalar?.isNull == true { return .null }
            return decodeValue(node, as: wrapped, of: owner, role: role)
        case .list(let record):
            return decodeValue(node, as: .array(.record(record)), of: owner, role: role)
        case .array(let element):
            guard let items = node.sequence else {
                sink.report(
                    .invalidDefault, "the \(role) of `\(owner)` must be a list, not \(node.kindDescription)",
                    at: node.span, help: "write `[]` for an empty one")
                return nil
            }
            let elements = items.compactMap { decodeValue($0, as: element, of: owner, role: role) }
            return elements.count == items.count ? .list(elements) : nil
        case .dictionary(_, let value):
            guard let pairs = node.mapping else {
                sink.report(
                    .invalidDefault,
                    "the \(role) of `\(owner)` must be a mapping (a dictionary), not \(node.kindDescription)",
                    at: node.span, help: "write `{}` for an empty one")
                return nil
            }
            let elements = pairs.compactMap { decodeValue($0.value, as: value, of: owner, role: role) }
            return elements.count == pairs.count ? .list(elements) : nil
        case .record(let record):
            return decodeMembers(node, record, of: owner, role: role)
        case .enumeration(let name, let cases):
            return decodeCase(node, enumName: name, cases: cases, of: owner, role: role)
        }
    }

    /// A struct's value: a mapping of its members; optional members may be left out.
    private func decodeMembers(_ node: YAMLNode, _ record: RecordType, of owner: String, role: String)
        -> ExpressionValue?
    {
        guard record.isDeclared, !record.fields.isEmpty else {
            // A type the screen only passes on: any written value stands for one.
            return .record([:])
        }
        guard let pairs = node.mapping else {
            sink.report(
                .invalidDefault,
                "the \(role) of `\(owner)` must be a mapping of the members of `\(record.name)`, not \(node.kindDescription)",
                at: node.span, help: "write it like `{ \(record.fields[0].name): … }`")
            return nil
        }
        var members: [String: ExpressionValue] = [:]
        var valid = true
        for pair in pairs {
            guard let key = pair.key.scalar?.value else { continue }
            guard let member = record.fields.first(where: { $0.name == key }) else {
                let names = record.fields.map(\.name)
                sink.report(
                    .unknownField, "`\(record.name)` has no member `\(key)`", at: pair.key.span,
                    notes: ["`\(record.name)` has the members " + Suggestion.list(names) { "`\($0)`" }],
                    help: Suggestion.didYouMean(key, in: names))
                valid = false
                continue
            }
            guard let value = decodeValue(pair.value, as: member.type, of: "\(record.name).\(key)", role: role) else {
                valid = false
                continue
            }
            members[key] = value
        }
        // Members left out start from their zero value (nil for an optional), so a sample names only what matters.
        for member in record.fields where members[member.name] == nil {
            members[member.name] = ValueDecoder.zeroValue(of: member.type, interface: interface)
        }
        return valid ? .record(members) : nil
    }

    /// An enum case: its name, or `{ name: { label: value, … } }` with the values it carries (those left out are their
    /// zero values).
    private func decodeCase(
        _ node: YAMLNode, enumName: String, cases: EnumCases, of owner: String, role: String
    ) -> ExpressionValue? {
        let written: Located<String>
        var valuesNode: YAMLNode?
        if let pairs = node.mapping, pairs.count == 1, let key = pairs[0].key.scalar?.value {
            written = Located(key, span: pairs[0].key.span)
            valuesNode = pairs[0].value
        } else if let scalar = node.scalar, !scalar.isNull {
            written = Located(scalar.value, span: node.span)
        } else {
            sink.report(
                .invalidDefault, "the \(role) of `\(owner)` must be a case of `\(enumName)`", at: node.span,
                help: "write the case's name, or `{ case: { label: value } }` with the values it carries")
            return nil
        }
        let name = written.value.hasPrefix(".") ? String(written.value.dropFirst()) : written.value
        guard cases.contains(name) else {
            sink.report(
                .invalidDefault, "`\(name)` is not a case of `\(enumName)`", at: written.span,
                notes: ["cases: \(Suggestion.list(Array(cases)))"], help: Suggestion.didYouMean(name, in: Array(cases)))
            return nil
        }
        let carried = interface.values(ofCase: name, in: enumName)
        guard !carried.isEmpty else {
            if let valuesNode, !(valuesNode.scalar?.isNull ?? false) {
                sink.report(
                    .invalidDefault, "case `\(name)` of `\(enumName)` carries no values", at: valuesNode.span,
                    help: "write only the case's name")
                return nil
            }
            return .enumCase(name)
        }
        var values: [String: ExpressionValue] = [:]
        if let valuesNode, !(valuesNode.scalar?.isNull ?? false) {
            guard let pairs = valuesNode.mapping else {
                sink.report(
                    .invalidDefault, "the values of `.\(name)` must be a mapping of its labels", at: valuesNode.span,
                    help: "write `{ \(carried[0].label): … }`")
                return nil
            }
            for pair in pairs {
                guard let key = pair.key.scalar?.value else { continue }
                guard let value = carried.first(where: { $0.label == key }) else {
                    let labels = carried.map(\.label)
                    sink.report(
                        .unknownField, "case `\(name)` of `\(enumName)` carries no `\(key)`", at: pair.key.span,
                        notes: ["it carries " + Suggestion.list(labels) { "`\($0)`" }],
                        help: Suggestion.didYouMean(key, in: labels))
                    return nil
                }
                guard let decoded = decodeValue(pair.value, as: value.type, of: "\(enumName).\(name).\(key)", role: role)
                else { return nil }
                values[key] = decoded
            }
        }
        for value in carried where values[value.label] == nil {
            values[value.label] = ValueDecoder.zeroValue(of: value.type, interface: interface)
        }
        return .caseWithValues(name, values)
    }
}
