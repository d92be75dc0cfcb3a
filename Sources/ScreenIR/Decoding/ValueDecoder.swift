import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes a value written in YAML against its declared type: state and parameter defaults, samples of parameters
/// and app data, and the values of a samples file. A value that does not fit is `invalid-default`.
struct ValueDecoder {
    let values: ValueReader
    let sink: DiagnosticSink
    /// The values the cases of the app's enums carry, for samples of declared enums.
    var interface: AppInterface = .empty

    /// The value of `node` as a `type`. `owner` names what the value belongs to (`mode`, `BlockedPeer.name`) and
    /// `role` what it is ("default", "sample"), for messages; nil after reporting a value that does not fit.
    func decode(_ node: YAMLNode, as type: ValueType, of owner: String, role: String) -> ExpressionValue? {
        switch type {
        case .optional(let wrapped):
            if node.scalar?.isNull == true { return .null }
            return decode(node, as: wrapped, of: owner, role: role)
        case .enumeration(let cases):
            guard let scalar = values.scalar(node, what: "the \(role) case") else { return nil }
            let names = cases.map(\.value)
            guard names.contains(scalar.value) else {
                sink.report(
                    .invalidDefault, "`\(scalar.value)` is not a case of `\(owner)`", at: node.span,
                    notes: ["cases: \(Suggestion.list(names))"],
                    help: Suggestion.didYouMean(scalar.value, in: names))
                return nil
            }
            return .enumCase(scalar.value)
        case .list(let list):
            return decodeList(node, list, of: owner, role: role)
        case .bool, .int, .string, .int32, .int64, .double:
            return decodeScalar(node, type, of: owner, role: role)
        case .app(let appType):
            return decodeAppValue(node, appType, of: owner, role: role)
        case .array(let element), .dictionary(_, let element):
            return decodeCollection(node, type, element: element, of: owner, role: role)
        case .peerId:
            return decodePeerID(node, of: owner, role: role).map(ExpressionValue.int)
        case .peer:
            return decodePeer(node, of: owner, role: role)
        }
    }

    private func decodeScalar(_ node: YAMLNode, _ type: ValueType, of owner: String, role: String) -> ExpressionValue? {
        guard let scalar = node.scalar, !(scalar.isNull && type != .string) else {
            sink.report(.invalidDefault, "the \(role) of `\(owner)` must be a \(type.name) value", at: node.span)
            return nil
        }
        switch type {
        case .bool:
            if scalar.style == .plain, let value = ValueReader.boolLiteral(scalar.value) { return .bool(value) }
        case .int, .int64:
            if scalar.style == .plain, let value = ValueReader.intLiteral(scalar.value) {
                values.warnIfAmbiguous(scalar, number: value, at: node.span)
                return .int(value)
            }
        case .int32:
            if scalar.style == .plain, let value = ValueReader.intLiteral(scalar.value), Int32(exactly: value) != nil {
                values.warnIfAmbiguous(scalar, number: value, at: node.span)
                return .int(value)
            }
        case .double:
            if scalar.style == .plain, let value = Double(scalar.value), value.isFinite {
                values.warnIfAmbiguous(scalar, number: value, at: node.span)
                return .double(value)
            }
        default:
            values.warnIfAmbiguous(scalar, at: node.span)
            return .string(scalar.isNull ? "" : scalar.value)
        }
        sink.report(
            .invalidDefault, "`\(scalar.value)` is not a \(type.name) value for `\(owner)`", at: node.span,
            help: type == .bool
                ? "use `true` or `false` without quotes"
                : type == .double
                    ? "use a number without quotes" : type == .int32 ? "use a whole number between -2147483648 and 2147483647 without quotes" : "use a whole number without quotes")
        return nil
    }

    /// A list sample: a list of mappings, one per element, each with a value for every field that is not optional.
    private func decodeList(_ node: YAMLNode, _ list: ListType, of owner: String, role: String) -> ExpressionValue? {
        let element = list.element.value
        guard let items = node.sequence else {
            sink.report(
                .invalidDefault,
                "the \(role) of `\(owner)` must be a list of `\(element)` mappings, not \(node.kindDescription)",
                at: node.span, help: "write one `{ id: …, … }` mapping per element, or `[]` for none")
            return nil
        }
        var elements: [ExpressionValue] = []
        elements.reserveCapacity(items.count)
        var ids: [ExpressionValue: SourceSpan] = [:]
        for item in items {
            guard let (record, idSpan) = decodeRecord(item, list) else { continue }
            if let id = record["id"], let idSpan {
                if let first = ids[id] {
                    sink.report(
                        .invalidDefault, "two `\(element)` elements of `\(owner)` have the id \(id)", at: idSpan,
                        labels: [Diagnostic.Label(span: first, message: "first used here")],
                        notes: ["the rows of a list are told apart by their element's `id`, so ids are unique"])
                    continue
                }
                ids[id] = idSpan
            }
            elements.append(.record(record))
        }
        return .list(elements)
    }

