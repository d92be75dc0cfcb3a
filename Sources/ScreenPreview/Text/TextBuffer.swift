/// Text with a cursor, edited by Character: the pure editing operations behind an input being edited.
struct TextBuffer: Equatable {
    private(set) var characters: [Character]
    /// The cursor: an offset in `characters`, 0…count.
    private(set) var cursor: Int

    /// `text` with the cursor at `cursor` (clamped into the text).
    init(_ text: String, cursor: Int) {
        characters = Array(text)
        self.cursor = min(max(cursor, 0), characters.count)
    }

    /// The text.
    var text: String { String(characters) }

    /// The number of Characters.
    var count: Int { characters.count }

    /// Inserts `text` at the cursor and moves the cursor after it.
    mutating func insert(_ text: String) {
        if cursor == characters.count {
            // At the end only the last Character can merge with what is typed: it alone is taken again with it, so
            // typing costs what is typed, not the length of the text.
            let tail = characters.last.map { String($0) + text } ?? text
            if !characters.isEmpty { characters.removeLast() }
            characters.append(contentsOf: tail)
            cursor = characters.count
            return
        }
        let inserted = Array(text)
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
        // A combining mark can merge with the Character before it: keep the cursor inside the text.
        let merged = Array(String(characters))
        if merged.count != characters.count {
            cursor = min(cursor - (characters.count - merged.count), merged.count)
            characters = merged
        }
    }

    /// The number of Characters once `text` is inserted at the cursor at the end of the text (a Character it merges
    /// with counts once).
    func count(appending text: String) -> Int {
        precondition(cursor == characters.count)
        guard let last = characters.last else { return text.count }
        return characters.count - 1 + (String(last) + text).count
    }

    /// Backspace: removes the Character before the cursor.
    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Delete: removes the Character after the cursor.
    mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// ←: one Character back.
    mutating func moveLeft() { cursor = max(cursor - 1, 0) }

    /// →: one Character forward.
    mutating func moveRight() { cursor = min(cursor + 1, characters.count) }

    /// Home / Ctrl-A: the start of the cursor's line (of the text, for single-line text).
    mutating func moveToLineStart() { cursor = lineStart(of: cursor) }

    /// End / Ctrl-E: the end of the cursor's line.
    mutating func moveToLineEnd() {
        var index = cursor
        while index < characters.count, !characters[index].isNewline { index += 1 }
        cursor = index
    }

    /// ↑ / ↓ in multi-line text: the same column (in Characters) of the previous / next line, or its end.
    mutating func moveVertically(up: Bool) {
        let start = lineStart(of: cursor)
        let column = cursor - start
        if up {
            guard start > 0 else {
                cursor = 0
                return
            }
            let previousStart = lineStart(of: start - 1)
            cursor = min(previousStart + column, start - 1)
        } else {
            var end = cursor
            while end < characters.count, !characters[end].isNewline { end += 1 }
            guard end < characters.count else {
                cursor = characters.count
                return
            }
            let nextStart = end + 1
            var nextEnd = nextStart
            while nextEnd < characters.count, !characters[nextEnd].isNewline { nextEnd += 1 }
            cursor = min(nextStart + column, nextEnd)
        }
    }

    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, !characters[start - 1].isNewline { start -= 1 }
        return start
    }
}
