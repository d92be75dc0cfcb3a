/// Builds the bytes of one paint: tracks where the terminal's cursor is and which style is set, so it only moves the
/// cursor when the next glyph is not where the cursor already is, and only sets a style when it changes.
///
/// Every output starts and ends with the style reset (SGR 0), so paints can follow each other without knowing what
/// the previous one left behind.
struct Painter {
    /// The bytes so far (UTF-8: control sequences and glyph texts).
    private(set) var bytes: [UInt8] = []
    /// The style the terminal is set to.
    private var pen = Style.plain
    /// Where the terminal's cursor is, if known (after the last column it is in the pending-wrap state: unknown).
    private var cursor: (row: Int, column: Int)?
    /// The glyph printed just before the cursor, if nothing moved the cursor since.
    private var previous: Glyph?
    private let width: Int

    init(width: Int) {
        self.width = width
    }

    /// The bytes so far as text.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends a control sequence that does not move the cursor.
    mutating func append(_ sequence: String) {
        bytes.append(contentsOf: sequence.utf8)
    }

    /// Appends a cursor move (CUP) to (`row`, `column`) that nothing painted afterwards relies on.
    mutating func appendMoveCursor(row: Int, column: Int) {
        ControlSequence.appendMoveCursor(row: row, column: column, to: &bytes)
    }

    /// Whether `glyph` at (`row`, `column`) can be printed without moving the cursor first.
    func isContinuous(_ glyph: Glyph, row: Int, column: Int) -> Bool {
        guard let cursor, cursor.row == row, cursor.column == column else { return false }
        guard let previous else { return true }
        return !previous.mayMisalign && !previous.mayJoin(glyph)
    }

    /// Where the cursor is now, if known.
    var position: (row: Int, column: Int)? { cursor }

    /// Bytes needed to print `glyph` next, given the current style: its text plus an SGR if the style changes.
    func cost(of glyph: Glyph, after style: Style) -> (bytes: Int, style: Style) {
        let sgr = glyph.style == style ? 0 : ControlSequence.styleLength(glyph.style)
        return (sgr + glyph.text.utf8.count, glyph.style)
    }

    /// The style the terminal is set to.
    var style: Style { pen }

    /// Prints `glyph` at (`row`, `column`), moving the cursor and changing the style only as needed.
    mutating func print(_ glyph: Glyph, row: Int, column: Int) {
        if !isContinuous(glyph, row: row, column: column) {
            ControlSequence.appendMoveCursor(row: row, column: column, to: &bytes)
        }
        if glyph.style != pen {
            ControlSequence.appendStyle(glyph.style, to: &bytes)
            pen = glyph.style
        }
        bytes.append(contentsOf: glyph.text.utf8)
        let next = column + glyph.width
        cursor = next < width ? (row, next) : nil
        previous = glyph
    }

    /// Resets the style if it is not plain; called once everything is printed.
    mutating func resetStyle() {
        if pen != .plain {
            append(ControlSequence.resetStyle)
            pen = .plain
        }
    }
}
