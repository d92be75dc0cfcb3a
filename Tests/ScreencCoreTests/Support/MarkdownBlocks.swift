import Foundation

/// `docs/Rules.md` taken apart: the summary table and one section per `## ` heading, with its prose lines and
/// its fenced ```yaml blocks sorted into the **Bad** and **Good** examples.
///
/// The parser knows only what that page uses: `|` table rows before the first `## ` heading, `## id` headings,
/// `**Bad**` / `**Good**` marker lines and fenced code blocks (whose contents are never read as Markdown).
struct RulesDocument {
    /// One row of the summary table, cells as written (links and backticks included).
    struct TableRow: Equatable, CustomStringConvertible {
        var cells: [String]

        var description: String { "| " + cells.joined(separator: " | ") + " |" }
    }

    /// Everything under one `## ` heading, up to the next.
    struct Section {
        /// The heading text, e.g. `unknown-key`.
        var heading: String
        /// The 1-based line of the heading in the file.
        var line: Int
        /// Non-empty lines outside code blocks and other than the `**Bad**` / `**Good**` markers, trimmed.
        var prose: [String] = []
        /// ```yaml blocks after `**Bad**` (and before `**Good**`), each ending in a newline.
        var bad: [String] = []
        /// ```yaml blocks after `**Good**`, each ending in a newline.
        var good: [String] = []
        /// ```yaml blocks before `**Bad**`; the page has none, so any here are misplaced.
        var unmarked: [String] = []
        /// The ```strings block (a Localizable.strings file) the Bad / Good examples are linted with (`--strings`):
        /// one after `**Bad**` or `**Good**` is that example's, one before `**Bad**` both's.
        var badStrings: String?
        var goodStrings: String?
    }

    /// The header row of the summary table (the first `|` row before the first section).
    var tableHeader: TableRow?
    /// The rows of the summary table after the header and the `|---|` separator, in order.
    var tableRows: [TableRow] = []
    /// The sections in order.
    var sections: [Section] = []

    init(markdown: String) {
        enum Part { case prose, bad, good }
        var part = Part.prose
        var fence: (language: String, lines: [Substring])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = fence {
                if trimmed == "```" {
                    let block = open.lines.map { $0 + "\n" }.joined()
                    if open.language == "strings", let last = sections.indices.last {
                        if part != .good { sections[last].badStrings = block }
                        if part != .bad { sections[last].goodStrings = block }
                    }
                    if open.language == "yaml", let last = sections.indices.last {
                        switch part {
                        case .prose: sections[last].unmarked.append(block)
                        case .bad: sections[last].bad.append(block)
                        case .good: sections[last].good.append(block)
                        }
                    }
                    fence = nil
                } else {
                    open.lines.append(line)
                    fence = open
                }
                continue
            }
            if trimmed.hasPrefix("```") {
                fence = (String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
            } else if line.hasPrefix("## ") {
                let heading = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                sections.append(Section(heading: heading, line: index + 1))
                part = .prose
            } else if sections.isEmpty {
                guard trimmed.hasPrefix("|") else { continue }
                let row = TableRow(cells: Self.cells(of: trimmed))
                if tableHeader == nil {
                    tableHeader = row
                } else if !row.cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-:".contains($0) } }) {
                    tableRows.append(row)
                }
            } else if trimmed == "**Bad**" {
                part = .bad
            } else if trimmed == "**Good**" {
                part = .good
            } else if !trimmed.isEmpty {
                sections[sections.count - 1].prose.append(trimmed)
            }
        }
    }

    /// The cells of a `| a | b |` row, trimmed. (No cell on the page contains a `|`.)
    private static func cells(of row: String) -> [String] {
        var parts = row.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if parts.first == "" { parts.removeFirst() }
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}

extension RulesDocument {
    /// The bytes of an example file. With `byteEscapes`, each four-character `\xFF` in the text stands for the
    /// single byte 0xFF (which no UTF-8 text can contain), so the page can show an invalid file as text.
    static func bytes(of text: String, byteEscapes: Bool) -> [UInt8] {
        let utf8 = Array(text.utf8)
        guard byteEscapes else { return utf8 }
        let escape = Array(#"\xFF"#.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < utf8.count {
            if utf8[index...].starts(with: escape) {
                result.append(0xFF)
                index += escape.count
            } else {
                result.append(utf8[index])
                index += 1
            }
        }
        return result
    }
}
