import ScreenIR
import ScreenRuntime

/// The link of a row that Enter last tapped.
struct LinkCursor: Sendable, Equatable {
    /// The row, by stable id.
    var row: RowID
    /// The link's index among the row's links.
    var index: Int
}

extension PreviewModel {
    /// Enter / Space on a text, footer, info or activity-text row whose links call a hook: taps its first link, and
    /// on each further press the next one (wrapping), as a user taps one link after another. The hook is called
    /// with the link's target (`[Privacy Policy](privacy)` → `"privacy"`); the status line names the link.
    mutating func tapNextLink(of row: RenderedRow, text: DisplayText, now: Double) {
        let id = row.stableID
        let links = MarkdownLinks.links(in: self.text(text))
        guard !links.isEmpty else {
            status = PreviewStatus(kind: .ignored, message: "· \(label(of: .row(id))): the text has no links")
            return
        }
        let index = page.lastLink.flatMap { $0.row == id ? ($0.index + 1) % links.count : nil } ?? 0
        page.lastLink = LinkCursor(row: id, index: index)
        perform(.tapLink(row: id, target: links[index].target), source: .row(id), now: now)
        guard status?.kind == .call else { return }
        let which = links.count == 1 ? "link" : "link \(index + 1) of \(links.count)"
        status?.message += " · \(which) “\(links[index].title)”"
    }

    /// The text whose links a row's `linkAction` receives, when the row has one.
    static func linkText(of content: RenderedRow.Content) -> DisplayText? {
        switch content {
        case .text(let item) where item.linkAction != nil: item.text
        case .info(let item) where item.linkAction != nil: item.text
        case .activityText(let item) where item.linkAction != nil: item.text
        default: nil
        }
    }
}
