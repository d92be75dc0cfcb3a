/// `peerAction`: `ItemListPeerActionItem` (module `ItemListPeerActionItem`, itemlistui-api-2.md §2.2) — an accent
/// "Add …" row with an icon, usually above a list of peers. Described purely as data: no code anywhere knows it.
extension ItemCatalogue {
    static let peerAction = ItemDescription(
        name: "peerAction", swiftName: "ItemListPeerActionItem", module: "ItemListPeerActionItem",
        summary: "an accent \"Add …\" row with an icon, usually above a list of peers",
        keys: [
            ItemKey("icon", .icon, doc: KeyDoc("`icon:` (`UIImage?`, no default: `nil` when the row has none)")),
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey(
                "color", .enumeration([ItemEnumCase("accent"), ItemEnumCase("destructive"), ItemEnumCase("disabled")]),
                default: .enumCase("accent"),
                doc: KeyDoc("`color:` (`ItemListPeerActionItemColor`) — accent, red, greyed")),
            ItemKey(
                "height", .enumeration([ItemEnumCase("generic"), ItemEnumCase("compactPeerList"), ItemEnumCase("peerList")]),
                default: .enumCase("peerList"),
                doc: KeyDoc("`height:` (`ItemListPeerActionItemHeight`): `peerList` lines the title up with peer rows' names")),
            ItemKey("editing", .condition, default: .bool(false), doc: KeyDoc("`editing:` (shifts the row while the list is edited)")),
            ItemKey("action", .action, doc: KeyDoc("`action:` calls the hook (the row is selectable only with an action)")),
        ],
        parameters: [
            ItemParameter("presentationData", .presentationData),
            ItemParameter("style", .style, default: ".blocks"),
            ItemParameter("systemStyle", .systemStyle, default: ".legacy"),
            // No default in ItemListUI: a row without `icon` passes `icon: nil`.
            .key("icon"),
            .key("title"),
            ItemParameter("sectionId", .sectionId),
            ItemParameter("height", .key("height"), default: ".peerList"),
            ItemParameter("color", .key("color"), default: ".accent"),
            ItemParameter("editing", .key("editing"), default: "false"),
            ItemParameter("action", .key("action")),
            ItemParameter("tag", .tag, hasDefault: true),
        ],
        origin: .catalogue)
}
