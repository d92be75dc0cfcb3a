import ScreenRuntime
import TerminalText
import TerminalUI

/// The lines of input rows: text or a dim placeholder, `•` for secure text, the cursor while editing.
enum InputLines {
    /// A single-line input: `caption text` (or the placeholder), `⊗` when it has a clear button showing.
    /// While editing, the text scrolls sideways so the cursor stays visible (the placeholder stays while the text is
    /// empty, with the cursor before it).
    static func singleLine(
        _ item: RenderedRow.SingleLineInput,
        editor: InputEditor?,
        _ context: LayoutContext
    )
        -> LineContent
    {
        let theme = context.theme
        let textStyle = item.enabled ? theme.plain : theme.secondary
        var left: [Span] = []
        if let title = item.title.map(context.text), !title.isEmpty {
            left.append(Span(title + " ", item.enabled ? theme.bold : theme.secondary))
        }
        let showsClear =
            !item.text.isEmpty
            && (item.clearType == .always || (item.clearType == .onFocus && editor != nil))
        let right = showsClear ? [Span("⊗", theme.secondary, fixed: true)] : []
        guard let editor else {
            if item.text.isEmpty {
                let placeholder = item.placeholder.map(context.text) ?? ""
                return LineContent(left: left + [Span(placeholder, theme.secondary)], right: right)
            }
            let text = Span(shownPrefix(item.text, secure: item.isSecure, width: context.contentWidth), textStyle)
            if item.alignment == .right { return LineContent(left: left, right: [text] + right) }
            return LineContent(left: left + [text], right: right)
        }
        let caption = left.map {
            Span(SpanWriter.truncated($0.text, maxWidth: context.contentWidth / 2), $0.style, fixed: true)
        }
        if item.text.isEmpty {
            let placeholder = item.placeholder.map(context.text) ?? ""
            return LineContent(left: caption + [Span(placeholder, theme.secondary)], cursor: caption.width)
        }
        let fieldWidth = max(1, context.contentWidth - caption.width - (right.isEmpty ? 0 : 2))
        let window = visibleWindow(item.text, secure: item.isSecure, cursor: editor.cursor, width: fieldWidth)
        return LineContent(
            left: caption + [Span(window.text, textStyle, fixed: true)],
            right: right,
            cursor: caption.width + window.cursorColumn
        )
    }

    /// A multi-line input: the text wrapped by Character (so the cursor maps exactly), at least as many lines as
    /// `minimalHeight` asks for (one per 22 points beyond 44), and the remaining-characters counter once the text
    /// reaches 70 % of `maxLength` (when `displayLimit`).
    static func multiline(
        _ item: RenderedRow.MultilineInput,
        editor: InputEditor?,
        _ context: LayoutContext
    )
        -> [LineContent]
    {
        let theme = context.theme
        let width = context.contentWidth
        // The text's lines laid out (all, or when windowed the kept ones from `first` on), how many it has, the cursor.
        var first = 0
        var textLines: [LineContent]
        var count = 1
        var cursor: (line: Int, column: Int)?
        if item.text.isEmpty {
            let placeholder = item.placeholder.map(context.text) ?? ""
            textLines = [LineContent(left: [Span(placeholder, theme.secondary)])]
            cursor = editor == nil ? nil : (0, 0)
        } else {
            let wrapped = context.wrapInput(item.text, width: width, cursor: editor?.cursor)
            first = wrapped.first
            textLines = wrapped.lines.map { LineContent(left: [Span($0, theme.plain, fixed: true)]) }
            count = wrapped.count
            cursor = wrapped.cursor
        }
        let minimum = item.minimalHeight.map { max(1, Int(($0 - 44) / 22) + 1) } ?? 1
        var total = max(count, minimum)
        if let cursor { total = max(total, cursor.line + 1) }
        let shown: Range<Int>
        if context.isWindowed, let kept = context.keptLines {
            let lower = min(max(0, kept.lowerBound), total)
            shown = lower..<min(max(lower, kept.upperBound), total)
        } else {
            shown = 0..<total
        }
        var lines = shown.map { line in
            textLines.indices.contains(line - first) ? textLines[line - first] : LineContent()
        }
        if let cursor, shown.contains(cursor.line) {
            lines[cursor.line - shown.lowerBound].cursor = min(cursor.column, width)
        }
        if let limit = item.limit, item.displayLimit, shown.contains(total - 1), item.text.count * 10 >= limit * 7 {
            let remaining = limit - item.text.count
            lines[lines.count - 1].right = [
                Span(String(remaining), remaining < 0 ? theme.destructive : theme.secondary, fixed: true)
            ]
        }
        return lines
    }

