import Foundation
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencCore
import Testing

/// Custom items with typed parameters (the harness's fixture TypedCustomItems): typed values evaluated from the data
/// (an integer literal passed as a `Double` is a `Double`), a value bound to app data asked of the app through its
/// `change` hook, `push:`, and a removable item's revealed options kept per row.
@Suite struct CustomItemTests {
    static func fixture() throws -> Fixture {
        let paths = ["Tests/GeneratedScreens/Fixtures/TypedCustomItems.yaml", "Screens/StorageUsage.yaml"]
        let files = try paths.map {
            SourceFile(path: $0, bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent($0))))
        }
        let result = Linter.lint(files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return Fixture(screen: try #require(result.screens.first { $0.name.value == "TypedCustomItems" }))
    }

    static func described(_ fixture: Fixture, _ row: RowID) throws -> RenderedRow.Described {
        guard case .described(let item)? = fixture.rendered.row(stableID: row)?.content else {
            throw LintFailure(description: "row \(row) is not a described row")
        }
        return item
    }

    @Test func typedValuesAreTheDatasValuesOfTheKeysTypes() throws {
        let live = try Self.fixture()
        let usage = try Self.described(live, try live.id("usage"))
        #expect(usage.value(of: "totalBytes") == .value(.int(1_610_612_736)))
        #expect(usage.value(of: "mediaShare") == .value(.double(0.4)))
        #expect(usage.value(of: "preset") == .value(.enumCase("month")))
        let empty = try Self.described(live, try live.id("empty"))
        #expect(empty.value(of: "mediaShare") == .value(.double(0)), "the literal 0 passed as a Double")
        #expect(empty.value(of: "preset") == nil, "left out: the call passes nil")
    }

    @Test func aTapPushesAndAValueBoundToAppDataIsAskedOfTheApp() throws {
        var live = try Self.fixture()
        #expect(try live.perform(.tapRow(row: try live.id("usage"))).activation == .push("StorageUsage"))
        let before = live.state
        let outcome = try live.perform(.setDescribedValue(row: try live.id("keepMediaRow"), key: "bind", to: .enumCase("day")))
        #expect(outcome.state == before, "the item writes no data")
        #expect(outcome.activation == .hook("updateKeepMedia", .enumCase("day")))
        #expect(outcome.dataChange == DataChange(field: "keepMedia", value: .enumCase("day")))
        #expect(throws: InteractionError.self) {
            try live.perform(.callDescribedHook(row: try live.id("keepMediaRow"), key: "change", payload: [.enumCase("day")]))
        }
    }

    @Test func aRemovableRowRevealsItsOptionsAndItsDeleteCallsTheHookWithTheElement() throws {
        var live = try Self.fixture()
        let rows = live.rendered.rows.filter { $0.rowID == "browserRow" }.map(\.stableID)
        try #require(rows.count == 3)
        let chrome = try Self.described(live, rows[1])
        #expect(chrome.peerEditing == .init(editable: true, editing: false, revealed: false))
        #expect(chrome.revealedOptions?.field == "browserRowWithRevealedOptions")
        try live.perform(.revealPeerOptions(row: rows[1]))
        #expect(live.state["browserRowWithRevealedOptions"] == .string("chrome"))
        #expect(try Self.described(live, rows[1]).peerEditing?.revealed == true)
        try live.perform(.revealPeerOptions(row: rows[2]))
        #expect(try Self.described(live, rows[1]).peerEditing?.revealed == false, "one row at a time")
        let removal = try live.perform(.removePeer(row: rows[2]))
        #expect(removal.activation == .hook("removeBrowser", .record(["id": .string("firefox"), "title": .string("Firefox")])))
        try live.perform(.closePeerOptions(row: rows[2]))
        #expect(live.state["browserRowWithRevealedOptions"] == .null)
    }
}