    /// One element of a list sample; the span of its `id` value. Optional fields left out are nil.
    private func decodeRecord(_ node: YAMLNode, _ list: ListType) -> ([String: ExpressionValue], SourceSpan?)? {
        let element = list.element.value
        guard let pairs = node.mapping else {
            sink.report(
                .invalidDefault, "an element of a `\(element)` list must be a mapping of its fields, not \(node.kindDescription)",
                at: node.span, help: "write it like `{ id: 1, … }`")
            return nil
        }
        var record: [String: ExpressionValue] = [:]
        var idSpan: SourceSpan?
        var valid = true
        // Fields written misspelt (`nmae:` for `name:`): reported as unknown with "did you mean", not also missing.
        var misspelt: Set<String> = []
        for pair in pairs {
            guard let key = pair.key.scalar?.value else { continue }
            guard let field = list.field(named: key) else {
                let names = list.fields.map(\.name.value)
                let closest = Suggestion.closest(to: key, in: names)
                if let closest { misspelt.insert(closest) }
                sink.report(
                    .unknownField, "`\(element)` has no field `\(key)`", at: pair.key.span,
                    notes: ["`\(element)` has the fields " + Suggestion.list(names) { "`\($0)`" }],
                    help: closest.map { "did you mean `\($0)`?" })
                continue
            }
            guard let value = decode(pair.value, as: field.type, of: "\(element).\(key)", role: "value") else {
                valid = false
                continue
            }
            record[key] = value
            if key == "id" { idSpan = pair.value.span }
        }
        if valid, !completePeerIDs(of: &record, list, at: node) { valid = false }
        var missing: [RecordField] = []
        for field in list.fields where record[field.name.value] == nil {
            if case .optional = field.type {
                record[field.name.value] = .null
            } else {
                missing.append(field)
            }
        }
        if valid, !missing.isEmpty {
            valid = false
            missing.removeAll { misspelt.contains($0.name.value) }
            if !missing.isEmpty {
                let names = Suggestion.list(missing) { "`\($0.name.value)`" }
                sink.report(
                    .invalidDefault, "this `\(element)` has no \(names)", at: node.span,
                    notes: ["only optional fields may be left out"],
                    help: "add " + Suggestion.list(missing) { "`\($0.name.value): …` (\($0.type.name))" })
            }
        }
        return valid ? (record, idSpan) : nil
    }

    /// The value a declaration starts with when its default or sample is missing or invalid: false, 0, "", the first
    /// case, nil, or an empty list.
    static func zeroValue(of type: ValueType) -> ExpressionValue {
        switch type {
        case .bool: .bool(false)
        case .int: .int(0)
        case .string: .string("")
        case .enumeration(let cases): .enumCase(cases.first?.value ?? "")
        case .optional: .null
        case .list: .list([])
        case .peerId: .int(0)
        case .peer: PeerSample.value(id: 0, name: "")
        case .int32, .int64: .int(0)
        case .double: .double(0)
        case .array, .dictionary: .list([])
        case .app(let type): zeroValue(of: type)
        }
    }

    /// The zero value of an app type as the condition language sees it: each member's zero value, the first case
    /// (with the zero values of what it carries when `interface` says it carries values).
    static func zeroValue(of type: ExpressionType, interface: AppInterface = .empty) -> ExpressionValue {
        interface.zeroValue(of: type)
    }

    /// The type and value of a shorthand (`autoplay: true`): plain `true`/`false` → Bool, plain integer → Int, else
    /// String.
    static func inferred(from scalar: YAMLScalar) -> (ValueType, ExpressionValue) {
        if scalar.isPlainUntagged {
            if let value = ValueReader.boolLiteral(scalar.value) { return (.bool, .bool(value)) }
            if let value = ValueReader.intLiteral(scalar.value), !ScalarPortability.isLeadingZeroNumber(scalar.value) {
                return (.int, .int(value))
            }
        }
        return (.string, .string(scalar.value))
    }
}
