import ScreenExpressions
import ScreenRuntime
import ScreencTestSupport

/// Random app data emissions: what an app's data signal may send next.
enum RandomDataEdits {
    /// The edits of one emission, made to the data `state` holds: usually one field changed (a list edited: inserts,
    /// removals, moves of one or several elements, the whole list reversed, element fields and ids changed, emptied
    /// or replaced; a scalar set, an optional to nil and back), sometimes two fields at once, sometimes nothing (the
    /// app re-emits the same data). Empty for a screen without app data.
    static func pick(in state: ScreenState, using generator: inout SeededGenerator) -> [DataEdit] {
        let fields = state.fields.filter { $0.origin == .data }
        guard !fields.isEmpty else { return [] }
        let changedFields =
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: 0
            case 1: 2
            default: 1
            }
        var scratch = state
        var edits: [DataEdit] = []
        for _ in 0..<changedFields {
            let field = fields.randomElement(using: &generator)!
            for edit in self.edits(of: field, in: scratch, using: &generator) {
                // Applied at once, so the next edit's indices are those of the list as it is then.
                try? edit.apply(to: &scratch)
                edits.append(edit)
            }
        }
        return edits
    }

    /// Edits of one data field.
    static func edits(
        of field: ScreenState.Field,
        in state: ScreenState,
        using generator: inout SeededGenerator
    )
        -> [DataEdit]
    {
        guard case .list(let record) = field.type, let elements = state.elements(field.name) else {
            return [.set(field.name, to: RandomValues.value(of: field.type, using: &generator))]
        }
        return listEdits(field.name, record, elements, using: &generator)
    }

    private static func listEdits(
        _ list: String,
        _ record: RecordType,
        _ elements: [ExpressionValue],
        using generator: inout SeededGenerator
    ) -> [DataEdit] {
        let count = elements.count
        var ids = Set(
            elements.map { element -> ExpressionValue in
                if case .record(let fields) = element { fields["id"] ?? .null } else { .null }
            }
        )
        func newElement(_ generator: inout SeededGenerator) -> ExpressionValue {
            let id = RandomValues.freshID(for: record, avoiding: ids, using: &generator)
            ids.insert(id)
            return RandomValues.element(of: record, id: id, using: &generator)
        }
        let otherFields = record.fields.filter { $0.name != "id" }
        switch Int.random(in: 0..<10, using: &generator) {
        case 1 where count > 0:
            return (0..<min(count, Int.random(in: 1...2, using: &generator))).enumerated().map { removed, _ in
                .remove(from: list, at: Int.random(in: 0..<(count - removed), using: &generator))
            }
        case 2 where count > 1:
            return (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                .move(
                    in: list,
                    from: Int.random(in: 0..<count, using: &generator),
                    to: Int.random(in: 0..<count, using: &generator)
                )
            }
        case 3 where count > 1:
            // Reversed: the last element moves to each position in turn.
            return (0..<(count - 1)).map { .move(in: list, from: count - 1, to: $0) }
        case 4 where count > 0 && !otherFields.isEmpty:
            return (0..<Int.random(in: 1...2, using: &generator)).map { _ in
                let field = otherFields.randomElement(using: &generator)!
                return .setElementField(
                    field.name,
                    ofElementAt: Int.random(in: 0..<count, using: &generator),
                    in: list,
                    to: RandomValues.value(of: field.type, using: &generator)
                )
            }
        case 5 where count > 0:
            let id = RandomValues.freshID(for: record, avoiding: ids, using: &generator)
            return [.setElementField("id", ofElementAt: Int.random(in: 0..<count, using: &generator), in: list, to: id)]
        case 6:
            return [.set(list, to: .list([]))]
        case 7:
            return [.set(list, to: RandomValues.value(of: .list(record), using: &generator))]
        case 8 where count > 0:
            let index = Int.random(in: 0..<count, using: &generator)
            return [.remove(from: list, at: index), .insert(newElement(&generator), into: list, at: index)]
        default:
            return (0..<Int.random(in: 1...3, using: &generator)).enumerated().map { inserted, _ in
                .insert(
                    newElement(&generator),
                    into: list,
                    at: Int.random(in: 0...(count + inserted), using: &generator)
                )
            }
        }
    }
}
