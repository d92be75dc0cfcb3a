/// Renders frames one after another onto the same terminal: the first as `FrameRenderer.fullPaint`, each next one
/// as `FrameRenderer.diff` from the frame before — the same bytes — but keeping what it worked out about the frame it
/// rendered last (its rows as the terminal shows them, and the glyph of each cell text), so that a frame only
/// analyses its own changed rows.
public struct IncrementalFrameRenderer {
    /// How frames are rendered.
    public let options: FrameRenderer.Options
    /// The frame rendered last; nil before the first and after `reset()`.
    private var previous: Frame?
    /// What is known about `previous` (its old frame).
    private var rows: DisplayRows

    /// A renderer that has rendered nothing yet.
    public init(options: FrameRenderer.Options = FrameRenderer.Options()) {
        self.options = options
        rows = DisplayRows(color: options.color)
    }

    /// The bytes that show `frame` on the terminal this renderer has been writing to: a full paint for the first
    /// frame (and after `reset()`), else the difference from the frame rendered before.
    public mutating func render(_ frame: Frame) -> String {
        let bytes =
            if let previous {
                FrameRenderer.diff(from: previous, to: frame, options: options, rows: &rows)
            } else {
                FrameRenderer.fullPaint(frame, options: options, rows: &rows)
            }
        rows.advance()
        previous = frame
        return bytes
    }

    /// Forgets what the terminal shows: the next frame is painted in full.
    public mutating func reset() {
        previous = nil
        rows = DisplayRows(color: options.color)
    }
}
