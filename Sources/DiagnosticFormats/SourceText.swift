import TerminalText

/// A source file's text split into lines the way libyaml counts them, so that diagnostics'
/// 1-based lines and Unicode-scalar columns index into it directly.
///
/// Line breaks are `\r\n`, `\n`, `\r`, NEL (U+0085), LS (U+2028) and PS (U+2029), which are all
/// breaks in YAML 1.1 as libyaml reads it. A byte-order mark at the very start is not part of
/// line 1 (libyaml consumes it before counting columns).
struct SourceText {
    /// The lines, without their line breaks.
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var scalars = Array(text.unicodeScalars)[...]
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\r":
                if scalars.first == "\n" { scalars.removeFirst() }
                fallthrough
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(current)
                current = []
            default:
                current.append(scalar)
            }
        }
        lines.append(current)
        self.lines = lines
    }

    /// The 1-based `number`th line, or nil when the file has no such line.
    func line(_ number: Int) -> [Unicode.Scalar]? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}

/// One source line prepared for a terminal: made safe, tabs expanded, and measured so that
/// Unicode-scalar columns map to display cells.
struct DisplayLine {
    /// What to print.
    let text: String
    /// The line's width in cells.
    let width: Int
    /// For each scalar, the cells before the grapheme cluster it belongs to.
    private let clusterStart: [Int]
    /// For each scalar, the cells up to the end of the grapheme cluster it belongs to.
    private let clusterEnd: [Int]

    /// Tabs become this many spaces (as rustc does), so carets line up whatever the terminal's tab stops.
    static let tabWidth = 4

    init(_ scalars: [Unicode.Scalar]) {
        var text = ""
        var starts: [Int] = []
        var ends: [Int] = []
        var cells = 0
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        for character in String(view) {
            let piece: String
            let width: Int
            if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                scalar == "\t" || TerminalSafety.isUnsafe(scalar)
            {
                piece = scalar == "\t" ? String(repeating: " ", count: Self.tabWidth) : TerminalSafety.escape(scalar)
                width = piece.count
            } else if character.unicodeScalars.contains(where: { TerminalSafety.isUnsafe($0) || $0 == "\t" }) {
                // A cluster such as "\r\n" or a control glued to a mark: escape it scalar by scalar.
                piece = character.unicodeScalars.map { $0 == "\t" ? String(repeating: " ", count: Self.tabWidth) : TerminalSafety.inline(String($0)) }.joined()
                width = DisplayWidth.of(piece)
            } else {
                piece = String(character)
                width = DisplayWidth.of(character)
            }
            for _ in character.unicodeScalars {
                starts.append(cells)
                ends.append(cells + width)
            }
            text += piece
            cells += width
        }
        self.text = text
        self.width = cells
        self.clusterStart = starts
        self.clusterEnd = ends
    }

    /// The cells before 0-based scalar index `index`; past the end of the line, one cell per missing scalar.
    func cellsBefore(scalar index: Int) -> Int {
        if index < clusterStart.count { return clusterStart[max(0, index)] }
        return width + (index - clusterStart.count)
    }

    /// The cell range that 0-based scalar indices `start..<end` cover, at least one cell wide.
    func cells(from start: Int, to end: Int) -> (start: Int, count: Int) {
        let startCell = cellsBefore(scalar: start)
        let endCell: Int
        if end <= start {
            endCell = startCell
        } else if end <= clusterEnd.count {
            endCell = clusterEnd[end - 1]
        } else {
            endCell = max(width, startCell)
        }
        return (startCell, max(1, endCell - startCell))
    }
}
