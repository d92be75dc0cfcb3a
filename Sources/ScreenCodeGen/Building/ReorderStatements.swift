import ScreenExpressions
import ScreenIR

/// `controller.setReorderEntry(…)` for the screen's rows with `reorder:`, as Telegram's reorderable lists write it:
/// the closure receives the dragged entry's index, the index it is dropped at and the whole entries array; it accepts
/// a move only from and to an entry of the same repeated row (so a row never leaves its list: not past its first or
/// last element, not into another section) and answers `.single(true)`; any other move is refused with
/// `.single(false)`.
///
/// A row with `after: move` (the default) calls its `reorder` hook on every accepted move with the ids of the list's
/// shown elements in their new order; the app writes the new order into its data and emits it, and that emission is
/// what the list shows next. A row with `after: drop` keeps Telegram's *temporary order* instead: each accepted move
/// shows the list in the dragged order at once (`updateShownData`, until the app's data emits again) and marks the
/// row dragged, and `controller.setReorderCompleted(…)` — called when the user drops the row — calls the hook once,
/// with the ids read from the entries the list then shows.
enum ReorderStatements {
    /// The statements' lines at column 4 (later lines carry their own indentation); empty when no row reorders.
    /// Marks `usage.showsDraggedOrder` when a row reorders `after: drop`.
    static func lines(
        _ screen: Screen, entries: [EntryContext], entryType: String, types: SwiftTypeNames, usage: EntryUsage
    ) -> [String] {
        var declarations: [String] = []
        var cases: [String] = []
        var completions: [String] = []
        for section in screen.sections {
            for row in section.rows {
                guard let hook = row.reorder, let repetition = row.repetition, let list = screen.list(of: repetition),
                    let idType = list.recordType.type(of: "id"),
                    let entry = entries.first(where: { $0.name == row.id.value && $0.isRepeated })
                else { continue }
                let element = repetition.element.value
                let id = types.swift(idType)
                // The ids of the row's entries, by `map` (nil for other entries) or `compactMap`.
                func ids(_ method: String) -> [String] {
                    [
                        "entries.\(method) { entry -> \(id)? in",
                        "    if case \(entry.stableIdPattern) = entry {",
                        "        return \(element).id",
                        "    }",
                        "    return nil",
                        "}",
                    ]
                }
                let order = ids("map")
                cases += ["    case .\(row.id.value):", "        var order = " + order[0]] + order.dropFirst().map { "        " + $0 }
                cases += [
                    "        guard order[toIndex] != nil else {",
                    "            return .single(false)",
                    "        }",
                    "        order.insert(order.remove(at: fromIndex), at: toIndex)",
                ]
                switch row.reorderMoment {
                case .move:
                    cases += ["        arguments.\(hook.name.value)(order.compactMap { $0 })"]
                case .drop:
                    usage.showsDraggedOrder = true
                    let dragged = row.id.value + "Dragged"
                    let field = repetition.list.value
                    declarations += [
                        "// Whether the user moved a `\(row.id.value)` row in the drag under way: when the drag ends, its hook",
                        "// is called once, with the order the list then shows.",
                        "var \(dragged) = false",
                    ]
                    cases += [
                        "        let ids = order.compactMap { $0 }",
                        "        // The temporary order, shown until the app's data emits again: the shown elements take",
                        "        // the places the shown elements had, in the dragged order; hidden elements keep theirs.",
                        "        updateShownData { shown in",
                        "            let moved = Set(ids)",
                        "            let elements = Dictionary(",
                        "                shown.\(field).map { ($0.id, $0) },",
                        "                uniquingKeysWith: { first, _ in first }",
                        "            )",
                        "            let places = shown.\(field).indices.filter {",
                        "                moved.contains(shown.\(field)[$0].id)",
                        "            }",
                        "            for (place, id) in zip(places, ids) {",
                        "                if let element = elements[id] {",
                        "                    shown.\(field)[place] = element",
                        "                }",
                        "            }",
                        "        }",
                        "        \(dragged) = true",
                    ]
                    completions += [
                        "    if \(dragged) {",
                        "        \(dragged) = false",
                        "        arguments.\(hook.name.value)(",
                    ] + ids("compactMap").map { "            " + $0 } + ["        )", "    }"]
                }
                cases += ["        return .single(true)"]
            }
        }
        guard !cases.isEmpty else { return [] }
        var lines = declarations + [
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
        if !completions.isEmpty {
            lines += ["controller.setReorderCompleted({ (entries: [\(entryType)]) -> Void in"] + completions + ["})"]
        }
        return lines
    }
}
