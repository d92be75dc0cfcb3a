import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencTestSupport
import Testing

@testable import ScreenPreview

/// The data panel on values of the app's declared types (`DeclaredPrivacyScreen`): a struct opens to its members,
/// each edited by its type; an enum case shows the values it carries beneath it; `Int32` stays in range; a `Double`
/// is typed and checked; arrays and dictionaries change their count; optional structs go nil and back — and the rows
/// that read them follow.
@Suite struct DataPanelDeclaredTypesTests {
    static let privacy = DataPanel.Line.field("privacy")

    static func member(_ names: String..., carried: String? = nil) -> DataPanel.Line {
        .part(of: privacy, path: names.map(DataPanel.ValueStep.member) + (carried.map { [.carried($0)] } ?? []))
    }

    func model(strings: [String: String] = [:]) throws -> PreviewModel {
        PreviewModel(screen: try screen(DeclaredPrivacyScreen.source), strings: strings)
    }

    /// The model with the panel open and `privacy` opened to its members.
    func opened() throws -> PreviewModel {
        var model = try model()
        try model.press(script: "d")
        #expect(model.page.panel.currentLine == Self.privacy)
        model.press(.character(" "))
        return model
    }

    func members(_ model: PreviewModel) -> [String: ExpressionValue] {
        if case .record(let members)? = model.page.state["privacy"] { members } else { [:] }
    }

