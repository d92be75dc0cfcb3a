import TerminalText
import TerminalUI

/// Word wrapping of styled text by display width (CJK and emoji take two cells).
///
/// One pass over the text that builds the lines' spans as it goes: besides the lines themselves it holds only the
/// word being read (at most a line's width of it: a longer word is broken anyway and placed as it comes), so memory
/// stays proportional to the text, a few bytes per byte, whatever its length — and to the lines kept, when only some
/// are needed (`keeping`).
enum TextWrap {
    /// `spans` wrapped into lines at most `width` cells wide. Line breaks in the text start new lines; words longer
    /// than a line are broken; runs of spaces at a break disappear. Always at least one line. Only the lines in
    /// `keeping` (all when nil) get their spans; the others are counted and left empty.
    static func wrap(_ spans: [Span], width: Int, keeping: Range<Int>? = nil) -> [[Span]] {
        var wrapper = Wrapper(width: max(1, width), keeping: keeping)
        for span in spans {
            for character in span.text {
                if character.isNewline {
                    wrapper.endParagraph()
                    continue
                }
                for shown in Frame.sanitized(String(character)) {
                    wrapper.add(Glyph(text: String(shown), width: DisplayWidth.of(shown), style: span.style))
                }
            }
        }
        wrapper.endParagraph()
        return wrapper.lines.isEmpty ? [[]] : wrapper.lines
    }

    /// One drawn grapheme: what it shows (sanitized), its width and style.
    private struct Glyph {
        var text: String
        var width: Int
        var style: Style
    }

    /// The state of one wrapping pass.
    private struct Wrapper {
        let width: Int
        /// The lines whose spans are kept (nil: all).
        let keeping: Range<Int>?
        /// The finished lines, adjacent glyphs of one style merged into one span (empty outside `keeping`).
        var lines: [[Span]] = []
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

        init(width: Int, keeping: Range<Int>?) {
            self.width = width
            self.keeping = keeping
        }

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

        /// Ends the paragraph: its last word placed, its last line finished (an empty paragraph is an empty line).
        mutating func endParagraph() {
            finishWord()
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
            lineHasGlyphs = true
            if let keeping, !keeping.contains(lines.count) { return }
            if let last = line.last, last.style == glyph.style {
                line[line.count - 1].text += glyph.text
            } else {
                line.append(Span(glyph.text, glyph.style))
            }
        }

        private mutating func pushLine() {
            lines.append(line)
            line = []
            lineWidth = 0
            lineHasGlyphs = false
        }
    }
}
