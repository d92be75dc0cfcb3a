/// The rows of two frames of the same size as the terminal shows them (`DisplayRow`), built when first needed,
/// with the glyph of each cell text: what a diff works out about the frame painted before and the frame painted now.
///
/// An `IncrementalFrameRenderer` keeps it from one paint to the next (the new frame's rows become the old frame's), so a row
/// the previous paint already built is not built again.
struct DisplayRows {
    /// Whether colours are kept (see `DisplayRow`).
    let color: Bool
    /// The glyph of each cell text met so far.
    var glyphs = GlyphCache()
    /// The old frame's rows built so far, by row (empty when there is no old frame).
    private(set) var old: [DisplayRow?] = []
    /// The new frame's rows built so far, by row.
    private(set) var new: [DisplayRow?] = []

    init(color: Bool) {
        self.color = color
    }

    /// Row `row` of `frame`, the old frame.
    mutating func old(_ frame: Frame, row: Int) -> DisplayRow {
        Self.row(row, of: frame, in: &old, color: color, glyphs: &glyphs)
    }

    /// Row `row` of `frame`, the new frame.
    mutating func new(_ frame: Frame, row: Int) -> DisplayRow {
        Self.row(row, of: frame, in: &new, color: color, glyphs: &glyphs)
    }

    /// Row `row` of `frame` from `rows` (one per frame row), built and kept there the first time.
    private static func row(
        _ row: Int, of frame: Frame, in rows: inout [DisplayRow?], color: Bool, glyphs: inout GlyphCache
    ) -> DisplayRow {
        if rows.count != frame.height { rows = Array(repeating: nil, count: frame.height) }
        if let known = rows[row] { return known }
        let built = DisplayRow(frame, row: row, color: color, glyphs: &glyphs)
        rows[row] = built
        return built
    }

    /// Row `row` is the same in both frames (the same cells): the old frame's row, if built, is the new one's too.
    mutating func carryOver(row: Int, height: Int) {
        guard old.indices.contains(row), let known = old[row] else { return }
        if new.count != height { new = Array(repeating: nil, count: height) }
        new[row] = known
    }

    /// After a paint: the new frame becomes the old one. The glyphs are forgotten once there are many of them (a long
    /// session typing many different characters), so the cache does not grow without bound.
    mutating func advance() {
        old = new
        new = []
        if glyphs.count > GlyphCache.capacity { glyphs = GlyphCache() }
    }
}
