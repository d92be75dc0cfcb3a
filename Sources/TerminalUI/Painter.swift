/// Builds the bytes of one paint: tracks where the terminal's cursor is and which style is set, so it only moves the
/// cursor when the next glyph is not where the cursor already is, and only sets a style when it changes.
///
/// Every output starts and ends with the style reset (SGR 0), so paints can follow each other without knowing what
/// the previous one left behind.
struct Painter {
    private(set) var output = ""
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

    /// Appends a control sequence that does not move the cursor.
    mutating func append(_ sequence: String) {
        output += sequence
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
        let sgr = glyph.style == style ? 0 : ControlSequence.style(glyph.style).utf8.count
        return (sgr + glyph.text.utf8.count, glyph.style)
    }

    /// The style the terminal is set to.
    var style: Style { pen }

    /// Prints `glyph` at (`row`, `column`), moving the cursor and changing the style only as needed.
    mutating func print(_ glyph: Glyph, row: Int, column: Int) {
        if !isContinuous(glyph, row: row, column: column) {
            output += ControlSequence.moveCursor(row: row, column: column)
        }
        if glyph.style != pen {
            output += ControlSequence.style(glyph.style)
            pen = glyph.style
        }
        output += glyph.text
        let next = column + glyph.width
        cursor = next < width ? (row, next) : nil
        previous = glyph
    }

    /// Resets the style if it is not plain; called once everything is printed.
    mutating func resetStyle() {
        if pen != .plain {
            output += ControlSequence.resetStyle
            pen = .plain
        }
    }
}
