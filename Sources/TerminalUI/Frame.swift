/// One cell of the terminal grid: a grapheme and its style. A wide grapheme (CJK, emoji) occupies its cell and
/// the next one, which holds `Cell.continuation`.
public struct Cell: Sendable, Hashable {
    /// The grapheme shown; empty for the second half of a wide grapheme.
    public var character: String
    public var style: Style

    public init(_ character: String, style: Style = .plain) {
        self.character = character
        self.style = style
    }

    /// An empty cell.
    public static let blank = Cell(" ")
    /// The second cell of a wide grapheme.
    public static let continuation = Cell("")
}

/// A full screen of cells: what the preview wants the terminal to show. Built by layout code, turned into bytes
/// by `FrameRenderer` (a full paint, or the difference from the previous frame).
public struct Frame: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Row-major cells, `height` rows of `width` cells.
    public private(set) var cells: [Cell]
    /// Where the terminal cursor should be shown (an input being edited), or nil to hide it.
    public var cursor: (row: Int, column: Int)? {
        get { cursorRow.map { ($0, cursorColumn) } }
        set {
            cursorRow = newValue?.row
            cursorColumn = newValue?.column ?? 0
        }
    }
    private var cursorRow: Int?
    private var cursorColumn = 0

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }
}
