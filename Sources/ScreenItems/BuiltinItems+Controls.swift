extension BuiltinItems {
    static let switchItem = ItemDescription(
        name: "switch", swiftName: "ItemListSwitchItem", module: "ItemListUI",
        summary: "a row with a `UISwitch`-like toggle",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey("text", .text, doc: KeyDoc("`text:` (a subtitle under the title)")),
            ItemKey("textColor", .cases("primary", "accent"), default: .enumCase("primary"), doc: KeyDoc("`textColor:` (of `text`)")),
            bind(
                .bool,
                doc: KeyDoc(
                    type: "Bool field: state, app data or an element's field",
                    "`value:` and `updated:` (see [Bindings](#bindings))")),
            ItemKey("enabled", .condition, default: .bool(true), doc: KeyDoc("`enabled:`")),
            ItemKey(
                "locked", .condition, default: .bool(false),
                doc: KeyDoc(
                    "`displayLocked:`; while locked `enableInteractiveChanges:` is `false`, so taps don't flip the switch")),
            interactive,
            ItemKey(
                "lockedAction", .action, only: .key("locked"),
                doc: KeyDoc("`activatedWhileDisabled:` (e.g. show the Premium paywall)")),
            change(
                KeyDoc(
                    default: "`update<Field>` when bound to app data",
                    "called with the new value, see [change hooks](#bindings-to-app-data-and-change-hooks)")),
            ItemKey("icon", .icon, doc: KeyDoc("`icon:` (drawn untinted in a leading column)")),
            ItemKey(
                "action", .action, storage: optionalActionTarget,
                doc: KeyDoc(
                    required: actionDoc,
                    "`action:` — what a tap on the row (not on the switch) does, besides the toggle (e.g. open a sheet of options)")),
            push("`action:` pushes that screen's controller"), set,
        ],
        parameters: [
            presentationData, systemStyle, .key("icon", hasDefault: true), .key("title"), .key("text", hasDefault: true),
            ItemParameter("textColor", .key("textColor"), default: ".primary"),
            ItemParameter("value", .key("bind"), payloadName: "isOn"), interactiveChanges,
            .key("enabled", hasDefault: true), displayLocked, sectionId, style,
            ItemParameter("updated", .builtIn(.switchSetter(of: "bind", interactive: "interactive"))),
            ItemParameter("activatedWhileDisabled", .key("lockedAction"), hasDefault: true),
            .key("action", hasDefault: true), tag,
        ],
        row: BuiltinRow(
            "SwitchRow", doc: "`ItemListSwitchItem`: a toggle bound to a Bool field (state, app data or an element's)."))

    static let expandableSwitch = ItemDescription(
        name: "expandableSwitch", swiftName: "ItemListExpandableSwitchItem", module: "ItemListUI",
        summary: "a switch row that expands into checkable sub-rows",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            bind(.bool, doc: KeyDoc("`value:` / `updated:`")),
            ItemKey(
                "expanded", .binding(.bool), required: true,
                help: "name a Bool state field that says whether the sub-items show",
                doc: KeyDoc("`isExpanded:`; the row tap (`selectAction:`) toggles it")),
            ItemKey(
                "subItems", .special(type: "list of sub-items", shape: .list(.mapping(ScreenLanguage.subItem), minimum: 1)),
                required: true, storage: .reader(.subItems),
                doc: KeyDoc("`subItems: [SubItem]`; a tap on one (`subAction:`) toggles its field")),
            enabled,
            ItemKey(
                "locked", .condition, default: .bool(false),
                doc: KeyDoc("`displayLocked:` (and `enableInteractiveChanges: false` while locked)")),
            interactive,
            appDataChange,
            ItemKey("icon", .icon, doc: KeyDoc("`icon:`")),
        ],
        parameters: [
            presentationData, systemStyle, .key("icon", hasDefault: true), .key("title"),
            ItemParameter("value", .key("bind"), payloadName: "isOn"), ItemParameter("isExpanded", .key("expanded")),
            ItemParameter("subItems", .builtIn(.subItems(of: "subItems"))), interactiveChanges,
            .key("enabled", hasDefault: true), displayLocked, sectionId, style,
            ItemParameter("updated", .builtIn(.switchSetter(of: "bind", interactive: "interactive"))),
            ItemParameter("selectAction", .builtIn(.toggle(of: "expanded"))),
            ItemParameter("subAction", .swift("{ subItem in arguments.toggle(subItem) }")), tag,
        ],
        row: BuiltinRow(
            "ExpandableSwitchRow",
            doc: "`ItemListExpandableSwitchItem`: a switch with checkable sub-items that expand below it."))

    static let disclosure = ItemDescription(
        name: "disclosure", swiftName: "ItemListDisclosureItem", module: "ItemListUI",
        summary: "a title, an optional value label and a chevron (or option arrows)",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey("label", .text, default: .text(""), doc: KeyDoc("`label:`")),
            ItemKey(
                "labelStyle", .cases("text", "detailText", "multilineDetailText", "coloredText", "badge"),
                default: .enumCase("text"), storage: .reader(.labelStyle),
                doc: KeyDoc(
                    "`labelStyle:` — `.text`, `.detailText` (under the title), `.multilineDetailText`, `.coloredText(UIColor)`, `.badge(UIColor)` (a filled pill)")),
            ItemKey(
                "labelColor", .special(type: "[Colour](#colours)", shape: .colour), storage: .with("labelStyle"),
                doc: KeyDoc(
                    default: "", required: "for `coloredText` / `badge` only (not allowed otherwise)",
                    "the `UIColor` of `.coloredText` / `.badge`")),
            ItemKey(
                "disclosureStyle", .cases("arrow", "optionArrows", "none"), default: .enumCase("arrow"),
                doc: KeyDoc("`disclosureStyle:`")),
            ItemKey("titleColor", .cases("primary", "accent"), default: .enumCase("primary"), doc: KeyDoc("`titleColor:`")),
            ItemKey("titleBadge", .text, doc: KeyDoc("`titleBadge:` (e.g. `NEW`)")),
            ItemKey(
                "enabled", .condition, default: .bool(true),
                doc: KeyDoc("`enabled:` (disabled rows are greyed out and ignore taps)")),
            ItemKey(
                "action", .action, storage: optionalActionTarget, doc: KeyDoc(required: actionDoc, "`action:` calls the hook")),
            push("`action:` pushes that screen's controller"), set,
            ItemKey(
                "icon", .icon, only: .without("iconPeer"),
                doc: KeyDoc(
                    required: "not with `iconPeer`", "`icon:` (drawn untinted at its own size before the title)")),
            ItemKey(
                "iconPeer", .peer,
                doc: KeyDoc(
                    type: "`Peer` or `Peer?` expression", default: "none",
                    "`iconPeer:` with `context: arguments.context` — the peer's 40-pt avatar before the title; a "
                        + "`Peer` or `Peer?` expression: a list element's field, or a member of app data or a "
                        + "parameter of a [declared type](#declared-types)")),
            ItemKey("titleIcon", .icon, doc: KeyDoc("`titleIcon:` (a small image shown with the title)")),
            ItemKey(
                "additionalDetailLabel", .text,
                doc: KeyDoc("`additionalDetailLabel:` (a detail text under the title, besides `label`)")),
            ItemKey(
                "additionalDetailLabelColor", .cases("generic", "constructive", "destructive"), default: .enumCase("generic"),
                storage: .property(type: "DetailLabelColor"), only: .key("additionalDetailLabel"),
                doc: KeyDoc(
                    required: "only with `additionalDetailLabel`",
                    "`additionalDetailLabelColor:` (`ItemListDisclosureItemDetailLabelColor`)")),
        ],
        parameters: [
            presentationData, systemStyle, .key("icon", hasDefault: true),
            ItemParameter("context", .builtIn(.accountContext(given: "iconPeer")), hasDefault: true),
            .key("iconPeer", hasDefault: true), .key("title"), .key("enabled", hasDefault: true),
            ItemParameter("titleColor", .key("titleColor"), default: ".primary"), .key("titleIcon", hasDefault: true),
            .key("titleBadge", hasDefault: true), .key("label"),
            ItemParameter("labelStyle", .builtIn(.labelStyle(of: "labelStyle")), hasDefault: true),
            .key("additionalDetailLabel", hasDefault: true),
            ItemParameter("additionalDetailLabelColor", .key("additionalDetailLabelColor"), default: ".generic"),
            sectionId, style, ItemParameter("disclosureStyle", .key("disclosureStyle"), default: ".arrow"),
            .key("action"), tag,
        ],
        row: BuiltinRow(
            "DisclosureRow", doc: "`ItemListDisclosureItem`: a title, an optional value label and a chevron."))

    static let action = ItemDescription(
        name: "action", swiftName: "ItemListActionItem", module: "ItemListUI",
        summary: "a tappable, button-like row",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey(
                "kind", .cases("generic", "destructive", "neutral", "disabled"), default: .enumCase("generic"),
                doc: KeyDoc("`kind:` — accent, red, primary text colour, greyed")),
            ItemKey("alignment", .cases("natural", "center"), default: .enumCase("natural"), doc: KeyDoc("`alignment:`")),
            ItemKey("enabled", .condition, default: .bool(true), doc: KeyDoc("while false, `kind:` becomes `.disabled`")),
            ItemKey(
                "action", .action, storage: .reader(.actionTarget(required: true, allowsSet: true)),
                doc: KeyDoc(default: "", required: "one of `action`, `push`, `set` (`set` may come with `action`)", "`action:`")),
            ItemKey(
                "push", .special(type: "screen name or `{ screen:, with: }`", shape: .push), storage: .with("action"),
                doc: KeyDoc(default: "", "`action:` pushes the screen")),
            ItemKey(
                "set", .special(type: "`{ field: value, … }`", shape: .stateUpdate), storage: .with("action"),
                doc: KeyDoc(default: "", "`action:` writes local state, see [Setting state](#setting-state-from-buttons-and-rows)")),
        ],
        parameters: [
            presentationData, systemStyle, .key("title"),
            ItemParameter("kind", .builtIn(.actionKind(kind: "kind", enabled: "enabled"))), .key("alignment"), sectionId,
            style, ItemParameter("action", .builtIn(.actionWhileEnabled(action: "action", enabled: "enabled"))), tag,
        ],
        row: BuiltinRow("ActionRow", doc: "`ItemListActionItem`: a tappable, button-like row."))

    static let checkbox = ItemDescription(
        name: "checkbox", swiftName: "ItemListCheckboxItem", module: "ItemListUI",
        summary: "a row with a checkmark: a toggle, a radio option, or a custom check",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey("subtitle", .text, doc: KeyDoc("`subtitle:`")),
            ItemKey(
                "style", .cases("left", "right"), default: .enumCase("left"),
                doc: KeyDoc("`style:` (`ItemListCheckboxItemStyle`: where the checkmark is drawn — not the list style)")),
            ItemKey("color", .cases("accent", "secondary"), default: .enumCase("accent"), doc: KeyDoc("`color:`")),
            enabled,
            ItemKey(
                "bind", .binding(.bool), storage: .reader(.checkboxBehavior),
                doc: KeyDoc(default: "", required: "one of the three forms", "toggle: `checked: state.f`, tap → `f = !f`")),
            ItemKey(
                "selects", .special(type: "enum field + one of its cases", shape: .name("enum case")),
                storage: .with("bind"),
                doc: KeyDoc(heading: "`bind` + `selects`", default: "", "radio: `checked: state.f == .case`, tap → `f = .case`")),
            ItemKey(
                "checked", .condition, storage: .with("bind"),
                doc: KeyDoc(
                    heading: "`checked` + `action` / `set`", type: "condition + action name or `{ field: value, … }`",
                    default: "",
                    "`checked:` from the condition; a tap calls the hook, or writes local state (`set`, then the hook when `action` comes with it), see [Setting state](#setting-state-from-buttons-and-rows)")),
            ItemKey("action", .action, storage: .with("bind"), doc: nil),
            ItemKey("set", .special(type: "`{ field: value, … }`", shape: .stateUpdate), storage: .with("bind"), doc: nil),
            change(
                KeyDoc(
                    default: "`update<Field>` when bound to app data",
                    "with `bind`: called with the new value (`Bool`, or the selected case)")),
            ItemKey("icon", .icon, doc: KeyDoc("`icon:` (drawn untinted)")),
            ItemKey(
                "iconPlacement", .cases("default", "check"), default: .enumCase("default"), only: .key("icon"),
                doc: KeyDoc(
                    required: "only with `icon`",
                    "`iconPlacement:` — `.default` gives the icon a column of its own, `.check` puts it in the checkmark's leading column")),
        ],
        parameters: [
            presentationData, systemStyle, .key("icon", hasDefault: true),
            ItemParameter("iconPlacement", .key("iconPlacement"), default: ".default"), .key("title"),
            .key("subtitle", hasDefault: true), .key("style"), ItemParameter("color", .key("color"), default: ".accent"),
            ItemParameter("checked", .builtIn(.checkedState(of: "bind"))), .key("enabled", hasDefault: true),
            ItemParameter("zeroSeparatorInsets", .swift("false")), sectionId,
            ItemParameter("action", .builtIn(.checkedAction(of: "bind"))), tag,
        ],
        row: BuiltinRow(
            "CheckboxRow", doc: "`ItemListCheckboxItem`: a checkmark that toggles a field, selects a case or runs an action."))

    // MARK: Parameters the switches share

    /// `interactive:` of a switch: whether it flips under the finger (the default), or waits for its data because
    /// the app intercepts the change.
    static let interactive = ItemKey(
        "interactive", .condition, default: .bool(true),
        doc: KeyDoc(
            "`enableInteractiveChanges:` — `false` for a switch bound to app data whose change the app intercepts (an alert first): it does not flip under the finger, it moves when the data does; see [Bindings to app data](#bindings-to-app-data-and-change-hooks)"))
    /// `enableInteractiveChanges:` of a switch: `interactive`, and `false` while locked.
    static let interactiveChanges = ItemParameter(
        "enableInteractiveChanges", .builtIn(.interactiveChanges(interactive: "interactive", locked: "locked")),
        hasDefault: true)
    /// `displayLocked:` from `locked`, carried as `isLocked`.
    static let displayLocked = ItemParameter(
        "displayLocked", .key("locked"), hasDefault: true, payloadName: "isLocked")
}
