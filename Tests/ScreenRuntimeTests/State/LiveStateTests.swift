import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// `ScreenState` with state, app data and parameters: defaults and samples, checking values of every type
/// (optionals, enums, lists of records), and its errors.
@Suite struct LiveStateTests {
    let state = ScreenState(defaultsOf: LiveScreen.screen)

    @Test func holdsStateThenDataThenParametersWithTheirOrigins() {
        #expect(
            state.fields.map(\.name) == [
                "editing", "saving", "showBots", "name", "revealedPeer", "autoplayGifs", "cacheSize", "quality",
                "blockedPeers", "category", "limit",
            ]
        )
        #expect(
            state.fields.map(\.origin) == [
                .state, .state, .state, .state, .state, .data, .data, .data, .data,
                .parameter, .parameter,
            ]
        )
        #expect(state.origin(of: "autoplayGifs") == .data)
        #expect(state.origin(of: "category") == .parameter)
        #expect(state.origin(of: "nope") == nil)
        #expect(state.type(of: "revealedPeer") == .optional(.int))
        #expect(state.type(of: "quality") == .enumeration(name: "Data.Quality", cases: ["low", "medium", "high"]))
        #expect(
            state.type(of: "category")
                == .enumeration(name: "Parameters.Category", cases: ["privateChats", "groups", "channels"])
        )
    }

    @Test func startsFromDefaultsAndSamplesWithRecordsCompleted() throws {
        #expect(state["revealedPeer"] == .null)
        #expect(state.bool("autoplayGifs") == true)
        #expect(state["cacheSize"] == .string("1.2 GB"))
        #expect(state.enumCase("category") == "groups")
        #expect(state.int("limit") == 10)
        let peers = try #require(state.elements("blockedPeers"))
        #expect(peers.count == 3)
        // Zoë's sample leaves out the optional `status`: it is stored as nil.
        #expect(
            peers[1]
                == .record([
                    "id": .int(2), "name": .string("Zoë Laurent"), "status": .null, "kind": .enumCase("bot"),
                    "muted": .bool(false),
                ])
        )
        #expect(
            state.description.hasPrefix(
                #"editing=false saving=false showBots=false name="" revealedPeer=nil autoplayGifs=true "#
                    + #"cacheSize="1.2 GB" quality=.medium blockedPeers=[{id: 1, kind: .user, muted: false, "#
                    + #"name: "Alex Morgan", status: "last seen recently"}, "#
            )
        )
    }

    @Test func samplesReplaceDefaultsAndAreChecked() throws {
        let samples: [String: ExpressionValue] = [
            "autoplayGifs": .bool(false), "category": .enumCase("channels"), "blockedPeers": .list([]),
        ]
        let sampled = try ScreenState(defaultsOf: LiveScreen.screen, samples: samples)
        #expect(sampled.bool("autoplayGifs") == false)
        #expect(sampled.enumCase("category") == "channels")
        #expect(sampled.elements("blockedPeers") == [])
        #expect(sampled.bool("editing") == false)

        #expect(throws: ScreenStateError.unknownField("autoplay", known: state.fields.map(\.name))) {
            try ScreenState(defaultsOf: LiveScreen.screen, samples: ["autoplay": .bool(true), "limit": .string("x")])
        }
        #expect(throws: ScreenStateError.typeMismatch(field: "limit", expected: .int, actual: .string("x"))) {
            try ScreenState(defaultsOf: LiveScreen.screen, samples: ["limit": .string("x")])
        }
    }

    @Test func optionalsTakeNilOrAValueOfTheWrappedType() throws {
        var state = state
        try state.set("revealedPeer", to: .int(2))
        #expect(state["revealedPeer"] == .int(2))
        try state.set("revealedPeer", to: .null)
        #expect(state["revealedPeer"] == .null)
        try state.set("cacheSize", to: .null)
        #expect(
            throws: ScreenStateError.typeMismatch(
                field: "revealedPeer",
                expected: .optional(.int),
                actual: .string("2")
            )
        ) {
            try state.set("revealedPeer", to: .string("2"))
        }
        #expect(throws: ScreenStateError.typeMismatch(field: "limit", expected: .int, actual: .null)) {
            try state.set("limit", to: .null)
        }
    }

    @Test func anyOriginCanBeSet() throws {
        var state = state
        try state.set("autoplayGifs", to: false)
        try state.set("quality", toCase: "high")
        try state.set("category", toCase: "privateChats")
        #expect(state.bool("autoplayGifs") == false)
        #expect(state.enumCase("quality") == "high")
        #expect(state.enumCase("category") == "privateChats")
        #expect(
            throws: ScreenStateError.unknownEnumCase(field: "quality", case: "ultra", cases: ["low", "medium", "high"])
        ) {
            try state.set("quality", toCase: "ultra")
        }
    }

    @Test(arguments: [
        (
            LiveScreen.peer(1, "A", kind: "robot"),
            ScreenStateError.unknownEnumCase(field: "blockedPeers[0].kind", case: "robot", cases: ["user", "bot"]),
            "`blockedPeers[0].kind` has no case `robot`; did you mean `bot`? (cases: user, bot)"
        ),
        (
            .record(["id": .int(1), "kind": .enumCase("user"), "muted": .bool(false)]),
            .missingRecordField(field: "blockedPeers[0]", name: "name", record: "BlockedPeer"),
            "`blockedPeers[0]` has no `name`: every `BlockedPeer` needs one (only optional fields may be left out)"
        ),
        (
            .record([
                "id": .int(1), "name": .string("A"), "nmae": .string("B"), "kind": .enumCase("user"),
                "muted": .bool(false),
            ]),
            .unknownRecordField(
                field: "blockedPeers[0]",
                name: "nmae",
                record: "BlockedPeer",
                known: ["id", "name", "status", "kind", "muted"]
            ),
            "`blockedPeers[0]`: `BlockedPeer` has no field `nmae`; did you mean `name`? "
                + "(fields: id, name, status, kind, muted)"
        ),
        (
            .record(["id": .string("1"), "name": .string("A"), "kind": .enumCase("user"), "muted": .bool(false)]),
            .typeMismatch(field: "blockedPeers[0].id", expected: .int, actual: .string("1")),
            #"`blockedPeers[0].id` is an Int; cannot set it to "1""#
        ),
        (
            .int(1),
            .typeMismatch(field: "blockedPeers[0]", expected: .record(LiveScreen.recordType), actual: .int(1)),
            "`blockedPeers[0]` is a `BlockedPeer`; cannot set it to 1"
        ),
    ])
    func listElementsAreChecked(element: ExpressionValue, error: ScreenStateError, message: String) {
        var state = state
        let before = state
        #expect(throws: error) { try state.set("blockedPeers", to: .list([element])) }
        #expect(error.description == message)
        #expect(state == before)
    }

    @Test func listElementIDsMustBeDistinct() {
        var state = state
        let error = ScreenStateError.duplicateElementID(field: "blockedPeers", id: .int(1), index: 2)
        #expect(throws: error) {
            try state.set(
                "blockedPeers",
                to: .list([LiveScreen.peer(1, "A"), LiveScreen.peer(2, "B"), LiveScreen.peer(1, "C")])
            )
        }
        #expect(
            error.description == "`blockedPeers` already has an element with id 1 (at index 2): ids must be distinct"
        )
        #expect(
            throws: ScreenStateError.typeMismatch(
                field: "blockedPeers",
                expected: .list(LiveScreen.recordType),
                actual: .record([:])
            )
        ) {
            try state.set("blockedPeers", to: .record([:]))
        }
    }

    @Test func listsAreSetWithOptionalFieldsCompleted() throws {
        var state = state
        try state.set("blockedPeers", to: .list([LiveScreen.peer(7, "G")]))
        #expect(
            state.elements("blockedPeers") == [
                .record([
                    "id": .int(7), "name": .string("G"), "status": .null, "kind": .enumCase("user"),
                    "muted": .bool(false),
                ])
            ]
        )
        #expect(try state.setting("blockedPeers", to: state["blockedPeers"]!) == state)
    }
}

extension LiveScreen {
    /// The element type of `blockedPeers` as conditions see it.
    static var recordType: RecordType {
        guard case .list(let list) = peerType else { preconditionFailure() }
        return list.recordType
    }
}
