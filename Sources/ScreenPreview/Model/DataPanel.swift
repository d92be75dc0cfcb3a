import ScreenExpressions
import ScreenRuntime

/// The data panel (`d`): every value the shown screen reads — its parameters, app data and state — in labelled
/// groups, list fields expanding to one line per element and elements to their fields, values of the app's declared
/// structs to their members and enum cases that carry values to those values, with a cursor on one line.
///
/// The panel holds only what it shows and where the cursor is; the values are the page's `ScreenState`, and every
/// edit goes through it (`PreviewModel+DataPanel`). Its lines are rebuilt when the state or an expansion changes
/// (`refresh(from:showsWritesToggle:)`), never per frame: a list of 10,000 elements costs one pass per change.
public struct DataPanel: Sendable, Equatable {
    /// A labelled group of lines.
    public enum Group: String, Sendable, Hashable, CaseIterable {
        /// `parameters:`: fixed by the caller (editable here, to see what a caller passing that value would see).
        case parameters = "Parameters"
        /// `data:`: what the app provides.
        case data = "App data"
        /// `state:`: what the screen keeps.
        case state = "State"
        /// What the app's hooks can do with the screen handle they receive (`<Screen>Handle`): run as a hook would.
        case handle = "Screen handle"
        /// Settings of the preview's simulated app.
        case app = "Preview app"

        /// The fields of this group come from this origin (nil for the preview's own settings).
        var origin: ScreenState.Origin? {
            switch self {
            case .parameters: .parameter
            case .data: .data
            case .state: .state
            case .app, .handle: nil
            }
        }
    }

    /// One line of the panel. Elements carry their index in the list as the lines were built, and their id, which
    /// is what identifies them across changes (the cursor follows an element that moves).
    public enum Line: Sendable, Hashable {
        /// A group's heading.
        case heading(Group)
        /// The "app accepts writes" toggle: whether a data-bound control's write is applied or dropped.
        case acceptsWrites
        /// A call of the screen handle a hook could make (Enter or Space makes it).
        case handleCall(HandleCall)
        /// A parameter, data field or state field, by name.
        case field(String)
        /// An element of an expanded list field.
        case element(list: String, index: Int, id: ExpressionValue)
        /// A field of an expanded element.
        case elementField(list: String, index: Int, id: ExpressionValue, field: String)
        /// A value inside the value of a field or an element's field (`owner`): a member of an expanded struct, or a
        /// value the enum case carries, `path` steps down from the owner's value.
        indirect case part(of: Line, path: [ValueStep])
        /// The screen has nothing to show.
        case nothing

        /// Whether the cursor can rest on the line.
        public var isSelectable: Bool {
            switch self {
            case .heading, .nothing: false
            case .acceptsWrites, .handleCall, .field, .element, .elementField, .part: true
            }
        }

        /// What identifies the line across rebuilds: everything but an element's index.
        var key: Key {
            switch self {
            case .heading(let group): .heading(group)
            case .acceptsWrites: .acceptsWrites
            case .handleCall(let call): .handleCall(call)
            case .field(let name): .field(name)
            case .element(let list, _, let id): .element(list: list, id: id)
            case .elementField(let list, _, let id, let field): .elementField(list: list, id: id, field: field)
            case .part(let owner, let path): .part(of: owner.key, path: path)
            case .nothing: .nothing
            }
        }

        /// The list and element a line belongs to (an element, one of its fields, or a part of one).
        var element: (list: String, index: Int, id: ExpressionValue)? {
            switch self {
            case .element(let list, let index, let id), .elementField(let list, let index, let id, _):
                (list, index, id)
            case .part(let owner, _): owner.element
            case .heading, .acceptsWrites, .handleCall, .field, .nothing: nil
            }
        }

        /// How deep the line's name is indented: fields 2, elements 4, element fields 6, parts 2 more per step.
        var depth: Int {
            switch self {
            case .heading, .nothing: 0
            case .acceptsWrites, .handleCall, .field: 2
            case .element: 4
            case .elementField: 6
            case .part(let owner, let path): owner.depth + 2 * path.count
            }
        }

        /// The name the line shows on its left (a field's, an element field's, a member's or a carried value's).
        var name: String? {
            switch self {
            case .field(let name), .elementField(_, _, _, let name): name
            case .part(_, let path): path.last?.name
            case .heading, .acceptsWrites, .handleCall, .element, .nothing: nil
            }
        }

        /// The value's name in messages: `cache`, `blockedPeers[#2].name`, `cache.policy.days`.
        var qualifiedName: String? {
            switch self {
            case .field(let name): name
            case .elementField(let list, _, let id, let field): "\(list)[\(ValueText.id(id))].\(field)"
            case .part(let owner, let path):
                owner.qualifiedName.map { ([$0] + path.map(\.name)).joined(separator: ".") }
            case .heading, .acceptsWrites, .handleCall, .element, .nothing: nil
            }
        }
    }

