import ScreenExpressions

extension ScreenState {
    /// `value` checked against `type` and completed: records get `.null` for the optional fields they leave out.
    /// `path` names the value in errors (`blockedPeers[2].name`).
    static func checked(_ value: ExpressionValue, as type: ExpressionType, path: String) throws(ScreenStateError)
        -> ExpressionValue
    {
        switch (type, value) {
        case (.bool, .bool), (.int, .int), (.string, .string), (.peerId, .int), (.int64, .int), (.double, .double):
            return value
        case (.int32, .int(let number)) where Int32(exactly: number) != nil:
            return value
        case (.double, .int(let number)):
            return .double(Double(number))
        case (.enumeration(_, let cases), .caseWithValues(let name, _)):
            guard cases.contains(name) else {
                throw .unknownEnumCase(field: path, case: name, cases: cases.names)
            }
            return value
        case (.array(let element), .list(let elements)):
            var checkedElements: [ExpressionValue] = []
            checkedElements.reserveCapacity(elements.count)
            for (index, value) in elements.enumerated() {
                checkedElements.append(try checked(value, as: element, path: "\(path)[\(index)]"))
            }
            return .list(checkedElements)
        case (.peer, _) where PeerSample.parts(of: value) != nil:
            return value
        case (.enumeration(_, let cases), .enumCase(let name)):
            guard cases.contains(name) else {
                throw .unknownEnumCase(field: path, case: name, cases: cases.names)
            }
            return value
        case (.optional, .null):
            return value
        case (.optional(let wrapped), _):
            do {
                return try checked(value, as: wrapped, path: path)
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
                let element = try checked(element, as: .record(record), path: "\(path)[\(index)]")
                let id = elementID(of: element)
                guard !hasID || ids.insert(id).inserted else {
                    throw .duplicateElementID(field: path, id: id, index: index)
                }
                checkedElements.append(element)
            }
            return .list(checkedElements)
        case (.record(let record), .record(let fields)):
            return .record(try checked(fields, as: record, path: path))
        default:
            throw .typeMismatch(field: path, expected: type, actual: value)
        }
    }

    /// A record's fields checked against its type: no unknown field, every non-optional field present, each value
    /// of its field's type; optional fields left out are added as `.null`.
    private static func checked(_ fields: [String: ExpressionValue], as record: RecordType, path: String)
        throws(ScreenStateError) -> [String: ExpressionValue]
    {
        for name in fields.keys.sorted() where record.type(of: name) == nil {
            throw .unknownRecordField(field: path, name: name, record: record.name, known: record.fields.map(\.name))
        }
        var result: [String: ExpressionValue] = [:]
        result.reserveCapacity(record.fields.count)
        for field in record.fields {
            if let value = fields[field.name] {
                result[field.name] = try checked(value, as: field.type, path: path + "." + field.name)
            } else if case .optional = field.type {
                result[field.name] = .null
            } else {
                throw .missingRecordField(field: path, name: field.name, record: record.name)
            }
        }
        return result
    }

    /// The `id` of a list element (a checked record); `.null` for a record without one.
    static func elementID(of element: ExpressionValue) -> ExpressionValue {
        guard case .record(let fields) = element else { preconditionFailure("a list element is not a record") }
        return fields["id"] ?? .null
    }
}
