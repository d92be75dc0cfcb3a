extension BuiltinItems {
    static let switchItem = ItemDescription(
        name: "switch", swiftName: "ItemListSwitchItem", module: "ItemListUI",
        summary: "a row with a `UISwitch`-like toggle",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey("text", .text, doc: KeyDoc("`text:` (a subtitle under the title)")),
            ItemKey("textColor", cases(SwitchRow.TextColor.self), default: .enumCase("primary"), doc: KeyDoc("`textColor:` (of `text`)")),
            ItemKey(
                "bind", .binding(.bool), required: true,
                doc: KeyDoc(
                    type: "Bool field: state, app data or an element's field",
                    "`value:` and `updated:` (see [Bindings](#bindings))")),
            ItemKey("enabled", .condition, default: .bool(true), doc: KeyDoc("`enabled:`")),
            ItemKey(
                "locked", .condition, default: .bool(false),
                doc: KeyDoc(
                    "`displayLocked:`; while locked `enableInteractiveChanges:` is `false`, so taps don't flip the switch")),
            ItemKey("lockedAction", .action, doc: KeyDoc("`activatedWhileDisabled:` (e.g. show the Premium paywall)")),
            ItemKey(
                "change", .special(type: "hook name", shape: .name("hook")),
                doc: KeyDoc(
                    default: "`update<Field>` when bound to app data",
                    "called with the new value, see [change hooks](#bindings-to-app-data-and-change-hooks)")),
            ItemKey("icon", .icon, doc: KeyDoc("`icon:` (drawn untinted in a leading column)")),
        ],
        parameters: [
            presentationData, systemStyle, .key("icon", hasDefault: true), .key("title"), .key("text", hasDefault: true),
            .key("textColor", hasDefault: true), ItemParameter("value", .key("bind")),
            ItemParameter("enableInteractiveChanges", .swift("false for app data, !locked while locked"), hasDefault: true),
            .key("enabled", hasDefault: true), ItemParameter("displayLocked", .key("locked"), hasDefault: true),
            sectionId, style, ItemParameter("updated", .setter(of: "bind")),
            ItemParameter("activatedWhileDisabled", .key("lockedAction"), hasDefault: true), tag,
        ])

    static let expandableSwitch = ItemDescription(
        name: "expandableSwitch", swiftName: "ItemListExpandableSwitchItem", module: "ItemListUI",
        summary: "a switch row that expands into checkable sub-rows",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey("bind", .binding(.bool), required: true, doc: KeyDoc("`value:` / `updated:`")),
            ItemKey(
                "expanded", .special(type: "Bool field", shape: .name("Bool field")), required: true,
                doc: KeyDoc("`isExpanded:`; the row tap (`selectAction:`) toggles it")),
            ItemKey(
                "subItems", .special(type: "list of sub-items", shape: .list(.mapping(ScreenLanguage.subItem), minimum: 1)), required: true,
                doc: KeyDoc("`subItems: [SubItem]`; a tap on one (`subAction:`) toggles its field")),
            enabled,
            ItemKey(
                "locked", .condition, default: .bool(false),
                doc: KeyDoc("`displayLocked:` (and `enableInteractiveChanges: false` while locked)")),
            appDataChange,
            ItemKey("icon", .icon, doc: KeyDoc("`icon:`")),
        ],
        parameters: [
            presentationData, systemStyle, .key("icon", hasDefault: true), .key("title"), ItemParameter("value", .key("bind")),
            ItemParameter("isExpanded", .key("expanded")), .key("subItems"),
            ItemParameter("enableInteractiveChanges", .swift("false for app data, !locked while locked"), hasDefault: true),
            .key("enabled", hasDefault: true), ItemParameter("displayLocked", .key("locked"), hasDefault: true),
            sectionId, style, ItemParameter("updated", .setter(of: "bind")),
            ItemParameter("selectAction", .swift("toggles `expanded`")),
            ItemParameter("subAction", .swift("toggles the sub-item's field")), tag,
        ])

    static let disclosure = ItemDescription(
        name: "disclosure", swiftName: "ItemListDisclosureItem", module: "ItemListUI",
        summary: "a title, an optional value label and a chevron (or option arrows)",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey("label", .text, default: .text(""), doc: KeyDoc("`label:`")),
            ItemKey(
                "labelStyle", .enumeration(DisclosureRow.LabelStyle.names.map { ItemEnumCase($0) }),
                default: .enumCase("text"),
                doc: KeyDoc(
                    "`labelStyle:` — `.text`, `.detailText` (under the title), `.multilineDetailText`, `.coloredText(UIColor)`, `.badge(UIColor)` (a filled pill)")),
            ItemKey(
                "labelColor", .special(type: "[Colour](#colours)", shape: .colour),
                doc: KeyDoc(
                    default: "", required: "for `coloredText` / `badge` only (not allowed otherwise)",
                    "the `UIColor` of `.coloredText` / `.badge`")),
            ItemKey("disclosureStyle", cases(DisclosureRow.DisclosureStyle.self), default: .enumCase("arrow"), doc: KeyDoc("`disclosureStyle:`")),
            ItemKey("titleColor", cases(DisclosureRow.TitleColor.self), default: .enumCase("primary"), doc: KeyDoc("`titleColor:`")),
            ItemKey("titleBadge", .text, doc: KeyDoc("`titleBadge:` (e.g. `NEW`)")),
            ItemKey(
                "enabled", .condition, default: .bool(true),
                doc: KeyDoc("`enabled:` (disabled rows are greyed out and ignore taps)")),
            ItemKey("action", .action, doc: KeyDoc(required: actionDoc, "`action:` calls the hook")),
            push("`action:` pushes that screen's controller"), set,
            ItemKey("icon", .icon, doc: KeyDoc("`icon:` (drawn untinted at its own size before the title)")),
        ],
        parameters: [
            presentationData, systemStyle, .key("icon", hasDefault: true), .key("title"), .key("enabled", hasDefault: true),
            .key("titleColor", hasDefault: true), .key("titleBadge", hasDefault: true), .key("label"),
            .key("labelStyle", hasDefault: true), sectionId, style, .key("disclosureStyle", hasDefault: true),
            .key("action"), tag,
        ])

    static let action = ItemDescription(
        name: "action", swiftName: "ItemListActionItem", module: "ItemListUI",
        summary: "a tappable, button-like row",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey(
                "kind", cases(ActionRow.Kind.self), default: .enumCase("generic"),
                doc: KeyDoc("`kind:` — accent, red, primary text colour, greyed")),
            ItemKey("alignment", cases(ActionRow.Alignment.self), default: .enumCase("natural"), doc: KeyDoc("`alignment:`")),
            ItemKey("enabled", .condition, default: .bool(true), doc: KeyDoc("while false, `kind:` becomes `.disabled`")),
            ItemKey(
                "action", .action,
                doc: KeyDoc(default: "", required: "one of `action`, `push`, `set` (`set` may come with `action`)", "`action:`")),
            ItemKey("push", .special(type: "screen name", shape: .name("screen name")), doc: KeyDoc(default: "", "`action:` pushes the screen")),
            ItemKey(
                "set", .special(type: "`{ field: value, … }`", shape: .stateUpdate),
                doc: KeyDoc(default: "", "`action:` writes local state, see [Setting state](#setting-state-from-buttons-and-rows)")),
        ],
        parameters: [
            presentationData, systemStyle, .key("title"), .key("kind"), .key("alignment"), sectionId, style,
            .key("action"), tag,
        ])

    static let checkbox = ItemDescription(
        name: "checkbox", swiftName: "ItemListCheckboxItem", module: "ItemListUI",
        summary: "a row with a checkmark: a toggle, a radio option, or a custom check",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey("subtitle", .text, doc: KeyDoc("`subtitle:`")),
            ItemKey(
                "style", cases(CheckboxRow.Style.self), default: .enumCase("left"),
                doc: KeyDoc("`style:` (`ItemListCheckboxItemStyle`: where the checkmark is drawn — not the list style)")),
            ItemKey("color", cases(CheckboxRow.Color.self), default: .enumCase("accent"), doc: KeyDoc("`color:`")),
            enabled,
            ItemKey(
                "bind", .binding(.bool),
                doc: KeyDoc(default: "", required: "one of the three forms", "toggle: `checked: state.f`, tap → `f = !f`")),
            ItemKey(
                "selects", .special(type: "enum field + one of its cases", shape: .name("enum case")),
                doc: KeyDoc(heading: "`bind` + `selects`", default: "", "radio: `checked: state.f == .case`, tap → `f = .case`")),
            ItemKey(
                "checked", .condition,
                doc: KeyDoc(
                    heading: "`checked` + `action`", type: "condition + action name", default: "",
                    "`checked:` from the condition, tap calls the hook")),
            ItemKey("action", .action, doc: nil),
            ItemKey("push", .special(type: "screen name", shape: .name("screen name")), doc: nil),
            ItemKey(
                "change", .special(type: "hook name", shape: .name("hook")),
                doc: KeyDoc(
                    default: "`update<Field>` when bound to app data",
                    "with `bind`: called with the new value (`Bool`, or the selected case)")),
            ItemKey("icon", .icon, doc: KeyDoc("`icon:` (drawn untinted)")),
            ItemKey(
                "iconPlacement", cases(CheckboxRow.IconPlacement.self), default: .enumCase("default"),
                doc: KeyDoc(
                    required: "only with `icon`",
                    "`iconPlacement:` — `.default` gives the icon a column of its own, `.check` puts it in the checkmark's leading column")),
        ],
        parameters: [
            presentationData, systemStyle, .key("icon", hasDefault: true), .key("iconPlacement", hasDefault: true),
            .key("title"), .key("subtitle", hasDefault: true), .key("style"),
            .key("color", hasDefault: true), ItemParameter("checked", .key("checked")),
            .key("enabled", hasDefault: true), ItemParameter("zeroSeparatorInsets", .swift("false")), sectionId,
            .key("action"), tag,
        ])
}
