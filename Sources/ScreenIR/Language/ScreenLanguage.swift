extension ScreenLanguage {
    /// Every table, for tools and tests (each once, in documentation order).
    public static let tables: [KeyTable] = [
        topLevel, stateDeclaration, parameterDeclaration, dataDeclaration, listField, title, titleVariant, keyText,
        conditionText, switchText, conditionWord, switchWord, icon, section, header, footer, accessory, rowCommon, rowRepetition,
        reorder,
        subItem, revealOption, navigationBar, navigationButton, toolbarAction, emptyStateVariant, animateChanges,
        listAnimation, focus, initialScroll, lifecycle, customItem, customParameter, typeDeclaration,
        functionDeclaration, functionParameter, reusableText, callText, joinText, linkText, declarationsFile,
    ]

    static func word<Word: RawRepresentable & CaseIterable>(_ type: Word.Type) -> ValueShape
    where Word.RawValue == String {
        .words(type.allCases.map(\.rawValue))
    }

    /// A screen file's top level.
    public static let topLevel = KeyTable(
        id: "screen", summary: "A screenc screen file: one settings screen, compiled to ItemListUI Swift.",
        anchor: "top-level-keys",
        keys: [
            LanguageKey(
                "screen", .name("UpperCamelCase Swift name"), required: true,
                "The screen's name: an UpperCamelCase Swift identifier that names the generated `<Screen>Entry`, `<screen>Controller`, …",
                anchor: "top-level-keys"),
            LanguageKey(
                "title", .anyOf([.text, .mapping(title), .list(.mapping(titleVariant), minimum: 1)]), required: true,
                "The navigation title (`ItemListControllerState(title:)`): a text, `{ text:, subtitle: }`, `{ segments:, selected: }`, `{ text:, tabs:, selected: }`, or a list of variants chosen by `when:`.",
                anchor: "title"),
            LanguageKey(
                "style", word(ListStyle.self), "The list style: `blocks` (grouped, the default) or `plain`.",
                anchor: "list-style-and-system-style"),
            LanguageKey(
                "systemStyle", word(SystemStyle.self),
                "Each item's `systemStyle:`: `glass` (the default) or `legacy`.", anchor: "list-style-and-system-style"),
            LanguageKey(
                "state", .dictionary(.anyOf([.scalar, .mapping(stateDeclaration)])),
                "The screen's local state: field name → default value, `{ type:, default: }` or `{ enum: [...], default: }`.",
                anchor: "state"),
            LanguageKey(
                "navigationBar", .mapping(navigationBar),
                "The navigation bar's buttons: `left`, `right`, `secondaryRight` and the `back` title.",
                anchor: "navigation-bar"),
            LanguageKey(
                "sections", .list(.mapping(section)), required: true,
                "The list's sections, in order; each has an `id`, optional `header`/`footer`/`visible`, and `rows`.",
                anchor: "sections"),
            LanguageKey(
                "toolbar", .list(.mapping(toolbarAction), minimum: 1, maximum: 3),
                "1 to 3 toolbar actions (`ItemListNodeState(toolbarItem:)`).", anchor: "toolbar"),
            LanguageKey(
                "emptyState",
                .anyOf([.text, .mapping(emptyStateVariant), .list(.mapping(emptyStateVariant), minimum: 1)]),
                "`ItemListNodeState(emptyStateItem:)`: a text shown while the list has no rows, or variants `{ text: | key: | loading: true, when: }`.",
                anchor: "empty-state"),
            LanguageKey(
                "parameters", .dictionary(.anyOf([.scalar, .mapping(parameterDeclaration)])),
                "Values the app passes when it creates the screen: name → default, or `{ type:, default:, sample: }`.",
                anchor: "parameters"),
            LanguageKey(
                "data", .dictionary(.anyOf([.scalar, .mapping(dataDeclaration)])),
                "App data the screen shows (a signal): name → sample, `{ type:, sample: }`, `{ enum:, sample: }` or `{ list:, element:, sample: }`.",
                anchor: "app-data"),
            LanguageKey(
                "conditions", .dictionary(.condition),
                "Named conditions: name → condition, usable in every other condition.", anchor: "named-conditions"),
            LanguageKey(
                "presentation",
                .anyOf([
                    word(Presentation.NavigationPresentation.self), .mapping(conditionWord), .mapping(switchWord),
                ]),
                "`controller.navigationPresentation`: `default`, `modal`, `flatModal`, …, or `{ if:, then:, else: }` over the parameters, chosen when the controller is created.",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "enableInteractiveDismiss", .bool,
                "`controller.enableInteractiveDismiss`: a modal screen can be swiped down to dismiss it.",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "animateChanges", .anyOf([.condition, .mapping(animateChanges)]),
                "Whether list changes animate: `true` (the default), `false`, a condition, `{ whenChanged: }`, `{ unlessShrinking: true }`, or `{ list:, navigationBar: }`.",
                anchor: "animating-changes"),
            LanguageKey(
                "focus", .anyOf([.name("input row id"), .mapping(focus)]),
                "The id of the input row focused when the screen appears, or `{ row:, after: appear }` to focus it once the controller appeared.",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "initialScroll", .anyOf([.name("row id"), .list(.name("row id"), minimum: 1), .mapping(initialScroll)]),
                "`ItemListNodeState(initialScrollToItem:)`: the row (that does not repeat) the list starts scrolled to, a list of rows (the first shown), or `{ row:, when: }`.",
                anchor: "starting-scrolled-to-a-row"),
            LanguageKey(
                "lifecycle", .mapping(lifecycle),
                "Hooks called on `didAppear`, `willDisappear` and `didDisappear`, when the screen is popped, and on `beganInteractiveDragging`.",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "loadMore", .name("hook"),
                "A hook called when the list is scrolled near its end (`controller.visibleBottomContentOffsetChanged`), once per emission of the app data.",
                anchor: "loading-more"),
            importsKey,
        ] + appDeclarationKeys)

    /// `lifecycle:`.
    public static let lifecycle = KeyTable(
        id: "lifecycle", summary: "The controller's lifecycle hooks.", anchor: "presentation-and-lifecycle",
        keys: [
            LanguageKey(
                "didAppear", .name("hook"), "A hook called when the screen has appeared (`controller.didAppear`).",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "willDisappear", .name("hook"), "A hook called when the screen is about to disappear.",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "didDisappear", .name("hook"), "A hook called when the screen has disappeared.",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "willPop", .name("hook"),
                "A hook called when the screen is about to disappear because it left its navigation stack (popped, dismissed, replaced), not when a pushed screen covers it.",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "didPop", .name("hook"),
                "A hook called when the screen has disappeared because it left its navigation stack.",
                anchor: "presentation-and-lifecycle"),
            LanguageKey(
                "beganInteractiveDragging", .name("hook"),
                "A hook called when the user starts dragging the list (`controller.beganInteractiveDragging`).",
                anchor: "presentation-and-lifecycle"),
        ])
}
