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
