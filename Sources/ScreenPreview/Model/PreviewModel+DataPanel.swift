import ScreenExpressions
import ScreenRuntime

extension PreviewModel {
    /// Opens the data panel (`d`) on the shown screen, with the cursor where it was when it was last closed.
    mutating func openPanel() {
        isShowingPanel = true
        refreshPanel()
    }

    /// Closes the data panel (Esc or `d`); an edit in progress is dropped.
    mutating func closePanel() {
        isShowingPanel = false
        page.panel.editor = nil
        page.reveal = nil
    }

    /// Rebuilds the panel's lines from the page's state.
    mutating func refreshPanel() {
        page.panel.refresh(
            from: page.state, showsWritesToggle: !page.screen.data.isEmpty, handleCalls: handleCalls)
    }

    /// A key while the data panel is open (and no value is typed). Returns `.quit` for `q`.
    ///
    /// ↑ ↓ / k j move, g G / Home End go to the first / last line, Page Up / Page Down by a panel height; Space and
    /// Enter change the value (a Bool toggles, an enum takes its next case, a number, String or PeerId is edited, a
    /// list, element or struct expands or collapses); ← → change a value the other way or by one (enum case, integer),
    /// add or remove an array's last element, and collapse / expand; `n` sets an optional to nil and back; `a` adds a
    /// list or array element, `x` / Delete removes one, `K` / `J` move one up / down; `w` switches "app accepts
    /// writes"; Esc or `d` closes; `?` shows the keys; `q` quits.
    mutating func handlePanelCommand(_ key: PreviewKey, now: Double) -> PreviewEffect {
        switch key {
        case .character("q"): return .quit
        case .character("?"): isShowingHelp = true
        case .escape, .character("d"): closePanel()
        case .up, .character("k"): page.panel.move(by: -1)
        case .down, .character("j"): page.panel.move(by: 1)
        case .home, .character("g"): page.panel.moveToEnd(last: false)
        case .end, .character("G"): page.panel.moveToEnd(last: true)
        case .pageUp: page.panel.move(by: -max(1, Regions(self, height: viewport.height).panelListHeight - 1))
        case .pageDown: page.panel.move(by: max(1, Regions(self, height: viewport.height).panelListHeight - 1))
        case .character("w"): toggleAcceptsWrites()
        case .character(" "): activatePanelLine(editing: false, now: now)
        case .enter: activatePanelLine(editing: true, now: now)
        case .left: adjustPanelLine(by: -1, now: now)
        case .right: adjustPanelLine(by: 1, now: now)
        case .character("n"): toggleNil(now: now)
        case .character("a"): addElement(now: now)
        case .character("x"), .delete: removeElement(now: now)
        case .character("K"): moveElement(by: -1, now: now)
        case .character("J"): moveElement(by: 1, now: now)
        default: break
        }
        return .none
    }

    /// Switches whether the preview's app applies the writes data-bound controls ask for.
    mutating func toggleAcceptsWrites() {
        acceptsWrites.toggle()
        status = PreviewStatus(
            kind: .navigation,
            message: acceptsWrites
                ? "app accepts writes: data-bound controls change the data"
                : "app rejects writes: data-bound controls keep their value"
        )
    }

    // MARK: Values

    /// Space (`editing` false) or Enter on the cursor's line.
    private mutating func activatePanelLine(editing: Bool, now: Double) {
        let line = page.panel.currentLine
        switch line {
        case .heading, .nothing: return
        case .acceptsWrites: toggleAcceptsWrites()
        case .handleCall(let call): callHandle(call, now: now)
        case .element(let list, _, let id):
            page.panel.setExpanded(!page.panel.isExpanded(element: id, in: list), element: id, in: list)
            refreshPanel()
        case .field, .elementField, .part:
            guard let (value, type) = value(at: line) else { return }
            if case .list = type, case .field(let name) = line {
                page.panel.setExpanded(!page.panel.isExpanded(list: name), list: name)
                return refreshPanel()
            }
            switch type.wrapped ?? type {
            case .int, .int32, .int64, .double, .string, .peerId:
                // Space on a nil Int? / String? / PeerId? brings a value back; Enter types one.
                if value == .null, !editing { return toggleNil(now: now) }
                startEditing(line, value: value, type: type)
            case .record(let record) where record.isDeclared && !record.fields.isEmpty:
                // A nil struct gets a value back and shows its members; else its members show or hide.
                if value == .null { toggleNil(now: now) }
                page.panel.setExpanded(value == .null || !page.panel.isExpanded(value: line.key), value: line.key)
                refreshPanel()
            case .record(let record) where record.isDeclared:
                status = PreviewStatus(
                    kind: .ignored, message: "· `\(record.name)` is passed on by the screen: it has nothing to edit")
            case .array, .dictionary:
                status = PreviewStatus(kind: .ignored, message: "· a adds an element, x removes the last one")
            default:
                setPanelValue(stepped(value, type: type, by: 1), at: line, now: now)
            }
        }
    }

