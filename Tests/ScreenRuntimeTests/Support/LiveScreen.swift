import ScreenExpressions
import ScreenIR
import ScreenRuntime

/// A live screen built in Swift: parameters, app data (with a list of blocked peers), local state, named
/// conditions, repeated rows with element bindings, change hooks, navigation and title variants, presentation and
/// lifecycle hooks.
enum LiveScreen {
    static let peerType = IR.list(
        "BlockedPeer",
        [
            "id": .int, "name": .string, "status": .optional(.string), "kind": IR.enumeration("user", "bot"),
            "muted": .bool,
        ]
    )

    /// A `BlockedPeer` record; `status` is left out when nil, as a sample may leave out an optional field.
    static func peer(
        _ id: Int,
        _ name: String,
        status: String? = nil,
        kind: String = "user",
        muted: Bool = false
    )
        -> ExpressionValue
    {
        var fields: [String: ExpressionValue] = [
            "id": .int(id), "name": .string(name), "kind": .enumCase(kind), "muted": .bool(muted),
        ]
        if let status { fields["status"] = .string(status) }
        return .record(fields)
    }

    static let samplePeers: [ExpressionValue] = [
        peer(1, "Alex Morgan", status: "last seen recently"),
        peer(2, "Zoë Laurent", kind: "bot"),
        peer(3, "Sam", status: "online", muted: true),
    ]

    static let screen = IR.screen(
        "BlockedUsers",
        title: .text(IR.text("Blocked Users")),
        conditionalTitles: [
            ConditionalTitle(
                when: IR.expression("category == .groups"),
                title: .text(IR.text("Groups · \\(blockedPeers.count)")),
                span: IR.span
            )
        ],
        parameters: [
            IR.parameter(
                "category",
                IR.enumeration("privateChats", "groups", "channels"),
                default: nil,
                sample: .enumCase("groups")
            ),
            IR.parameter("limit", .int, default: .int(10), sample: .int(10)),
        ],
        data: [
            IR.data("autoplayGifs", .bool, .bool(true)),
            IR.data("cacheSize", .optional(.string), .string("1.2 GB")),
            IR.data("quality", IR.enumeration("low", "medium", "high"), .enumCase("medium")),
            IR.data("blockedPeers", peerType, .list(samplePeers)),
        ],
        state: [
            IR.state("editing", .bool, .bool(false)),
            IR.state("saving", .bool, .bool(false)),
            IR.state("showBots", .bool, .bool(false)),
            IR.state("name", .string, .string("")),
            IR.state("revealedPeer", .optional(.int), .null),
        ],
        conditions: [
            IR.namedCondition("canEdit", "hasPeers && !saving"),
            IR.namedCondition("hasPeers", "!blockedPeers.isEmpty"),
        ],
        sections: [
            IR.section(
                "settings",
                [
                    IR.row(
                        "autoplay",
                        IR.switchItem("Autoplay GIFs", bind: "autoplayGifs", change: "updateAutoplayGifs")
                    ),
                    IR.row(
                        "qualityLow",
                        IR.checkbox(
                            "Low",
                            .select(IR.located("quality"), case: IR.located("low")),
                            change: "updateQuality"
                        )
                    ),
                    IR.row(
                        "qualityHigh",
                        IR.checkbox(
                            "High",
                            .select(IR.located("quality"), case: IR.located("high")),
                            change: "updateQuality"
                        )
                    ),
                    IR.row("editing", IR.switchItem("Edit", bind: "editing", change: "editingChanged")),
                    IR.row("showBots", IR.checkbox("Show bots", .toggle(IR.located("showBots")))),
                    IR.row("nameInput", IR.input("name", change: "nameChanged")),
                    IR.row("cache", IR.disclosure("Cache", label: "\\(cacheSize ?? \"…\")", action: "openCache?")),
                ]
            ),
            IR.section(
                "peers",
                header: "\\(blockedPeers.count) blocked",
                visible: "hasPeers",
                [
                    IR.row(
                        "peer",
                        IR.disclosure(
                            "\\(peer.name)",
                            label: "\\(peer.status ?? \"\")",
                            action: "openPeer",
                            records: ["peer"]
                        ),
                        visible: "peer.kind == .user || showBots",
                        forEach: "peer in blockedPeers"
                    ),
                    IR.row(
                        "peerMuted",
                        IR.switchItem(
                            "Mute \\(p.name) (#\\(p.id))",
                            bind: "p.muted",
                            change: "updateBlockedPeerMuted",
                            enabled: "!saving",
                            locked: "p.kind == .bot",
                            lockedAction: "explainBots",
                            records: ["p"]
                        ),
                        forEach: "p in blockedPeers"
                    ),
                    IR.row("total", IR.plainText("\\(blockedPeers.count) of \\(limit)")),
                ]
            ),
        ],
        navigationBar: NavigationBar(
            right: [
                IR.button("Done", when: "saving", style: .activity, action: "save"),
                IR.button("Edit", when: "canEdit", style: .bold, action: "toggleEditing"),
            ],
            back: IR.text("\\(blockedPeers.count) peers")
        ),
        toolbar: [
            ToolbarAction(
                title: IR.text("Unblock \\(blockedPeers.count)"),
                enabled: IR.condition("canEdit"),
                action: IR.action("unblockAll"),
                span: IR.span
            )
        ],
        emptyState: IR.text("Nothing at \\(limit)"),
        presentation: Presentation(
            navigation: .word(.modal),
            animateChanges: IR.condition("!saving"),
            focus: IR.located("nameInput"),
            lifecycle: Lifecycle(
                didAppear: IR.hook("appeared"), willDisappear: IR.hook("saveDraft?"),
                beganInteractiveDragging: IR.hook("dismissKeyboard?"))
        )
    )

    /// The position of a row of `screen` (its fixed `RowID`, or the position its instances share).
    static func position(_ id: String) -> Int {
        ScreenEntries(screen).entry(id: id)!.position
    }

    /// The id of the instance of the repeated row `row` for the peer with id `peer`.
    static func id(_ row: String, peer: Int) -> RowID {
        RowID(position: position(row), element: .int(peer))
    }
}

extension Fixture {
    /// The live screen with its defaults.
    static var live: Fixture { Fixture(screen: LiveScreen.screen) }
}
