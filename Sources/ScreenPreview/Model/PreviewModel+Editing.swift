import ScreenRuntime

extension PreviewModel {
    /// A key while an input is edited.
    ///
    /// Typing and paste insert at the cursor — what the input's keyboard can type (`InputKeyboard`: a number input
    /// takes digits only); ←/→ move by Character, Home/End and Ctrl-A/Ctrl-E to the line's start
    /// and end, ↑/↓ between lines of a multi-line input; Backspace and Delete remove a Character. Alt-Enter and
    /// Ctrl-J insert a line break in a multi-line input (a paste keeps its line breaks there; in a single-line input
    /// they become spaces). Enter or Esc ends editing; Enter in a single-line input also presses its return key
    /// (`action:`). Every change is an `editText` through `InteractionHandler`, so `maxLength` is enforced exactly
    /// like the generated code does: an edit that would make the text too long is refused and reported.
    mutating func handleEditing(_ key: PreviewKey, now: Double) {
        guard let editor, let original = editedText(row: editor.row) else {
            self.editor = nil
            return
        }
        var buffer = TextBuffer(original, cursor: editor.cursor)
        switch key {
        case .escape:
            self.editor = nil
            return
        case .enter:
            self.editor = nil
            submit(row: editor.row, now: now)
            return
        case .altEnter, .control("j"): if editor.isMultiline { buffer.insert("\n") }
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .home, .control("a"): buffer.moveToLineStart()
        case .end, .control("e"): buffer.moveToLineEnd()
        case .up, .down: if editor.isMultiline { buffer.moveVertically(up: key == .up) }
        case .backspace: buffer.deleteBackward()
        case .delete: buffer.deleteForward()
        case .character(let character):
            let text = Self.inputText(String(character), multiline: editor.isMultiline)
            guard keyboardAccepts(text, row: editor.row) else { return }
            buffer.insert(text)
        case .paste(let text):
            let text = Self.inputText(text, multiline: editor.isMultiline)
            guard keyboardAccepts(text, row: editor.row) else { return }
            buffer.insert(text)
        default: return
        }
        if buffer.text != original {
            let interaction = Interaction.editText(row: editor.row, text: buffer.text)
            let outcome: InteractionOutcome
            do {
                outcome = try InteractionHandler.perform(interaction, in: page.screen, state: page.state)
            } catch {
                status = PreviewStatus(kind: .problem, message: "✗ \(error.description)")
                return
            }
            if let reason = outcome.ignored { return report(reason, source: .row(editor.row)) }
            complete(interaction, with: outcome, source: .row(editor.row), now: now)
        }
        if self.editor != nil { self.editor?.cursor = buffer.cursor }
    }

    /// Whether the keyboard of the input `row` can type `text` (`InputKeyboard`); when not, the status line says why.
    private mutating func keyboardAccepts(_ text: String, row: RowID) -> Bool {
        guard case .singleLineInput(let item)? = page.rendered.row(stableID: row)?.content,
            !InputKeyboard.accepts(text, type: item.type)
        else { return true }
        status = PreviewStatus(kind: .ignored, message: InputKeyboard.refusal(text, type: item.type))
        return false
    }

    /// The text of the input row `row`, or nil when it is not shown.
    func editedText(row: RowID) -> String? {
        switch page.rendered.row(stableID: row)?.content {
        case .singleLineInput(let item)?: item.text
        case .multilineInput(let item)?: item.text
        default: nil
        }
    }

    /// Enter in a single-line input: its return-key action, if it has one.
    private mutating func submit(row: RowID, now: Double) {
        guard case .singleLineInput(let item)? = page.rendered.row(stableID: row)?.content, item.action != nil
        else { return }
        perform(.submitInput(row: row), source: .row(row), now: now)
    }

    /// Typed or pasted text as it enters an input: line breaks (`\r\n`, `\r`, `\n`) become `\n` in a multi-line
    /// input and spaces in a single-line one.
    static func inputText(_ text: String, multiline: Bool) -> String {
        var result = ""
        for character in text {
            if character.isNewline {
                result.append(multiline ? "\n" : " ")
            } else {
                result.append(character)
            }
        }
        return result
    }
}