    /// A call of the screen handle (`Templates/handle.mustache`) the panel offers, as the app's hook would make it.
    public enum HandleCall: Sendable, Hashable {
        /// `handle.scrollToTop()`: the list scrolls to its top, as a tap on the status bar does.
        case scrollToTop
        /// `handle.replaceTopController(with:)` with the controller of the screen named: it takes the shown screen's
        /// place on the navigation stack (which no longer has the shown screen).
        case replaceTopController(with: String)

        /// How the panel and the status line write the call.
        public var description: String {
            switch self {
            case .scrollToTop: "scrollToTop()"
            case .replaceTopController(let screen): "replaceTopController(with: \(screen))"
            }
        }
    }

    /// One step into a value of the app's declared types.
    public enum ValueStep: Sendable, Hashable {
        /// A member of a struct or class (`keepDays`).
        case member(String)
        /// A value the enum case carries, by label (`disableFor` of `.enableEveryone(disableFor:)`).
        case carried(String)

        /// The member's name or the value's label.
        public var name: String {
            switch self {
            case .member(let name), .carried(let name): name
            }
        }
    }

    /// A line's identity (`Line.key`).
    enum Key: Sendable, Hashable {
        case heading(Group)
        case acceptsWrites
        case handleCall(HandleCall)
        case field(String)
        case element(list: String, id: ExpressionValue)
        case elementField(list: String, id: ExpressionValue, field: String)
        indirect case part(of: Key, path: [ValueStep])
        case nothing
    }

    /// An element, by list and id.
    struct ElementKey: Sendable, Hashable {
        var list: String
        var id: ExpressionValue
    }

    /// The lines, top to bottom.
    public private(set) var lines: [Line] = [.nothing]
    /// The index of the line with the cursor (a selectable line whenever there is one).
    public private(set) var cursor = 0
    /// The value being typed for an Int or String line, when one is edited.
    public internal(set) var editor: PanelEditor?
    /// The list fields shown with their elements.
    private(set) var expandedLists: Set<String> = []
    /// The elements shown with their fields.
    private(set) var expandedElements: Set<ElementKey> = []
    /// The values of declared structs shown with their members, by their line's key.
    private(set) var expandedValues: Set<Key> = []
    /// The first line shown, as last scrolled.
    var scrollTop = 0
    /// The value an optional had before it was set to nil, so that `n` brings it back.
    var valuesBeforeNil: [Key: ExpressionValue] = [:]

    /// The line with the cursor.
    public var currentLine: Line { lines[cursor] }

    /// Rebuilds the lines from `state` (groups in the order parameters, app data, state; then `handleCalls`, the
    /// calls of the screen handle a hook could make, when there are any; the preview app's settings last when the
    /// screen has app data), keeping the cursor on the same line — the same field, or the same element wherever it
    /// moved — or, when that line is gone, on the line now at its place.
    mutating func refresh(from state: ScreenState, showsWritesToggle: Bool, handleCalls: [HandleCall] = []) {
        let previous = lines.indices.contains(cursor) ? lines[cursor].key : nil
        var lines: [Line] = []
        for group in Group.allCases {
            guard let origin = group.origin else {
                if group == .app, showsWritesToggle { lines += [.heading(group), .acceptsWrites] }
                if group == .handle, !handleCalls.isEmpty {
                    lines += [.heading(group)] + handleCalls.map(Line.handleCall)
                }
                continue
            }
            let fields = state.fields.filter { $0.origin == origin }
            guard !fields.isEmpty else { continue }
            lines.append(.heading(group))
            for field in fields {
                lines.append(.field(field.name))
                if let value = state[field.name] {
                    appendParts(of: .field(field.name), value: value, type: field.type, state: state, to: &lines)
                }
                guard expandedLists.contains(field.name), let record = state.recordType(of: field.name),
                    let elements = state.elements(field.name)
                else { continue }
                lines.reserveCapacity(lines.count + elements.count)
                for (index, element) in elements.enumerated() {
                    let id = Self.id(of: element)
                    lines.append(.element(list: field.name, index: index, id: id))
                    guard expandedElements.contains(ElementKey(list: field.name, id: id)),
                        case .record(let values) = element
                    else { continue }
                    for recordField in record.fields {
                        let line = Line.elementField(list: field.name, index: index, id: id, field: recordField.name)
                        lines.append(line)
                        if let value = values[recordField.name] {
                            appendParts(of: line, value: value, type: recordField.type, state: state, to: &lines)
                        }
                    }
                }
            }
        }
        self.lines = lines.isEmpty ? [.nothing] : lines
        if let previous, let index = self.lines.firstIndex(where: { $0.key == previous }) {
            cursor = index
        } else {
            cursor = min(cursor, self.lines.count - 1)
            select(from: cursor, step: 1)
        }
        if let editor, editor.line != currentLine.key { self.editor = nil }
    }

