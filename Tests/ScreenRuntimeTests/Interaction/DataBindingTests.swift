import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// Controls bound to app data ask the app through their hook and write nothing themselves (a switch that flips under
/// the finger shows its new value until the data emits again); controls bound to local state with a `change` hook
/// report it only after a real change.
@Suite struct DataBindingTests {
    private func switchValue(_ fixture: Fixture, _ id: RowID) -> Bool? {
        if case .switch(let item)? = fixture.rendered.row(stableID: id)?.content { item.value } else { nil }
    }

    @Test func aDataBoundSwitchFlipsUnderTheFingerAndAsksTheApp() throws {
        var live = Fixture.live
        let autoplay = try live.id("autoplay")
        let before = live.state
        let outcome = try live.perform(.toggleSwitch(row: autoplay))
        #expect(outcome.state == (try before.setting("autoplayGifs", to: .bool(false))), "shown until the data emits")
        #expect(outcome.showsDataChange)
        #expect(outcome.activation == .hook("updateAutoplayGifs", .bool(false)))
        #expect(outcome.dataChange == DataChange(field: "autoplayGifs", value: .bool(false)))
        #expect(outcome.ignored == nil)
        #expect(switchValue(live, autoplay) == false, "the switch shows its new value at once")

        live.state = before  // the app rejects the change: its data, emitted again, is the truth
        #expect(switchValue(live, autoplay) == true)
        let again = try live.perform(.toggleSwitch(row: autoplay))
        try live.state.apply(try #require(again.dataChange))  // the app accepts and emits the value shown
        #expect(switchValue(live, autoplay) == false)
        #expect(try live.perform(.toggleSwitch(row: autoplay)).activation == .hook("updateAutoplayGifs", .bool(true)))
    }

    /// A switch whose change the app intercepts (`interactive: activeProxy != nil`, false without a proxy) asks the app
    /// and keeps showing the data until the data changes.
    @Test func anInterceptingSwitchAsksTheAppAndKeepsShowingTheData() throws {
        var data = try Fixture("DataAndStorage")
        try data.state.set("activeProxy", to: .null)
        let useProxy = try data.id("useProxy")
        guard case .switch(let item)? = data.rendered.row(stableID: useProxy)?.content else {
            Issue.record("no proxy switch")
            return
        }
        #expect(!item.interactive && !item.enableInteractiveChanges)
        let before = data.state
        let outcome = try data.perform(.toggleSwitch(row: useProxy))
        #expect(outcome.state == before && !outcome.showsDataChange, "the switch waits for the data")
        #expect(outcome.activation == .hook("updateProxyEnabled", .bool(true)))
        #expect(outcome.dataChange == DataChange(field: "proxyEnabled", value: .bool(true)))
        #expect(switchValue(data, useProxy) == false)
        #expect(try data.perform(.toggleSwitch(row: useProxy)).dataChange?.value == .bool(true), "asks again")
        try data.state.set("activeProxy", to: .string("proxy.example.com:1080"))
        #expect(try data.perform(.toggleSwitch(row: useProxy)).showsDataChange, "with a proxy, it flips")
    }

    @Test func aDataBoundSwitchAskedForTheValueItShowsDoesNothing() throws {
        var live = Fixture.live
        let outcome = try live.perform(.setSwitch(row: try live.id("autoplay"), to: true))
        #expect(outcome.activation == .none)
        #expect(outcome.dataChange == nil)
        #expect(outcome.ignored == nil)
        let off = try live.perform(.setSwitch(row: try live.id("autoplay"), to: false))
        #expect(off.dataChange == DataChange(field: "autoplayGifs", value: .bool(false)))
    }

    @Test func anElementBoundSwitchSendsTheElementAndTheValue() throws {
        var live = Fixture.live
        let sam = LiveScreen.id("peerMuted", peer: 3)
        let outcome = try live.perform(.toggleSwitch(row: sam))
        #expect(outcome.activation == .hook("updateBlockedPeerMuted", LiveScreen.samplePeers[2], .bool(false)))
        #expect(
            outcome.dataChange
                == DataChange(
                    field: "blockedPeers",
                    element: .init(id: .int(3), field: "muted"),
                    value: .bool(false)
                )
        )
        #expect(outcome.showsDataChange)
        #expect(switchValue(live, sam) == false, "the element's switch shows its new value at once")
        #expect(switchValue(live, LiveScreen.id("peerMuted", peer: 1)) == false, "other elements keep their values")
    }

    @Test func aDisabledElementSwitchAsksNothingAndReportsItsLockedAction() throws {
        var live = Fixture.live
        try live.set("saving=true")
        // ItemListUI calls `activatedWhileDisabled` for a disabled switch as for a locked one.
        let outcome = try live.perform(.toggleSwitch(row: LiveScreen.id("peerMuted", peer: 1)))
        #expect(outcome.activation == .hook("explainBots", LiveScreen.samplePeers[0]))
        #expect(outcome.dataChange == nil)
        #expect(outcome.state == live.state)
    }