    /// ← (`delta` -1) or → (1) on the cursor's line: the previous / next enum case (an optional Bool or enum
    /// passes through nil), a Bool toggled, an integer one less / more (an `Int32` stays in its range); an array or
    /// dictionary one element fewer / more; a list, element or struct collapses or expands.
    private mutating func adjustPanelLine(by delta: Int, now: Double) {
        let line = page.panel.currentLine
        switch line {
        case .heading, .handleCall, .nothing: return
        case .acceptsWrites: toggleAcceptsWrites()
        case .element(let list, _, let id):
            page.panel.setExpanded(delta > 0, element: id, in: list)
            refreshPanel()
        case .field, .elementField, .part:
            guard let (value, type) = value(at: line) else { return }
            if case .list = type, case .field(let name) = line {
                page.panel.setExpanded(delta > 0, list: name)
                return refreshPanel()
            }
            switch type.wrapped ?? type {
            case .string, .double: return
            case .record(let record) where record.isDeclared:
                guard value != .null, !record.fields.isEmpty else { return }
                page.panel.setExpanded(delta > 0, value: line.key)
                refreshPanel()
            case .array, .dictionary:
                if delta > 0 { addElement(now: now) } else { removeElement(now: now) }
            default:
                setPanelValue(stepped(value, type: type, by: delta), at: line, now: now)
            }
        }
    }

    /// `n`: an optional value becomes nil (remembering it), a nil one gets back its last value or its type's zero.
    private mutating func toggleNil(now: Double) {
        let line = page.panel.currentLine
        guard let (value, type) = value(at: line) else { return }
        guard let wrapped = type.wrapped else {
            status = PreviewStatus(kind: .ignored, message: "· \(type) is not optional: it cannot be nil")
            return
        }
        if value == .null {
            let restored = page.panel.valuesBeforeNil[line.key] ?? zero(of: wrapped)
            setPanelValue(restored, at: line, now: now)
        } else {
            page.panel.valuesBeforeNil[line.key] = value
            setPanelValue(.null, at: line, now: now)
        }
    }

    /// The value a Space or ← / → gives: a Bool toggled, the enum case `delta` away (wrapping; an optional one
    /// passes through nil; a case that carries values gets their zero values when set), an integer plus `delta`
    /// (unchanged past the type's range); other values unchanged.
    func stepped(_ value: ExpressionValue, type: ExpressionType, by delta: Int) -> ExpressionValue {
        func cycled(_ choices: [ExpressionValue]) -> ExpressionValue {
            // Cases compare by name: a case that carries values is found whatever it carries.
            let index = choices.firstIndex { $0 == value || ($0.caseName != nil && $0.caseName == value.caseName) }
            guard let index else { return value }
            return choices[((index + delta) % choices.count + choices.count) % choices.count]
        }
        switch (type, value) {
        case (.bool, .bool(let flag)): return .bool(!flag)
        case (.int, .int(let number)), (.int64, .int(let number)):
            let (sum, overflow) = number.addingReportingOverflow(delta)
            return overflow ? value : .int(sum)
        case (.int32, .int(let number)):
            let (sum, overflow) = number.addingReportingOverflow(delta)
            return overflow || Int32(exactly: sum) == nil ? value : .int(sum)
        case (.enumeration(_, let cases), _) where value.caseName != nil && !cases.isEmpty:
            return cycled(cases.map(ExpressionValue.enumCase))
        case (.optional(let wrapped), _):
            // nil, then the wrapped values in order: an optional Bool cycles nil → false → true → nil.
            var choices: [ExpressionValue]
            switch wrapped {
            case .bool: choices = [.bool(false), .bool(true)]
            case .enumeration(_, let cases): choices = cases.map(ExpressionValue.enumCase)
            default: return value == .null ? zero(of: wrapped) : stepped(value, type: wrapped, by: delta)
            }
            return cycled([.null] + choices)
        default:
            return value
        }
    }

    /// A type's zero value (`ScreenState.zeroValue(of:)`: false, 0, "", the first case with the zero values of what
    /// it carries, nil, an empty list, a struct of zero members), except that a peer id is 1 and a peer "New Peer".
    func zero(of type: ExpressionType) -> ExpressionValue {
        switch type {
        case .peerId: .int(1)
        case .peer: PeerSample.value(id: 1, name: "New Peer")
        default: page.state.zeroValue(of: type)
        }
    }

    /// The value and type a line shows; nil for lines without one.
    func value(at line: DataPanel.Line) -> (ExpressionValue, ExpressionType)? {
        let state = page.state
        switch line {
        case .field(let name):
            guard let value = state[name], let type = state.type(of: name) else { return nil }
            return (value, type)
        case .elementField(let list, let index, _, let field):
            guard let elements = state.elements(list), elements.indices.contains(index),
                case .record(let fields) = elements[index], let value = fields[field],
                let type = state.recordType(of: list)?.type(of: field)
            else { return nil }
            return (value, type)
        case .part(let owner, let path):
            guard let (value, type) = value(at: owner) else { return nil }
            return DeclaredValues.part(of: value, type: type, at: path, in: state)
        case .heading, .acceptsWrites, .handleCall, .element, .nothing:
            return nil
        }
    }

