import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencCore
import Testing

/// `set:`: a row, button or toolbar action that writes local state in one step — values computed from the state
/// before it (and a repeated row's element) — and then calls its hook, if it has one.
@Suite struct StateUpdateTests {
    static let source = """
        screen: Sets
        title: Sets

        data:
          peers:
            list: { id: Int, name: String }
            sample:
              - { id: 1, name: Alex }
              - { id: 2, name: Zoë }

        state:
          editing: false
          saving: false
          selected: { type: 'Int?', default: null }
          first: Left
          second: Right
          mode: { enum: [list, grid], default: list }

        navigationBar:
          right:
            - when: saving
              title: Done
              style: activity
              set: { saving: false }
            - when: editing
              title: Done
              style: bold
              set: { editing: false, selected: null }
              action: save
            - title: Edit
              set: { editing: true }

        toolbar:
          - title: Grid
            enabled: mode == .list
            set: { mode: .grid }

        sections:
          - id: main
            rows:
              - id: peer
                forEach: peer in peers
                item: action
                title: \\(peer.name)
                enabled: "!editing"
                set: { selected: peer.id }
                action: picked?
              - id: swap
                item: disclosure
                title: \\(first) / \\(second)
                set: { first: second, second: first }
              - id: toggle
                item: textWithLabel
                label: Editing
                text: Toggle
                visible: selected != nil
                set: { editing: "!editing" }

        """

    static func fixture() throws -> Fixture {
        let result = Linter.lint([SourceFile(path: "Sets.yaml", text: source)])
        try #require(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return Fixture(screen: try #require(result.screens.first))
    }

    /// The instance of the repeated row `peer` (the first row) for the element with this id.
    static func peerRow(_ id: Int) -> RowID {
        RowID(position: 0, element: .int(id))
    }

    static func peer(_ id: Int, _ name: String) -> ExpressionValue {
        .record(["id": .int(id), "name": .string(name)])
    }

    @Test func aButtonWritesTheStateWithoutAHook() throws {
        var sets = try Self.fixture()
        #expect(sets.rendered.navigationBar.right?.action?.description == "set editing = true")
        let outcome = try sets.perform(.tapNavigationButton(.right))
        #expect(outcome.activation == .none)
        #expect(outcome.ignored == nil)
        #expect(outcome.stateWrites == [StateWrite(field: "editing", value: .bool(true))])
        #expect(sets.state.bool("editing") == true)
        #expect(sets.rendered.navigationBar.right?.style == .bold, "the Done variant shows")
    }

    @Test func withAnActionTheStateIsWrittenThenTheHookCalled() throws {
        var sets = try Self.fixture()
        try sets.set("editing=true", "selected=2")
        let done = try #require(sets.rendered.navigationBar.right)
        #expect(done.action?.description == "set editing = false, selected = nil, then action save")
        let outcome = try sets.perform(.tapNavigationButton(.right))
        #expect(outcome.activation == .hook("save"))
        #expect(outcome.stateWrites.map(\.description) == ["editing = false", "selected = nil"])
        #expect(outcome.state.bool("editing") == false)
        #expect(outcome.state["selected"] == .null)
    }

    @Test func aRepeatedRowSetsAFieldFromItsElementAndPassesItToTheHook() throws {
        var sets = try Self.fixture()
        let outcome = try sets.perform(.tapRow(row: Self.peerRow(2)))
        #expect(outcome.activation == .hook(HookActivation(name: "picked", payload: [Self.peer(2, "Zoë")], isOptional: true)))
        #expect(sets.state["selected"] == .int(2))
        #expect(sets.rendered.row(id: "toggle") != nil, "a row that reads the new value shows")
    }

    @Test func valuesAreComputedFromTheStateBeforeTheWrite() throws {
        var sets = try Self.fixture()
        // The rendered row holds the expressions: the generated closure computes them when tapped.
        try sets.set("selected=1")
        guard case .textWithLabel(let toggleRow)? = sets.rendered.row(id: "toggle")?.content else {
            Issue.record("no toggle row")
            return
        }
        #expect(toggleRow.action?.description == "set editing = !editing")
        let swap = try sets.id("swap")
        try sets.perform(.tapRow(row: swap))
        #expect(sets.state.string("first") == "Right" && sets.state.string("second") == "Left")
        try sets.perform(.tapRow(row: swap))
        #expect(sets.state.string("first") == "Left" && sets.state.string("second") == "Right")

        try sets.set("selected=1")
        let toggle = try sets.id("toggle")
        try sets.perform(.tapRow(row: toggle))
        #expect(sets.state.bool("editing") == true)
        try sets.perform(.tapRow(row: toggle))
        #expect(sets.state.bool("editing") == false, "each tap reads the state it acts on")
    }

    @Test func aSpinnerAndADisabledToolbarActionIgnoreTaps() throws {
        var sets = try Self.fixture()
        try sets.set("mode=grid", "saving=true")
        let before = sets.state
        #expect(try sets.perform(.tapNavigationButton(.right)).ignored == .showsActivity)
        let disabled = try sets.perform(.tapToolbarAction(0))
        #expect(disabled.ignored == .disabled && disabled.stateWrites.isEmpty)
        #expect(sets.state == before)

        try sets.set("mode=list")
        #expect(try sets.perform(.tapToolbarAction(0)).stateWrites == [StateWrite(field: "mode", value: .enumCase("grid"))])
        #expect(sets.state.enumCase("mode") == "grid")
    }

    @Test func disabledAndHiddenRowsIgnoreTaps() throws {
        var sets = try Self.fixture()
        try sets.set("editing=true")
        let before = sets.state
        let disabled = try sets.perform(.tapRow(row: Self.peerRow(1)))
        #expect(disabled.ignored == .disabled)
        #expect(disabled.stateWrites.isEmpty && disabled.activation == .none)
        #expect(try sets.perform(.tapRow(row: sets.id("toggle"))).ignored == .hidden, "shown only with a selection")
        #expect(sets.state == before)
    }

    @Test func anUnchangedWriteIsNoChangeButNotIgnored() throws {
        var sets = try Self.fixture()
        try sets.set("first=Same", "second=Same")
        let before = sets.state
        let outcome = try sets.perform(.tapRow(row: sets.id("swap")))
        #expect(outcome.state == before)
        #expect(outcome.ignored == nil && outcome.activation == .none)
        #expect(outcome.stateWrites.count == 2)
    }
}
