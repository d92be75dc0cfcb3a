import TerminalUI

/// The little markdown ItemListUI renders in footers, info and activity texts: `**bold**` and `[text](url)`
/// (shown as the underlined text). Anything else — and unmatched markers — is shown as written.
enum Markdown {
    /// A piece of text in one markdown style, without colours: what `spans` styles for a theme. A long text's runs
    /// are kept with its row's shape (`RowShapes`), so that a frame does not parse the text again.
    struct Run: Sendable, Equatable {
        var text: String
        var isBold: Bool
        var isLink: Bool
    }

    /// `text` as spans in `base`, bold where marked, links underlined (and in `link`'s colour).
    static func spans(_ text: String, base: Style, link: Style) -> [Span] {
        spans(runs(text), base: base, link: link)
    }

    /// `runs` as spans in `base`, bold where marked, links underlined (and in `link`'s colour).
    static func spans(_ runs: [Run], base: Style, link: Style) -> [Span] {
        runs.map { run in
            var style = base
            if run.isLink {
                style = link
                style.underline = true
            }
            if run.isBold { style.bold = true }
            return Span(run.text, style)
        }
    }

    /// The runs of `text`: plain, bold and link label pieces, in order.
    static func runs(_ text: String) -> [Run] {
        let characters = Array(text)
        var runs: [Run] = []
        var current = ""
        var bold = false
        var index = 0
        func flush() {
            guard !current.isEmpty else { return }
            runs.append(Run(text: current, isBold: bold, isLink: false))
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
                runs.append(Run(text: label, isBold: bold, isLink: true))
                index = end
            } else {
                current.append(character)
                index += 1
            }
        }
        flush()
        return runs
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
