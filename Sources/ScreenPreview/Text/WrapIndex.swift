/// Where the lines of a wrapped text begin, every `interval` lines: what lets a frame lay out only the lines it shows
/// of a long text (`TextWrap.lines(_:width:in:index:)`) instead of wrapping the whole text again.
///
/// Taken by the pass that counts a row's lines (`TextWrap.index`), which `RowShapes` runs once per text and width;
/// positions only — no styles — so it holds whatever theme the text is drawn in. A few integers per `interval`
/// lines: memory stays far below the text's own.
struct WrapIndex: Sendable, Equatable {
    /// Where one line begins: the first glyph shown on it (for an empty line, the line break or the end of the text
    /// that ends it).
    struct Position: Sendable, Equatable {
        /// The span the glyph comes from.
        var span: Int
        /// The offset, in UTF-8 code units, of the glyph's character in the span's text.
        var offset: Int
        /// Which of the glyphs that character is shown as (a control character is shown as several, `\u{1B}`).
        var glyph: Int
    }

    /// How many lines apart the remembered line beginnings are.
    static let interval = 64

    /// The width the text was wrapped to.
    let width: Int
    /// How many lines the text wraps into.
    let lineCount: Int
    /// The beginning of line `k * interval`, for every such line.
    let starts: [Position]
    /// The spans' number and total UTF-8 length: a text other than the one indexed is not read with this index.
    let fingerprint: Fingerprint
    /// For an input's text (`InputWrap`), the line and column of the cursor the text was wrapped with.
    var cursor: Place? = nil

    /// A line and column.
    struct Place: Sendable, Equatable {
        var line: Int
        var column: Int
    }

    /// What tells the indexed text from another one cheaply.
    struct Fingerprint: Sendable, Equatable {
        var spans: Int
        var utf8: Int

        init(_ spans: [Span]) {
            self.spans = spans.count
            utf8 = spans.reduce(0) { $0 + $1.text.utf8.count }
        }
    }

    /// Whether this index was taken of `spans` wrapped to `width`.
    func applies(to spans: [Span], width: Int) -> Bool {
        self.width == width && fingerprint == Fingerprint(spans)
    }
}

/// Collects the `WrapIndex` of the text a row wraps while the row's lines are counted (see `RowShapes`).
final class WrapRecorder {
    /// The index of the last text wrapped with this recorder.
    var index: WrapIndex?
    /// The markdown runs of the row's text, when it is markdown (parsed once, not for every frame).
    var markdownRuns: [Markdown.Run]?
}
