@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// `set:` in the generated screens (the fixture LiveSetState and BlockedUsers' Edit / Done), driven through the
/// harness: every step is also performed on the runtime and the whole screen compared.
@Suite struct SetStateTests {
    static func peer(_ id: Int, _ name: String) -> ExpressionValue {
        .record(["id": .int(id), "name": .string(name)])
    }

    @Test func aButtonWithOnlySetChangesTheStateWithoutTheApp() throws {
        let driver = try ScreenDriver("LiveSetState")
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        #expect(driver.log.calls == [.stateUpdated])
        #expect(driver.state.bool("editing") == true)
        #expect(driver.controller.currentControllerState?.leftNavigationButton != nil, "Cancel shows while editing")

        try #require(try driver.perform(.tapNavigationButton(.left), "Cancel"))
        #expect(driver.log.calls == [.stateUpdated, .stateUpdated])
        #expect(driver.controller.currentControllerState?.leftNavigationButton == nil)
    }

    @Test func doneWritesTheStateThenCallsItsHookWhichSeesTheNewState() throws {
        let driver = try ScreenDriver("LiveSetState")
        try #require(try driver.perform(.tapRow(row: RowID(position: 1, element: .int(2))), "select Zoë"))
        try #require(try driver.perform(.tapRow(row: driver.rendered.row(id: "countSelection")!.stableID), "count"))
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        #expect(driver.state["count"] == .int(2))
        var seen: [String: ExpressionValue]?
        driver.log.respond = { call, handle in
            if call == .hook("saveChanges") { seen = handle.state }
        }
        let mark = driver.log.calls.count
        try #require(try driver.perform(.tapNavigationButton(.right), "Done"))
        #expect(driver.log.calls(since: mark) == [.stateUpdated, .hook("saveChanges")])
        #expect(seen?["editing"] == .bool(false) && seen?["count"] == .int(0), "the hook runs after the write")
    }

    @Test func aRepeatedRowSetsAFieldFromItsElementAndCallsItsHookWithIt() throws {
        let driver = try ScreenDriver("LiveSetState")
        let zoe = RowID(position: 1, element: .int(2))
        try #require(try driver.perform(.tapRow(row: zoe), "select Zoë"))
        #expect(driver.log.calls == [.stateUpdated, .hook("peerSelected", payload: [Self.peer(2, "Zoë")])])
        #expect(driver.state["selectedPeer"] == .int(2))
        let mark = driver.log.calls.count
        try #require(try driver.perform(.tapRow(row: zoe), "select Zoë again"))
        #expect(driver.log.calls(since: mark) == [.hook("peerSelected", payload: [Self.peer(2, "Zoë")])],
            "an unchanged state is not reported, the hook is still called")
    }

    @Test func aSwapReadsTheStateBeforeTheWriteAndAGuardedRowIgnoresTaps() throws {
        let driver = try ScreenDriver("LiveSetState")
        let swap = try #require(driver.rendered.row(id: "swap")?.stableID)
        try #require(try driver.perform(.tapRow(row: swap), "swap"))
        #expect(driver.state.string("first") == "Right" && driver.state.string("second") == "Left")
        let title = driver.controller.items(ofType: ItemListActionItem.self).map(\.title)
        #expect(title.contains("Swap Right and Left"))

        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        let emissions = driver.controller.emissionCount
        try #require(try driver.perform(.tapRow(row: swap), "swap while editing (disabled)"))
        #expect(driver.controller.emissionCount == emissions)
        #expect(driver.state.string("first") == "Right")
    }

    @Test func aWriteThatChangesNothingIsNotReported() throws {
        let driver = try ScreenDriver("LiveSetState")
        let count = try #require(driver.rendered.row(id: "countSelection")?.stableID)
        let emissions = driver.controller.emissionCount
        try #require(try driver.perform(.tapRow(row: count), "count without a selection"))
        #expect(driver.log.calls.isEmpty)
        #expect(driver.controller.emissionCount == emissions)
    }

    @Test func toolbarActionsSetAnEnumCaseAndAString() throws {
        let driver = try ScreenDriver("LiveSetState")
        try #require(try driver.perform(.tapToolbarAction(0), "Grid"))
        #expect(driver.state.enumCase("mode") == "grid")
        #expect(driver.rendered.row(id: "gridHint") != nil)
        try #require(try driver.perform(.tapToolbarAction(1), "List"))
        #expect(driver.state.enumCase("mode") == "list" && driver.state["note"] == .string("list view"))
        let clear = try #require(driver.rendered.row(id: "clearNote")?.stableID)
        try #require(try driver.perform(.tapRow(row: clear), "clear the note"))
        #expect(driver.state["note"] == .null)
        #expect(driver.log.calls == [.stateUpdated, .stateUpdated, .stateUpdated])
    }

    @Test func aScreenWhoseButtonsOnlySetStateAsksNoHooksForThem() throws {
        // LiveSetState's Edit, Cancel, toolbar and rows need nothing from the app: only the hooks named with
        // `action:` are members (this would not compile otherwise).
        let hooks = LiveSetStateHooks(peerSelected: nil, saveChanges: { _ in })
        #expect(hooks.peerSelected == nil)
        _ = BlockedUsersHooks(
            blockUser: { _ in }, openBlockedPeer: { _, _ in }, unblockPeer: { _, _ in }, loadMoreBlockedPeers: { _ in })

        let driver = try ScreenDriver("BlockedUsers")
        try #require(try driver.perform(.tapNavigationButton(.right), "Edit"))
        try #require(try driver.perform(.tapNavigationButton(.right), "Done"))
        #expect(driver.log.calls == [.stateUpdated, .stateUpdated])
    }
}
