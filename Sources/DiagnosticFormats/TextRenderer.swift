import TerminalText
import ScreenDiagnostics

/// The `text` format, for people at a terminal; modelled on rustc, swiftc and Elm:
///
/// ```
/// error[unknown-key]: unknown key `titel` in a switch row
///   --> Screens/Privacy.yaml:12:7
///    |
/// 12 |       titel: Last Seen
///    |       ^^^^^ not part of a switch row
///    |
///    = note: a switch row has the keys `switch`, `id`, `title` and `visible`
///    = help: did you mean `title`?
///    = fix: replace with `title`
///
/// 1 error in 6 files
/// ```
///
/// Conventions:
/// - The primary span is underlined with `^` (at least one; a span that ends on a later line is
///   underlined to the end of its first line). A label whose span is exactly the primary span gives
///   the text beside the carets; every other label is underlined with `-` and its message, on its own
///   line of the snippet. Lines are shown in order; a single skipped line is shown, longer gaps are `...`.
///   Labels in another file get their own `:::` block.
/// - Without the file's text (not in `DiagnosticReport.sources`, or the line is past its end) the
///   snippet is left out and label messages become `= note: path:line:col: message` lines.
/// - Tabs become 4 spaces; wide characters take 2 cells (`DisplayWidth`), so carets line up.
/// - A source line wider than 120 cells is cut to a window around what the diagnostic points at, `...` marking each
///   cut end (`LineExcerpt`); a secondary label that falls outside the window becomes a `= note: path:line:col:
///   message` line. So each diagnostic prints a bounded amount of text, however long the line.
/// - Source lines, messages and paths go through `TerminalSafety`: control characters, ANSI escapes
///   and bidi overrides are printed as `\u{1B}`-style escapes. Line breaks in messages, notes and
///   help start a new, indented line.
/// - Each diagnostic ends with a blank line; the output ends with the summary line.
/// - Colour (ANSI SGR) only when `RenderOptions.color`: bold red `error`, bold yellow `warning`,
///   bold cyan `note`, gutter and secondary labels, bold message. Otherwise no ESC byte at all.
enum TextRenderer {
    /// Writes the report one diagnostic at a time (each diagnostic's lines and its blank line in one piece), then the
    /// summary line, so that memory does not grow with the size of the report.
    static func write(_ report: DiagnosticReport, options: RenderOptions, to write: (String) -> Void) {
        var renderer = Renderer(report: report, style: TextStyle(enabled: options.color))
        for diagnostic in report.diagnostics {
            var text = ""
            for line in renderer.lines(for: diagnostic) {
                text += line
                text += "\n"
            }
            write(text + "\n")
        }
        write(renderer.summary(report.summary) + "\n")
    }
}

/// ANSI colouring that turns into plain text when disabled.
struct TextStyle {
    let enabled: Bool

