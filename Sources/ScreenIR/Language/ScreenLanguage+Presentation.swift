/// How the screen's changes animate, and its empty state.
extension ScreenLanguage {
    /// `animateChanges:` written as a mapping.
    public static let animateChanges = KeyTable(
        id: "animateChanges",
        summary: "Whether list changes animate, compared with the previous emission, and whether the navigation bar animates.",
        anchor: "animating-changes",
        keys: [
            LanguageKey(
                "whenChanged", .anyOf([.name("field"), .list(.name("field"), minimum: 1)]),
                "The list animates when one of these state or app data fields changed since the previous emission.",
                anchor: "animating-changes"),
            LanguageKey(
                "unlessShrinking", .bool,
                "`true`: the list animates unless it has fewer rows than in the previous emission.",
                anchor: "animating-changes"),
            LanguageKey(
                "list", .anyOf([.condition, .mapping(listAnimation)]),
                "`ItemListNodeState(animateChanges:)`: `true`, `false`, a condition, `{ whenChanged: }` or `{ unlessShrinking: true }`.",
                anchor: "animating-changes"),
            LanguageKey(
                "navigationBar", .condition,
                "`ItemListControllerState(animateChanges:)`: whether title and navigation-button changes animate.",
                anchor: "animating-changes"),
        ])

    /// `animateChanges: { list: { … } }`: an animation compared with the previous emission.
    public static let listAnimation = KeyTable(
        id: "listAnimation", summary: "A list animation compared with the previous emission.",
        anchor: "animating-changes",
        keys: [
            LanguageKey(
                "whenChanged", .anyOf([.name("field"), .list(.name("field"), minimum: 1)]),
                "Animate when one of these state or app data fields changed since the previous emission.",
                anchor: "animating-changes"),
            LanguageKey(
                "unlessShrinking", .bool, "`true`: animate unless the list has fewer rows than in the previous emission.",
                anchor: "animating-changes"),
        ])

    /// `focus: { row:, after: appear }`.
    public static let focus = KeyTable(
        id: "focus", summary: "The input row focused, once the controller appeared.",
        anchor: "presentation-and-lifecycle",
        keys: [
            LanguageKey(
                "row", .name("input row id"), required: true, "The input row that gets the keyboard.",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "after", .words(["appear"]),
                "`appear`: focus it in the controller's first `didAppear`, not through `focusItemTag:`.",
                anchor: "presentation-and-lifecycle"),
        ])

    /// `initialScroll: { row:, when: }`.
    public static let initialScroll = KeyTable(
        id: "initialScroll", summary: "The row the list starts scrolled to, while a condition holds.",
        anchor: "starting-scrolled-to-a-row",
        keys: [
            LanguageKey(
                "row", .anyOf([.name("row id"), .list(.name("row id"), minimum: 1)]), required: true,
                "A row that does not repeat, or a list of them (the first shown): it is at the top of the list.",
                anchor: "starting-scrolled-to-a-row"),
            LanguageKey(
                "when", .condition, "Scroll only when this holds in the first state the screen shows.",
                anchor: "starting-scrolled-to-a-row"),
        ])

    /// One variant of `emptyState:`.
    public static let emptyStateVariant = KeyTable(
        id: "emptyStateVariant",
        summary: "An empty state: a text or the loading indicator, shown while `when` holds (by default: while no row is shown).",
        anchor: "empty-state",
        keys: [
            LanguageKey("text", .text, "The text shown (`ItemListTextEmptyStateItem(text:)`).", anchor: "empty-state"),
            LanguageKey("key", .name("localization key"), "Short for `text: { key: … }`.", anchor: "empty-state"),
            LanguageKey(
                "loading", .bool, "`true`: the loading indicator (`ItemListLoadingIndicatorEmptyStateItem`).",
                anchor: "empty-state"),
            LanguageKey(
                "when", .condition,
                "Shown while this holds, even over rows; without it, only while the list shows no rows.",
                anchor: "empty-state"),
        ])
}
