import ScreenIR
import ScreenRuntime
import Testing

@Suite struct TitleTests {
    @Test func segmentedTitleOverAnEnumShowsTheCaseIndex() throws {
        var appearance = try Fixture("Appearance")
        guard case .sectionControl(let segments, let selected) = appearance.rendered.title else {
            Issue.record("Appearance has no segmented title")
            return
        }
        #expect(segments.map(\.source) == [
            .localized(key: "Appearance_ThemeDay"), .localized(key: "Appearance_ThemeNight"), .literal("Auto"),
        ])
        #expect(selected == 2, "default theme is `automatic`, the third case")
        #expect(appearance.shownSectionIDs.contains("autoNight"))

        let outcome = try appearance.perform(.selectTitleSegment(0))
        #expect(outcome.activation == .none)
        #expect(appearance.state.enumCase("theme") == "day")
        #expect(appearance.rendered.title.selectedIndex == 0)
        #expect(!appearance.shownSectionIDs.contains("autoNight"))

        try appearance.set("theme=night")
        #expect(appearance.rendered.title.selectedIndex == 1)
    }

    @Test func segmentedTitleOverAnIntSetsTheIndex() throws {
        var network = try Fixture("NetworkUsage")
        #expect(network.rendered.title.selectedIndex == 0)
        #expect(network.shownSectionIDs == ["cellularMessages", "cellularCalls", "reset"])
        try network.perform(.selectTitleSegment(1))
        #expect(network.state.int("network") == 1)
        #expect(network.shownSectionIDs == ["wifiMessages", "wifiCalls", "reset"])
    }

    @Test func outOfRangeIntIsPassedThrough() throws {
        var network = try Fixture("NetworkUsage")
        try network.set("network=7")
        #expect(network.rendered.title.selectedIndex == 7)
    }

    @Test func tabsTitle() throws {
        var folders = try Fixture("ChatFolders")
        guard case .textWithTabs(let text, let tabs, 0) = folders.rendered.title else {
            Issue.record("ChatFolders has no tabs title on tab 0")
            return
        }
        #expect(text.source == .localized(key: "Settings_ChatFolders"))
        #expect(tabs.map(\.fallback) == ["ChatList_Tabs_All", "家族", "Work 💼"])
        try folders.perform(.selectTitleSegment(2))
        #expect(folders.state.int("folderTab") == 2)
        #expect(folders.rendered.title.selectedIndex == 2)
    }

    @Test func segmentOutOfRangeThrows() throws {
        let appearance = try Fixture("Appearance")
        for index in [-1, 3] {
            #expect(throws: InteractionError.segmentOutOfRange(index: index, count: 3)) {
                try InteractionHandler.perform(.selectTitleSegment(index), in: appearance.screen, state: appearance.state)
            }
        }
    }

    @Test func plainTitlesHaveNoSelection() throws {
        let profile = try Fixture("EditProfile")
        guard case .textWithSubtitle(let text, let subtitle) = profile.rendered.title else {
            Issue.record("EditProfile has no subtitle")
            return
        }
        #expect(text.source == .localized(key: "EditProfile_Title"))
        #expect(subtitle.source == .literal("+44 7700 900123"))
        #expect(profile.rendered.title.selectedIndex == nil)
        #expect(profile.rendered.title.choices.isEmpty)
        #expect(throws: InteractionError.titleHasNoSelection) {
            try InteractionHandler.perform(.selectTitleSegment(0), in: profile.screen, state: profile.state)
        }
    }
}
