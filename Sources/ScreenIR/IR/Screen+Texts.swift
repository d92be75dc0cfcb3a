extension Screen {
    /// Calls `body` with every text the screen displays — titles and their variants, navigation bar buttons, the
    /// back button, toolbar actions, the empty state, and every row's texts (section headers and footers included) —
    /// but not the texts nested in a choice (see `DisplayText.allTexts`).
    public func forEachText(_ body: (DisplayText) -> Void) {
        for text in title.texts { body(text) }
        for variant in conditionalTitles {
            for text in variant.title.texts { body(text) }
        }
        let bar = navigationBar
        for slot in [bar.left, bar.right, bar.secondaryRight] {
            for button in slot {
                if case .text(let title) = button.content { body(title) }
            }
        }
        bar.back.map(body)
        for action in toolbar { body(action.title) }
        for variant in emptyStates { variant.text.map(body) }
        for section in sections {
            section.forEachDisplayRow { $0.item.forEachText(body) }
        }
    }
}
