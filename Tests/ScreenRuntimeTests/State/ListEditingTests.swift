import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// Editing lists of app data (as the preview's data panel does), applying data changes, and `--set` for data and
/// parameters.
@Suite struct ListEditingTests {
    let state = ScreenState(defaultsOf: LiveScreen.screen)

    private func ids(_ state: ScreenState) -> [Int] {
        (state.elements("blockedPeers") ?? []).map {
            guard case .record(let fields) = $0, case .int(let id)? = fields["id"] else { return -1 }
            return id
        }
    }

    @Test func insertRemoveAndMoveElements() throws {
        var state = state
        try state.insertElement(LiveScreen.peer(4, "Dana"), into: "blockedPeers", at: 1)
        #expect(ids(state) == [1, 4, 2, 3])
        try state.insertElement(LiveScreen.peer(5, "Eve"), into: "blockedPeers", at: 4)
        #expect(ids(state) == [1, 4, 2, 3, 5])
        let removed = try state.removeElement(at: 0, from: "blockedPeers")
        #expect(removed == LiveScreen.samplePeers[0])
        #expect(ids(state) == [4, 2, 3, 5])
        try state.moveElement(in: "blockedPeers", from: 0, to: 3)
        #expect(ids(state) == [2, 3, 5, 4])
        try state.moveElement(in: "blockedPeers", from: 2, to: 0)
        #expect(ids(state) == [5, 2, 3, 4])
        #expect(state.elementIndex(id: .int(3), in: "blockedPeers") == 2)
        #expect(state.elementIndex(id: .int(1), in: "blockedPeers") == nil)
        // The inserted element was completed like any other.
        #expect(
            state.elements("blockedPeers")?[0]
                == .record([
                    "id": .int(5), "name": .string("Eve"), "status": .null, "kind": .enumCase("user"),
                    "muted": .bool(false),
                ])
        )
    }

    @Test func listEditsAreChecked() {
        var state = state
        let before = state
        #expect(throws: ScreenStateError.duplicateElementID(field: "blockedPeers", id: .int(2), index: 1)) {
            try state.insertElement(LiveScreen.peer(2, "Again"), into: "blockedPeers", at: 0)
        }
        #expect(throws: ScreenStateError.elementIndexOutOfRange(field: "blockedPeers", index: 4, count: 3)) {
            try state.insertElement(LiveScreen.peer(9, "Far"), into: "blockedPeers", at: 4)
        }
        #expect(throws: ScreenStateError.elementIndexOutOfRange(field: "blockedPeers", index: 3, count: 3)) {
            try state.removeElement(at: 3, from: "blockedPeers")
        }
        #expect(throws: ScreenStateError.elementIndexOutOfRange(field: "blockedPeers", index: -1, count: 3)) {
            try state.moveElement(in: "blockedPeers", from: 0, to: -1)
        }
        #expect(throws: ScreenStateError.notAList(field: "limit", type: .int)) {
            try state.removeElement(at: 0, from: "limit")
        }
        #expect(throws: ScreenStateError.unknownField("peers", known: state.fields.map(\.name))) {
            try state.moveElement(in: "peers", from: 0, to: 1)
        }
        #expect(
            throws: ScreenStateError.missingRecordField(field: "blockedPeers[0]", name: "muted", record: "BlockedPeer")
        ) {
            try state.insertElement(
                .record(["id": .int(8), "name": .string("M"), "kind": .enumCase("bot")]),
                into: "blockedPeers",
                at: 0
            )
        }
        #expect(state == before)
        #expect(
            ScreenStateError.elementIndexOutOfRange(field: "blockedPeers", index: 4, count: 1).description
                == "`blockedPeers` has no index 4: it has 1 element"
        )
        #expect(ScreenStateError.notAList(field: "limit", type: .int).description == "`limit` is an Int, not a list")
    }

    @Test func setAFieldOfOneElement() throws {
        var state = state
        try state.setField("muted", ofElementAt: 1, in: "blockedPeers", to: .bool(true))
        try state.setField("status", ofElementAt: 0, in: "blockedPeers", to: .null)
        try state.setField("id", ofElementAt: 2, in: "blockedPeers", to: .int(30))
        #expect(ids(state) == [1, 2, 30])
        #expect(
            state.elements("blockedPeers")?[1]
                == .record([
                    "id": .int(2), "name": .string("Zoë Laurent"), "status": .null, "kind": .enumCase("bot"),
                    "muted": .bool(true),
                ])
        )
        guard case .record(let first)? = state.elements("blockedPeers")?[0] else { return }
        #expect(first["status"] == .null)

        let before = state
        #expect(throws: ScreenStateError.duplicateElementID(field: "blockedPeers", id: .int(1), index: 0)) {
            try state.setField("id", ofElementAt: 2, in: "blockedPeers", to: .int(1))
        }
        #expect(throws: ScreenStateError.typeMismatch(field: "blockedPeers[0].muted", expected: .bool, actual: .int(1)))
        {
            try state.setField("muted", ofElementAt: 0, in: "blockedPeers", to: .int(1))
        }
        #expect(
            throws: ScreenStateError.unknownRecordField(
                field: "blockedPeers[0]",
                name: "mute",
                record: "BlockedPeer",
                known: ["id", "name", "status", "kind", "muted"]
            )
        ) {
            try state.setField("mute", ofElementAt: 0, in: "blockedPeers", to: .bool(true))
        }
        #expect(throws: ScreenStateError.elementIndexOutOfRange(field: "blockedPeers", index: 5, count: 3)) {
            try state.setField("muted", ofElementAt: 5, in: "blockedPeers", to: .bool(true))
        }
        // Setting an element's id to the id it has is no clash.
        try state.setField("id", ofElementAt: 0, in: "blockedPeers", to: .int(1))
        #expect(state == before)
    }

    @Test func dataChangesAreAppliedAsAnAppWouldWriteThem() throws {
        var state = state
        try state.apply(DataChange(field: "autoplayGifs", value: .bool(false)))
        #expect(state.bool("autoplayGifs") == false)
        let mute = DataChange(field: "blockedPeers", element: .init(id: .int(2), field: "muted"), value: .bool(true))
        #expect(mute.description == "blockedPeers[id: 2].muted = true")
        try state.apply(mute)
        guard case .record(let zoe)? = state.elements("blockedPeers")?[1] else { return }
        #expect(zoe["muted"] == .bool(true))
        #expect(throws: ScreenStateError.unknownElement(field: "blockedPeers", id: .int(9))) {
            try state.apply(
                DataChange(field: "blockedPeers", element: .init(id: .int(9), field: "muted"), value: .bool(true))
            )
        }
        #expect(throws: ScreenStateError.typeMismatch(field: "autoplayGifs", expected: .bool, actual: .int(0))) {
            try state.apply(DataChange(field: "autoplayGifs", value: .int(0)))
        }
    }

    @Test func assignmentsSetDataAndParametersButNotLists() throws {
        var state = state
        try state.assign("autoplayGifs=false")
        try state.assign("category=.channels")
        try state.assign("cacheSize=nil")
        try state.assign("revealedPeer=3")
        try state.assign("limit=-2")
        #expect(state.bool("autoplayGifs") == false)
        #expect(state.enumCase("category") == "channels")
        #expect(state["cacheSize"] == .null)
        #expect(state["revealedPeer"] == .int(3))
        #expect(state.int("limit") == -2)
        let error = ScreenStateError.notSettableFromText(field: "blockedPeers", type: .list(LiveScreen.recordType))
        #expect(throws: error) { try state.assign("blockedPeers=[]") }
        #expect(
            error.description
                == "`blockedPeers` is a list of `BlockedPeer`: a list cannot be set with `field=value`; "
                + "give its elements in a samples file (`--data FILE`)"
        )
        #expect(throws: ScreenStateError.invalidValue(field: "revealedPeer", type: .int, text: "x")) {
            try state.assign("revealedPeer=x")
        }
    }
}
