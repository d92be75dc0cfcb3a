import ScreenIR
import ScreenRuntime

/// How many lines each row takes and which focus target each line belongs to, remembered per row.
///
/// Laying a row out (wrapping its text) is the expensive part of a frame, and a list can have hundreds of rows
/// while the terminal shows a few dozen lines. Scrolling and drawing need every row's height but only the visible
/// rows' content, so the heights are remembered here and only the visible rows are laid out in full.
///
/// A row's line count and targets depend only on its content, the content width, the strings table (fixed for a
/// model) and, for an input, its editor (the cursor can add a line) — never on colours or the time: styles do not
/// change where text wraps and the spinner is one fixed-width glyph. An entry is reused only while all of these are
/// the same, so a stale entry is never used.
struct RowShapes: Sendable {
    private struct Entry: Sendable {
        var content: RenderedRow.Content
        var contentWidth: Int
        var editor: InputEditor?
        var targets: [PreviewFocus?]
        /// Where the lines of the row's wrapped text begin, when it is long enough for that to help.
        var wrapIndex: WrapIndex?
        /// The markdown runs of that text, when it is markdown.
        var markdownRuns: [Markdown.Run]?
    }

    /// The whole list's lines as last built, and what they were built from.
    private struct List: Sendable {
        var sections: [RenderedSection]
        var style: ListStyle
        var contentWidth: Int
        var editor: InputEditor?
        var lines: [ListLine]
        /// The index of each row's first line in `lines`, by stable id.
        var rowStarts: [RowID: Int]
    }

    /// The remembered shapes by stable id (of any page: an entry of another page's row simply does not match).
    private var entries: [RowID: Entry] = [:]
    /// The last list built: reused as a whole while the rendered sections stay the same (the common case of a key
    /// that only moves the focus, and of every frame between keys; comparing an unchanged array is immediate).
    private var list: List?

    /// The lines of the whole list of `rendered` laid out in `context` (see `ListBuilder.lines`).
    ///
    /// Also returns where each row's lines start, so that finding a row's lines is a lookup, not a scan of a list
    /// that can have tens of thousands of lines.
    mutating func lines(of rendered: RenderedScreen, _ context: LayoutContext)
        -> (lines: [ListLine], rowStarts: [RowID: Int])
    {
        let editor = context.model.editor
        if let list, list.contentWidth == context.contentWidth, list.editor == editor, list.style == rendered.style,
            list.sections.sharesStorage(with: rendered.sections)
                || keepsShape(list.sections, in: rendered.sections, context)
        {
            self.list?.sections = rendered.sections
            return (list.lines, list.rowStarts)
        }
        let lines = ListBuilder.lines(rendered) { targets(of: $0, context) }
        var rowStarts: [RowID: Int] = [:]
        rowStarts.reserveCapacity(rendered.rowCount)
        for (index, line) in lines.enumerated() where line.source?.line == 0 {
            if let id = line.rowID { rowStarts[id] = index }
        }
        list = List(
            sections: rendered.sections,
            style: rendered.style,
            contentWidth: context.contentWidth,
            editor: editor,
            lines: lines,
            rowStarts: rowStarts
        )
        return (lines, rowStarts)
    }

    /// Whether the list's lines stay as they are from `old` to `new`: the same rows in the same places, and every row
    /// whose content changed (laid out again here) with the same line targets and the same grouping. Compares the
    /// rows in order (no lookups), so a change to one row of a long list costs a pass of cheap comparisons — rows
    /// the renderer kept share their texts, which compare at once.
    private mutating func keepsShape(_ old: [RenderedSection], in new: [RenderedSection], _ context: LayoutContext)
        -> Bool
    {
        guard old.count == new.count else { return false }
        for section in new.indices {
            guard old[section].sectionIndex == new[section].sectionIndex,
                old[section].rows.count == new[section].rows.count
            else { return false }
            for index in new[section].rows.indices {
                let id = new[section].rows[index].stableID
                guard old[section].rows[index].stableID == id else { return false }
                guard old[section].rows[index].content != new[section].rows[index].content else { continue }
                let before = entries[id]?.targets
                guard
                    ListBuilder.isAlwaysPlain(old[section].rows[index].content)
                        == ListBuilder.isAlwaysPlain(new[section].rows[index].content),
                    targets(of: new[section].rows[index], context) == before
                else { return false }
            }
        }
        return true
    }

    /// The focus target of each line of `row` laid out in `context`: the remembered ones when they still apply,
    /// else laid out now (and remembered).
    mutating func targets(of row: RenderedRow, _ context: LayoutContext) -> [PreviewFocus?] {
        let editor = context.editor(for: row.stableID)
        if let entry = entries[row.stableID], entry.contentWidth == context.contentWidth, entry.editor == editor,
            entry.content == row.content
        {
            return entry.targets
        }
        var counting = context
        counting.keptLines = 0..<0  // only the lines' number and targets are needed
        counting.isWindowed = false
        let recorder = WrapRecorder()
        counting.wrapRecorder = recorder
        let targets = RowLines.lines(row, counting).map(\.target)
        entries[row.stableID] = Entry(
            content: row.content,
            contentWidth: context.contentWidth,
            editor: editor,
            targets: targets,
            wrapIndex: recorder.index,
            markdownRuns: recorder.index == nil ? nil : recorder.markdownRuns
        )
        return targets
    }

    /// Where the lines of `row`'s wrapped text begin, and its markdown runs, as remembered when its lines were
    /// counted in `context`; nil when they were not, or the row has changed since.
    func wrapIndex(of row: RenderedRow, _ context: LayoutContext) -> (WrapIndex, [Markdown.Run]?)? {
        guard let entry = entries[row.stableID], entry.contentWidth == context.contentWidth,
            entry.editor == context.editor(for: row.stableID), entry.content == row.content,
            let index = entry.wrapIndex
        else { return nil }
        return (index, entry.markdownRuns)
    }
}

extension Array {
    /// Whether the two arrays are the same storage (a copy that was never changed): equal without comparing a
    /// single element.
    func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress && mine.count == theirs.count }
        }
    }
}
