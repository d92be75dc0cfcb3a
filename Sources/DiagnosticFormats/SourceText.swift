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

/// One source line prepared for a terminal: made safe, tabs expanded, and measured so that Unicode-scalar columns map
/// to display cells. A line wider than `maxWidth` cells is cut to a window around the columns a diagnostic points at,
/// with `...` where it was cut:
///
/// ```
/// 1 | ...ows: [{id: r, item: action, title: X}]}], k0: 1, k1: 1, k2: 1, k3: 1, k4: 1, k5: 1, k6: 1, k7...
///   |                                               ^^ not part of a screen
/// ```
///
/// Building one looks at a bounded stretch of the line around the focus, never at the whole line, so that a file
/// that is one long line with thousands of diagnostics is printed in time and space linear in their number.
struct LineExcerpt {
    /// What to print: the shown part of the line, with `cutMarker` at an end that was cut.
    let text: String
    /// The width of `text` in cells.
    let width: Int
    /// The 0-based index in the line of the first scalar `clusterStart` and `clusterEnd` describe.
    private let firstScalar: Int
    /// For each shown scalar (from `firstScalar`), the cell in `text` where its grapheme cluster starts.
    private let clusterStart: [Int]
    /// For each shown scalar, the cell in `text` where its grapheme cluster ends.
    private let clusterEnd: [Int]
    /// The number of scalars in the whole line.
    private let lineLength: Int
    /// Where the line's shown text starts and ends in `text` (between the cut markers).
    private let contentStart: Int
    private let contentEnd: Int

    /// Tabs become this many spaces (as rustc does), so carets line up whatever the terminal's tab stops.
    static let tabWidth = 4
    /// The widest line shown whole, and the width of a cut line's window, markers included.
    static let maxWidth = 120
    /// Stands for the part of a line that is not shown.
    static let cutMarker = "..."

    /// The line `scalars`, cut (when it is wider than `maxWidth`) to a window that shows the scalars `focus` (0-based
    /// indices in the line), or as much of them as fits, starting with the first.
    init(_ scalars: [Unicode.Scalar], focus: Range<Int> = 0..<0, maxWidth: Int = Self.maxWidth) {
        let count = scalars.count
        let focusStart = min(max(focus.lowerBound, 0), count)
        let focusEnd = min(max(focus.upperBound, focusStart), count)
        // Every scalar but a zero-width one takes at least a cell, so this stretch fills any window (one of
        // zero-width marks shows less context): a window puts at most a third of its room before the focus, or all
        // of it when it shows the line's end.
        let low = max(0, focusStart - (focusStart + maxWidth >= count ? maxWidth : maxWidth / 2))
        let high = min(count, focusStart + maxWidth + 1)
        var pieces = Self.pieces(scalars[low..<high])
        // At a cut, the Character at the edge may be part of a longer cluster: leave it out.
        var firstPieceScalar = low
        if low > 0, !pieces.isEmpty { firstPieceScalar += pieces.removeFirst().scalars }
        if high < count, !pieces.isEmpty { pieces.removeLast() }

        var starts: [Int] = []
        var cells = 0
        for piece in pieces {
            starts.append(cells)
            cells += piece.width
        }
        let sliceWidth = cells
        let isWhole = low == 0 && high == count
        var shown = 0..<pieces.count
        var startCell = 0
        if !(isWhole && sliceWidth <= maxWidth) {
            // Room for the source between two markers; the focus a third of the spare room from the left.
            let marker = Self.cutMarker.count
            var room = max(1, maxWidth - 2 * marker)
            var scalar = firstPieceScalar
            var focusCell = sliceWidth
            var focusEndCell = sliceWidth
            for (index, piece) in pieces.enumerated() {
                if scalar + piece.scalars > focusStart && focusCell == sliceWidth { focusCell = starts[index] }
                if scalar < focusEnd { focusEndCell = starts[index] + piece.width }
                scalar += piece.scalars
            }
            focusEndCell = max(focusEndCell, focusCell)
            let spare = room - (focusEndCell - focusCell)
            startCell = spare > 0 ? max(0, focusCell - spare / 3) : focusCell
            if startCell + room >= sliceWidth && high == count {
                // The window shows the line's end: only its start is cut, and the room of the other marker is used.
                room = max(1, maxWidth - marker)
                startCell = max(0, min(focusCell, sliceWidth - room))
            } else if startCell == 0 && low == 0 {
                room = max(1, maxWidth - marker)
            }
            let lower = starts.firstIndex { $0 >= startCell } ?? pieces.count
            var upper = lower
            while upper < pieces.count, starts[upper] + pieces[upper].width <= startCell + room { upper += 1 }
            shown = lower..<upper
        }
        let cutAtStart = firstPieceScalar > 0 || shown.lowerBound > 0
        let cutAtEnd = high < count || shown.upperBound < pieces.count
        let marker = Self.cutMarker.count

        var text = cutAtStart ? Self.cutMarker : ""
        let contentStart = cutAtStart ? marker : 0
        let shownStartCell = shown.isEmpty ? 0 : starts[shown.lowerBound]
        var clusterStart: [Int] = []
        var clusterEnd: [Int] = []
        var firstScalar = firstPieceScalar
        for index in 0..<shown.lowerBound { firstScalar += pieces[index].scalars }
        for index in shown {
            let start = contentStart + starts[index] - shownStartCell
            for _ in 0..<pieces[index].scalars {
                clusterStart.append(start)
                clusterEnd.append(start + pieces[index].width)
            }
            text += pieces[index].text
        }
        let shownWidth = shown.isEmpty ? 0 : starts[shown.upperBound - 1] + pieces[shown.upperBound - 1].width - shownStartCell
        let contentEnd = contentStart + shownWidth
        if cutAtEnd { text += Self.cutMarker }
        self.text = text
        self.width = contentEnd + (cutAtEnd ? marker : 0)
        self.firstScalar = firstScalar
        self.clusterStart = clusterStart
        self.clusterEnd = clusterEnd
        self.lineLength = count
        self.contentStart = contentStart
        self.contentEnd = contentEnd
    }

