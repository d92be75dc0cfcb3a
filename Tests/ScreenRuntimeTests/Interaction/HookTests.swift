import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencCore
import Testing

/// Hooks with payloads: the element of a repeated row, lifecycle flags, optional hooks.
@Suite struct HookTests {
    @Test func aRepeatedRowsActionReceivesItsElement() throws {
        var live = Fixture.live
        let outcome = try live.perform(.tapRow(row: LiveScreen.id("peer", peer: 3)))
        #expect(outcome.activation == .hook("openPeer", LiveScreen.samplePeers[2]))
        #expect(outcome.activation.hook?.isOptional == false)
        #expect(outcome.dataChange == nil)
        #expect(outcome.ignored == nil)
        #expect(
            outcome.activation.description
                == #"action openPeer({id: 3, kind: .user, muted: true, name: "Sam", status: "online"})"#
        )
    }

    @Test func theElementIsTheOneTheIDNamesWhereverItMoved() throws {
        var live = Fixture.live
        try live.state.moveElement(in: "blockedPeers", from: 0, to: 2)
        try live.state.setField("name", ofElementAt: 2, in: "blockedPeers", to: .string("Alexandra"))
        let outcome = try live.perform(.tapRow(row: LiveScreen.id("peer", peer: 1)))
        guard case .record(let fields)? = outcome.activation.hook?.payload.first else {
            Issue.record("no element")
            return
        }
        #expect(fields["name"] == .string("Alexandra"))
    }

    @Test func aHiddenInstanceIgnoresTapsAndAMissingElementIsAnError() throws {
        var live = Fixture.live
        #expect(try live.perform(.tapRow(row: LiveScreen.id("peer", peer: 2))).ignored == .hidden, "bots are hidden")
        #expect(throws: InteractionError.unknownRow(LiveScreen.id("peer", peer: 9))) {
            try live.perform(.tapRow(row: LiveScreen.id("peer", peer: 9)))
        }
        #expect(throws: InteractionError.unknownRow(RowID(position: LiveScreen.position("peer")))) {
            try live.perform(.tapRow(row: RowID(position: LiveScreen.position("peer"))))
        }
        #expect(
            InteractionError.unknownRow(LiveScreen.id("peer", peer: 9)).description == "no row has stable id 8[id: 9]"
        )
    }

    @Test func optionalHooksSayTheyAreOptional() throws {
        var live = Fixture.live
        let outcome = try live.perform(.tapRow(row: try live.id("cache")))
        #expect(outcome.activation == .hook(HookActivation(name: "openCache", isOptional: true)))
        #expect(outcome.activation.description == "action openCache?")
    }

    @Test func buttonsAndToolbarActionsReceiveNoPayload() throws {
        var live = Fixture.live
        #expect(try live.perform(.tapNavigationButton(.right)).activation == .hook("toggleEditing"))
        #expect(try live.perform(.tapToolbarAction(0)).activation == .hook("unblockAll"))
    }

    @Test func lifecycleHooksReceiveTheirFlag() throws {
        var live = Fixture.live
        #expect(try live.perform(.didAppear(firstTime: true)).activation == .hook("appeared", .bool(true)))
        #expect(try live.perform(.didAppear(firstTime: false)).activation == .hook("appeared", .bool(false)))
        let draft = try live.perform(.willDisappear(animated: true))
        #expect(draft.activation == .hook(HookActivation(name: "saveDraft", payload: [.bool(true)], isOptional: true)))
        #expect(try live.perform(.didDisappear(animated: false)).ignored == .noAction, "no `didDisappear` hook")
        #expect(Interaction.didAppear(firstTime: true).rowStableID == nil)
        #expect(Interaction.willDisappear(animated: true).name == "willDisappear")
        #expect(try live.perform(.willPop(animated: true)).ignored == .noAction, "no `willPop` hook")
    }

    @Test func popHooksAreTheirOwn() throws {
        let result = Linter.lint([
            SourceFile(
                path: "Popped.yaml",
                text: """
                screen: Popped
                title: Popped
                lifecycle: { willDisappear: hides, willPop: "saveDraft?", didPop: closed }
                sections:
                  - id: main
                    rows:
                      - { id: row, item: action, title: Row, action: tap }
                """)
        ])
        try #require(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let screen = try #require(result.screens.first)
        let state = ScreenState(defaultsOf: screen)
        let pop = try InteractionHandler.perform(.willPop(animated: false), in: screen, state: state)
        #expect(pop.activation == .hook(HookActivation(name: "saveDraft", payload: [.bool(false)], isOptional: true)))
        let popped = try InteractionHandler.perform(.didPop(animated: true), in: screen, state: state)
        #expect(popped.activation == .hook("closed", .bool(true)))
        let hides = try InteractionHandler.perform(.willDisappear(animated: true), in: screen, state: state)
        #expect(hides.activation == .hook("hides", .bool(true)))
        #expect(Interaction.didPop(animated: true).name == "didPop" && Interaction.willPop(animated: true).rowStableID == nil)
    }

    @Test func aLockedElementSwitchReportsItsLockedActionWithTheElement() throws {
        var live = Fixture.live
        let outcome = try live.perform(.toggleSwitch(row: LiveScreen.id("peerMuted", peer: 2)))
        #expect(outcome.activation == .hook("explainBots", live.state.elements("blockedPeers")![1]))
        #expect(outcome.dataChange == nil)
        #expect(outcome.state == live.state)
    }
}
