import ScreenExpressions

extension ScreenState {
    /// `value` checked against `type` and completed: records get `.null` for the optional fields they leave out, a
    /// case of a declared enum written without its values (`--set presence=enableEveryone`) gets the zero values of
    /// what it carries (`interface` says what each case carries). `path` names the value in errors
    /// (`blockedPeers[2].name`, `privacy.presence.disableFor`).
    static func checked(
        _ value: ExpressionValue, as type: ExpressionType, path: String, interface: AppInterface
    ) throws(ScreenStateError) -> ExpressionValue {
        switch (type, value) {
        case (.bool, .bool), (.int, .int), (.int64, .int), (.string, .string), (.peerId, .int), (.double, .double):
            return value
        case (.int32, .int(let number)):
            guard Int32(exactly: number) != nil else { throw .typeMismatch(field: path, expected: type, actual: value) }
            return value
        case (.peer, _) where PeerSample.parts(of: value) != nil:
            return value
        case (.enumeration(let name, let cases), .enumCase(let caseName)),
            (.enumeration(let name, let cases), .caseWithValues(let caseName, _)):
            guard cases.contains(caseName) else {
                throw .unknownEnumCase(field: path, case: caseName, cases: cases.names)
            }
            return try checkedCase(value, of: name, path: path, interface: interface)
        case (.array(let element), .list(let elements)), (.dictionary(_, let element), .list(let elements)):
            var checkedElements: [ExpressionValue] = []
            checkedElements.reserveCapacity(elements.count)
            for (index, value) in elements.enumerated() {
                checkedElements.append(try checked(value, as: element, path: "\(path)[\(index)]", interface: interface))
            }
            return .list(checkedElements)
        case (.optional, .null):
            return value
        case (.optional(let wrapped), _):
            do {
                return try checked(value, as: wrapped, path: path, interface: interface)
            } catch {
                // Name the optional type, not the wrapped one, when the value itself does not fit.
                if case .typeMismatch(path, _, let actual) = error {
                    throw .typeMismatch(field: path, expected: type, actual: actual)
                }
                throw error
            }
        case (.list(let record), .list(let elements)):
            var checkedElements: [ExpressionValue] = []
            checkedElements.reserveCapacity(elements.count)
            // A list element type always has an `id` (`missing-list-id` otherwise); ids must be distinct, as they
            // are the rows' identities.
            let hasID = record.type(of: "id") != nil
            var ids: Set<ExpressionValue> = []
            ids.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                let element = try checked(element, as: .record(record), path: "\(path)[\(index)]", interface: interface)
                let id = elementID(of: element)
                guard !hasID || ids.insert(id).inserted else {
                    throw .duplicateElementID(field: path, id: id, index: index)
                }
                checkedElements.append(element)
            }
            return .list(checkedElements)
        case (.record(let record), .record(let fields)):
            return .record(try checked(fields, as: record, path: path, interface: interface))
        default:
            throw .typeMismatch(field: path, expected: type, actual: value)
        }
    }

    /// A record's fields checked against its type: no unknown field, every non-optional field present, each value
    /// of its field's type; optional fields left out are added as `.null`.
    private static func checked(
        _ fields: [String: ExpressionValue], as record: RecordType, path: String, interface: AppInterface
    ) throws(ScreenStateError) -> [String: ExpressionValue] {
        for name in fields.keys.sorted() where record.type(of: name) == nil {
            throw .unknownRecordField(field: path, name: name, record: record.name, known: record.fields.map(\.name))
        }
        var result: [String: ExpressionValue] = [:]
        result.reserveCapacity(record.fields.count)
        for field in record.fields {
            if let value = fields[field.name] {
                result[field.name] = try checked(
                    value, as: field.type, path: path + "." + field.name, interface: interface)
            } else if case .optional = field.type {
                result[field.name] = .null
            } else {
                throw .missingRecordField(field: path, name: field.name, record: record.name)
            }
        }
        return result
    }

    /// A case of the declared enum `enumName` with exactly the values it carries, each of its type: a case written
    /// without them gets their zero values; a value it does not carry is an error, as is one for a case that carries
    /// none.
    private static func checkedCase(
        _ value: ExpressionValue, of enumName: String, path: String, interface: AppInterface
    ) throws(ScreenStateError) -> ExpressionValue {
        guard let caseName = value.caseName else { preconditionFailure("not an enum case") }
        let carried = interface.values(ofCase: caseName, in: enumName)
        guard case .caseWithValues(_, let values) = value else {
            return carried.isEmpty ? value : interface.caseValue(caseName, of: enumName)
        }
        guard !carried.isEmpty else {
            guard let label = values.keys.min() else { return .enumCase(caseName) }
            throw .unknownRecordField(field: path, name: label, record: "\(enumName).\(caseName)", known: [])
        }
        let labels = carried.map(\.label)
        for label in values.keys.sorted() where !labels.contains(label) {
            throw .unknownRecordField(field: path, name: label, record: "\(enumName).\(caseName)", known: labels)
        }
        var result: [String: ExpressionValue] = [:]
        for value in carried {
            if let written = values[value.label] {
                result[value.label] = try checked(
                    written, as: value.type, path: path + "." + value.label, interface: interface)
            } else {
                result[value.label] = interface.zeroValue(of: value.type)
            }
        }
        return .caseWithValues(caseName, result)
    }

    /// The `id` of a list element (a checked record); `.null` for a record without one.
    static func elementID(of element: ExpressionValue) -> ExpressionValue {
        guard case .record(let fields) = element else { preconditionFailure("a list element is not a record") }
        return fields["id"] ?? .null
    }
}
