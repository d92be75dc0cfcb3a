/// The 14 ItemListUI items as descriptions (itemlistui-api-2.md §1). Besides what every description gives — the
/// allowed keys, "which kinds accept this key", the docs tables — each has a typed row (`BuiltinRow`): its struct,
/// decoder and call builder are generated from the description by `ItemCodeGeneration`. Where a mapping is not one
/// key → one parameter, the description names a reader (`ItemReader`) or a source (`BuiltinSource`) that says what
/// happens instead.
public enum BuiltinItems {
    /// The kinds by the file that describes them (`BuiltinItems+Controls.swift`, …); `ItemCodeGeneration` groups the
    /// code it generates the same way.
    public static let groups: [(name: String, items: [ItemDescription])] = [
        ("Controls", [switchItem, expandableSwitch, disclosure, action, checkbox]),
        ("Texts", [sectionHeader, text, textWithLabel, multilineText, info, activityText, placeholder]),
        ("Inputs", [singleLineInput, multilineInput]),
    ]

    /// All 14, in documentation order (the order of `RowKind`'s cases).
    public static let all: [ItemDescription] = [
        switchItem, expandableSwitch, disclosure, action, sectionHeader, text, textWithLabel, singleLineInput,
        multilineInput, multilineText, checkbox, info, activityText, placeholder,
    ]

    // MARK: Keys several kinds share

    static let actionDoc = "at most one of `action` / `push`; `set` may come with `action`"
    /// `action:` read with `push:` and `set:` into one optional `ActionTarget`.
    static let optionalActionTarget = KeyStorage.reader(.actionTarget(required: false, allowsSet: true))
    static func push(_ parameter: String = "`action:` pushes the screen") -> ItemKey {
        ItemKey(
            "push", .special(type: "screen name or `{ screen:, with: }`", shape: .push), storage: .with("action"),
            doc: KeyDoc(parameter))
    }
    static let set = ItemKey(
        "set", .special(type: "`{ field: value, … }`", shape: .stateUpdate), storage: .with("action"),
        doc: KeyDoc("`action:` writes local state, see [Setting state](#setting-state-from-buttons-and-rows)"))
    static let enabled = ItemKey("enabled", .condition, default: .bool(true), doc: KeyDoc("`enabled:`"))
    /// `bind:` of a control that must have one, stored as `binding`.
    static func bind(_ type: ItemValueType, doc: KeyDoc) -> ItemKey {
        ItemKey(
            "bind", .binding(type), required: true, storage: .property(name: "binding"),
            help: "name the state field this control shows and changes", doc: doc)
    }
    /// `change:`, the hook of `bind`.
    static func change(_ doc: KeyDoc) -> ItemKey {
        ItemKey("change", .special(type: "hook name", shape: .name("hook")), storage: .reader(.changeHook(of: "bind")), doc: doc)
    }
    static let appDataChange = change(
        KeyDoc(default: "`update<Field>` when bound to app data", "called with the new value of `bind`"))
    static let inputChange = change(KeyDoc("called with the new text after each edit"))

    // MARK: Fixed parameters

    static let presentationData = ItemParameter("presentationData", .presentationData)
    static let systemStyle = ItemParameter("systemStyle", .systemStyle, hasDefault: true)
    static let sectionId = ItemParameter("sectionId", .sectionId)
    static let style = ItemParameter("style", .style)
    static let tag = ItemParameter("tag", .tag, hasDefault: true)
}
