import TerminalText
import TerminalUI

/// Word wrapping of styled text by display width (CJK and emoji take two cells).
///
/// One pass over the text that builds the lines' spans as it goes: besides the lines themselves it holds only the
/// word being read (at most a line's width of it: a longer word is broken anyway and placed as it comes), so memory
/// stays proportional to the text, a few bytes per byte, whatever its length — and to the lines kept, when only some
/// are needed (`keeping`).
///
/// A long text is wrapped whole once, to count its lines (`index`); the pass remembers where every 64th line begins
/// (`WrapIndex`), and a frame then lays out the lines it shows from the nearest of those (`lines(_:width:in:index:)`):
/// the work of a frame follows the lines shown, not the length of the text.
enum TextWrap {
    /// `spans` wrapped into lines at most `width` cells wide. Line breaks in the text start new lines; words longer
    /// than a line are broken; runs of spaces at a break disappear. Always at least one line. Only the lines in
    /// `keeping` (all when nil) get their spans; the others are counted and left empty.
    static func wrap(_ spans: [Span], width: Int, keeping: Range<Int>? = nil) -> [[Span]] {
        var wrapper = Wrapper(width: max(1, width), keeping: keeping)
        run(spans, &wrapper)
        return wrapper.lines
    }

    /// `wrap(_:width:keeping:)`, also returning where its lines begin, so that later passes can lay out some of them
    /// without wrapping the whole text (`lines(_:width:in:index:)`).
    static func index(_ spans: [Span], width: Int, keeping: Range<Int>? = nil) -> ([[Span]], WrapIndex) {
        var wrapper = Wrapper(width: max(1, width), keeping: keeping)
        wrapper.recordsStarts = true
        run(spans, &wrapper)
        let index = WrapIndex(
            width: max(1, width), lineCount: wrapper.lineIndex, starts: wrapper.starts,
            fingerprint: WrapIndex.Fingerprint(spans))
        return (wrapper.lines, index)
    }

    /// The lines `range` of `spans` wrapped to `width` (those of them the text has), exactly as `wrap` lays them
    /// out — the first of them first. With an `index` of the same text and width, wrapping starts at the nearest
    /// remembered line at or before `range` and stops after it; without one, the text is wrapped from its start.
    static func lines(_ spans: [Span], width: Int, in range: Range<Int>, index: WrapIndex?) -> [[Span]] {
        let width = max(1, width)
        var wrapper = Wrapper(width: width, keeping: range, window: true)
        var start: WrapIndex.Position?
        if let index, index.applies(to: spans, width: width), !index.starts.isEmpty {
            let checkpoint = min(max(0, range.lowerBound) / WrapIndex.interval, index.starts.count - 1)
            start = index.starts[checkpoint]
            wrapper.lineIndex = checkpoint * WrapIndex.interval
        }
        wrapper.stopsAt = range.upperBound
        run(spans, &wrapper, from: start)
        return wrapper.lines
    }

    /// Feeds `spans` to `wrapper` from `start` (the beginning of the text when nil) until it is done or the text
    /// ends.
    private static func run(_ spans: [Span], _ wrapper: inout Wrapper, from start: WrapIndex.Position? = nil) {
        guard wrapper.stopsAt.map({ wrapper.lineIndex < $0 }) ?? true else { return }
        var spanIndex = start?.span ?? 0
        var offset = start?.offset ?? 0
        var skippedGlyphs = start?.glyph ?? 0
        while spanIndex < spans.count {
            let span = spans[spanIndex]
            let text = span.text
            var index = offset == 0 ? text.startIndex : text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            while index < text.endIndex {
                let character = text[index]
                var position = WrapIndex.Position(span: spanIndex, offset: offset, glyph: 0)
                if character.isNewline {
                    wrapper.endParagraph(at: position)
                } else {
                    for shown in Frame.sanitized(String(character)) {
                        if position.glyph >= skippedGlyphs {
                            let glyph = Glyph(
                                text: String(shown), width: DisplayWidth.of(shown), style: span.style, position: position)
                            wrapper.add(glyph)
                        }
                        position.glyph += 1
                    }
                    skippedGlyphs = 0
                }
                if wrapper.isDone { return }
                offset += character.utf8.count
                index = text.index(after: index)
            }
            spanIndex += 1
            offset = 0
        }
        wrapper.endParagraph(at: WrapIndex.Position(span: spans.count, offset: 0, glyph: 0))
    }

