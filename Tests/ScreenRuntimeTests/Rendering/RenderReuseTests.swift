import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// `ScreenRenderer.render(_:state:reusing:unchanged:)`: rows the caller says read nothing that changed are taken from
/// the previous rendering, and the result is exactly a full rendering.
@Suite struct RenderReuseTests {
    /// One element's field changed: every other row is taken as it was.
    @Test func anElementThatChangedIsTheOnlyOneEvaluated() throws {
        var live = Fixture.live
        try live.set("showBots=true")
        let before = live.rendered
        try live.state.setField("muted", ofElementAt: 1, in: "blockedPeers", to: .bool(true))
        try live.state.setField("name", ofElementAt: 1, in: "blockedPeers", to: .string("Zoë L."))
        let reused = ScreenRenderer.render(live.screen, state: live.state, reusing: before) { $0.element != .int(2) }
        #expect(reused == live.rendered)
        #expect(reused != before)
    }

    /// Rows accepted as unchanged are not evaluated again: a promise that does not hold shows the old rows.
    @Test func acceptedRowsAreTakenAsTheyWere() throws {
        var live = Fixture.live
        let before = live.rendered
        try live.state.setField("name", ofElementAt: 0, in: "blockedPeers", to: .string("Renamed"))
        let stale = ScreenRenderer.render(live.screen, state: live.state, reusing: before) { _ in true }
        #expect(stale == before)
        #expect(stale != live.rendered)
        let fresh = ScreenRenderer.render(live.screen, state: live.state, reusing: before) { _ in false }
        #expect(fresh == live.rendered)
    }

    /// Moves, insertions and removals: unchanged elements keep their rows with their new index, a new element is
    /// evaluated, a removed one is gone.
    @Test func elementsThatMoveKeepTheirRowsWithTheirNewIndex() throws {
        var live = Fixture.live
        try live.set("showBots=true")
        var previous = live.rendered
        try live.state.moveElement(in: "blockedPeers", from: 0, to: 2)
        var reused = ScreenRenderer.render(live.screen, state: live.state, reusing: previous) { _ in true }
        #expect(reused == live.rendered)
        #expect(reused.instances(of: "peer").map { $0.element?.index } == [0, 1, 2])

        previous = reused
        try live.state.insertElement(LiveScreen.peer(9, "Nine"), into: "blockedPeers", at: 1)
        try live.state.removeElement(at: 0, from: "blockedPeers")
        reused = ScreenRenderer.render(live.screen, state: live.state, reusing: previous) { $0.element != .int(9) }
        #expect(reused == live.rendered)
    }

    /// A section shown again after being hidden has its rows evaluated even when they are accepted.
    @Test func rowsOfASectionThatWasHiddenAreEvaluated() throws {
        var live = Fixture.live
        let elements = try #require(live.state.elements("blockedPeers"))
        try live.state.set("blockedPeers", to: .list([]))
        let hidden = live.rendered
        #expect(hidden.section(id: "peers") == nil)
        try live.state.set("blockedPeers", to: .list(elements))
        let reused = ScreenRenderer.render(live.screen, state: live.state, reusing: hidden) { _ in true }
        #expect(reused.section(id: "peers")?.rows.isEmpty == false)
        #expect(reused.section(id: "peers") == live.rendered.section(id: "peers"))
    }
}