    @Test func aStructOpensToItsMembersAndACaseShowsWhatItCarries() throws {
        var model = try model()
        try model.press(script: "d")
        #expect(
            model.page.panel.lines == [
                .heading(.data), Self.privacy, .field("exceptions"), .heading(.handle), .handleCall(.scrollToTop), .handleCall(.replaceTopController(with: "DeclaredPrivacy")), .heading(.app), .acceptsWrites,
            ]
        )
        model.press(.right)
        #expect(
            model.page.panel.lines == [
                .heading(.data), Self.privacy,
                Self.member("presence"), Self.member("presence", carried: "enableFor"),
                Self.member("presence", carried: "disableFor"),
                Self.member("voiceCalls"), Self.member("voiceCalls", carried: "disableFor"),
                Self.member("accountRemovalTimeout"), Self.member("storageBytes"), Self.member("ratio"),
                Self.member("network"), Self.member("blockedIds"),
                .field("exceptions"), .heading(.handle), .handleCall(.scrollToTop), .handleCall(.replaceTopController(with: "DeclaredPrivacy")), .heading(.app), .acceptsWrites,
            ]
        )
        let text = plainFrame(model, width: 70, height: 40)
        #expect(text.contains("privacy                                 AccountPrivacySettings ⌄"))
        #expect(text.contains("  presence                                       .enableContacts"))
        #expect(text.contains("    disableFor                                           1 entry"))
        #expect(text.contains("  blockedIds                                          2 elements"))
        model.press(.left)
        #expect(model.page.panel.lines.count == 8, "← closes the struct")
    }

    @Test func anInt32MemberIsTypedWithinItsRangeAndTheRowFollows() throws {
        var model = try opened()
        try model.moveCursor(to: Self.member("accountRemovalTimeout"))
        model.press(.enter)
        #expect(model.page.panel.editor?.text == "604800")
        for _ in 0..<6 { model.press(.backspace) }
        model.type("2147483648")
        model.press(.enter, now: 3)
        #expect(model.status?.kind == .problem)
        #expect(
            model.status?.message.contains("is an Int32: expected a whole number from -2147483648 to 2147483647")
                == true
        )
        #expect(model.page.panel.editor != nil, "a number out of range is not set")
        model.press(.backspace)
        model.press(.enter, now: 3)
        #expect(model.page.panel.editor == nil)
        #expect(members(model)["accountRemovalTimeout"] == .int(214_748_364))
        #expect(model.label(of: model.row("accountTimeout")) == "‹timeIntervalString(value: 214748364)›")
        #expect(model.markedRows(now: 3.5).contains(try #require(model.stableID("accountTimeout"))))
        #expect(model.page.panel.currentLine == Self.member("accountRemovalTimeout"), "the cursor stays on the member")

        // → stops at Int32.max.
        model.press(.enter)
        model.press(.character("7"))
        model.press(.enter)
        #expect(members(model)["accountRemovalTimeout"] == .int(2_147_483_647))
        model.press(.right)
        #expect(members(model)["accountRemovalTimeout"] == .int(2_147_483_647))
        model.press(.left)
        #expect(members(model)["accountRemovalTimeout"] == .int(2_147_483_646))
    }

    @Test func aDoubleIsTypedAndChecked() throws {
        var model = try opened()
        try model.moveCursor(to: Self.member("ratio"))
        #expect(HelpLine.items(model).first.map { "\($0.key) \($0.action)" } == "enter type")
        model.press(.enter)
        #expect(model.page.panel.editor?.text == "0.5")
        model.type("x")
        model.press(.enter)
        #expect(model.status?.message.contains("is a Double: expected a number such as `0.5`, got `0.5x`") == true)
        model.press(.backspace, .backspace)
        model.type("25")
        model.press(.enter)
        #expect(members(model)["ratio"] == .double(0.25))
        model.press(.right)
        #expect(members(model)["ratio"] == .double(0.25), "← → do not step a Double")
    }

    @Test func aCaseChangesWithTheZeroValuesOfWhatItCarries() throws {
        var model = try opened()
        try model.moveCursor(to: Self.member("voiceCalls"))
        #expect(model.label(of: model.row("calls")) == "Everybody (-1)")
        model.press(.right, now: 2)
        #expect(
            members(model)["voiceCalls"]
                == .caseWithValues("enableContacts", ["enableFor": .list([]), "disableFor": .list([])])
        )
        #expect(model.label(of: model.row("calls")) == "PrivacySettings_LastSeenContacts")
        #expect(model.page.panel.lines.contains(Self.member("voiceCalls", carried: "enableFor")))
        #expect(plainFrame(model, width: 70, height: 40).contains("‹ .enableContacts ›"))
        model.press(.left, now: 3)
        #expect(members(model)["voiceCalls"] == .caseWithValues("enableEveryone", ["disableFor": .list([])]))
        #expect(model.label(of: model.row("calls")) == "PrivacySettings_LastSeenEverybody")
        #expect(!model.page.panel.lines.contains(Self.member("voiceCalls", carried: "enableFor")))
    }

    @Test func aCarriedDictionaryGrowsAndShrinks() throws {
        var model = try opened()
        try model.moveCursor(to: Self.member("voiceCalls", carried: "disableFor"))
        #expect(HelpLine.items(model).prefix(2).map(\.key) == ["a", "x"])
        model.press(.character("a"))
        #expect(model.label(of: model.row("calls")) == "Everybody (-2)")
        #expect(model.status?.message == "privacy.voiceCalls.disableFor: 2 entries")
        model.press(.left, .character("x"))
        #expect(model.label(of: model.row("calls")) == "PrivacySettings_LastSeenEverybody")
        model.press(.character("x"))
        #expect(model.status?.kind == .ignored)
        #expect(model.status?.message == "· privacy.voiceCalls.disableFor has no elements")
        model.press(.right)
        #expect(model.label(of: model.row("calls")) == "Everybody (-1)")
    }

    @Test func anArrayChangesItsCountAndTheFooterFollows() throws {
        var model = try opened()
        try model.moveCursor(to: Self.member("blockedIds"))
        model.press(.character("a"))
        #expect(members(model)["blockedIds"] == .list([.int(1), .int(2), .int(1)]), "a new PeerId is 1")
        #expect(model.row("exceptionsFooter").map(model.text) == "Blocked: 3")
        model.press(.left, .left)
        #expect(members(model)["blockedIds"] == .list([.int(1)]))
        #expect(model.row("exceptionsFooter").map(model.text) == "Blocked: 1")
    }

    @Test func anOptionalStructGoesNilAndBackAndANilOneOpens() throws {
        var model = try opened()
        let before = model.page.state["privacy"]
        model.press(.character("n"))
        #expect(model.page.state["privacy"] == .null)
        #expect(model.label(of: model.row("lastSeen")) == "Loading")
        #expect(
            model.page.panel.lines == [
                .heading(.data), Self.privacy, .field("exceptions"), .heading(.handle), .handleCall(.scrollToTop), .handleCall(.replaceTopController(with: "DeclaredPrivacy")), .heading(.app), .acceptsWrites,
            ]
        )
        model.press(.character("n"))
        #expect(model.page.state["privacy"] == before)
        #expect(model.label(of: model.row("lastSeen")) == "PrivacySettings_LastSeenContacts")

        // A nil member struct: Space gives it its zero value and opens it.
        try model.moveCursor(to: Self.member("network"))
        #expect(model.row("cellular") == nil)
        model.press(.character(" "))
        #expect(members(model)["network"] == .record(["cellular": .bool(false), "wifi": .bool(false)]))
        model.press(.down)
        #expect(model.page.panel.currentLine == Self.member("network", "cellular"))
        model.press(.character(" "))
        #expect(model.row("cellular") != nil, "the section that reads privacy?.network?.cellular appears")
    }

    @Test func aListElementsFieldOfADeclaredTypeOpensToWhatItCarries() throws {
        var model = try model()
        try model.press(script: "d j space j space")
        let field = DataPanel.Line.elementField(list: "exceptions", index: 0, id: .int(1), field: "settings")
        try model.moveCursor(to: field)
        #expect(model.page.panel.lines.contains(.part(of: field, path: [.carried("enableFor")])))
        let position = try #require(ScreenEntries(model.page.screen).entry(id: "exception")?.position)
        let instance = RowID(position: position, element: .int(1))
        #expect(
            model.page.rendered.row(stableID: instance).flatMap { model.label(of: $0) }
                == "PrivacySettings_LastSeenContacts"
        )
        model.press(.left, .left)
        #expect(
            model.page.rendered.row(stableID: instance).flatMap { model.label(of: $0) }
                == "PrivacySettings_LastSeenEverybody"
        )
        try model.moveCursor(to: .part(of: field, path: [.carried("disableFor")]))
        model.press(.character("a"))
        #expect(model.page.rendered.row(stableID: instance).flatMap { model.label(of: $0) } == "Everybody (-1)")
    }

    @Test func aTypeOnlyPassedOnHasNothingToEdit() throws {
        var model = PreviewModel(
            screen: try screen(
                #"""
                screen: Passed
                title: Passed
                types:
                  PeerReference:
                    module: TelegramCore
                functions:
                  peerTitle:
                    parameters: [peer: PeerReference]
                data:
                  peer: { type: PeerReference }
                sections:
                  - id: main
                    rows:
                      - { id: title, item: text, text: '\(peerTitle(peer: peer))' }
                """#
            )
        )
        try model.press(script: "d space")
        #expect(model.status?.message == "· `PeerReference` is passed on by the screen: it has nothing to edit")
        #expect(plainFrame(model, width: 40, height: 12).contains("peer                 PeerReference"))
        #expect(model.row("title").map(model.text) == "‹peerTitle(peer: PeerReference(…))›")
    }

    @Test func theHelpLineNamesWhatEachValueTakes() throws {
        var model = try model()
        try model.press(script: "d")
        #expect(HelpLine.items(model).prefix(2).map(\.action) == ["members", "nil"])
        model.press(.character(" "), .down)
        #expect(HelpLine.items(model).first?.action == "case")
    }

    /// With a strings file, a reusable text shows its real texts — also as a formatted key's argument — and its keys
    /// are among those reported missing.
    @Test func reusableTextsWithAStringsFile() throws {
        let partial = try model(strings: ["Username.UsernameIsAvailable": "%@ is available."])
        #expect(
            partial.status?.message
                == "2 keys not in the strings file: PrivacySettings_LastSeenEverybody, PrivacySettings_LastSeenContacts"
        )
        let full = try model(strings: [
            "Username.UsernameIsAvailable": "%@ is available.", "PrivacySettings.LastSeenContacts": "My Contacts",
            "PrivacySettings.LastSeenEverybody": "Everybody",
        ])
        #expect(full.row("available").map(full.text) == "My Contacts is available.")
        #expect(full.label(of: full.row("lastSeen")) == "My Contacts")
    }
}
