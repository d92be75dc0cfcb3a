import ScreenIR
import ScreenRuntime
import TerminalUI

/// What row layout needs: the model (texts, editor), the theme, the time and the content width.
struct LayoutContext {
    /// The model drawn.
    let model: PreviewModel
    /// The styles.
    let theme: PreviewTheme
    /// The frame time (spinners).
    let now: Double
    /// Whether spinners animate.
    let animated: Bool
    /// The width of a row's content area.
    let contentWidth: Int
    /// The lines of the row laid out whose content is needed, by index among the row's lines; nil for all. Long
    /// wrapped text fills only these and leaves the others empty — their number and focus targets stay exact — so
    /// laying out an 8 MB text for a frame holds the lines the frame shows, not all of them.
    var keptLines: Range<Int>? = nil
    /// Whether the row returns only its `keptLines` (`RowLines.lines`): set while a frame draws some lines of a row
    /// (`ListGeometry.contents`), so that a long text costs the lines drawn, not one per line of the text.
    var isWindowed = false
    /// Where the lines of the text the row wraps begin, taken when its lines were counted (`RowShapes`): a windowed
    /// layout wraps from the nearest of them instead of from the start of the text.
    var wrapIndex: WrapIndex?
    /// The markdown runs of the row's text, parsed when its lines were counted (`RowShapes`), with `wrapIndex`.
    var markdownRuns: [Markdown.Run]?
    /// Set while the row's lines are counted (`RowShapes`): the wrapped text's index is left in it.
    var wrapRecorder: WrapRecorder?

    /// `keptLines` for lines that start `offset` lines into the row (a text under a title line).
    func keptLines(after offset: Int) -> Range<Int>? {
        keptLines.map { max(0, $0.lowerBound - offset)..<max(0, $0.upperBound - offset) }
    }

    /// The row's line that the first line laid out is: the first kept line when windowed, else 0.
    var firstLine: Int { isWindowed ? max(0, keptLines?.lowerBound ?? 0) : 0 }

    /// Whether the row's line `index` is laid out (always, unless windowed).
    func laysOut(line index: Int) -> Bool { !isWindowed || (keptLines?.contains(index) ?? true) }

    /// `spans` wrapped to `width`, as the row's lines from line `offset` on: every line, with content only in
    /// `keptLines` — or, when windowed, only the kept lines, wrapped from the nearest line `wrapIndex` remembers.
    /// While counting, the text's index is recorded (when it is long enough for one to help).
    func wrap(_ spans: [Span], width: Int, after offset: Int = 0) -> [[Span]] {
        let keeping = keptLines(after: offset)
        if isWindowed, let keeping { return TextWrap.lines(spans, width: width, in: keeping, index: wrapIndex) }
        guard let wrapRecorder else { return TextWrap.wrap(spans, width: width, keeping: keeping) }
        let (lines, index) = TextWrap.index(spans, width: width, keeping: keeping)
        if index.lineCount > WrapIndex.interval {
            wrapRecorder.index = index
        } else {
            wrapRecorder.index = nil
            wrapRecorder.markdownRuns = nil
        }
        return lines
    }

    /// An input's `text` wrapped to `width` with the cursor before Character `cursor` (see `InputWrap`): windowed,
    /// only the kept lines, resumed from `wrapIndex`; else every line (content only in `keptLines`), its index left
    /// with the recorder while counting.
    func wrapInput(_ text: String, width: Int, cursor: Int?) -> InputWrap.Result {
        if isWindowed, let keptLines, let wrapIndex,
            let result = InputWrap.lines(text, secure: false, width: width, in: keptLines, index: wrapIndex)
        {
            return result
        }
        let result = InputWrap.wrap(text, secure: false, width: width, cursor: cursor, keeping: keptLines)
        wrapRecorder?.index = result.count > WrapIndex.interval ? result.index : nil
        return result
    }

    /// The markdown runs of `text` (the row's text): those remembered with its `wrapIndex` when windowed, else parsed
    /// (and left with the recorder while counting).
    func markdownRuns(of text: String) -> [Markdown.Run] {
        if isWindowed, let markdownRuns { return markdownRuns }
        let runs = Markdown.runs(text)
        wrapRecorder?.markdownRuns = runs
        return runs
    }

    /// The string a display text shows.
    func text(_ text: DisplayText) -> String { model.text(text) }

    /// The spinner glyph for this frame.
    var spinner: String { Spinner.glyph(now: now, animated: animated) }

    /// The editor, when it edits row `id`.
    func editor(for id: RowID) -> InputEditor? {
        model.editor?.row == id ? model.editor : nil
    }

    /// `[text]` as a badge in `color`.
    func badge(_ text: String, _ color: Style.Color?) -> Span {
        Span("[\(text)]", theme.badge(color), fixed: true)
    }
}
