import TerminalText

extension VirtualTerminal {
    /// Prints one grapheme at the cursor and advances it, wrapping and scrolling as a terminal does.
    mutating func printGlyph(_ character: Character) {
        let width = DisplayWidth.of(character)
        guard width > 0 else {
            unsupported.append(String(character))  // zero-width text: the renderer never sends it on its own
            return
        }
        if pendingWrap { wrap() }
        if width == 2, cursorColumn == columns - 1 {
            // A wide glyph that does not fit in the last column goes on the next line.
            erase(row: cursorRow, columns: cursorColumn..<columns)
            wrap()
        }
        let span = cursorColumn..<min(columns, cursorColumn + width)
        breakWideGlyphs(row: cursorRow, around: span)
        setCell(row: cursorRow, column: cursorColumn, Cell(String(character), style: style))
        if width == 2, cursorColumn + 1 < columns { setCell(row: cursorRow, column: cursorColumn + 1, .continuation) }
        if cursorColumn + width >= columns {
            cursorColumn = columns - 1
            pendingWrap = true
        } else {
            cursorColumn += width
        }
    }

    /// Blanks the other half of any wide glyph that `span` cuts through, as terminals do.
    private mutating func breakWideGlyphs(row: Int, around span: Range<Int>) {
        if span.lowerBound > 0, self[row, span.lowerBound].character.isEmpty {
            let start = span.lowerBound - 1
            setCell(row: row, column: start, Cell(" ", style: self[row, start].style))
        }
        let last = span.upperBound - 1
        if last + 1 < columns, self[row, last + 1].character.isEmpty, !self[row, last].character.isEmpty {
            setCell(row: row, column: last + 1, Cell(" ", style: self[row, last].style))
        }
    }

    private mutating func wrap() {
        pendingWrap = false
        cursorColumn = 0
        if cursorRow == rows - 1 {
            scrollUp()
        } else {
            cursorRow += 1
        }
    }

    private mutating func scrollUp() {
        for row in 0..<(rows - 1) {
            for column in 0..<columns { setCell(row: row, column: column, self[row + 1, column]) }
        }
        erase(row: rows - 1, columns: 0..<columns)
    }

    /// ED: 0 from the cursor to the end, 1 from the start to the cursor, 2 and 3 everything.
    mutating func eraseInDisplay(_ mode: Int) -> Bool {
        switch mode {
        case 0:
            erase(row: cursorRow, columns: cursorColumn..<columns)
            for row in (cursorRow + 1)..<rows { erase(row: row, columns: 0..<columns) }
        case 1:
            for row in 0..<cursorRow { erase(row: row, columns: 0..<columns) }
            erase(row: cursorRow, columns: 0..<(cursorColumn + 1))
        case 2, 3:
            for row in 0..<rows { erase(row: row, columns: 0..<columns) }
        default:
            return false
        }
        return true
    }

    /// EL: 0 from the cursor to the end of the line, 1 from its start to the cursor, 2 the whole line.
    mutating func eraseInLine(_ mode: Int) -> Bool {
        switch mode {
        case 0: erase(row: cursorRow, columns: cursorColumn..<columns)
        case 1: erase(row: cursorRow, columns: 0..<(cursorColumn + 1))
        case 2: erase(row: cursorRow, columns: 0..<columns)
        default: return false
        }
        return true
    }

    /// Blanks cells with the current background (and no attributes), as terminals with back-colour erase do.
    private mutating func erase(row: Int, columns range: Range<Int>) {
        guard !range.isEmpty else { return }
        breakWideGlyphs(row: row, around: range)
        for column in range { setCell(row: row, column: column, Cell(" ", style: Style(background: style.background))) }
    }

    /// Applies SGR parameters; false if one is outside the subset.
    mutating func setGraphicRendition(_ codes: [Int]) -> Bool {
        var supported = true
        for code in codes {
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.inverse = true
            case 22: (style.bold, style.dim) = (false, false)
            case 23: style.italic = false
            case 24: style.underline = false
            case 27: style.inverse = false
            case 30...37: style.foreground = Style.Color(rawValue: UInt8(code - 30))
            case 39: style.foreground = nil
            case 40...47: style.background = Style.Color(rawValue: UInt8(code - 40))
            case 49: style.background = nil
            default: supported = false
            }
        }
        return supported
    }
}
