import ScreenExpressions
import ScreenRuntime

extension PreviewModel {
    /// `a`: adds an element to the list on the cursor's line — at the end on the list's own line, after the
    /// element on an element or one of its fields — with a new id (one more than the largest Int id; `new1`,
    /// `new2`, … for String ids) and every other field at its type's zero value. The new element is shown with its
    /// fields and gets the cursor.
    ///
    /// On an array or a dictionary (of the app's declared types) it adds an element at its type's zero value at the
    /// end (`resizeCollection`).
    mutating func addElement(now: Double) {
        let line = page.panel.currentLine
        if resizeCollection(at: line, by: 1, now: now) { return }
        let list: String
        let index: Int
        if case .field(let name) = line, page.state.recordType(of: name) != nil {
            list = name
            index = page.state.elements(name)?.count ?? 0
        } else if let (name, at, _) = line.element {
            list = name
            index = at + 1
        } else {
            status = PreviewStatus(kind: .ignored, message: "· a adds an element: move to a list first")
            return
        }
        guard let record = page.state.recordType(of: list), let elements = page.state.elements(list) else { return }
        let id = Self.newID(of: record, among: elements)
        guard case .record(var fields) = zero(of: .record(record)) else { return }
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
    /// one before, else the list). On an array or a dictionary it removes the last element.
    mutating func removeElement(now: Double) {
        if resizeCollection(at: page.panel.currentLine, by: -1, now: now) { return }
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

    /// On the line of an array or a dictionary (a value of the app's types, read by its count): one element more
    /// (`delta` 1: its type's zero value, at the end) or fewer (-1: the last one). A dictionary's keys are not kept
    /// (samples write it as a mapping whose values only count), so its elements are its values. False when the line
    /// is not an array or dictionary.
    private mutating func resizeCollection(at line: DataPanel.Line, by delta: Int, now: Double) -> Bool {
        guard let (value, type) = value(at: line), let name = line.qualifiedName else { return false }
        let element: ExpressionType
        switch type.wrapped ?? type {
        case .array(let type), .dictionary(_, let type): element = type
        default: return false
        }
        var elements: [ExpressionValue] = []
        if case .list(let current) = value { elements = current }
        if delta > 0 {
            elements.append(zero(of: element))
        } else {
            guard !elements.isEmpty else {
                status = PreviewStatus(kind: .ignored, message: "· \(name) has no elements")
                return true
            }
            elements.removeLast()
        }
        setPanelValue(.list(elements), at: line, now: now)
        if case .list(let stored)? = self.value(at: line)?.0, stored.count == elements.count {
            status = PreviewStatus(
                kind: .navigation,
                message: "\(name): \(ValueText.count(elements.count, of: type.wrapped ?? type))")
        }
        return true
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
