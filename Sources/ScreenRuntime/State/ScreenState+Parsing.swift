import ScreenExpressions

extension ScreenState {
    /// Sets `field` (state, app data or parameter) from text, as `screenc preview --set field=value` gives it.
    ///
    /// The text is read according to the field's type:
    /// - Bool: exactly `true` or `false`;
    /// - Int, Int64: a decimal integer, optionally signed (`42`, `-1`), no spaces; Int32 the same, within its range;
    /// - Double: a finite decimal number (`0.5`, `-2`, `1e3`);
    /// - String: the text as it is (an empty text is the empty string; quotes are kept as characters);
    /// - enum: a case name, with or without the leading dot (`mtproto` or `.mtproto`); a case of a declared enum that
    ///   carries values gets their zero values;
    /// - optional: `nil`, or the wrapped type's text (so an optional String cannot be set to the text `nil`);
    /// - list, array, dictionary, a declared struct: not settable from text (`notSettableFromText`).
    public mutating func assign(field: String, value text: String) throws(ScreenStateError) {
        guard let type = type(of: field) else {
            throw .unknownField(field, known: fields.map(\.name))
        }
        try set(field, to: Self.parse(text, as: type, field: field))
    }

    /// Sets a field from a `field=value` text (split at the first `=`); see `assign(field:value:)`.
    public mutating func assign(_ assignment: String) throws(ScreenStateError) {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw .malformedAssignment(assignment)
        }
        let field = String(assignment[..<equals])
        let value = String(assignment[assignment.index(after: equals)...])
        try assign(field: field, value: value)
    }

    /// Reads `text` as a value of `type`, for the field named `field` (used in errors).
    public static func parse(_ text: String, as type: ExpressionType, field: String) throws(ScreenStateError)
        -> ExpressionValue
    {
        switch type {
        case .bool:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: throw .invalidValue(field: field, type: type, text: text)
            }
        case .int, .int32, .int64:
            guard let value = Int(text), type == .int || type == .int64 || Int32(exactly: value) != nil else {
                throw .invalidValue(field: field, type: type, text: text)
            }
            return .int(value)
        case .double:
            guard let value = Double(text), value.isFinite else {
                throw .invalidValue(field: field, type: type, text: text)
            }
            return .double(value)
        case .string:
            return .string(text)
        case .enumeration(_, let cases):
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            guard cases.contains(name) else {
                throw .unknownEnumCase(field: field, case: name, cases: cases.names)
            }
            return .enumCase(name)
        case .optional(let wrapped):
            return text == "nil" ? .null : try parse(text, as: wrapped, field: field)
        case .peerId:
            guard let value = Int(text) else {
                throw .invalidValue(field: field, type: type, text: text)
            }
            return .int(value)
        case .list, .record, .peer, .array, .dictionary:
            throw .notSettableFromText(field: field, type: type)
        }
    }
}
