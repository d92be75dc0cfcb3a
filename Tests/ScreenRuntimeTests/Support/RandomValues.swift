import ScreenExpressions
import ScreenRuntime
import ScreencTestSupport

/// Random values of any field type, biased towards edge cases (empty strings and lists, nil, limits).
enum RandomValues {
    static func value(of type: ExpressionType, using generator: inout SeededGenerator) -> ExpressionValue {
        switch type {
        case .bool:
            return .bool(Bool.random(using: &generator))
        case .int, .int32, .int64:
            return .int(
                [-1, 0, 1, 2, 3, 19, 20, 100, Int.random(in: -5...300, using: &generator)]
                    .randomElement(using: &generator)!
            )
        case .double:
            return .double([0, 0.5, -1, 1e9].randomElement(using: &generator)!)
        case .array(let element):
            let count = [0, 1, 3].randomElement(using: &generator)!
            return .list((0..<count).map { _ in value(of: element, using: &generator) })
        case .dictionary(_, let element):
            let count = [0, 1, 3].randomElement(using: &generator)!
            return .list((0..<count).map { _ in value(of: element, using: &generator) })
        case .string:
            return .string(
                ["", "a", "abcd", "abcde", "Zoë 💼", "1.2.3.4", String(repeating: "x", count: 71)]
                    .randomElement(using: &generator)!
            )
        case .enumeration(_, let cases):
            return .enumCase(cases.randomElement(using: &generator)!)
        case .optional(let wrapped):
            return Int.random(in: 0..<3, using: &generator) == 0 ? .null : value(of: wrapped, using: &generator)
        case .list(let record):
            // Distinct ids, in random order; sometimes empty.
            let count = [0, 1, 2, 5, Int.random(in: 0...12, using: &generator)].randomElement(using: &generator)!
            let ids = Array((0..<20).shuffled(using: &generator).prefix(count))
            return .list(ids.map { element(of: record, id: $0, using: &generator) })
        case .record(let record):
            return element(of: record, id: Int.random(in: 0..<20, using: &generator), using: &generator)
        case .peerId:
            return .int(Int.random(in: 1...20, using: &generator))
        case .peer:
            let id = Int.random(in: 1...20, using: &generator)
            return PeerSample.value(id: id, name: "Peer \(id)")
        }
    }

    /// A record with `id` (an Int, or its decimal text for a String id); optional fields are sometimes left out.
    static func element(of record: RecordType, id: Int, using generator: inout SeededGenerator) -> ExpressionValue {
        var fields: [String: ExpressionValue] = [:]
        for field in record.fields {
            if field.name == "id" {
                fields["id"] = field.type == .string ? .string(String(id)) : .int(id)
            } else if case .optional = field.type, Bool.random(using: &generator) {
                continue
            } else {
                fields[field.name] = value(of: field.type, using: &generator)
            }
        }
        return .record(fields)
    }

    /// The defaults of `state`'s screen with most fields set to random values.
    static func state(_ state: ScreenState, using generator: inout SeededGenerator) throws -> ScreenState {
        var state = state
        for field in state.fields where Int.random(in: 0..<4, using: &generator) > 0 {
            try state.set(field.name, to: value(of: field.type, using: &generator))
        }
        return state
    }
}
