import TerminalText

/// A terminal emulator for tests: a grid of styled cells that interprets exactly the subset of escape sequences that
/// `FrameRenderer` and `TerminalSession` write, so tests can check what a user would see.
///
/// Understood: printable text, with wide glyphs taking two cells (measured with `DisplayWidth`, as the renderer
/// does), overwriting half of a wide glyph blanking its other half, auto-wrap at the right edge and scrolling at the
/// bottom; CUP (`ESC [ r ; c H`, also `f`); SGR 0, 1, 2, 3, 4, 7, 22, 23, 24, 27, 30–37, 39, 40–47, 49; ED
/// (`ESC [ J`, 0–3) and EL (`ESC [ K`, 0–2), which erase with the current background; DECTCEM (`ESC [?25h/l`);
/// the alternate screen (`ESC [?1049h/l`, saving and restoring the cursor, cleared on entry); bracketed-paste mode
/// (`ESC [?2004h/l`). Anything else (another sequence, a control character) is recorded in `unsupported` and
/// otherwise ignored, so a test can assert that output stayed within the subset.
public struct VirtualTerminal: Sendable {
    /// Width in cells.
    public let columns: Int
    /// Height in cells.
    public let rows: Int
    /// The cursor's row, zero-based.
    public internal(set) var cursorRow = 0
    /// The cursor's column, zero-based.
    public internal(set) var cursorColumn = 0
    /// Whether the cursor is shown (DECTCEM).
    public internal(set) var isCursorVisible = true
    /// Whether the alternate screen is shown.
    public internal(set) var isAlternateScreen = false
    /// Whether bracketed paste is enabled.
    public internal(set) var isBracketedPaste = false
    /// The current SGR state.
    public internal(set) var style = Style.plain
    /// Sequences and characters outside the understood subset, in the order met.
    public internal(set) var unsupported: [String] = []

    var screen: [Cell]
    private var otherScreen: [Cell]
    private var saved: (row: Int, column: Int, style: Style) = (0, 0, .plain)
    /// Set after printing in the last column: the next glyph goes to the start of the next line.
    var pendingWrap = false

    /// A blank terminal of `columns` × `rows` cells, cursor at the top left, shown.
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        screen = Array(repeating: .blank, count: self.columns * self.rows)
        otherScreen = screen
    }

    /// The cell at (`row`, `column`) of the screen shown. The second half of a wide glyph is `Cell.continuation`.
    public subscript(row: Int, column: Int) -> Cell {
        screen[row * columns + column]
    }

    /// All cells of the screen shown, row by row.
    public var cells: [Cell] { screen }

    /// The text of `row`: its glyphs in order, trailing spaces removed.
    public func text(row: Int) -> String {
        var line = screen[(row * columns)..<((row + 1) * columns)].map(\.character).joined()
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Every row's text (see `text(row:)`).
    public var lines: [String] { (0..<rows).map(text(row:)) }

    /// Interprets `bytes` (UTF-8, as read from a pseudo-terminal) as a terminal would; invalid UTF-8 shows as U+FFFD.
    public mutating func apply(_ bytes: [UInt8]) {
        apply(String(decoding: bytes, as: UTF8.self))
    }

    /// Interprets `output` as a terminal would.
    public mutating func apply(_ output: String) {
        var characters = output[...]
        while let character = characters.popFirst() {
            if character == "\u{1B}" {
                applyEscape(&characters)
            } else if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            {
                unsupported.append(String(character))
            } else {
                printGlyph(character)
            }
        }
    }

    mutating func setCell(row: Int, column: Int, _ cell: Cell) {
        screen[row * columns + column] = cell
    }

    /// Interprets the sequence after an ESC.
    private mutating func applyEscape(_ characters: inout Substring) {
        guard characters.first == "[" else {
            unsupported.append("ESC" + (characters.popFirst().map(String.init) ?? ""))
            return
        }
        characters.removeFirst()
        var parameters = ""
        while let next = characters.first, let scalar = next.unicodeScalars.first, next.unicodeScalars.count == 1,
            (0x20...0x3F).contains(scalar.value)
        {
            parameters.append(next)
            characters.removeFirst()
        }
        guard let final = characters.popFirst() else {
            unsupported.append("ESC[" + parameters)
            return
        }
        if !perform(final: final, parameters: parameters) { unsupported.append("ESC[" + parameters + String(final)) }
    }

    /// Carries out a CSI sequence; false if it is not in the subset.
    private mutating func perform(final: Character, parameters: String) -> Bool {
        if parameters.hasPrefix("?") { return setMode(String(parameters.dropFirst()), on: final == "h", final: final) }
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.map { Int($0) }
        guard zip(fields, numbers).allSatisfy({ $0.isEmpty || $1 != nil }) else { return false }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        switch final {
        case "H", "f":
            cursorRow = min(max(number(0, default: 1), 1), rows) - 1
            cursorColumn = min(max(number(1, default: 1), 1), columns) - 1
            pendingWrap = false
        case "J":
            return eraseInDisplay(number(0, default: 0))
        case "K":
            return eraseInLine(number(0, default: 0))
        case "m":
            return setGraphicRendition(parameters.isEmpty ? [0] : numbers.map { $0 ?? 0 })
        default:
            return false
        }
        return true
    }

    private mutating func setMode(_ mode: String, on: Bool, final: Character) -> Bool {
        guard final == "h" || final == "l" else { return false }
        switch mode {
        case "25": isCursorVisible = on
        case "2004": isBracketedPaste = on
        case "1049": switchScreen(alternate: on)
        default: return false
        }
        return true
    }

    private mutating func switchScreen(alternate: Bool) {
        guard alternate != isAlternateScreen else { return }
        if alternate { saved = (cursorRow, cursorColumn, style) }
        swap(&screen, &otherScreen)
        isAlternateScreen = alternate
        if alternate {
            screen = Array(repeating: .blank, count: columns * rows)
        } else {
            (cursorRow, cursorColumn, style) = saved
        }
        pendingWrap = false
    }
}
