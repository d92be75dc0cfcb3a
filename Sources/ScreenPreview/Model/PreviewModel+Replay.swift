import ScreenIR
import ScreenRuntime

extension PreviewModel {
    /// Handles `keys` in order, the key at offset `i` at time `times[i]`, exactly as `handle(_:now:)` one key at a
    /// time would, and stops after a key that quits (`screenc preview --keys`). Returns the offset of that key, or nil.
    ///
    /// A run of characters typed into a single-line input is typed in one step when nothing on the screen reads the
    /// input's field but the input itself: then a character changes nothing but that input's text (no other row,
    /// change mark, focus or scroll position depends on it), each character is checked as typing it would be (the
    /// keyboard, `maxLength`), and the text is written once at the end. Typed one key at a time, each character cost
    /// time in proportion to the text typed so far: 20,000 characters took 14.5 s.
    public mutating func replay(_ keys: [PreviewKey], at times: [Double]) -> Int? {
        precondition(keys.count == times.count, "a time for every key")
        var index = 0
        while index < keys.count {
            var end = index
            while end < keys.count, case .character = keys[end] { end += 1 }
            if end - index > 1, typeAtOnce(keys[index..<end], at: times[index..<end]) {
                index = end
                continue
            }
            if handle(keys[index], now: times[index]) == .quit { return index }
            index += 1
        }
        return nil
    }

    /// Types `characters` (all `.character` keys) into the single-line input being edited, at the end of its text, if
    /// nothing else on the screen reads its field; false (nothing done) otherwise.
    private mutating func typeAtOnce(_ characters: ArraySlice<PreviewKey>, at times: ArraySlice<Double>) -> Bool {
        guard !isShowingHelp, let editor, !editor.isMultiline,
            let row = page.rendered.row(stableID: editor.row), row.element == nil,
            case .singleLineInput(let item) = row.content, item.enabled,
            onlyTheInputReads(item.field, at: editor.row)
        else { return false }
        var buffer = TextBuffer(item.text, cursor: editor.cursor)
        guard buffer.cursor == buffer.count else { return false }
        var status: PreviewStatus?
        var lastEdit: Double?
        for (key, now) in zip(characters, times) {
            guard case .character(let character) = key else { preconditionFailure("only typed characters") }
            // As `handleEditing` takes the key: the keyboard, then the limit `InteractionHandler` enforces.
            let text = Self.inputText(String(character), multiline: false)
            if !InputKeyboard.accepts(text, type: item.type) {
                status = PreviewStatus(kind: .ignored, message: InputKeyboard.refusal(text, type: item.type))
                continue
            }
            if let limit = item.limit, buffer.count(appending: text) > limit {
                status = describeIgnored(.tooLong(limit: limit), source: .row(editor.row))
                continue
            }
            buffer.insert(text)
            status = nil
            lastEdit = now
        }
        if let lastEdit {
            // The state the last accepted character left: its text written, at its time.
            let interaction = Interaction.editText(row: editor.row, text: buffer.text)
            do {
                let outcome = try InteractionHandler.perform(interaction, in: page.screen, state: page.state)
                if let reason = outcome.ignored {
                    status = describeIgnored(reason, source: .row(editor.row))
                } else {
                    apply(outcome.state, actedOn: editor.row, now: lastEdit)
                }
            } catch {
                status = PreviewStatus(kind: .problem, message: "✗ \(error.description)")
            }
        }
        self.status = status
        if self.editor != nil { self.editor?.cursor = buffer.cursor }
        scrollToFocus()
        return true
    }

    /// Whether the only place on the shown screen that names `field` (in a condition, a text, a binding or anywhere
    /// else, as `RowDependencies` counts) is the binding of the input `row` (and its id, which names the row, not the
    /// field), besides the field's own declaration.
    private func onlyTheInputReads(_ field: String, at row: RowID) -> Bool {
        let screen = page.screen
        guard let entry = ScreenEntries(screen).entries.first(where: { $0.position == row.position }),
            case .singleLineInput(var input) = entry.row.item, input.binding.value == field
        else { return false }
        func count(in value: Any) -> Int {
            var count = 0
            RowDependencies.visitNames(in: value) { if $0 == field { count += 1 } }
            return count
        }
        // The input without its binding and id names the field nowhere else.
        var itsRow = entry.row
        input.binding.value = ""
        itsRow.item = .singleLineInput(input)
        itsRow.id.value = ""
        guard count(in: itsRow) == 0 else { return false }
        let allowed = count(in: screen.state) + 1 + (entry.row.id.value == field ? 1 : 0)
        return count(in: screen) == allowed
    }
}