    @Test func aDataBoundRadioAsksForItsCaseEvenWhenSelected() throws {
        var live = Fixture.live
        let high = try live.perform(.tapRow(row: try live.id("qualityHigh")))
        #expect(high.activation == .hook("updateQuality", .enumCase("high")))
        #expect(high.dataChange == DataChange(field: "quality", value: .enumCase("high")))
        #expect(live.state.enumCase("quality") == "medium")
        try live.state.apply(try #require(high.dataChange))
        guard case .checkbox(let item)? = live.rendered.row(id: "qualityHigh")?.content else { return }
        #expect(item.checked)
        #expect(
            item.behavior == .select(.init(target: .data("quality"), change: ScreenHook("updateQuality")), case: "high")
        )
        let again = try live.perform(.tapRow(row: try live.id("qualityHigh")))
        #expect(again.dataChange == DataChange(field: "quality", value: .enumCase("high")))
    }

    @Test func aStateSwitchWithAChangeHookReportsItOnlyWhenTheValueChanged() throws {
        var live = Fixture.live
        let editing = try live.id("editing")
        let on = try live.perform(.toggleSwitch(row: editing))
        #expect(live.state.bool("editing") == true)
        #expect(on.activation == .hook("editingChanged", .bool(true)))
        #expect(on.dataChange == nil)
        let same = try live.perform(.setSwitch(row: editing, to: true))
        #expect(same.activation == .none, "no change, no hook")
        #expect(same.ignored == nil)
        #expect(
            try live.perform(.setSwitch(row: editing, to: false)).activation == .hook("editingChanged", .bool(false))
        )
        guard case .switch(let item)? = live.rendered.row(stableID: editing)?.content else { return }
        #expect(item.enableInteractiveChanges)
    }

    @Test func anInputWithAChangeHookReportsTheNewTextOnlyWhenItChanged() throws {
        var live = Fixture.live
        let input = try live.id("nameInput")
        #expect(try live.perform(.editText(row: input, text: "Ann")).activation == .hook("nameChanged", .string("Ann")))
        #expect(live.state.string("name") == "Ann")
        #expect(try live.perform(.editText(row: input, text: "Ann")).activation == .none)
    }

    @Test func aStateCheckboxWithoutAHookWritesOnly() throws {
        var live = Fixture.live
        let outcome = try live.perform(.tapRow(row: try live.id("showBots")))
        #expect(live.state.bool("showBots") == true)
        #expect(outcome.activation == .none)
        #expect(outcome.dataChange == nil)
    }

    @Test func aDataBoundToggleCheckboxAsksForTheOppositeValue() throws {
        let screen = IR.screen(
            data: [IR.data("lowPower", .bool, .bool(false))],
            sections: [
                IR.section(
                    "s",
                    [
                        IR.row(
                            "low",
                            IR.checkbox(
                                "Low power",
                                .toggle(IR.located("lowPower")),
                                change: "updateLowPower"
                            )
                        )
                    ]
                )
            ]
        )
        var fixture = Fixture(screen: screen)
        let outcome = try fixture.perform(.tapRow(row: 0))
        #expect(outcome.activation == .hook("updateLowPower", .bool(true)))
        #expect(outcome.dataChange == DataChange(field: "lowPower", value: .bool(true)))
        #expect(fixture.state.bool("lowPower") == false)
    }

    @Test func aDataBoundExpandableSwitchAsksTheAppButExpandsLocally() throws {
        let screen = IR.screen(
            data: [IR.data("enabled", .bool, .bool(false))],
            state: [IR.state("expanded", .bool, .bool(false)), IR.state("a", .bool, .bool(false))],
            sections: [
                IR.section(
                    "s",
                    [
                        IR.row(
                            "all",
                            .expandableSwitch(
                                ExpandableSwitchRow(
                                    title: IR.text("All"),
                                    binding: IR.located("enabled"),
                                    expanded: IR.located("expanded"),
                                    subItems: [
                                        .init(
                                            id: IR.located("a"),
                                            title: IR.text("A"),
                                            binding: IR.located("a"),
                                            enabled: nil
                                        )
                                    ],
                                    enabled: nil,
                                    locked: nil,
                                    change: IR.hook("updateEnabled")
                                )
                            )
                        )
                    ]
                )
            ]
        )
        var fixture = Fixture(screen: screen)
        let toggle = try fixture.perform(.toggleSwitch(row: 0))
        #expect(toggle.activation == .hook("updateEnabled", .bool(true)))
        #expect(toggle.dataChange == DataChange(field: "enabled", value: .bool(true)))
        #expect(toggle.showsDataChange && fixture.state.bool("enabled") == true, "it flips under the finger")
        guard case .expandableSwitch(let item)? = fixture.rendered.row(stableID: 0)?.content else { return }
        #expect(item.enableInteractiveChanges)
        try fixture.perform(.tapRow(row: 0))
        #expect(fixture.state.bool("expanded") == true)
        try fixture.perform(.toggleSubItem(row: 0, subItem: "a"))
        #expect(fixture.state.bool("a") == true)
    }
}
