import ScreenIR
import ScreenRuntime
import Testing

@Suite struct ExpandableSwitchTests {
    private func chatTypes(_ fixture: Fixture) throws -> RenderedRow.ExpandableSwitch? {
        guard case .expandableSwitch(let item) = try fixture.content("chatTypes") else {
            Issue.record("chatTypes is not an expandable switch")
            return nil
        }
        return item
    }

    @Test func rendersValueExpansionAndSubItems() throws {
        var folders = try Fixture("ChatFolders")
        #expect(try folders.perform(.tapRow(row: try folders.id("chatTypes"))).ignored == .hidden)
        try folders.set("folderTab=1")
        let item = try #require(try chatTypes(folders))
        #expect(item.value)
        #expect(!item.isExpanded)
        #expect(item.enabled)
        #expect(!item.displayLocked)
        #expect(item.subItems.map(\.id) == ["typeContacts", "typeNonContacts", "typeGroups", "typeChannels", "typeBots"])
        #expect(item.subItems.map(\.isSelected) == [true, true, false, false, false])
        #expect(item.subItems.allSatisfy { $0.isEnabled })
        #expect(item.selectedCount == 2)
    }

    @Test func rowTapExpandsAndCollapses() throws {
        var folders = try Fixture("ChatFolders")
        try folders.set("folderTab=1")
        let row = try folders.id("chatTypes")
        try folders.perform(.tapRow(row: row))
        #expect(folders.state.bool("chatTypesExpanded") == true)
        #expect(try chatTypes(folders)?.isExpanded == true)
        try folders.perform(.tapRow(row: row))
        #expect(folders.state.bool("chatTypesExpanded") == false)
    }

    @Test func subItemTapTogglesItsField() throws {
        var folders = try Fixture("ChatFolders")
        try folders.set("folderTab=1")
        let row = try folders.id("chatTypes")
        try folders.perform(.toggleSubItem(row: row, subItem: "typeGroups"))
        #expect(folders.state.bool("includeGroups") == true)
        #expect(try chatTypes(folders)?.selectedCount == 3)
        #expect(throws: InteractionError.unknownSubItem(rowID: "chatTypes", subItem: "typeMovies")) {
            try InteractionHandler.perform(.toggleSubItem(row: row, subItem: "typeMovies"), in: folders.screen,
                                           state: folders.state)
        }
    }

    @Test func switchingOffDisablesTheSubItems() throws {
        var folders = try Fixture("ChatFolders")
        try folders.set("folderTab=2")
        let row = try folders.id("chatTypes")
        try folders.perform(.toggleSwitch(row: row))
        #expect(folders.state.bool("includeChatTypes") == false)
        let item = try #require(try chatTypes(folders))
        #expect(!item.value)
        #expect(item.subItems.allSatisfy { !$0.isEnabled })
        let outcome = try folders.perform(.toggleSubItem(row: row, subItem: "typeContacts"))
        #expect(outcome.ignored == .disabled)
        #expect(folders.state.bool("includeContacts") == true)
        try folders.perform(.setSwitch(row: row, to: true))
        #expect(folders.state.bool("includeChatTypes") == true)
    }
}
