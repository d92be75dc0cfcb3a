import Foundation
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// 10,000 list elements: rendering stays linear and finding a row by id is a lookup. The time bounds are loose
/// enough for a debug build on a busy machine, and far below what quadratic work (10⁸ steps) would take; release
/// timings are in the comments.
@Suite struct LongListTests {
    static let count = 10_000

    static func longList() throws -> ScreenState {
        var state = ScreenState(defaultsOf: LiveScreen.screen)
        let peers = (0..<count).map {
            LiveScreen.peer(
                $0,
                "Peer \($0)",
                status: $0 % 3 == 0 ? nil : "seen \($0)m ago",
                kind: $0 % 7 == 0 ? "bot" : "user",
                muted: $0 % 2 == 0
            )
        }
        try state.set("blockedPeers", to: .list(peers))
        try state.set("showBots", to: true)
        return state
    }

    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    @Test func renderingTenThousandElementsIsLinear() throws {
        let state = try Self.longList()
        var rendered: RenderedScreen?
        // Release (2 busy cores): about 14 ms for these 20,000 instances (two repeated rows over 10,000 elements),
        // 5.6 ms for 10,000 instances of one repeated row; debug: about 100 ms.
        let elapsed = seconds { rendered = ScreenRenderer.render(LiveScreen.screen, state: state) }
        let rows = try #require(rendered).rows
        #expect(rows.count == 2 * Self.count + 9)
        #expect(elapsed < 2, "rendering took \(elapsed) s")
    }

    @Test func findingRowsByIDIsALookup() throws {
        let state = try Self.longList()
        let rendered = ScreenRenderer.render(LiveScreen.screen, state: state)
        let ids = rendered.rows.map(\.stableID)
        var found = 0
        // Release: about 150 ns per lookup.
        let elapsed = seconds {
            for id in ids where rendered.row(stableID: id)?.stableID == id { found += 1 }
        }
        #expect(found == ids.count)
        #expect(elapsed < 1, "\(ids.count) lookups took \(elapsed) s")
    }

    @Test func interactingWithOneOfTenThousandIsLinear() throws {
        var state = try Self.longList()
        let last = LiveScreen.id("peerMuted", peer: Self.count - 1)
        let elapsed = try seconds {
            for _ in 0..<10 {
                let outcome = try InteractionHandler.perform(
                    .toggleSwitch(row: last),
                    in: LiveScreen.screen,
                    state: state
                )
                try state.apply(try #require(outcome.dataChange))
            }
        }
        guard
            case .switch(let item)? = ScreenRenderer.render(LiveScreen.screen, state: state).row(stableID: last)?
                .content
        else {
            Issue.record("no row")
            return
        }
        #expect(item.value == false, "toggled ten times from false (odd ids start unmuted)")
        #expect(elapsed < 2, "10 interactions took \(elapsed) s")
    }
}
