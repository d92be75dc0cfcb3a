import ScreenExpressions

extension ScreenState {
    /// The element type of a list field; nil for an unknown field or a field of another type.
    public func recordType(of list: String) -> RecordType? {
        if case .list(let record)? = type(of: list) { record } else { nil }
    }

    /// The index of the element of `list` whose `id` is `id`; nil when there is none (or `list` is not a list).
    /// Linear in the list's length.
    public func elementIndex(id: ExpressionValue, in list: String) -> Int? {
        elements(list)?.firstIndex { Self.elementID(of: $0) == id }
    }

    /// Inserts `element` (a record of the list's element type, with an id no other element has) into `list` at
    /// `index` (`0...count`; `count` appends).
    public mutating func insertElement(_ element: ExpressionValue, into list: String, at index: Int)
        throws(ScreenStateError)
    {
        let record = try listRecord(list)
        let element = try Self.checked(element, as: .record(record), path: "\(list)[\(index)]", interface: interface)
        let id = Self.elementID(of: element)
        try modifyElements(of: list) { elements throws(ScreenStateError) in
            guard (0...elements.count).contains(index) else {
                throw .elementIndexOutOfRange(field: list, index: index, count: elements.count)
            }
            if let existing = elements.firstIndex(where: { Self.elementID(of: $0) == id }) {
                throw .duplicateElementID(field: list, id: id, index: existing)
            }
            elements.insert(element, at: index)
        }
    }

    /// Removes the element at `index` from `list`; returns it.
    @discardableResult
    public mutating func removeElement(at index: Int, from list: String) throws(ScreenStateError) -> ExpressionValue {
        _ = try listRecord(list)
        return try modifyElements(of: list) { elements throws(ScreenStateError) in
            guard elements.indices.contains(index) else {
                throw .elementIndexOutOfRange(field: list, index: index, count: elements.count)
            }
            return elements.remove(at: index)
        }
    }

    /// Moves the element at `source` of `list` so that it ends up at `destination` (both indices of the list,
    /// `0..<count`); the other elements keep their order.
    public mutating func moveElement(in list: String, from source: Int, to destination: Int) throws(ScreenStateError) {
        _ = try listRecord(list)
        try modifyElements(of: list) { elements throws(ScreenStateError) in
            for index in [source, destination] where !elements.indices.contains(index) {
                throw .elementIndexOutOfRange(field: list, index: index, count: elements.count)
            }
            elements.insert(elements.remove(at: source), at: destination)
        }
    }

    /// Sets the field `name` of the element at `index` of `list` to `value` (of the field's type; a new `id` must
    /// not be another element's).
    public mutating func setField(_ name: String, ofElementAt index: Int, in list: String, to value: ExpressionValue)
        throws(ScreenStateError)
    {
        let record = try listRecord(list)
        guard let type = record.type(of: name) else {
            throw .unknownRecordField(
                field: "\(list)[\(index)]", name: name, record: record.name, known: record.fields.map(\.name))
        }
        let value = try Self.checked(value, as: type, path: "\(list)[\(index)].\(name)", interface: interface)
        try modifyElements(of: list) { elements throws(ScreenStateError) in
            guard elements.indices.contains(index), case .record(var fields) = elements[index] else {
                throw .elementIndexOutOfRange(field: list, index: index, count: elements.count)
            }
            if name == "id", let other = elements.firstIndex(where: { Self.elementID(of: $0) == value }),
                other != index
            {
                throw .duplicateElementID(field: list, id: value, index: other)
            }
            fields[name] = value
            elements[index] = .record(fields)
        }
    }

    /// Performs the write a data-bound control asked for, as an app that accepts it and re-emits its data would.
    public mutating func apply(_ change: DataChange) throws(ScreenStateError) {
        guard let element = change.element else {
            return try set(change.field, to: change.value)
        }
        _ = try listRecord(change.field)
        guard let index = elementIndex(id: element.id, in: change.field) else {
            throw .unknownElement(field: change.field, id: element.id)
        }
        try setField(element.field, ofElementAt: index, in: change.field, to: change.value)
    }

    /// The element type of `list`, or the error for a name that is not a list field.
    private func listRecord(_ list: String) throws(ScreenStateError) -> RecordType {
        guard let type = type(of: list) else {
            throw .unknownField(list, known: fields.map(\.name))
        }
        guard case .list(let record) = type else { throw .notAList(field: list, type: type) }
        return record
    }
}
