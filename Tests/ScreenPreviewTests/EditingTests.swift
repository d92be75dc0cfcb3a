import ScreenPreview
import ScreenRuntime
import Testing

@Suite struct EditingTests {
    private func proxy(focusedOn row: String) throws -> PreviewModel {
        var model = try exampleModel("ProxyServerSettings", strings: englishStrings)
        try model.focusRow(row)
        return model
    }

    @Test func typingMovingAndDeleting() throws {
        var model = try proxy(focusedOn: "server")
        model.press(.enter)
        #expect(model.isEditing)
        model.type("hst")
        model.press(.left, .left)
        model.type("o")
        #expect(model.page.state.string("host") == "host")
        model.press(.home, .delete, .end, .backspace)
        #expect(model.page.state.string("host") == "os")
        model.press(.control("a"))
        model.type("q")  // `q` types while editing instead of quitting
        model.press(.control("e"))
        model.press(.paste("t\nname"))
        #expect(model.page.state.string("host") == "qost name")
        #expect(model.editor?.cursor == 9)
        model.press(.escape)
        #expect(!model.isEditing)
        #expect(model.status == nil)
    }

    /// `maxLength` is enforced exactly like the runtime: an edit that would leave more Characters than the limit is
    /// refused whole (typing or pasting) — even one that shortens a text already too long (set with `--set`).
    @Test func maxLengthIsEnforcedLikeTheRuntime() throws {
        var model = try proxy(focusedOn: "serverPort")
        model.press(.enter)
        model.type("123456")
        #expect(model.page.state.string("port") == "12345")
        #expect(model.status?.message == "· row serverPort: longer than 5 characters")
        model.press(.home, .paste("99"))
        #expect(model.page.state.string("port") == "12345")
        model.press(.backspace, .end, .backspace)
        #expect(model.page.state.string("port") == "1234")
        model.press(.paste("5"))
        #expect(model.page.state.string("port") == "12345")

        let screen = try exampleScreen("ProxyServerSettings")
        var state = ScreenState(defaultsOf: screen)
        try state.assign("port=1234567")
        var over = PreviewModel(screen: screen, initialState: state)
        try over.focusRow("serverPort")
        over.press(.enter)
        over.type("8")
        #expect(over.page.state.string("port") == "1234567")
        over.press(.backspace)
        #expect(over.page.state.string("port") == "1234567")
        #expect(over.status?.message == "· row serverPort: longer than 5 characters")
    }

    @Test func secureInputsAreMasked() throws {
        var model = try proxy(focusedOn: "credentialsPassword")
        model.press(.enter)
        model.type("hunter2")
        model.press(.enter)
        let frame = plainFrame(model, width: 50, height: 40)
        #expect(frame.contains("•••••••"))
        #expect(!frame.contains("hunter2"))
        #expect(model.page.state.string("password") == "hunter2")
    }

    @Test func enterPressesTheReturnKeyOfASingleLineInput() throws {
        var model = try exampleModel("EditProfile")
        try model.focusRow("usernameInput")
        model.press(.enter)
        model.type("x")
        model.press(.altEnter)  // no line breaks in a single-line input
        #expect(model.page.state.string("username") == "anna_kx")
        model.press(.enter)
        #expect(!model.isEditing)
        #expect(model.status == PreviewStatus(kind: .call, message: "→ checkUsername() · row usernameInput"))
    }

    /// An input showing app data until edited (`unedited:`): editing starts from the app's text, and the first
    /// keystroke writes the whole text into the field, which was `nil`.
    @Test func editingAnInputShowingAppDataStartsFromItsText() throws {
        var model = try exampleModel("EditProfile")
        try model.focusRow("firstNameInput")
        #expect(model.page.state["firstName"] == .null)
        model.press(.enter)
        model.type("x")
        #expect(model.page.state.string("firstName") == "Annax")
        #expect(plainFrame(model, width: 40, height: 30).contains("Annax"))
    }

    /// The bio, a multi-line input showing app data until edited: editing starts from the account's bio, and the
    /// first keystroke writes the whole text into the field, which was `nil`.
    @Test func editingAMultilineInputShowingAppDataStartsFromItsText() throws {
        var model = try exampleModel("EditProfile")
        try model.focusRow("bioInput")
        #expect(model.page.state["bio"] == .null)
        model.press(.enter, .control("e"))
        model.type("!")
        #expect(model.page.state.string("bio") == "Barista at Café Noir ☕!")
    }

    /// A multi-line input's `maxLength` only drives the counter (ItemListUI does not refuse text there).
    @Test func multilineLimitsOnlyCount() throws {
        var model = try exampleModel("EditProfile")
        try model.focusRow("bioInput")
        model.press(.enter)
        model.press(.paste(String(repeating: "x", count: 50)))
        #expect(model.page.state.string("bio")?.count == 72)
        #expect(model.row("bioTooLong") != nil)
        #expect(plainFrame(model, width: 40, height: 40).contains("-2 │"))
    }

    @Test func multilineInputsTakeLineBreaks() throws {
        var model = try exampleModel("EditProfile")
        try model.focusRow("bioInput")
        model.press(.enter, .control("a"))
        model.press(.altEnter, .up)
        model.type("Hi")
        model.press(.control("j"), .paste("a\r\nb"))
        #expect(model.page.state.string("bio") == "Hi\na\nb\nBarista at Café Noir ☕")
        model.press(.down, .end)
        #expect(model.editor?.cursor == "Hi\na\nb\nBarista at Café Noir ☕".count)
        model.press(.enter)
        #expect(!model.isEditing)
        #expect(model.status == nil)
    }

    @Test func disabledInputsDoNotStartEditing() throws {
        var model = PreviewModel(screen: try screen(Fixtures.vanishingInput))
        try model.focusRow("lockedInput")
        model.press(.enter)
        #expect(!model.isEditing)
        #expect(model.status?.message == "· row lockedInput: disabled")
    }

    /// An input that disappears while edited stops being edited, and the focus moves on.
    @Test func editingEndsWhenTheInputDisappears() throws {
        var model = PreviewModel(screen: try screen(Fixtures.vanishingInput))
        model.press(.enter)
        model.type("ab")
        #expect(model.isEditing)
        model.type("c")
        #expect(!model.isEditing)
        #expect(model.focusedRowID == "lockedInput")
        #expect(model.page.state.string("name") == "abc")
    }

    @Test func ctrlCQuitsEvenWhileEditing() throws {
        var model = try proxy(focusedOn: "server")
        model.press(.enter)
        #expect(model.handle(.character("q"), now: 0) == .redraw)
        #expect(model.handle(.control("c"), now: 0) == .quit)
    }

    @Test func theCursorIsPlacedInTheText() throws {
        var model = try exampleModel("EditProfile")
        model.press(.enter, .left, .left)
        model.resize(width: 40, height: 30)
        let frame = PreviewLayout.render(model, width: 40, height: 30, now: 0, color: false)
        let cursor = try #require(frame.cursor)
        #expect(frame[cursor.row, 0].character == "✎")
        #expect(frame[cursor.row, cursor.column].character == "n")  // An|na
        #expect(frame[cursor.row, cursor.column].style.inverse)
    }
}
