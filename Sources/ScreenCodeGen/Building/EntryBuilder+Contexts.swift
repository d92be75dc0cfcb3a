import ScreenIR

extension EntryBuilder {
    /// The entry case, its patterns and its place in the entries function, for a row whose item and payload are
    /// built.
    func contexts(
        for row: Row, call: ItemCall, payload: [PayloadField], itemStatements: [String], placement: Placement
    ) -> (EntryContext, RowCode) {
        let name = row.id.value
        let pattern = "." + name
        func patternWith(_ bindings: [String]) -> String {
            SwiftValue.call(pattern, bindings.map { .init("", .atom($0)) }).layout(column: 13, indent: 8, trailing: 1)
        }
        let declaration: SwiftValue =
            payload.isEmpty ? .atom(name) : .call(name, payload.map { .init($0.name, .atom($0.type)) })
        // A repeated row's payload starts with the element and its index; `item(…)` needs all but the index.
        let indexPosition = element == nil ? -1 : 1
        let bindingPattern =
            payload.isEmpty
            ? pattern
            : patternWith(payload.indices.map { $0 == indexPosition ? "_" : "let " + payload[$0].name })
        let construction: SwiftValue =
            payload.isEmpty ? .atom(pattern) : .call(pattern, payload.map { .init($0.name, $0.layout ?? .atom($0.value)) })

        // Without repeated rows in the screen, `stableId` is the position and there is no `sortKey`.
        var stableIdPattern = pattern
        var stableIdValue = String(placement.position)
        var sortKeyPattern = ""
        var sortKeyValue = ""
        if let element {
            stableIdPattern = patternWith(payload.indices.map { $0 == 0 ? "let " + element.variable : "_" })
            stableIdValue = ".\(name)(\(element.variable).id)"
            sortKeyPattern = patternWith(payload.indices.map { $0 == indexPosition ? "let " + payload[$0].name : "_" })
            sortKeyValue = "(\(placement.position), \(payload[indexPosition].name))"
        } else if placement.screenHasRepeatedRows {
            stableIdValue = ".\(placement.fixedStableIdCase)(\(placement.position))"
            sortKeyPattern = pattern
            sortKeyValue = "(\(placement.position), 0)"
        }

        let entry = EntryContext(
            name: name,
            declaration: declaration.layout(column: 9, indent: 4, trailing: 0),
            bindingPattern: bindingPattern,
            pattern: pattern, section: placement.section, stableId: placement.position,
            stableIdPattern: stableIdPattern, stableIdValue: stableIdValue, sortKeyPattern: sortKeyPattern,
            sortKeyValue: sortKeyValue, isRepeated: element != nil, kind: row.kind.rawValue,
            item: call.context(indent: 16),
            itemStatements: itemStatements.map { $0.isEmpty ? $0 : "            " + $0 }.joined(separator: "\n"),
            hasItemStatements: !itemStatements.isEmpty)
        return (entry, append(row, construction: construction, placement: placement))
    }

    /// The row's code in the entries function, whose `visible` condition is placed by `EntryBlocks`.
    private func append(_ row: Row, construction: SwiftValue, placement: Placement) -> RowCode {
        var code = RowCode(
            rowID: Self.upper(row.id.value), construction: construction,
            loop: element.map { "for (index, \($0.variable)) in data.\($0.listField).enumerated() {" } ?? "")
        if let visible = row.visible {
            // A condition that reads the element is tested inside the loop; any other is tested once, around it.
            if let element, swift.conditions.owners(visible, element: element).contains(.element) {
                code.innerCondition = swift.condition(visible, element: element)
            } else {
                code.visible = visible
            }
        }
        return code
    }
}
