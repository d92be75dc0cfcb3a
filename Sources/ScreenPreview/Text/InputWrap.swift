/// A multi-line input's text wrapped at Character boundaries (and at line breaks) into lines of at most `width`
/// cells, as `multilineInput` rows draw it — so that the cursor maps exactly onto a line and column.
///
/// One pass over the text that keeps only the lines asked for (no record per Character), and remembers where every
/// 64th line begins (`WrapIndex`) when it counts the lines; a frame then lays out the lines it shows from the nearest
/// of those, with the cursor's place remembered too. A line begins at a Character with nothing carried over from the
/// line before, so resuming there gives exactly the lines a whole pass gives.
enum InputWrap {
    /// The lines asked for, how many lines the text has, and the cursor's line and column.
    struct Result {
        /// The lines kept: every line (empty outside `keeping`), or only the kept ones when windowed.
        var lines: [String]
        /// The line `lines[0]` is: 0, or when windowed the first kept line.
        var first = 0
        /// How many lines the text wraps into.
        var count: Int
        /// Where the cursor is, when there is one (and, windowed, when the index remembers it).
        var cursor: (line: Int, column: Int)?
        /// Where the lines begin, when the pass counted them.
        var index: WrapIndex?
    }

    /// `text` wrapped to `width`, with the cursor before Character `cursor`: every line, with text only in
    /// `keeping` (all when nil); the pass also indexes the text.
    static func wrap(_ text: String, secure: Bool, width: Int, cursor: Int?, keeping: Range<Int>? = nil) -> Result {
        var pass = Pass(text: text, secure: secure, width: max(1, width), keeping: keeping, window: false)
        pass.cursor = cursor
        pass.recordsStarts = true
        pass.run(from: 0, line: 0)
        let index = WrapIndex(
            width: max(1, width), lineCount: pass.line + 1, starts: pass.starts,
            fingerprint: WrapIndex.Fingerprint([Span(text)]),
            cursor: pass.cursorPosition.map { WrapIndex.Place(line: $0.line, column: $0.column) })
        return Result(lines: pass.lines, count: pass.line + 1, cursor: pass.cursorPosition, index: index)
    }

    /// The lines `range` of `text` wrapped to `width` (those it has), the first of them first, resumed from the
    /// nearest line `index` remembers; the count and cursor are the index's. Nil when `index` is not of this text and
    /// width.
    static func lines(_ text: String, secure: Bool, width: Int, in range: Range<Int>, index: WrapIndex) -> Result? {
        let width = max(1, width)
        guard index.applies(to: [Span(text)], width: width), !index.starts.isEmpty else { return nil }
        let checkpoint = min(max(0, range.lowerBound) / WrapIndex.interval, index.starts.count - 1)
        var pass = Pass(text: text, secure: secure, width: width, keeping: range, window: true)
        pass.stopsAt = range.upperBound
        pass.run(from: index.starts[checkpoint].offset, line: checkpoint * WrapIndex.interval)
        return Result(
            lines: pass.lines, first: max(0, range.lowerBound), count: index.lineCount,
            cursor: index.cursor.map { ($0.line, $0.column) }, index: index)
    }

    /// One pass over the text.
    private struct Pass {
        let text: String
        let secure: Bool
        let width: Int
        let keeping: Range<Int>?
        /// Whether `lines` holds only the kept lines (else every line, empty outside `keeping`).
        let window: Bool
        /// The Character the cursor is before, when the pass looks for it.
        var cursor: Int?
        var cursorPosition: (line: Int, column: Int)?
        /// The line index at which the pass is done (nil: at the end of the text).
        var stopsAt: Int?
        var recordsStarts = false
        private(set) var starts: [WrapIndex.Position] = []
        private(set) var lines: [String] = []
        /// The line being filled, among all the text's lines.
        private(set) var line = 0
        private var current = ""
        private var column = 0

        init(text: String, secure: Bool, width: Int, keeping: Range<Int>?, window: Bool) {
            self.text = text
            self.secure = secure
            self.width = width
            self.keeping = keeping
            self.window = window
        }

        /// Wraps from UTF-8 offset `offset`, where line `line` begins.
        mutating func run(from offset: Int, line: Int) {
            self.line = line
            var offset = offset
            var characterIndex = 0
            recordStart(offset)
            var index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            while index < text.endIndex {
                if let stopsAt, self.line >= stopsAt { return }
                let character = text[index]
                let glyph = InputGlyph(character, secure: secure)
                if characterIndex == cursor { cursorPosition = (self.line, column) }
                let next = offset + character.utf8.count
                if glyph.isLineBreak {
                    pushLine(nextStartsAt: next)
                } else {
                    if column + glyph.width > width, column > 0 {
                        pushLine(nextStartsAt: offset)
                        if characterIndex == cursor { cursorPosition = (self.line, 0) }
                    }
                    if keeps(self.line) { current += glyph.text }
                    column += glyph.width
                }
                offset = next
                characterIndex += 1
                index = text.index(after: index)
            }
            if characterIndex == cursor { cursorPosition = (self.line, column) }
            if stopsAt.map({ self.line < $0 }) ?? true, !window || keeps(self.line) { lines.append(current) }
        }

        private func keeps(_ line: Int) -> Bool { keeping?.contains(line) ?? true }

        private mutating func pushLine(nextStartsAt offset: Int) {
            if !window || keeps(line) { lines.append(current) }
            line += 1
            current = ""
            column = 0
            recordStart(offset)
        }

        /// Remembers that the line being filled begins at `offset`, when it is one whose beginning is kept.
        private mutating func recordStart(_ offset: Int) {
            guard recordsStarts, line % WrapIndex.interval == 0, starts.count == line / WrapIndex.interval else {
                return
            }
            starts.append(WrapIndex.Position(span: 0, offset: offset, glyph: 0))
        }
    }
}