    /// One grapheme cluster as printed: escaped or tab-expanded when needed, with its width and scalar count.
    private struct Piece {
        var text: String
        var width: Int
        var scalars: Int
    }

    private static func pieces(_ scalars: ArraySlice<Unicode.Scalar>) -> [Piece] {
        if scalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) {
            // Printable ASCII: a cluster and a cell per scalar.
            return scalars.map { Piece(text: String(Character($0)), width: 1, scalars: 1) }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        var pieces: [Piece] = []
        for character in String(view) {
            let scalars = character.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, scalar == "\t" || TerminalSafety.isUnsafe(scalar) {
                let text = scalar == "\t" ? String(repeating: " ", count: tabWidth) : TerminalSafety.escape(scalar)
                pieces.append(Piece(text: text, width: text.count, scalars: 1))
            } else if scalars.contains(where: { TerminalSafety.isUnsafe($0) || $0 == "\t" }) {
                // A cluster such as "\r\n" or a control glued to a mark: escape it scalar by scalar.
                let text = scalars.map {
                    $0 == "\t" ? String(repeating: " ", count: tabWidth) : TerminalSafety.inline(String($0))
                }.joined()
                pieces.append(Piece(text: text, width: DisplayWidth.of(text), scalars: scalars.count))
            } else {
                pieces.append(Piece(text: String(character), width: DisplayWidth.of(character), scalars: scalars.count))
            }
        }
        return pieces
    }

    /// Whether the scalar at 0-based `index` of the line is shown (a position just past the line's end is, when the
    /// end is).
    func shows(scalar index: Int) -> Bool {
        let offset = index - firstScalar
        if offset >= 0 && offset < clusterStart.count { return true }
        return index >= lineLength && contentEnd == width
    }

    /// The cells of `text` before 0-based scalar `index` of the line; past the end of the line, one cell per missing
    /// scalar; a scalar outside the window at the window's nearer edge.
    func cellsBefore(scalar index: Int) -> Int {
        let offset = index - firstScalar
        if offset < 0 { return contentStart }
        if offset < clusterStart.count { return clusterStart[offset] }
        if index >= lineLength && contentEnd == width { return width + (index - lineLength) }
        return contentEnd
    }

    /// The cell range of `text` that 0-based scalar indices `start..<end` of the line cover, at least one cell wide
    /// and clamped to the window.
    func cells(from start: Int, to end: Int) -> (start: Int, count: Int) {
        let startCell = cellsBefore(scalar: start)
        let endCell: Int
        let last = end - 1 - firstScalar
        if end <= start {
            endCell = startCell
        } else if last >= 0 && last < clusterEnd.count {
            endCell = clusterEnd[last]
        } else if last < 0 {
            endCell = startCell
        } else {
            endCell = max(contentEnd, startCell)
        }
        return (startCell, max(1, endCell - startCell))
    }
}
