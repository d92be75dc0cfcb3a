import ScreenExpressions
import ScreenRuntime
import ScreencTestSupport

/// A value for one field of the local state, as a hook writes it through the screen's handle.
struct StateAssignment: Sendable, CustomStringConvertible {
    var field: String
    var value: ExpressionValue

    var description: String { "\(field) = \(value)" }
}

/// Random runtime values of the screens' types: for app data emissions, parameters chosen at creation and state a
/// hook writes through the handle.
enum RandomValues {
    /// A value of `type`: any Bool; a small Int (negative ones too); a String from empty to emoji and CJK; any case
    /// of an enum; nil for an optional one time in three; a list of up to four elements with distinct ids.
    static func value(of type: ExpressionType, using generator: inout SeededGenerator) -> ExpressionValue {
        switch type {
        case .bool:
            return .bool(Bool.random(using: &generator))
        case .int, .int32, .int64:
            return .int(Int.random(in: -2...40, using: &generator))
        case .double:
            return .double(Double(Int.random(in: -2...40, using: &generator)) / 2)
        case .array(let element), .dictionary(_, let element):
            return .list((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(of: element, using: &generator) })
        case .string:
            return .string(text(using: &generator))
        case .enumeration(_, let cases):
            return .enumCase(cases.randomElement(using: &generator)!)
        case .optional(let wrapped):
            return Int.random(in: 0..<3, using: &generator) == 0 ? .null : value(of: wrapped, using: &generator)
        case .list(let record):
            var elements: [ExpressionValue] = []
            var ids: Set<ExpressionValue> = []
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let id = freshID(for: record, avoiding: ids, using: &generator)
                ids.insert(id)
                elements.append(element(of: record, id: id, using: &generator))
            }
            return .list(elements)
        case .record(let record):
            return element(of: record, id: freshID(for: record, avoiding: [], using: &generator), using: &generator)
        case .peerId:
            return .int(Int.random(in: 1...40, using: &generator))
        case .peer:
            return PeerSample.value(id: Int.random(in: 1...40, using: &generator), name: text(using: &generator))
        }
    }

    /// A list element with `id` and random values for its other fields.
    static func element(
        of record: RecordType,
        id: ExpressionValue,
        using generator: inout SeededGenerator
    )
        -> ExpressionValue
    {
        var fields: [String: ExpressionValue] = [:]
        for field in record.fields {
            fields[field.name] = field.name == "id" ? id : value(of: field.type, using: &generator)
        }
        return .record(fields)
    }

    /// An id of the element type's `id` type (Int or String) that is not in `ids`.
    static func freshID(
        for record: RecordType,
        avoiding ids: Set<ExpressionValue>,
        using generator: inout SeededGenerator
    ) -> ExpressionValue {
        while true {
            let number = Int.random(in: 0..<(ids.count + 1) * 8, using: &generator)
            let prefix = ["u", "peer_", "é", "名", ""].randomElement(using: &generator)!
            let id: ExpressionValue =
                switch record.type(of: "id") {
                case .string?: .string(prefix + String(number))
                default: .int(number)
                }
            if !ids.contains(id) { return id }
        }
    }

    /// Texts app data and state may hold: empty, words, emoji and CJK.
    static func text(using generator: inout SeededGenerator) -> String {
        func characters(_ pool: [Character], upTo limit: Int) -> String {
            let count = Int.random(in: 1...limit, using: &generator)
            return String((0..<count).map { _ in pool.randomElement(using: &generator)! })
        }
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return ""
        case 1: return characters(RandomGestures.emoji, upTo: 3)
        case 2: return characters(RandomGestures.cjk, upTo: 4)
        default: return RandomGestures.words.randomElement(using: &generator)!
        }
    }

    /// `state` with each parameter set to a random value one time in two (the caller's choice at creation; the
    /// others keep their sample or default).
    static func choosingParameters(in state: ScreenState, using generator: inout SeededGenerator) throws
        -> ScreenState
    {
        var state = state
        for field in state.fields where field.origin == .parameter && Bool.random(using: &generator) {
            try state.set(field.name, to: value(of: field.type, using: &generator))
        }
        return state
    }

    /// `state` with every local state field set to a random value: states no gesture reaches included.
    static func choosingState(in state: ScreenState, using generator: inout SeededGenerator) throws -> ScreenState {
        var state = state
        for field in state.fields where field.origin == .state {
            try state.set(field.name, to: value(of: field.type, using: &generator))
        }
        return state
    }

    /// A local state field and a value for it (one time in four the value it has): what a hook writes through the
    /// handle. Nil for a screen without local state.
    static func stateAssignment(in state: ScreenState, using generator: inout SeededGenerator) -> StateAssignment? {
        guard let field = state.fields.filter({ $0.origin == .state }).randomElement(using: &generator) else {
            return nil
        }
        let keeps = Int.random(in: 0..<4, using: &generator) == 0
        let value = keeps ? state[field.name] ?? .null : value(of: field.type, using: &generator)
        return StateAssignment(field: field.name, value: value)
    }
}
