/// Turns frames into the bytes that show them on a terminal: a full paint, or only what changed since the previous
/// frame. Pure: it returns strings, `TerminalSession` writes them.
///
/// The output uses cursor positioning (CUP), SGR styles (always "reset, then set", and only when the style changes),
/// ED to clear, and DECTCEM to hide and show the cursor; `VirtualTerminal` interprets exactly that. Wide glyphs (CJK,
/// emoji) take their cell and the continuation cell after it. Cell text is made safe first (see `Frame.put`): a
/// cell that is not one printable grapheme is shown as U+FFFD, so no frame can inject control sequences. Where
/// terminals disagree on widths (emoji, multi-scalar clusters), the cursor is positioned explicitly after the glyph.
///
/// Every output starts from and leaves the style reset. The cursor is hidden unless `frame.cursor` is set; then it
/// is moved there and shown at the end.
public enum FrameRenderer {
    /// How to render.
    public struct Options: Sendable, Hashable {
        /// Whether to use colours (false with `NO_COLOR`); bold, dim, italic, underline and inverse stay either way.
        public var color: Bool
        /// Plain text instead of escape sequences: for `TERM=dumb` and output that is not a terminal.
        public var plain: Bool

        /// Options with colour on and escape sequences by default.
        public init(color: Bool = true, plain: Bool = false) {
            self.color = color
            self.plain = plain
        }

        /// The options for an environment: plain when the output is not a terminal or `TERM` is `dumb`, unset or
        /// empty; no colour when `NO_COLOR` is set to a non-empty value (https://no-color.org) or when plain.
        public init(environment: [String: String], isTerminal: Bool) {
            let term = environment["TERM"] ?? ""
            plain = !isTerminal || term.isEmpty || term == "dumb"
            color = !plain && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    /// Everything needed to show `frame` on a terminal in any state: hides the cursor, resets the style, clears the
    /// screen, paints every cell that is not a plain space, then shows the cursor if the frame has one.
    /// In plain mode, `plainText(frame)` followed by a line feed.
    public static func fullPaint(_ frame: Frame, options: Options = Options()) -> String {
        var rows = DisplayRows(color: options.color)
        return fullPaint(frame, options: options, rows: &rows)
    }

    /// `fullPaint(_:options:)`, building the frame's rows in `rows` (as its new frame).
    static func fullPaint(_ frame: Frame, options: Options, rows: inout DisplayRows) -> String {
        if options.plain { return plainText(frame) + "\n" }
        var painter = Painter(width: frame.width)
        painter.append(ControlSequence.hideCursor + ControlSequence.resetStyle + ControlSequence.clearScreen)
        paintChanges(from: nil, to: frame, rows: &rows, with: &painter)
        painter.resetStyle()
        if let cursor = visibleCursor(of: frame) {
            painter.appendMoveCursor(row: cursor.row, column: cursor.column)
            painter.append(ControlSequence.showCursor)
        }
        return painter.output
    }

    /// The bytes that turn a terminal showing `previous` (as painted by this renderer) into one showing `next`:
    /// only cells that changed, in runs, with the cursor hidden while painting. Empty when nothing visible changed.
    /// A full paint when the sizes differ (the terminal was resized). In plain mode, the new frame's plain text when
    /// anything changed.
    public static func diff(from previous: Frame, to next: Frame, options: Options = Options()) -> String {
        var rows = DisplayRows(color: options.color)
        return diff(from: previous, to: next, options: options, rows: &rows)
    }

    /// `diff(from:to:options:)`, with the rows of `previous` that `rows` already has (as its old frame: they must be
    /// `previous`'s) and building those of `next` it needs in it (as its new frame).
    static func diff(from previous: Frame, to next: Frame, options: Options, rows: inout DisplayRows) -> String {
        guard previous.width == next.width, previous.height == next.height else {
            return fullPaint(next, options: options, rows: &rows)
        }
        if options.plain { return looksTheSame(previous, next, color: false) ? "" : plainText(next) + "\n" }

        var painter = Painter(width: next.width)
        paintChanges(from: previous, to: next, rows: &rows, with: &painter)
        painter.resetStyle()
        let body = painter.output
        let before = visibleCursor(of: previous)
        let after = visibleCursor(of: next)
        var output = ""
        var isVisible = before != nil
        if !body.isEmpty, isVisible {
            output += ControlSequence.hideCursor  // no flicker of a cursor jumping around while cells are painted
            isVisible = false
        }
        output += body
        if let after {
            if !body.isEmpty || !isVisible || before?.row != after.row || before?.column != after.column {
                output += ControlSequence.moveCursor(row: after.row, column: after.column)
            }
            if !isVisible { output += ControlSequence.showCursor }
        } else if isVisible {
            output += ControlSequence.hideCursor
        }
        return output
    }

    /// The frame as text, for output that is not a terminal: one line per row (joined with `\n`, no final line
    /// feed), wide glyphs once, trailing spaces removed, no styles and no escape bytes at all.
    public static func plainText(_ frame: Frame) -> String {
        var glyphs = GlyphCache()
        return (0..<frame.height).map { DisplayRow(frame, row: $0, color: false, glyphs: &glyphs).text }
            .joined(separator: "\n")
    }

    /// The frame's cursor if it is on the frame (a column past the right edge is shown on the last column).
    private static func visibleCursor(of frame: Frame) -> (row: Int, column: Int)? {
        guard let cursor = frame.cursor, frame.width > 0, (0..<frame.height).contains(cursor.row), cursor.column >= 0
        else { return nil }
        return (cursor.row, min(cursor.column, frame.width - 1))
    }
}
