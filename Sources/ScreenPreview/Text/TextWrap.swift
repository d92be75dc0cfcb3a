import TerminalText
import TerminalUI

/// Word wrapping of styled text by display width (CJK and emoji take two cells).
enum TextWrap {
    /// One drawn grapheme: what it shows (sanitized), its width and style.
    private struct Glyph {
        var text: String
        var width: Int
        var style: Style
    }

    /// `spans` wrapped into lines at most `width` cells wide. Line breaks in the text start new lines; words longer
    /// than a line are broken; runs of spaces at a break disappear. Always at least one line.
    static func wrap(_ spans: [Span], width: Int) -> [[Span]] {
        let width = max(1, width)
        var lines: [[Span]] = []
        for paragraph in paragraphs(spans) {
            lines += wrapParagraph(paragraph, width: width).map(merge)
        }
        return lines.isEmpty ? [[]] : lines
    }

    /// The glyphs of each paragraph (text between line breaks).
    private static func paragraphs(_ spans: [Span]) -> [[Glyph]] {
        var paragraphs: [[Glyph]] = [[]]
        for span in spans {
            for character in span.text {
                if character.isNewline {
                    paragraphs.append([])
                    continue
                }
                for shown in Frame.sanitized(String(character)) {
                    paragraphs[paragraphs.count - 1].append(
                        Glyph(text: String(shown), width: DisplayWidth.of(shown), style: span.style)
                    )
                }
            }
        }
        return paragraphs
    }

    private static func wrapParagraph(_ glyphs: [Glyph], width: Int) -> [[Glyph]] {
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var lineWidth = 0
        var pendingSpace: Glyph?
        var word: [Glyph] = []
        func place(_ word: [Glyph]) {
            let wordWidth = word.reduce(0) { $0 + $1.width }
            if !line.isEmpty, let space = pendingSpace, lineWidth + 1 + wordWidth <= width {
                line.append(space)
                lineWidth += 1
            } else if !line.isEmpty {
                lines.append(line)
                line = []
                lineWidth = 0
            }
            for glyph in word {
                if lineWidth + glyph.width > width, !line.isEmpty {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                line.append(glyph)
                lineWidth += glyph.width
            }
        }
        for glyph in glyphs {
            if glyph.text == " " {
                if !word.isEmpty {
                    place(word)
                    word = []
                }
                pendingSpace = glyph
            } else {
                word.append(glyph)
            }
        }
        if !word.isEmpty { place(word) }
        lines.append(line)
        return lines
    }

    /// Adjacent glyphs of the same style as one span.
    private static func merge(_ glyphs: [Glyph]) -> [Span] {
        var spans: [Span] = []
        for glyph in glyphs {
            if let last = spans.last, last.style == glyph.style {
                spans[spans.count - 1].text += glyph.text
            } else {
                spans.append(Span(glyph.text, glyph.style))
            }
        }
        return spans
    }
}