    /// Sets the value a line shows and re-renders the screen.
    mutating func setPanelValue(_ value: ExpressionValue, at line: DataPanel.Line, now: Double) {
        if case .part(let owner, let path) = line {
            // A member or a carried value: its owner's value with it replaced.
            guard let (ownerValue, ownerType) = self.value(at: owner),
                let replaced = DeclaredValues.replacing(
                    path, in: ownerValue, type: ownerType, with: value, in: page.state)
            else { return }
            return setPanelValue(replaced, at: owner, now: now)
        }
        var state = page.state
        do {
            switch line {
            case .field(let name): try state.set(name, to: value)
            case .elementField(let list, let index, _, let field):
                try state.setField(field, ofElementAt: index, in: list, to: value)
            default: return
            }
        } catch {
            status = PreviewStatus(kind: .problem, message: "✗ \(error.description)")
            return
        }
        guard case .elementField(let list, _, let id, let field) = line else {
            return applyPanelChange(state, now: now)
        }
        guard field == "id" else { return applyPanelChange(state, now: now, described: [list: [id]]) }
        // The element is now known by its new id: keep it expanded and the cursor on it.
        if page.panel.isExpanded(element: id, in: list) {
            page.panel.setExpanded(false, element: id, in: list)
            page.panel.setExpanded(true, element: value, in: list)
        }
        applyPanelChange(state, now: now, described: [list: [id, value]])
        page.panel.moveCursor(to: .elementField(list: list, id: value, field: "id"))
    }

    /// Applies a state the panel made: re-renders with change marks, rebuilds the panel, and scrolls the list to
    /// the first row that appeared or changed (`moved` rows are marked too). `described` says which elements of a
    /// list have a new value (see `apply(_:actedOn:now:moved:described:)`). Reaching the list's end calls `loadMore`
    /// again afterwards, as after an emission of the app's data.
    mutating func applyPanelChange(
        _ state: ScreenState,
        now: Double,
        moved: [RowID] = [],
        described: [String: Set<ExpressionValue>] = [:]
    ) {
        let changed = apply(state, actedOn: nil, now: now, moved: moved, described: described)
        page.loadMoreArmed = true
        if let first = changed.first ?? moved.first { page.reveal = first }
        refreshPanel()
    }

    // MARK: Typing numbers, Strings and PeerId values

    private mutating func startEditing(_ line: DataPanel.Line, value: ExpressionValue, type: ExpressionType) {
        func text(of value: ExpressionValue?) -> String? {
            switch value {
            case .int(let number)?: String(number)
            case .double(let number)?: String(number)
            case .string(let string)?: string
            default: nil
            }
        }
        // A nil value: its last value, else empty.
        let text = text(of: value) ?? text(of: page.panel.valuesBeforeNil[line.key]) ?? ""
        let buffer = TextBuffer(text, cursor: text.count)
        page.panel.editor = PanelEditor(line: line.key, type: type.wrapped ?? type, buffer: buffer)
    }

    /// A key while a panel value is typed: typing, paste, ← → Home End (Ctrl-A Ctrl-E), Backspace and Delete
    /// edit; Enter sets the value (a text that is not a number, or an id another element has, is reported and
    /// stays); Esc drops the edit.
    mutating func handlePanelEditing(_ key: PreviewKey, now: Double) {
        guard var editor = page.panel.editor else { return }
        switch key {
        case .escape:
            page.panel.editor = nil
            return
        case .enter:
            commitPanelEdit(editor, now: now)
            return
        case .left: editor.buffer.moveLeft()
        case .right: editor.buffer.moveRight()
        case .home, .control("a"): editor.buffer.moveToLineStart()
        case .end, .control("e"): editor.buffer.moveToLineEnd()
        case .backspace: editor.buffer.deleteBackward()
        case .delete: editor.buffer.deleteForward()
        case .character(let character): editor.buffer.insert(Self.inputText(String(character), multiline: false))
        case .paste(let text): editor.buffer.insert(Self.inputText(text, multiline: false))
        default: return
        }
        page.panel.editor = editor
    }

    private mutating func commitPanelEdit(_ editor: PanelEditor, now: Double) {
        let line = page.panel.currentLine
        guard line.key == editor.line else {
            page.panel.editor = nil
            return
        }
        guard let name = line.qualifiedName else { return }
        let value: ExpressionValue
        do {
            value = try ScreenState.parse(editor.text, as: editor.type, field: name)
        } catch {
            status = PreviewStatus(kind: .problem, message: "✗ \(error.description)")
            return
        }
        let before = page.state
        setPanelValue(value, at: line, now: now)
        // Keep typing when the value was refused (an id another element has): the status says why.
        if page.state != before || self.value(at: page.panel.currentLine)?.0 == value { page.panel.editor = nil }
    }
}
