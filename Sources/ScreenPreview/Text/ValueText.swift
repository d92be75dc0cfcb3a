import ScreenExpressions

/// How the preview writes values in the status line and the data panel: as Swift would print literals (`true`,
/// `42`, `"Zoë"`, `.medium`, `nil`), and list elements by type, id and their first String field
/// (`BlockedPeer #2 “Zoë Laurent”`).
enum ValueText {
    /// A scalar value as a Swift literal; a list as its element count (`3 elements`); an element as
    /// `#id “first String field”` (see `element(_:record:)` for one with its type).
    static func literal(_ value: ExpressionValue, record: RecordType? = nil) -> String {
        switch value {
        case .list(let elements): count(elements.count)
        case .record: summary(value, record: record)
        case .bool, .int, .string, .enumCase, .null, .double, .caseWithValues: value.description
        }
    }

    /// `3 elements`, `1 element`, `no elements`; for a dictionary `3 entries`, `1 entry`, `no entries`.
    static func count(_ count: Int, of type: ExpressionType? = nil) -> String {
        let (one, many) = if case .dictionary? = type { ("entry", "entries") } else { ("element", "elements") }
        switch count {
        case 0: return "no \(many)"
        case 1: return "1 \(one)"
        default: return "\(count) \(many)"
        }
    }

    /// A list element with its type: `BlockedPeer #2 “Zoë Laurent”` (without a String field: `BlockedPeer #2`).
    static func element(_ value: ExpressionValue, record: RecordType?) -> String {
        (record.map { $0.name + " " } ?? "") + summary(value, record: record)
    }

    /// A list element without its type: its id and its first String field other than `id` (`#2 “Zoë Laurent”`),
    /// or only its id when it has none (or that field is nil).
    static func summary(_ value: ExpressionValue, record: RecordType?) -> String {
        guard case .record(let fields) = value else { return value.description }
        let id = self.id(fields["id"] ?? .null)
        guard let label = label(of: fields, record: record) else { return id }
        return label.isEmpty ? id : "\(id) “\(label)”"
    }

    /// An element id: `#2`, `#"alice"`.
    static func id(_ id: ExpressionValue) -> String {
        "#" + id.description
    }

    /// The value of the element's first String (or String?) field other than `id`, or its first peer's name, when
    /// it has one.
    static func label(of fields: [String: ExpressionValue], record: RecordType?) -> String? {
        guard let record else { return nil }
        for field in record.fields where field.name != "id" {
            switch field.type {
            case .string, .optional(.string):
                if case .string(let text)? = fields[field.name] { return text }
                return nil
            case .peer, .optional(.peer):
                return fields[field.name].flatMap(PeerSample.parts(of:))?.name
            default:
                continue
            }
        }
        return nil
    }

    /// The payload of a hook call, in Swift call syntax without the parentheses: elements with their type (the
    /// record of the row the call came from), other values as literals.
    static func payload(_ payload: [ExpressionValue], record: RecordType?) -> String {
        payload.map { value in
            if case .record = value { return element(value, record: record) }
            // A list of ids (a `reorder` hook's new order) is written out: `[23, 24, 21]`.
            if case .list(let values) = value, !values.contains(where: { if case .record = $0 { true } else { false } }) {
                return value.description
            }
            return literal(value)
        }.joined(separator: ", ")
    }
}
