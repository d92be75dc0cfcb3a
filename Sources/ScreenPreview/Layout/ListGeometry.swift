import ScreenRuntime
import TerminalUI

/// The list laid out for a terminal size: its lines, how many fit, and where each focus target is. Shared by the
/// layout (drawing) and the model (scrolling, Page Up / Page Down), so both agree.
///
/// Only the shape of the list is computed for every row (how many lines, and what each belongs to), from the row
/// shapes the model remembers (`RowShapes`); the content of a line is laid out when it is drawn (`contents(_:)`).
struct ListGeometry {
    /// Every line of the list, top to bottom.
    let lines: [ListLine]
    /// The index of each row's first line, by stable id.
    private let rowStarts: [RowID: Int]
    /// How many list lines the terminal shows.
    let visibleHeight: Int
    /// The columns of the list's parts.
    let columns: ListColumns
    /// What laying out a row's content needs.
    private let context: LayoutContext
    /// The rows' shapes, with where their wrapped texts' lines begin.
    private let shapes: RowShapes

    /// Lays out the shown screen of `model` for a `width` × `height` terminal, with the row shapes the model
    /// remembers (a copy: shapes laid out now are not kept).
    init(
        of model: PreviewModel,
        width: Int,
        height: Int,
        theme: PreviewTheme = PreviewTheme(color: false),
        now: Double = 0,
        animated: Bool = false
    ) {
        var shapes = model.rowShapes
        self.init(of: model, width: width, height: height, theme: theme, now: now, animated: animated, shapes: &shapes)
    }

    /// Lays out the shown screen of `model` with `shapes`, adding those laid out now (the model keeps them for the
    /// next geometry). Pass shapes that nothing else holds, so that they are updated in place and not copied.
    init(
        of model: PreviewModel,
        width: Int,
        height: Int,
        theme: PreviewTheme = PreviewTheme(color: false),
        now: Double = 0,
        animated: Bool = false,
        shapes: inout RowShapes
    ) {
        columns = ListColumns(style: model.page.rendered.style, width: width)
        let context = LayoutContext(
            model: model,
            theme: theme,
            now: now,
            animated: animated,
            contentWidth: columns.contentWidth
        )
        self.context = context
        (lines, rowStarts) = shapes.lines(of: model.page.rendered, context)
        self.shapes = shapes
        visibleHeight = Regions(model, height: height).listHeight
    }

    /// What lines `range` draw, each nil for decoration-only and blank lines; only the lines of rows in `range` are
    /// laid out (a long text from the nearest line its `WrapIndex` remembers), so a frame costs what it shows.
    func contents(_ range: Range<Int>) -> [LineContent?] {
        let sections = context.model.page.rendered.sections
        var laidOut: (section: Int, row: Int, first: Int, lines: [RowLine])?
        return range.map { index in
            guard let source = lines[index].source else { return nil }
            if laidOut?.section != source.section || laidOut?.row != source.row {
                let row = sections[source.section].rows[source.row]
                var drawing = context
                drawing.keptLines = source.line..<(source.line + range.upperBound - index)
                drawing.isWindowed = true
                (drawing.wrapIndex, drawing.markdownRuns) = shapes.wrapIndex(of: row, context) ?? (nil, nil)
                laidOut = (source.section, source.row, source.line, RowLines.lines(row, drawing))
            }
            guard let laidOut, laidOut.lines.indices.contains(source.line - laidOut.first) else { return nil }
            return laidOut.lines[source.line - laidOut.first].content
        }
    }

    /// The lines of `target` (a row's lines do not include its sub-items').
    func lines(of target: PreviewFocus) -> Range<Int>? {
        guard let id = target.rowStableID, let rowStart = rowStarts[id] else { return nil }
        var first = rowStart
        while first < lines.count, lines[first].rowID == id, lines[first].target != target { first += 1 }
        guard first < lines.count, lines[first].target == target else { return nil }
        var end = first + 1
        while end < lines.count, lines[end].target == target { end += 1 }
        return first..<end
    }

    /// The lines of the row with stable id `id` (its sub-items' included); nil when it is not shown.
    func lines(ofRow id: RowID) -> Range<Int>? {
        guard let first = rowStarts[id] else { return nil }
        var end = first + 1
        while end < lines.count, lines[end].rowID == id { end += 1 }
        return first..<end
    }

    /// The first line to show so that `line` is the first shown, as far as the list can scroll.
    func scrollTop(atLine line: Int) -> Int {
        min(max(line, 0), max(0, lines.count - visibleHeight))
    }

    /// The first line to show so that `range` is visible with a line of context around it where there is room,
    /// moving as little as possible from `previous`.
    func scrollTop(showingLines range: Range<Int>, from previous: Int) -> Int {
        let maxTop = max(0, lines.count - visibleHeight)
        var top = min(max(previous, 0), maxTop)
        guard visibleHeight > 0 else { return top }
        let lower = max(range.lowerBound - 1, 0)
        let upper = min(max(range.upperBound + 1, lower + 1), lower + visibleHeight, lines.count)
        if lower < top { top = lower }
        if upper > top + visibleHeight { top = upper - visibleHeight }
        return min(max(top, 0), maxTop)
    }

    /// The first line to show so that `focus` is visible, moving as little as possible from `previous`.
    ///
    /// Around the focused lines stay visible the header and box top above it (up to the previous blank or focusable
    /// line) and one line below; the first focusable row scrolls to the very top, the last to the very bottom.
    func scrollTop(showing focus: PreviewFocus?, from previous: Int) -> Int {
        let maxTop = max(0, lines.count - visibleHeight)
        var top = min(max(previous, 0), maxTop)
        guard let focus, focus.zone == .list, let range = lines(of: focus), visibleHeight > 0 else { return top }
        let firstTarget = lines.first { $0.target != nil }?.target
        let lastTarget = lines.last { $0.target != nil }?.target
        var lower = range.lowerBound
        while lower > 0, range.lowerBound - lower < 3, lines[lower - 1].target == nil, lines[lower - 1] != .blank {
            lower -= 1
        }
        var upper = min(range.upperBound + 1, lines.count)
        if firstTarget == focus { lower = 0 }
        if lastTarget == focus { upper = lines.count }
        if upper - lower > visibleHeight {
            lower = range.lowerBound
            upper = min(upper, lower + visibleHeight)
        }
        if lower < top { top = lower }
        if upper > top + visibleHeight { top = upper - visibleHeight }
        return min(max(top, 0), maxTop)
    }
}
