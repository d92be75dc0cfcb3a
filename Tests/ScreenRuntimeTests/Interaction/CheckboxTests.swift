import ScreenIR
import ScreenRuntime
import Testing

@Suite struct CheckboxTests {
    private func checked(_ fixture: Fixture, _ row: String) throws -> Bool {
        guard case .checkbox(let item) = try fixture.content(row) else {
            Issue.record("\(row) is not a checkbox")
            return false
        }
        return item.checked
    }

    @Test func radioGroupChecksTheSelectedCase() throws {
        var proxy = try Fixture("ProxyServerSettings")
        #expect(try checked(proxy, "modeSocks5"))
        #expect(try !checked(proxy, "modeMtproto"))

        let outcome = try proxy.perform(.tapRow(row: try proxy.id("modeMtproto")))
        #expect(outcome.activation == .none)
        #expect(outcome.ignored == nil)
        #expect(proxy.state.enumCase("mode") == "mtproto")
        #expect(try !checked(proxy, "modeSocks5"))
        #expect(try checked(proxy, "modeMtproto"))

        try proxy.perform(.tapRow(row: try proxy.id("modeMtproto")))
        #expect(proxy.state.enumCase("mode") == "mtproto", "selecting the selected case keeps it")
    }

    @Test func radioBindingIsReported() throws {
        let proxy = try Fixture("ProxyServerSettings")
        guard case .checkbox(let item) = try proxy.content("modeMtproto") else {
            Issue.record("not a checkbox")
            return
        }
        #expect(item.behavior == .select(.init(target: .state("mode")), case: "mtproto"))
        #expect(item.enabled)
    }

    @Test func toggleCheckboxFlipsItsField() throws {
        var storage = try Fixture("StorageUsage")
        let music = try storage.id("music")
        #expect(try storage.perform(.tapRow(row: music)).ignored == .hidden, "categories hide while calculating")
        try storage.set("calculating=false")
        #expect(try !checked(storage, "music"))
        try storage.perform(.tapRow(row: music))
        #expect(storage.state.bool("clearMusic") == true)
        #expect(try checked(storage, "music"))
        try storage.perform(.tapRow(row: music))
        #expect(storage.state.bool("clearMusic") == false)
    }

    @Test func checkedConditionCheckboxWritesTheStateItsSetSays() throws {
        var folders = try Fixture("ChatFolders")
        try folders.set("folderTab=1")
        let row = try folders.id("allTypesIncluded")
        #expect(try !checked(folders, "allTypesIncluded"))
        try folders.perform(.tapRow(row: row))
        #expect(try checked(folders, "allTypesIncluded"), "every type included")
        #expect(folders.state.bool("includeBots") == true)
        try folders.perform(.tapRow(row: row))
        #expect(try !checked(folders, "allTypesIncluded"))
        #expect(folders.state.bool("includeContacts") == false, "none included")

        try folders.set("includeContacts=true", "includeNonContacts=true", "includeGroups=true", "includeChannels=true", "includeBots=true")
        #expect(try checked(folders, "allTypesIncluded"))
    }

    @Test func disabledCheckboxIgnoresTaps() throws {
        var folders = try Fixture("ChatFolders")
        try folders.set("folderTab=1", "includeChatTypes=false")
        #expect(folders.rendered.row(id: "allTypesIncluded")?.content.isEnabled == false)
        let outcome = try folders.perform(.tapRow(row: try folders.id("allTypesIncluded")))
        #expect(outcome.ignored == .disabled)
        #expect(outcome.activation == .none)
    }
}
