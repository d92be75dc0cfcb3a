/// The links of a markdown text as ItemListUI reads them (itemlistui-api-2.md §7.1): `[title](target)`, the target
/// being exactly the `(…)` part (it may be empty: real code writes `[text]()`). A tap on a link calls the item's
/// `linkAction(.tap(target))`.
public enum MarkdownLinks {
    /// One link: what is shown and what a tap passes to the hook.
    public struct Link: Sendable, Equatable {
        /// The text between `[` and `]`.
        public var title: String
        /// The text between `(` and `)`.
        public var target: String

        /// Creates a link.
        public init(title: String, target: String) {
            self.title = title
            self.target = target
        }
    }

    /// The links of `text`, in order. A `[` without a following `](…)` is text, as in the preview's markdown.
    public static func links(in text: String) -> [Link] {
        var links: [Link] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "]") else { break }
            let afterClose = rest.index(after: close)
            guard afterClose < rest.endIndex, rest[afterClose] == "(",
                let end = rest[rest.index(after: afterClose)...].firstIndex(of: ")")
            else {
                rest = rest[afterOpen...]
                continue
            }
            links.append(
                Link(title: String(rest[afterOpen..<close]), target: String(rest[rest.index(after: afterClose)..<end])))
            rest = rest[rest.index(after: end)...]
        }
        return links
    }
}