    static let bold = "1"
    static let gutter = "1;36"
    static let secondary = "1;36"

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1;36"
        }
    }

    /// `text` wrapped in the SGR sequence `code` and a reset, or `text` itself when disabled.
    func paint(_ text: String, _ code: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

private struct Renderer {
    let report: DiagnosticReport
    let style: TextStyle
    var sourceCache: [String: SourceText?] = [:]

    init(report: DiagnosticReport, style: TextStyle) {
        self.report = report
        self.style = style
    }

    /// Something to underline in a snippet.
    struct Annotation {
        var span: SourceSpan
        var message: String
        var isPrimary: Bool
    }

    /// The annotations of one file, and the snippet lines they need.
    struct Block {
        var file: String
        var location: SourceSpan
        var source: SourceText?
        var annotations: [Annotation]
        /// Line numbers to print, in order; nil stands for a `...` gap.
        var rows: [Int?] = []
        /// What each printed line shows, by line number.
        var excerpts: [Int: LineExcerpt] = [:]

        /// Prepares each printed line for the terminal, cut to a window when it is long; removes and returns the
        /// annotations the cut leaves out (they become notes). The annotation a line's window is placed around (the
        /// primary, or the line's first) is always kept.
        mutating func makeExcerpts() -> [Annotation] {
            guard let source else { return [] }
            var hidden: Set<Int> = []
            for case let number? in rows {
                guard let scalars = source.line(number) else { continue }
                let onLine = annotations.indices.filter { annotations[$0].span.start.line == number }
                guard let lead = onLine.first(where: { annotations[$0].isPrimary }) ?? onLine.first else {
                    excerpts[number] = LineExcerpt(scalars)
                    continue
                }
                let ranges = onLine.map { range(of: annotations[$0].span, lineLength: scalars.count) }
                let start = ranges.map(\.lowerBound).min()!
                let end = ranges.map(\.upperBound).max()!
                // Every annotation of the line when they are close together; else the lead's.
                let focus =
                    end - start <= LineExcerpt.maxWidth / 2
                    ? start..<end : range(of: annotations[lead].span, lineLength: scalars.count)
                let excerpt = LineExcerpt(scalars, focus: focus)
                excerpts[number] = excerpt
                for index in onLine where index != lead {
                    if !excerpt.shows(scalar: annotations[index].span.start.column - 1) { hidden.insert(index) }
                }
            }
            let removed = hidden.sorted().map { annotations[$0] }
            annotations = annotations.enumerated().filter { !hidden.contains($0.offset) }.map(\.element)
            return removed
        }

        /// The 0-based scalars of its first line that `span` covers (to the line's end when it goes on).
        func range(of span: SourceSpan, lineLength: Int) -> Range<Int> {
            let start = span.start.column - 1
            let end = span.end.line == span.start.line ? span.end.column - 1 : lineLength
            return start..<max(start, end)
        }
    }

    mutating func source(for file: String) -> SourceText? {
        if let cached = sourceCache[file] { return cached }
        let text = report.sources[file].map(SourceText.init)
        sourceCache[file] = text
        return text
    }

    mutating func lines(for diagnostic: Diagnostic) -> [String] {
        // The label that sits exactly on the primary span describes it; the rest are secondary.
        var labels = diagnostic.labels
        let primaryMessage: String
        if let index = labels.firstIndex(where: { $0.span == diagnostic.span }) {
            primaryMessage = labels.remove(at: index).message
        } else {
            primaryMessage = ""
        }
        let annotations =
            [Annotation(span: diagnostic.span, message: primaryMessage, isPrimary: true)]
            + labels.map { Annotation(span: $0.span, message: $0.message, isPrimary: false) }

        // One block per file, the primary's first; annotations that cannot be shown become notes.
        var blocks: [Block] = []
        var unplaced: [Annotation] = []
        for annotation in annotations {
            let file = annotation.span.file
            let source = source(for: file)
            guard source?.line(annotation.span.start.line) != nil else {
                if !annotation.message.isEmpty { unplaced.append(annotation) }
                if annotation.isPrimary {
                    blocks.append(Block(file: file, location: annotation.span, source: nil, annotations: []))
                }
                continue
            }
            if let index = blocks.firstIndex(where: { $0.file == file }) {
                blocks[index].annotations.append(annotation)
            } else {
                blocks.append(Block(file: file, location: annotation.span, source: source, annotations: [annotation]))
            }
        }
        for index in blocks.indices {
            blocks[index].source = source(for: blocks[index].file)
            blocks[index].rows = Self.rows(for: blocks[index])
            unplaced += blocks[index].makeExcerpts().filter { !$0.message.isEmpty }
            if index > 0, let first = blocks[index].annotations.map(\.span).min() {
                blocks[index].location = first
            }
        }
        let shownLines = blocks.flatMap { $0.rows.compactMap { $0 } }
        let gutterWidth = String(shownLines.max() ?? diagnostic.span.start.line).count
        let pad = String(repeating: " ", count: gutterWidth)
        let bar = style.paint("|", TextStyle.gutter)
        let emptyGutter = pad + " " + bar

        var output = header(for: diagnostic)
        var previousHadRows = false
        for (index, block) in blocks.enumerated() {
            guard index == 0 || !block.rows.isEmpty else { continue }
            if index > 0 && previousHadRows { output.append(emptyGutter) }
            let arrow = style.paint(index == 0 ? "-->" : ":::", TextStyle.gutter)
            output.append(pad + arrow + " " + TerminalSafety.inline(block.location.description))
            if !block.rows.isEmpty {
                output.append(emptyGutter)
                output += snippet(block, diagnostic: diagnostic, gutterWidth: gutterWidth)
            }
            previousHadRows = !block.rows.isEmpty
        }

        var trailer: [(kind: String, text: String)] = []
        for annotation in unplaced {
            trailer.append(("note", "\(annotation.span): \(annotation.message)"))
        }
        trailer += diagnostic.notes.map { ("note", $0) }
        if let help = diagnostic.help { trailer.append(("help", help)) }
        if let fix = diagnostic.fixIt { trailer.append(("fix", DiagnosticWording.fix(fix, of: diagnostic))) }
        if !trailer.isEmpty, !shownLines.isEmpty { output.append(emptyGutter) }
        for (kind, text) in trailer {
            let lead = pad + " " + style.paint("=", TextStyle.gutter) + " " + style.paint(kind + ":", TextStyle.bold)
            let indent = String(repeating: " ", count: gutterWidth + 3 + kind.count + 2)
            for (number, line) in TerminalSafety.lines(text).enumerated() {
                output.append(number == 0 ? lead + " " + line : indent + line)
            }
        }
        return output
    }

    /// `error[rule-id]: message`, with further message lines indented under the first.
    func header(for diagnostic: Diagnostic) -> [String] {
        let tag = "\(diagnostic.severity.rawValue)[\(diagnostic.rule.rawValue)]"
        let indent = String(repeating: " ", count: tag.count + 2)
        return TerminalSafety.lines(diagnostic.message).enumerated().map { number, line in
            number == 0
                ? style.paint(tag, TextStyle.severity(diagnostic.severity)) + style.paint(": " + line, TextStyle.bold)
                : indent + style.paint(line, TextStyle.bold)
        }
    }

    /// The line numbers a block prints: each annotated line, plus a lone line between two shown
    /// lines, or `nil` (printed `...`) for a longer gap.
    static func rows(for block: Block) -> [Int?] {
        let numbers = Set(block.annotations.map(\.span.start.line)).sorted()
        var rows: [Int?] = []
        var previous: Int?
        for number in numbers {
            if let previous {
                if number - previous == 2 {
                    rows.append(previous + 1)
                } else if number - previous > 2 {
                    rows.append(nil)
                }
            }
            rows.append(number)
            previous = number
        }
        return rows
    }

    /// The source lines of a block, each followed by its annotations.
    func snippet(_ block: Block, diagnostic: Diagnostic, gutterWidth: Int) -> [String] {
        guard let source = block.source else { return [] }
        let pad = String(repeating: " ", count: gutterWidth)
        let bar = style.paint("|", TextStyle.gutter)
        var output: [String] = []
        for row in block.rows {
            guard let number = row, let line = block.excerpts[number] else {
                output.append(style.paint("...", TextStyle.gutter))
                continue
            }
            let label = String(number) + String(repeating: " ", count: gutterWidth - String(number).count)
            let gutter = style.paint(label + " |", TextStyle.gutter)
            output.append(line.text.isEmpty ? gutter : gutter + " " + line.text)

            let onLine = block.annotations.enumerated()
                .filter { $0.element.span.start.line == number }
                .sorted { a, b in
                    if a.element.isPrimary != b.element.isPrimary { return a.element.isPrimary }
                    if a.element.span.start.column != b.element.span.start.column {
                        return a.element.span.start.column < b.element.span.start.column
                    }
                    return a.offset < b.offset
                }
                .map(\.element)
            for annotation in onLine {
                let range = block.range(of: annotation.span, lineLength: source.line(number)?.count ?? 0)
                let cells = line.cells(from: range.lowerBound, to: range.upperBound)
                let code = annotation.isPrimary ? TextStyle.severity(diagnostic.severity) : TextStyle.secondary
                let marker = String(repeating: annotation.isPrimary ? "^" : "-", count: cells.count)
                let lead = pad + " " + bar + " " + String(repeating: " ", count: cells.start)
                let messageLines = annotation.message.isEmpty ? [] : TerminalSafety.lines(annotation.message)
                var first = lead + style.paint(marker, code)
                if let line = messageLines.first { first += " " + style.paint(line, code) }
                output.append(first)
                let indent = pad + " " + bar + " " + String(repeating: " ", count: cells.start + cells.count + 1)
                for line in messageLines.dropFirst() {
                    output.append(indent + style.paint(line, code))
                }
            }
        }
        return output
    }

    /// "2 errors, 1 warning in 6 files", counts coloured by severity.
    func summary(_ summary: DiagnosticSummary) -> String {
        let phrases = summary.countPhrases
        let files = " in " + DiagnosticSummary.plural(summary.files, "file")
        if phrases.isEmpty { return style.paint("no problems", "1;32") + files }
        return phrases.map { style.paint($0.text, TextStyle.severity($0.severity)) }.joined(separator: ", ") + files
    }
}
