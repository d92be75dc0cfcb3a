/// Keys a custom item's row gets from what its declaration's parameters are, besides the keys they read: `push:`
/// and `set:` next to its first action key, `change:` for its first bound value.
extension ItemKey {
    /// `push:`, read with the action key `key` into one `ActionTarget` (as `action` / `push` / `set` of built-in rows).
    public static func push(with key: String) -> ItemKey {
        ItemKey(
            "push", .special(type: "screen name or `{ screen:, with: }`", shape: .push), storage: .with(key),
            doc: KeyDoc("`\(key):` pushes the screen's generated controller"))
    }

    /// `set:`, read with the action key `key` (`set` may come with it: the state is written, then the hook called).
    public static func set(with key: String) -> ItemKey {
        ItemKey(
            "set", .special(type: "`{ field: value, … }`", shape: .stateUpdate), storage: .with(key),
            doc: KeyDoc("`\(key):` writes local state, see [Setting state](#setting-state-from-buttons-and-rows)"))
    }

    /// `change:`, the hook called with each new value of the binding key `key` (of `type`): optional for local
    /// state, `update<Field>` by default for app data, which the item cannot write itself.
    public static func change(of key: String, type: ItemValueType) -> ItemKey {
        ItemKey(
            "change", .hook(payload: [type]), storage: .reader(.changeHook(of: key)),
            doc: KeyDoc(
                default: "`update<Field>` when bound to app data",
                "called with the new value of `\(key)`, see [change hooks](#bindings-to-app-data-and-change-hooks)"))
    }
}
