import TerminalText
import TerminalUI

/// A piece of text in one style, the unit layout code composes lines from.
struct Span: Equatable {
    /// The text; made harmless by `Frame.put` when drawn (YAML text is untrusted).
    var text: String
    /// How it is drawn.
    var style: Style
    /// Fixed spans (glyphs such as `›` or a switch) keep their width when a line is too narrow; flexible spans
    /// (titles, labels) are cut with "…" instead.
    var isFixed: Bool

    /// A span of `text` in `style`, flexible unless `fixed`.
    init(_ text: String, _ style: Style = .plain, fixed: Bool = false) {
        self.text = text
        self.style = style
        self.isFixed = fixed
    }

    /// The display width of the text as drawn (after sanitizing).
    var width: Int { DisplayWidth.of(Frame.sanitized(text)) }

    /// A copy with `change` applied to the style.
    func restyled(_ change: (inout Style) -> Void) -> Span {
        var copy = self
        change(&copy.style)
        return copy
    }
}

extension Array where Element == Span {
    /// The total display width.
    var width: Int { reduce(0) { $0 + $1.width } }

    /// Every span restyled.
    func restyled(_ change: (inout Style) -> Void) -> [Span] {
        map { $0.restyled(change) }
    }
}

/// Draws spans into a frame within a width budget.
enum SpanWriter {
    /// The widths `spans` get within `budget`: fixed spans first get their full width, then flexible spans in order
    /// get what they need of the rest (the first one cut is ended with "…").
    static func allocate(_ spans: [Span], budget: Int) -> [Int] {
        let fixedTotal = spans.filter(\.isFixed).width
        var flexibleLeft = max(0, budget - fixedTotal)
        var fixedLeft = max(0, budget)
        return spans.map { span in
            if span.isFixed {
                let width = min(span.width, fixedLeft)
                fixedLeft -= width
                return width
            }
            let width = min(span.width, flexibleLeft)
            flexibleLeft -= width
            return width
        }
    }

    /// The width `spans` take when drawn within `budget`.
    static func measure(_ spans: [Span], budget: Int) -> Int {
        zip(spans, allocate(spans, budget: budget)).reduce(0) { $0 + fitted($1.0.text, maxWidth: $1.1) }
    }

    /// Draws `spans` at (`row`, `column`) within `budget` cells and returns the width used.
    @discardableResult
    static func draw(_ spans: [Span], into frame: inout Frame, row: Int, column: Int, budget: Int) -> Int {
        var used = 0
        for (span, width) in zip(spans, allocate(spans, budget: budget)) where width > 0 {
            used += frame.put(span.text, row: row, column: column + used, style: span.style, maxWidth: width)
        }
        return used
    }

    /// How wide `Frame.put` draws `text` when given `maxWidth` cells.
    static func fitted(_ text: String, maxWidth: Int) -> Int {
        guard maxWidth > 0 else { return 0 }
        let clean = Frame.sanitized(text)
        let total = DisplayWidth.of(clean)
        if total <= maxWidth { return total }
        var used = 0
        for character in clean {
            let width = DisplayWidth.of(character)
            if used + width > maxWidth - 1 { break }
            used += width
        }
        return used + 1
    }

    /// `text` as `Frame.put` draws it in `maxWidth` cells: sanitized, and cut with "…" when too wide.
    static func truncated(_ text: String, maxWidth: Int) -> String {
        guard maxWidth > 0 else { return "" }
        let clean = Frame.sanitized(text)
        guard DisplayWidth.of(clean) > maxWidth else { return clean }
        var result = ""
        var used = 0
        for character in clean {
            let width = DisplayWidth.of(character)
            if used + width > maxWidth - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }
}