    /// One drawn grapheme: what it shows (sanitized), its width and style, and where in the text it comes from.
    private struct Glyph {
        var text: String
        var width: Int
        var style: Style
        var position: WrapIndex.Position
    }

    /// The state of one wrapping pass.
    private struct Wrapper {
        let width: Int
        /// The lines whose spans are kept (nil: all).
        let keeping: Range<Int>?
        /// Whether `lines` holds only the kept lines (else every line, empty outside `keeping`).
        let window: Bool
        /// The finished lines, adjacent glyphs of one style merged into one span (see `window`).
        private(set) var lines: [[Span]] = []
        /// The index of the line being filled, among all the text's lines.
        var lineIndex = 0
        /// The line index at which the pass is done (nil: at the end of the text).
        var stopsAt: Int?
        /// Whether to remember where every `WrapIndex.interval`-th line begins, in `starts`.
        var recordsStarts = false
        private(set) var starts: [WrapIndex.Position] = []
        /// The line being filled.
        private var line: [Span] = []
        private var lineWidth = 0
        private var lineHasGlyphs = false
        /// The last space seen in the paragraph (placed before the next word when it fits on the line).
        private var pendingSpace: Glyph?
        /// The word being read, while it may still fit on a line.
        private var word: [Glyph] = []
        private var wordWidth = 0
        /// Whether the word being read grew wider than a line and is being placed glyph by glyph as it comes.
        private var isPlacingWord = false

        init(width: Int, keeping: Range<Int>?, window: Bool = false) {
            self.width = width
            self.keeping = keeping
            self.window = window
        }

        /// Whether every line the pass is for is finished.
        var isDone: Bool { stopsAt.map { lineIndex >= $0 } ?? false }

        mutating func add(_ glyph: Glyph) {
            if glyph.text == " " {
                finishWord()
                pendingSpace = glyph
                return
            }
            if isPlacingWord {
                place(glyph)
                return
            }
            word.append(glyph)
            wordWidth += glyph.width
            if wordWidth > width {
                // Too wide for any line: it starts a line of its own and is broken where the lines are full.
                if lineHasGlyphs { pushLine() }
                for glyph in word { place(glyph) }
                word = []
                wordWidth = 0
                isPlacingWord = true
            }
        }

        /// Ends the paragraph at `position` (a line break, or the end of the text): its last word placed, its last
        /// line finished (an empty paragraph is an empty line, which begins at `position`).
        mutating func endParagraph(at position: WrapIndex.Position) {
            finishWord()
            if !lineHasGlyphs { recordStart(position) }
            pushLine()
            pendingSpace = nil
        }

        /// Places the word read so far: after a space on the current line when it fits, else on a new line.
        private mutating func finishWord() {
            if isPlacingWord {
                isPlacingWord = false
                return
            }
            guard !word.isEmpty else { return }
            if lineHasGlyphs, let space = pendingSpace, lineWidth + 1 + wordWidth <= width {
                append(space)
                lineWidth += 1
            } else if lineHasGlyphs {
                pushLine()
            }
            for glyph in word { place(glyph) }
            word = []
            wordWidth = 0
        }

        /// One glyph on the current line, or on a new one when it does not fit.
        private mutating func place(_ glyph: Glyph) {
            if lineWidth + glyph.width > width, lineHasGlyphs { pushLine() }
            append(glyph)
            lineWidth += glyph.width
        }

        private mutating func append(_ glyph: Glyph) {
            if !lineHasGlyphs { recordStart(glyph.position) }
            lineHasGlyphs = true
            if let keeping, !keeping.contains(lineIndex) { return }
            if let last = line.last, last.style == glyph.style {
                line[line.count - 1].text += glyph.text
            } else {
                line.append(Span(glyph.text, glyph.style))
            }
        }

        /// Remembers that the line being filled begins at `position`, when it is one whose beginning is kept.
        private mutating func recordStart(_ position: WrapIndex.Position) {
            guard recordsStarts, lineIndex % WrapIndex.interval == 0, starts.count == lineIndex / WrapIndex.interval
            else { return }
            starts.append(position)
        }

        private mutating func pushLine() {
            if !window || keeping?.contains(lineIndex) ?? true { lines.append(line) }
            lineIndex += 1
            line = []
            lineWidth = 0
            lineHasGlyphs = false
        }
    }
}
