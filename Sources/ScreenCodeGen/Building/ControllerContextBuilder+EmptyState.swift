import ScreenIR

extension ControllerContextBuilder {
    /// `emptyState:` written as variants (a `when`, or the loading indicator): the map closure picks the node state's
    /// `emptyStateItem` in an `if`/`else if` chain after the entries — a variant without `when` shows while there
    /// are no entries — and the list does not scroll while one is shown (`scrollEnabled: emptyStateItem == nil`), as
    /// Telegram's screens pair them. A single text without `when` keeps the one-line form (`emptyStateLine`).
    func addEmptyStateVariants(to context: inout ControllerContext) {
        guard !screen.emptyStates.isEmpty, screen.emptyState == nil else { return }
        var lines = ["let emptyStateItem: ItemListControllerEmptyStateItem?"]
        for (index, variant) in screen.emptyStates.enumerated() {
            let keyword = index == 0 ? "if" : "} else if"
            let condition = variant.when.map { swift.condition($0) } ?? "entries.isEmpty"
            lines.append("\(keyword) \(condition) {")
            let assignment = "    emptyStateItem = "
            let column = 12 + assignment.count
            switch variant.content {
            case .loadingIndicator:
                lines.append(assignment + "ItemListLoadingIndicatorEmptyStateItem(theme: presentationData.theme)")
            case .text(let text):
                let inner = column + "ItemListTextEmptyStateItem(text: ".count
                let value = self.text(text, local: "emptyStateText", column: inner, indent: 16, trailing: 1)
                let item = SwiftValue.call("ItemListTextEmptyStateItem", [.init("text", value)])
                lines.append(assignment + item.layout(column: column, indent: 16, trailing: 0))
            }
        }
        lines += ["} else {", "    emptyStateItem = nil", "}"]
        // One element per line, indented relative to column 12 (a call laid out over lines is indented absolutely).
        context.emptyStateStatements = lines.flatMap { line in
            line.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, part in
                index == 0 ? String(part) : String(part.dropFirst(12))
            }
        }
        context.emptyStateLine = "emptyStateItem: emptyStateItem"
        context.hasEmptyState = true
        context.hasEmptyStateVariants = true
    }
}
