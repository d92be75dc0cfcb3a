import ScreenIR
import ScreenRuntime
import Testing

@Suite struct TextInputTests {
    @Test func singleLineInputShowsAndWritesItsField() throws {
        var proxy = try Fixture("ProxyServerSettings")
        let server = try proxy.id("server")
        try proxy.perform(.editText(row: server, text: "proxy.example.com"))
        #expect(proxy.state.string("host") == "proxy.example.com")
        guard case .singleLineInput(let item) = try proxy.content("server") else {
            Issue.record("server is not an input")
            return
        }
        #expect(item.text == "proxy.example.com")
        #expect(item.field == "host")
        #expect(item.maxLength == 0)
        #expect(item.limit == nil)
        #expect(!item.capitalization)
        #expect(item.clearType == .onFocus)
        #expect(!proxy.shownSectionIDs.contains("pasteboard"))
    }

    @Test func anInputShowsAppDataUntilTheUserEditsIt() throws {
        var profile = try Fixture("EditProfile")
        func shown() throws -> String? {
            guard case .singleLineInput(let item) = try profile.content("firstNameInput") else { return nil }
            return item.text
        }
        #expect(profile.state["firstName"] == .null, "not edited")
        #expect(try shown() == "Anna", "the account's current name")
        try profile.set("currentFirstName=Anne")
        #expect(try shown() == "Anne", "a new name from the app shows while not edited")
        try profile.perform(.editText(row: try profile.id("firstNameInput"), text: "Ann"))
        #expect(profile.state.string("firstName") == "Ann")
        try profile.set("currentFirstName=Bob")
        #expect(try shown() == "Ann", "the edit, whatever the app's name")
    }

    @Test func editsLongerThanMaxLengthAreRefused() throws {
        var proxy = try Fixture("ProxyServerSettings")
        let port = try proxy.id("serverPort")
        try proxy.perform(.editText(row: port, text: "1080"))
        let outcome = try proxy.perform(.editText(row: port, text: "108080"))
        #expect(outcome.ignored == .tooLong(limit: 5))
        #expect(proxy.state.string("port") == "1080")
        try proxy.perform(.editText(row: port, text: "10800"))
        #expect(proxy.state.string("port") == "10800", "exactly maxLength is accepted")
    }

    @Test func maxLengthCountsCharacters() throws {
        var folders = try Fixture("ChatFolders")
        try folders.set("folderTab=1")
        let input = try folders.id("folderNameInput")
        let twelve = "家族💼👨‍👩‍👧‍👦Zoë 🇵🇱abc"
        #expect(twelve.count == 12)
        try folders.perform(.editText(row: input, text: twelve))
        #expect(folders.state.string("folderName") == twelve)
        #expect(try folders.perform(.editText(row: input, text: twelve + "!")).ignored == .tooLong(limit: 12))
    }

    /// ItemListSingleLineInputItem's text field refuses any text longer than `maxLength`, even one that shortens a
    /// text that was already too long (set from outside, say).
    @Test func anyTextOverTheLimitIsRefusedEvenWhenShorter() throws {
        var folders = try Fixture("ChatFolders")
        try folders.set("folderTab=1", "folderName=\(String(repeating: "x", count: 15))")
        let input = try folders.id("folderNameInput")
        #expect(try folders.perform(.editText(row: input, text: String(repeating: "x", count: 14))).ignored
            == .tooLong(limit: 12))
        #expect(folders.state.string("folderName")?.count == 15)
        try folders.perform(.editText(row: input, text: String(repeating: "x", count: 12)))
        #expect(folders.state.string("folderName")?.count == 12)
    }

    /// A multi-line input with `unedited:` (EditProfile's bio) shows the app's text while its field is `nil`, then
    /// the user's edit.
    @Test func aMultilineInputShowsAppDataUntilTheUserEditsIt() throws {
        var profile = try Fixture("EditProfile")
        func shown() throws -> String? {
            guard case .multilineInput(let item) = try profile.content("bioInput") else { return nil }
            return item.text
        }
        #expect(profile.state["bio"] == .null, "not edited")
        #expect(try shown() == "Barista at Café Noir ☕", "the account's current bio")
        try profile.set("currentBio=Roaster")
        #expect(try shown() == "Roaster", "a new bio from the app shows while not edited")
        try profile.perform(.editText(row: try profile.id("bioInput"), text: ""))
        #expect(profile.state.string("bio") == "", "an emptied bio is an edit")
        try profile.set("currentBio=Bob")
        #expect(try shown() == "", "the edit, whatever the app's bio")
    }

    /// ItemListMultilineInputItem only counts: past `maxLength` the counter turns red, the text is kept.
    @Test func multilineInputCountsButDoesNotRefuse() throws {
        var profile = try Fixture("EditProfile")
        let bio = try profile.id("bioInput")
        guard case .multilineInput(let item) = try profile.content("bioInput") else {
            Issue.record("bioInput is not a multiline input")
            return
        }
        #expect(item.text == "Barista at Café Noir ☕")
        #expect(item.maxLength == 70)
        #expect(item.displayLimit)
        #expect(try profile.perform(.editText(row: bio, text: String(repeating: "é", count: 71))).ignored == nil)
        #expect(profile.state.string("bio")?.count == 71)
    }

    @Test func returnKeyRunsTheInputAction() throws {
        var profile = try Fixture("EditProfile")
        #expect(try profile.perform(.submitInput(row: try profile.id("usernameInput"))).activation
            == .hook("checkUsername"))
        #expect(try profile.perform(.submitInput(row: try profile.id("firstNameInput"))).ignored == .noAction)
        let bio = try profile.id("bioInput")
        #expect(throws: InteractionError.unsupported(interaction: "submitInput", rowID: "bioInput", kind: .multilineInput)) {
            try InteractionHandler.perform(.submitInput(row: bio), in: profile.screen, state: profile.state)
        }
    }

    @Test func editingHiddenInputIsIgnored() throws {
        var proxy = try Fixture("ProxyServerSettings")
        let outcome = try proxy.perform(.editText(row: try proxy.id("secretInput"), text: "ee"))
        #expect(outcome.ignored == .hidden)
        #expect(proxy.state.string("secret") == "")
    }

    @Test func infoCloseButtonAndActivityText() throws {
        var profile = try Fixture("EditProfile")
        #expect(!profile.shownRowIDs.contains("bioTip"))
        try profile.perform(.editText(row: try profile.id("bioInput"), text: ""))
        #expect(try profile.perform(.closeInfo(row: try profile.id("bioTip"))).activation == .hook("dismissBioTip"))

        guard case .activityText(let available) = try profile.content("usernameStatus") else {
            Issue.record("usernameStatus is not an activity text")
            return
        }
        #expect(!available.displayActivity)
        #expect(available.color == .constructive)
        try profile.set("checkingUsername=true")
        guard case .activityText(let checking) = try profile.content("usernameStatus") else {
            Issue.record("usernameStatus is not an activity text")
            return
        }
        #expect(checking.displayActivity)
        #expect(checking.color == .generic, "the colour chosen by the state")
        try profile.perform(.editText(row: try profile.id("usernameInput"), text: "ann"))
        guard case .activityText(let tooShort) = try profile.content("usernameStatus") else {
            Issue.record("usernameStatus is not an activity text")
            return
        }
        #expect(!tooShort.displayActivity)
        #expect(tooShort.color == .destructive)
    }
}
