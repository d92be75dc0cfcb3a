import TerminalUI

/// The little markdown ItemListUI renders in footers, info and activity texts: `**bold**` and `[text](url)`
/// (shown as the underlined text). Anything else — and unmatched markers — is shown as written.
enum Markdown {
    /// `text` as spans in `base`, bold where marked, links underlined (and in `link`'s colour).
    static func spans(_ text: String, base: Style, link: Style) -> [Span] {
        let characters = Array(text)
        var spans: [Span] = []
        var current = ""
        var bold = false
        var index = 0
        func flush() {
            guard !current.isEmpty else { return }
            var style = base
            if bold { style.bold = true }
            spans.append(Span(current, style))
            current = ""
        }
        while index < characters.count {
            let character = characters[index]
            if character == "*", index + 1 < characters.count, characters[index + 1] == "*",
                bold || hasClosingBold(characters, from: index + 2)
            {
                flush()
                bold.toggle()
                index += 2
            } else if character == "[", let (label, end) = linkLabel(characters, from: index) {
                flush()
                var style = link
                style.underline = true
                if bold { style.bold = true }
                spans.append(Span(label, style))
                index = end
            } else {
                current.append(character)
                index += 1
            }
        }
        flush()
        return spans
    }

    private static func hasClosingBold(_ characters: [Character], from start: Int) -> Bool {
        var index = start
        while index + 1 < characters.count {
            if characters[index] == "*", characters[index + 1] == "*" { return index > start }
            index += 1
        }
        return false
    }

    /// `[label](url)` starting at `start`: the label and the index after `)`.
    private static func linkLabel(_ characters: [Character], from start: Int) -> (String, Int)? {
        guard let close = characters[(start + 1)...].firstIndex(of: "]"), close + 1 < characters.count,
            characters[close + 1] == "(", let end = characters[(close + 2)...].firstIndex(of: ")")
        else { return nil }
        return (String(characters[(start + 1)..<close]), end + 1)
    }
}
