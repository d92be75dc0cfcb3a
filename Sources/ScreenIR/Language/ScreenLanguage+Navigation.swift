/// The navigation bar and the toolbar.
extension ScreenLanguage {
    private static let buttonSlot = ValueShape.anyOf([
        .mapping(navigationButton), .list(.mapping(navigationButton), minimum: 1),
    ])

    /// `navigationBar:`.
    public static let navigationBar = KeyTable(
        id: "navigationBar", summary: "The navigation bar's buttons.", anchor: "navigation-bar",
        keys: [
            LanguageKey(
                "left", buttonSlot, "The left button, or a list of variants chosen by `when:`.", anchor: "navigation-bar"),
            LanguageKey(
                "right", buttonSlot, "The right button, or a list of variants chosen by `when:`.", anchor: "navigation-bar"),
            LanguageKey(
                "secondaryRight", buttonSlot, "A second right button, or a list of variants.", anchor: "navigation-bar"),
            LanguageKey("back", .text, "The title of the back button on screens pushed from this one.", anchor: "navigation-bar"),
        ])

    /// A navigation-bar button (or one of its variants).
    public static let navigationButton = KeyTable(
        id: "navigationButton", summary: "A navigation-bar button (`ItemListNavigationButton`).",
        anchor: "navigation-bar",
        keys: [
            LanguageKey("title", .text, "The button's title (or `icon`).", anchor: "navigation-bar"),
            LanguageKey(
                "icon", word(NavigationButton.Icon.self), "A system icon instead of a title.", anchor: "navigation-bar"),
            LanguageKey(
                "style", word(NavigationButton.Style.self), "`regular` (the default), `bold` or `activity` (a spinner).",
                anchor: "navigation-bar"),
            LanguageKey("enabled", .condition, "Whether the button can be tapped.", anchor: "navigation-bar"),
            LanguageKey("action", .name("action name"), "The hook a tap calls.", anchor: "actions"),
            LanguageKey("push", .push, "The screen a tap pushes.", anchor: "actions"),
            LanguageKey(
                "set", .stateUpdate, "State a tap writes: `{ field: value, … }`.",
                anchor: "setting-state-from-buttons-and-rows"),
            LanguageKey(
                "when", .condition, "In a list of variants: this button shows while the condition holds.",
                anchor: "button-variants"),
        ])

    /// One action of `toolbar:`.
    public static let toolbarAction = KeyTable(
        id: "toolbarAction", summary: "A toolbar action (`ItemListToolbarItem.Action`).", anchor: "toolbar",
        keys: [
            LanguageKey("title", .text, required: true, "The action's title.", anchor: "toolbar"),
            LanguageKey("enabled", .condition, "Whether the action can be tapped.", anchor: "toolbar"),
            LanguageKey("action", .name("action name"), "The hook a tap calls.", anchor: "actions"),
            LanguageKey("push", .push, "The screen a tap pushes.", anchor: "actions"),
            LanguageKey(
                "set", .stateUpdate, "State a tap writes: `{ field: value, … }`.",
                anchor: "setting-state-from-buttons-and-rows"),
        ])
}
