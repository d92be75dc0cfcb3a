/// The anchors GitHub gives a markdown page's headings, as the docs link them (`docs/Language.md#optionals-nil-and-`).
public enum MarkdownAnchor {
    /// GitHub's anchor for a heading: lowercased, punctuation dropped, spaces to hyphens.
    public static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
    }
}
