extension ScreenLanguage {
    /// The colours of a `peer` row's reveal option, as `ItemListPeerItemRevealOptionType` names them.
    public static let revealOptionColors = ["neutral", "warning", "destructive", "accent"]

    /// One reveal option of a `peer` row (`revealOptions:`), ItemListPeerItem's
    /// `ItemListPeerItemRevealOption(type:title:action:)`: `{ title: Text, color: neutral | warning | destructive |
    /// accent, action: hook }`.
    public static let revealOption = KeyTable(
        id: "revealOption", summary: "One option a swipe on the row reveals.", anchor: "reveal-options",
        keys: [
            LanguageKey("title", .text, required: true, "The option's title.", anchor: "reveal-options"),
            LanguageKey(
                "color", .words(revealOptionColors),
                "The option's colour (`ItemListPeerItemRevealOptionType`): `neutral` (the default), `warning`, `destructive` or `accent`.",
                anchor: "reveal-options"),
            LanguageKey(
                "action", .name("hook"), required: true, "The hook the option calls, with the row's element.",
                anchor: "reveal-options"),
        ])
}
