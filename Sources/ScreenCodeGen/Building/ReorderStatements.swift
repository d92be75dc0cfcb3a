import ScreenExpressions
import ScreenIR

/// `controller.setReorderEntry(…)` for the screen's rows with `reorder:`, as Telegram's reorderable lists write it:
/// the closure receives the dragged entry's index, the index it is dropped at and the whole entries array; it accepts
/// a move only from and to an entry of the same repeated row (so a row never leaves its list: not past its first or
/// last element, not into another section), calls the row's `reorder` hook with the ids of the list's shown elements
/// in their new order, and answers `.single(true)`; any other move is refused with `.single(false)`. The app writes
/// the new order into its data and emits it; that emission is what the list shows next.
enum ReorderStatements {
    /// The statement's lines at column 4 (later lines carry their own indentation); empty when no row reorders.
    static func lines(
        _ screen: Screen, entries: [EntryContext], entryType: String, types: SwiftTypeNames
    ) -> [String] {
        var cases: [String] = []
        for section in screen.sections {
            for row in section.rows {
                guard let hook = row.reorder, let repetition = row.repetition, let list = screen.list(of: repetition),
                    let idType = list.recordType.type(of: "id"),
                    let entry = entries.first(where: { $0.name == row.id.value && $0.isRepeated })
                else { continue }
                let element = repetition.element.value
                cases += [
                    "    case .\(row.id.value):",
                    "        var order = entries.map { entry -> \(types.swift(idType))? in",
                    "            if case \(entry.stableIdPattern) = entry {",
                    "                return \(element).id",
                    "            }",
                    "            return nil",
                    "        }",
                    "        guard order[toIndex] != nil else {",
                    "            return .single(false)",
                    "        }",
                    "        order.insert(order.remove(at: fromIndex), at: toIndex)",
                    "        arguments.\(hook.name.value)(order.compactMap { $0 })",
                    "        return .single(true)",
                ]
            }
        }
        guard !cases.isEmpty else { return [] }
        return [
            "controller.setReorderEntry({",
            "    (fromIndex: Int, toIndex: Int, entries: [\(entryType)]) -> Signal<Bool, NoError> in",
            "    guard entries.indices.contains(fromIndex), entries.indices.contains(toIndex) else {",
            "        return .single(false)",
            "    }",
            "    switch entries[fromIndex] {",
        ] + cases + [
            "    default:",
            "        return .single(false)",
            "    }",
            "})",
        ]
    }
}
