/// `peer`: `ItemListPeerItem` (module `ItemListPeerItem`, itemlistui-api-2.md §2.1) — one peer (avatar, name, a text,
/// a label — or its presence), removable by swiping or with the red delete control of editing mode, as BlockedPeersController and the
/// group member and exception lists show them. Described as data: its keys map onto the AccountContext initializer.
/// Four parameters are not 1:1 key mappings and use the vocabulary's composite sources: `text` and `label` (an enum
/// case built from a text key and a style key), `editing` (`ItemListPeerItemEditing` from `editing`, `remove` and
/// the revealed-options state) and the two closures of the revealed-options protocol; `switchValue` is an
/// `ItemListPeerItemSwitch` built from a condition and a style key, its `toggle` hook `toggleUpdated:`.
extension ItemCatalogue {
    static let peer = ItemDescription(
        name: "peer", swiftName: "ItemListPeerItem", module: "ItemListPeerItem",
        summary: "a peer (avatar, name, text, label), removable by swiping or in editing mode",
        keys: [
            ItemKey("peer", .peer, required: true, doc: KeyDoc("`peer:` — the element's `Peer` field, like `peer.peer`")),
            ItemKey(
                "presence", .presence,
                doc: KeyDoc(
                    default: "none",
                    "`presence:` — the element's field of a declared type spelt `EnginePeer.Presence`, like "
                        + "`member.presence`; without `text:` the row's text is the presence (`text: .presence`: "
                        + "\"online\" in the accent colour, \"last seen …\")")),
            ItemKey(
                "text", .text,
                doc: KeyDoc(
                    default: "none",
                    "`text: .text(<text>, <textColor>)`; without one `.presence` when the row gives `presence:`, "
                        + "else `.none`")),
            ItemKey(
                "textColor",
                .enumeration([ItemEnumCase("secondary"), ItemEnumCase("accent"), ItemEnumCase("constructive")]),
                default: .enumCase("secondary"), doc: KeyDoc("the text's `ItemListPeerItemText.TextColor`")),
            ItemKey("label", .text, doc: KeyDoc(default: "none", "`label:` on the right; `.none` without one")),
            ItemKey(
                "labelStyle",
                .enumeration([
                    ItemEnumCase("text", swift: ".text({label}, .standard)"),
                    ItemEnumCase("disclosure", swift: ".disclosure({label})"),
                    ItemEnumCase("badge", swift: ".badge({label})"),
                ]),
                default: .enumCase("text"),
                doc: KeyDoc("`ItemListPeerItemLabel`: `.text(label, .standard)`, `.disclosure(label)`, `.badge(label)`")),
            ItemKey(
                "height", .enumeration([ItemEnumCase("generic"), ItemEnumCase("peerList")]), default: .enumCase("peerList"),
                doc: KeyDoc("`height:` (`ItemListPeerItemHeight`): `peerList` is the taller avatar list")),
            ItemKey("enabled", .condition, default: .bool(true), doc: KeyDoc("`enabled:` (greyed out, no options)")),
            ItemKey(
                "editing", .condition, default: .bool(false),
                doc: KeyDoc("`ItemListPeerItemEditing.editing`: the red delete control of a removable row")),
            ItemKey(
                "revealOptions", .revealOptions,
                doc: KeyDoc(
                    default: "none",
                    "`revealOptions: ItemListPeerItemRevealOptions(options: [...])`: the options a swipe reveals instead "
                        + "of Delete, each calling its hook with the element; makes the row `editable`")),
            ItemKey(
                "switchValue", .condition,
                doc: KeyDoc(
                    default: "none",
                    "`switchValue: ItemListPeerItemSwitch(value: <condition>, style: <switchStyle>)`: a switch on the "
                        + "right showing the condition; no switch without it")),
            ItemKey(
                "switchStyle",
                .enumeration([ItemEnumCase("standard"), ItemEnumCase("check"), ItemEnumCase("leftCheck")]),
                default: .enumCase("standard"),
                doc: KeyDoc(
                    "the switch's `ItemListPeerItemSwitchStyle`: `standard` (a switch), `check` (a check mark on the "
                        + "right), `leftCheck` (a check box before the avatar)")),
            ItemKey(
                "toggle", .hook(payload: [.bool]),
                doc: KeyDoc(
                    "`toggleUpdated:` calls the hook with the element and the switch's new value; the row shows what "
                        + "`switchValue` says, so the app changes its data and emits it")),
            ItemKey("action", .action, doc: KeyDoc("`action:` calls the hook with the element")),
            ItemKey(
                "remove", .hook(payload: []),
                doc: KeyDoc(
                    "`removePeer:` calls the hook with the element; makes the row `editable` (swipe to reveal Delete, "
                        + "the delete control while editing)")),
        ],
        parameters: [
            ItemParameter("presentationData", .presentationData),
            ItemParameter("systemStyle", .systemStyle, default: ".legacy"),
            ItemParameter("dateTimeFormat", .swift("presentationData.dateTimeFormat")),
            ItemParameter("nameDisplayOrder", .swift("presentationData.nameDisplayOrder")),
            ItemParameter("context", .accountContext),
            .key("peer"),
            ItemParameter("height", .key("height"), default: ".peerList"),
            .key("presence"),
            ItemParameter(
                "text",
                .template(
                    ".text({text}, {textColor})", given: "text", absent: ".none",
                    fallback: ItemParameter.KeyFallback(key: "presence", swift: ".presence"))),
            ItemParameter("label", .template("{labelStyle}", given: "label", absent: ".none")),
            ItemParameter("editing", .peerEditing(peer: "peer", editing: "editing", remove: "remove")),
            ItemParameter("revealOptions", .key("revealOptions"), hasDefault: true),
            ItemParameter(
                "switchValue",
                .template(
                    "ItemListPeerItemSwitch(value: {switchValue}, style: {switchStyle})", given: "switchValue", absent: "nil"),
                default: "nil"),
            ItemParameter("enabled", .key("enabled")),
            ItemParameter("selectable", .swift("true")),
            ItemParameter("sectionId", .sectionId),
            ItemParameter("action", .key("action")),
            ItemParameter("setPeerIdWithRevealedOptions", .revealedOptionsSetter(remove: "remove")),
            ItemParameter("removePeer", .hookIgnoringArguments("remove", ignoring: 1)),
            ItemParameter("toggleUpdated", .key("toggle"), hasDefault: true),
            ItemParameter("style", .style, default: ".blocks"),
            ItemParameter("tag", .tag, hasDefault: true),
        ],
        origin: .catalogue)
}
