import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// Rows repeated over a list of app data: one instance per element, in list order, with the element's id in the
/// row's identity and the element bound in its conditions, texts and bindings.
@Suite struct RepeatedRowTests {
    private func text(_ text: DisplayText?) -> String? {
        text.map { resolve($0, strings: { _ in nil }) }
    }

    private func disclosure(_ row: RenderedRow?) -> RenderedRow.Disclosure? {
        if case .disclosure(let item)? = row?.content { item } else { nil }
    }

    private func switchItem(_ row: RenderedRow?) -> RenderedRow.Switch? {
        if case .switch(let item)? = row?.content { item } else { nil }
    }

    @Test func eachElementGetsAnInstanceWithTheElementsIDInListOrder() throws {
        var live = Fixture.live
        try live.set("showBots=true")
        let peers = live.rendered.instances(of: "peer")
        #expect(peers.map(\.stableID) == [1, 2, 3].map { LiveScreen.id("peer", peer: $0) })
        #expect(peers.map { $0.element?.index } == [0, 1, 2])
        #expect(peers.map { $0.element?.variable } == ["peer", "peer", "peer"])
        #expect(peers.map { $0.element?.list } == ["blockedPeers", "blockedPeers", "blockedPeers"])
        #expect(peers[1].element?.value == live.state.elements("blockedPeers")?[1])
        #expect(peers.map(\.rowID) == ["peer", "peer", "peer"])
        #expect(peers.allSatisfy { $0.sectionID == "peers" && !$0.isImplicit })

        // Repeated rows take their place among the fixed rows: all of `peer`'s instances, then `peerMuted`'s.
        let section = try #require(live.rendered.section(id: "peers")).rows
        #expect(
            section.map(\.rowID) == [
                "peersHeader", "peer", "peer", "peer", "peerMuted", "peerMuted", "peerMuted", "total",
            ]
        )
        #expect(zip(section, section.dropFirst()).allSatisfy { $0.sortKey < $1.sortKey })
        #expect(section.map(\.sortKey.position) == [7, 8, 8, 8, 9, 9, 9, 10])
        #expect(section.map(\.sortKey.index) == [0, 0, 1, 2, 0, 1, 2, 0])
        #expect(section[0].stableID == 7)
        #expect(section[0].stableID.description == "7")
        #expect(section[1].stableID.description == "8[id: 1]")
    }

    @Test func visibilityIsEvaluatedPerElement() throws {
        var live = Fixture.live
        #expect(live.rendered.instances(of: "peer").map { $0.element?.id } == [.int(1), .int(3)], "the bot is hidden")
        #expect(live.rendered.instances(of: "peerMuted").count == 3, "a row without `visible` shows every element")
        try live.set("showBots=true")
        #expect(live.rendered.instances(of: "peer").count == 3)
    }

    @Test func textsAreEvaluatedPerElement() throws {
        var live = Fixture.live
        try live.set("showBots=true")
        let peers = live.rendered.instances(of: "peer").map(disclosure)
        #expect(peers.map { text($0?.title) } == ["Alex Morgan", "Zoë Laurent", "Sam"])
        #expect(peers.map { text($0?.label) } == ["last seen recently", "", "online"], "`status ?? \"\"` for Zoë")
        let mutes = live.rendered.instances(of: "peerMuted").map(switchItem)
        #expect(mutes.map { text($0?.title) } == ["Mute Alex Morgan (#1)", "Mute Zoë Laurent (#2)", "Mute Sam (#3)"])
        // Rendered texts are literals: interpolations are already evaluated.
        #expect(peers.allSatisfy { if case .literal = $0?.title.source { true } else { false } })
    }

    @Test func elementBindingsReadTheElement() throws {
        let live = Fixture.live
        let mutes = live.rendered.instances(of: "peerMuted").map(switchItem)
        #expect(mutes.map { $0?.value } == [false, false, true])
        #expect(mutes.map { $0?.displayLocked } == [false, true, false], "`p.kind == .bot` per element")
        #expect(mutes.map { $0?.field } == ["p.muted", "p.muted", "p.muted"])
        #expect(
            mutes[2]?.binding
                == .init(
                    target: .element(list: "blockedPeers", id: .int(3), field: "muted"),
                    change: ScreenHook("updateBlockedPeerMuted")
                )
        )
        #expect(
            mutes.map { $0?.enableInteractiveChanges } == [true, false, true],
            "app data too: the switch flips at once, except while locked")
        #expect(mutes[0]?.lockedAction == .hook("explainBots"))
    }

    @Test func insertsRemovalsAndMovesKeepEachElementsRowID() throws {
        var live = Fixture.live
        try live.set("showBots=true")
        let before = live.rendered
        try live.state.insertElement(LiveScreen.peer(4, "Dana"), into: "blockedPeers", at: 0)
        try live.state.removeElement(at: 2, from: "blockedPeers")  // Zoë
        try live.state.moveElement(in: "blockedPeers", from: 2, to: 1)  // Sam before Alex
        let after = live.rendered
        #expect(after.instances(of: "peer").map(\.stableID) == [4, 3, 1].map { LiveScreen.id("peer", peer: $0) })
        #expect(after.instances(of: "peer").map { $0.element?.index } == [0, 1, 2])
        for id in [1, 3] {
            let old = try #require(before.row(stableID: LiveScreen.id("peer", peer: id)))
            let new = try #require(after.row(stableID: LiveScreen.id("peer", peer: id)))
            #expect(old.content == new.content, "peer \(id) shows the same")
            #expect(old.element?.value == new.element?.value)
        }
        #expect(after.row(stableID: LiveScreen.id("peer", peer: 2)) == nil)
        #expect(before.row(stableID: LiveScreen.id("peer", peer: 4)) == nil)
        #expect(after.row(stableID: LiveScreen.id("peerMuted", peer: 4)).flatMap(switchItem)?.value == false)
        // The fixed rows keep their ids.
        #expect(after.row(stableID: RowID(position: LiveScreen.position("total")))?.rowID == "total")
    }

    @Test func anEmptyListShowsNoInstances() throws {
        var live = Fixture.live
        try live.state.set("blockedPeers", to: .list([]))
        #expect(live.rendered.instances(of: "peer").isEmpty)
        #expect(live.rendered.section(id: "peers") == nil, "`hasPeers` hides the section")
    }

    @Test func renderRowFindsAnInstanceByElementID() throws {
        let live = Fixture.live
        let zoe = try #require(
            ScreenRenderer.renderRow(stableID: LiveScreen.id("peer", peer: 2), of: live.screen, state: live.state)
        )
        #expect(zoe.element?.index == 1)
        #expect(text(disclosure(zoe)?.title) == "Zoë Laurent", "a hidden instance renders too")
        #expect(
            ScreenRenderer.renderRow(stableID: LiveScreen.id("peer", peer: 9), of: live.screen, state: live.state)
                == nil
        )
        #expect(
            ScreenRenderer.renderRow(
                stableID: RowID(position: LiveScreen.position("peer")),
                of: live.screen,
                state: live.state
            ) == nil,
            "a repeated row needs an element id"
        )
        #expect(
            ScreenRenderer.renderRow(stableID: RowID(position: 0, element: .int(1)), of: live.screen, state: live.state)
                == nil,
            "a fixed row has none"
        )
        let entries = ScreenEntries(live.screen)
        #expect(entries.stableID(of: "peer") == nil)
        #expect(entries.stableID(of: "peer", element: .int(2)) == LiveScreen.id("peer", peer: 2))
        #expect(entries.stableID(of: "total", element: .int(2)) == nil)
        #expect(entries.entry(stableID: LiveScreen.id("peer", peer: 2))?.row.id.value == "peer")
        #expect(entries.entry(stableID: RowID(position: LiveScreen.position("peer"))) == nil)
        let instance = ScreenEntries.instance(
            stableID: LiveScreen.id("peer", peer: 3),
            in: live.screen,
            state: live.state
        )
        #expect(instance?.entry.row.id.value == "peer")
        #expect(instance?.element?.index == 2)
        #expect(instance?.element?.value == LiveScreen.samplePeers[2])
        #expect(ScreenEntries.instance(stableID: 0, in: live.screen, state: live.state)?.element == nil)
        #expect(
            ScreenEntries.instance(stableID: LiveScreen.id("peer", peer: 4), in: live.screen, state: live.state) == nil
        )
    }
}
