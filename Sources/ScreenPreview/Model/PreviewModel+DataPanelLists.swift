import ScreenExpressions
import ScreenRuntime

extension PreviewModel {
    /// `a`: adds an element to the list on the cursor's line — at the end on the list's own line, after the
    /// element on an element or one of its fields — with a new id (one more than the largest Int id; `new1`,
    /// `new2`, … for String ids) and every other field at its type's zero value. The new element is shown with its
    /// fields and gets the cursor.
    mutating func addElement(now: Double) {
        let line = page.panel.currentLine
        let list: String
        let index: Int
        switch line {
        case .field(let name) where page.state.recordType(of: name) != nil:
            list = name
            index = page.state.elements(name)?.count ?? 0
        case .element(let name, let at, _), .elementField(let name, let at, _, _):
            list = name
            index = at + 1
        default:
            status = PreviewStatus(kind: .ignored, message: "· a adds an element: move to a list first")
            return
        }
        guard let record = page.state.recordType(of: list), let elements = page.state.elements(list) else { return }
        let id = Self.newID(of: record, among: elements)
        guard case .record(var fields) = Self.zero(of: .record(record)) else { return }
        fields["id"] = id
        // A new element's peer is a placeholder peer with the element's id (when it is a number).
        for field in record.fields where field.type == .peer {
            let number = if case .int(let number) = id { number } else { 0 }
            fields[field.name] = PeerSample.value(id: number, name: "New Peer \(number)")
        }
        var state = page.state
        do {
            try state.insertElement(.record(fields), into: list, at: index)
        } catch {
            status = PreviewStatus(kind: .problem, message: "✗ \(error.description)")
            return
        }
        page.panel.setExpanded(true, list: list)
        page.panel.setExpanded(true, element: id, in: list)
        applyPanelChange(state, now: now, described: [list: [id]])
        page.panel.moveCursor(to: .element(list: list, id: id))
        status = PreviewStatus(
            kind: .navigation,
            message: "\(list): added \(ValueText.element(.record(fields), record: record)) at index \(index)"
        )
    }

    /// `x` / Delete: removes the element on the cursor's line; the cursor goes to the element after it (else the
    /// one before, else the list).
    mutating func removeElement(now: Double) {
        guard let (list, index, id) = page.panel.currentLine.element else {
            status = PreviewStatus(kind: .ignored, message: "· x removes a list element: move to one first")
            return
        }
        var state = page.state
        let removed: ExpressionValue
        do {
            removed = try state.removeElement(at: index, from: list)
        } catch {
            status = PreviewStatus(kind: .problem, message: "✗ \(error.description)")
            return
        }
        page.panel.setExpanded(false, element: id, in: list)
        page.panel.moveCursor(to: .field(list))
        applyPanelChange(state, now: now, described: [list: []])
        if let elements = state.elements(list), !elements.isEmpty {
            let next = DataPanel.id(of: elements[min(index, elements.count - 1)])
            page.panel.moveCursor(to: .element(list: list, id: next))
        }
        let record = state.recordType(of: list)
        status = PreviewStatus(
            kind: .navigation,
            message: "\(list): removed \(ValueText.element(removed, record: record))"
        )
    }

    /// `K` (`delta` -1) / `J` (1): moves the element on the cursor's line up or down by one; its rows move with
    /// it (and are marked), the cursor follows it.
    mutating func moveElement(by delta: Int, now: Double) {
        guard let (list, index, id) = page.panel.currentLine.element else {
            status = PreviewStatus(kind: .ignored, message: "· K J move a list element: move to one first")
            return
        }
        let target = index + delta
        guard let count = page.state.elements(list)?.count, (0..<count).contains(target) else { return }
        var state = page.state
        do {
            try state.moveElement(in: list, from: index, to: target)
        } catch {
            status = PreviewStatus(kind: .problem, message: "✗ \(error.description)")
            return
        }
        // The instances of every row repeated over the list, for the element that moved.
        let moved = ScreenEntries(page.screen).entries
            .filter { $0.row.repetition?.list.value == list }
            .map { RowID(position: $0.position, element: id) }
        applyPanelChange(state, now: now, moved: moved, described: [list: []])
    }

    /// An id no element of the list has: one more than the largest Int id (1 for an empty list), or the first of
    /// `new1`, `new2`, … that is free for String ids.
    static func newID(of record: RecordType, among elements: [ExpressionValue]) -> ExpressionValue {
        switch record.type(of: "id") {
        case .string?:
            var taken: Set<String> = []
            for element in elements {
                if case .string(let id) = DataPanel.id(of: element) { taken.insert(id) }
            }
            var number = 1
            while taken.contains("new\(number)") { number += 1 }
            return .string("new\(number)")
        default:
            var largest = 0
            for element in elements {
                if case .int(let id) = DataPanel.id(of: element) { largest = max(largest, id) }
            }
            if largest < Int.max { return .int(largest + 1) }
            // Every id up to Int.max is not taken when the largest is: the first free one from 0.
            let taken = Set(elements.map(DataPanel.id(of:)))
            var number = 0
            while taken.contains(.int(number)) { number += 1 }
            return .int(number)
        }
    }
}
