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

    /// `keptLines` for lines that start `offset` lines into the row (a text under a title line).
    func keptLines(after offset: Int) -> Range<Int>? {
        keptLines.map { max(0, $0.lowerBound - offset)..<max(0, $0.upperBound - offset) }
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