    /// Appends the lines below `line` (a field, an element field or a part) whose value is `value` of `type`: the
    /// members of an expanded struct, the values an enum case carries (always shown), each followed by its own.
    private func appendParts(
        of line: Line, value: ExpressionValue, type: ExpressionType, state: ScreenState, to lines: inout [Line]
    ) {
        // A part's parts hang from the same owner, one step further.
        var (owner, path) = (line, [ValueStep]())
        if case .part(let partOwner, let partPath) = line { (owner, path) = (partOwner, partPath) }
        switch (type.wrapped ?? type, value) {
        case (.record(let record), .record(let members)) where record.isDeclared:
            guard expandedValues.contains(line.key) else { return }
            for member in record.fields {
                let part = Line.part(of: owner, path: path + [.member(member.name)])
                lines.append(part)
                if let value = members[member.name] {
                    appendParts(of: part, value: value, type: member.type, state: state, to: &lines)
                }
            }
        case (.enumeration(let enumName, _), .caseWithValues(let caseName, let values)):
            for carried in state.carriedValues(ofCase: caseName, in: enumName) {
                let part = Line.part(of: owner, path: path + [.carried(carried.label)])
                lines.append(part)
                if let value = values[carried.label] {
                    appendParts(of: part, value: value, type: carried.type, state: state, to: &lines)
                }
            }
        default:
            return
        }
    }

    /// Moves the cursor by `delta` selectable lines (no wrap).
    mutating func move(by delta: Int) {
        var index = cursor
        var left = abs(delta)
        let step = delta < 0 ? -1 : 1
        while left > 0 {
            var next = index + step
            while lines.indices.contains(next), !lines[next].isSelectable { next += step }
            guard lines.indices.contains(next) else { break }
            index = next
            left -= 1
        }
        cursor = index
    }

    /// Puts the cursor on the first (`last` false) or last selectable line.
    mutating func moveToEnd(last: Bool) {
        cursor = last ? lines.count - 1 : 0
        select(from: cursor, step: last ? -1 : 1)
    }

    /// Puts the cursor on the line with `key`, if there is one.
    mutating func moveCursor(to key: Key) {
        if let index = lines.firstIndex(where: { $0.key == key }) { cursor = index }
    }

    /// Moves the cursor from `index` to the nearest selectable line in direction `step`, else the other way.
    private mutating func select(from index: Int, step: Int) {
        var next = index
        while lines.indices.contains(next), !lines[next].isSelectable { next += step }
        if lines.indices.contains(next) {
            cursor = next
            return
        }
        next = index
        while lines.indices.contains(next), !lines[next].isSelectable { next -= step }
        cursor = lines.indices.contains(next) ? next : 0
    }

    /// Whether a list field shows its elements.
    public func isExpanded(list: String) -> Bool { expandedLists.contains(list) }

    /// Whether an element shows its fields.
    public func isExpanded(element id: ExpressionValue, in list: String) -> Bool {
        expandedElements.contains(ElementKey(list: list, id: id))
    }

    /// Whether the struct value on the line with `key` shows its members.
    func isExpanded(value key: Key) -> Bool { expandedValues.contains(key) }

    /// Shows or hides the members of the struct value on the line with `key` (call `refresh` after).
    mutating func setExpanded(_ expanded: Bool, value key: Key) {
        if expanded { expandedValues.insert(key) } else { expandedValues.remove(key) }
    }

    /// Shows or hides a list's elements (call `refresh` after).
    mutating func setExpanded(_ expanded: Bool, list: String) {
        if expanded { expandedLists.insert(list) } else { expandedLists.remove(list) }
    }

    /// Shows or hides an element's fields (call `refresh` after).
    mutating func setExpanded(_ expanded: Bool, element id: ExpressionValue, in list: String) {
        let key = ElementKey(list: list, id: id)
        if expanded { expandedElements.insert(key) } else { expandedElements.remove(key) }
    }

    /// The first line to show in `height` lines so that the cursor is visible, moving as little as possible from
    /// the last position; a group's heading stays in view above its first field.
    func scrollTop(height: Int) -> Int {
        guard height > 0 else { return 0 }
        var top = min(max(scrollTop, 0), max(0, lines.count - height))
        var first = cursor
        if first > 0, case .heading = lines[first - 1] { first -= 1 }
        if first < top { top = first }
        if cursor >= top + height { top = cursor - height + 1 }
        return min(max(top, 0), max(0, lines.count - height))
    }

    /// The `id` of a list element.
    static func id(of element: ExpressionValue) -> ExpressionValue {
        if case .record(let fields) = element { fields["id"] ?? .null } else { .null }
    }
}

/// An Int or String value of the data panel being typed: the line and the text with its cursor. The value is set
/// when Enter is pressed (Esc drops it), so a half-typed number or a duplicate id never reaches the screen.
public struct PanelEditor: Sendable, Equatable {
    /// The line edited.
    let line: DataPanel.Key
    /// The type the text is read as (the wrapped type of an optional).
    let type: ExpressionType
    /// The text and the cursor.
    var buffer: TextBuffer

    /// The text typed so far.
    public var text: String { buffer.text }
    /// The cursor, in Characters from the start.
    public var cursor: Int { buffer.cursor }
}