    /// What a text shows: `•` per Character for secure text, otherwise the text made harmless.
    static func shown(_ text: String, secure: Bool) -> String {
        secure ? String(repeating: "•", count: text.count) : text
    }

    /// What a single-line input not being edited shows of `text` in `width` cells: at most its first `width + 1`
    /// Characters (enough to fill the cells and show that it is cut), so that a long text costs what is drawn, not
    /// its length.
    static func shownPrefix(_ text: String, secure: Bool, width: Int) -> String {
        shown(String(text.prefix(max(0, width) + 1)), secure: secure)
    }

    /// What a single-line input being edited shows in `width` cells with the cursor before Character `cursor`: the
    /// drawn text of the Characters that fit with the cursor (and its cell) visible, as far right as the cursor
    /// needs, and the cursor's column in it; `measured` counts the Characters measured, at most about two
    /// fields' worth — it does not grow with the text (only finding the cursor's place walks the text, without
    /// measuring).
    static func visibleWindow(
        _ text: String,
        secure: Bool,
        cursor: Int,
        width: Int
    )
        -> (text: String, cursorColumn: Int, measured: Int)
    {
        let cursorIndex =
            text.index(text.startIndex, offsetBy: max(cursor, 0), limitedBy: text.endIndex) ?? text.endIndex
        var measured = 0
        // Back from the cursor while the glyphs before it and the cursor's own cell fit.
        var before: [InputGlyph] = []
        var beforeWidth = 0
        var index = cursorIndex
        while index > text.startIndex {
            let previous = text.index(before: index)
            let glyph = InputGlyph(text[previous], secure: secure)
            measured += 1
            guard beforeWidth + glyph.width + 1 <= width else { break }
            before.append(glyph)
            beforeWidth += glyph.width
            index = previous
        }
        var shown = before.reversed().map(\.text).joined()
        // Then forward from the cursor while the glyphs fit.
        var used = beforeWidth
        index = cursorIndex
        while index < text.endIndex {
            let glyph = InputGlyph(text[index], secure: secure)
            measured += 1
            guard used + glyph.width <= width else { break }
            shown += glyph.text
            used += glyph.width
            index = text.index(after: index)
        }
        return (shown, beforeWidth, measured)
    }
}

/// One Character of an input's text as drawn.
struct InputGlyph {
    /// What is drawn (sanitized; `•` for secure text).
    var text: String
    /// Its display width.
    var width: Int
    /// Whether the Character is a line break (drawn as the start of a new line).
    var isLineBreak: Bool

    /// The glyph of one Character.
    init(_ character: Character, secure: Bool) {
        if character.isNewline {
            self.init(text: "", width: 0, isLineBreak: true)
            return
        }
        let shown = secure ? "•" : Frame.sanitized(String(character))
        self.init(text: shown, width: DisplayWidth.of(shown), isLineBreak: false)
    }

    /// A glyph drawn as `text`, `width` cells wide.
    init(text: String, width: Int, isLineBreak: Bool) {
        self.text = text
        self.width = width
        self.isLineBreak = isLineBreak
    }

    /// The glyphs of `text`, one per Character.
    static func glyphs(_ text: String, secure: Bool) -> [InputGlyph] {
        text.map { InputGlyph($0, secure: secure) }
    }
}
