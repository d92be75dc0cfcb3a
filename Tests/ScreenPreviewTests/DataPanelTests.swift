import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

@testable import ScreenPreview

/// The data panel (`d`): moving through parameters, app data and state, and every kind of edit, each re-rendering
/// the screen behind the panel.
@Suite struct DataPanelTests {
    /// The stable id of the instance of repeated row `row` for the peer with `id`.
    private func instance(_ row: String, peer id: Int, in model: PreviewModel) throws -> RowID {
        guard let position = ScreenEntries(model.page.screen).entry(id: row)?.position else {
            throw LintFailure(description: "no row \(row)")
        }
        return RowID(position: position, element: .int(id))
    }

    private func isOn(_ row: RenderedRow?) -> Bool? {
        if case .switch(let item)? = row?.content { item.value } else { nil }
    }

    @Test func dOpensAndClosesThePanelWhichRemembersItsLine() throws {
        var model = try liveModel()
        model.press(.character("d"))
        #expect(model.isShowingPanel)
        #expect(model.page.panel.currentLine == .field("category"))
        model.press(.down, .down)
        #expect(model.page.panel.currentLine == .field("autoplayGifs"))
        model.press(.escape)
        #expect(!model.isShowingPanel)
        #expect(model.focusedRowID == "autoplay")
        model.press(.character("d"))
        #expect(model.page.panel.currentLine == .field("autoplayGifs"))
        model.press(.character("d"))
        #expect(!model.isShowingPanel)
    }

    @Test func groupsAreLabelledAndTheCursorSkipsHeadings() throws {
        var model = try liveModel()
        model.press(.character("d"))
        #expect(
            model.page.panel.lines == [
                .heading(.parameters), .field("category"), .field("limit"),
                .heading(.data), .field("autoplayGifs"), .field("cacheSize"), .field("quality"), .field("syncing"),
                .field("blockedPeers"),
                .heading(.state), .field("showBots"), .field("note"), .field("visits"), .field("revealedPeer"),
                .heading(.handle), .handleCall(.scrollToTop), .handleCall(.replaceTopController(with: "BlockedUsers")),
                .heading(.app), .acceptsWrites,
            ]
        )
        model.press(.character("k"))
        #expect(model.page.panel.currentLine == .field("category"))
        model.press(.character("G"))
        #expect(model.page.panel.currentLine == .acceptsWrites)
        model.press(.up)
        #expect(model.page.panel.currentLine == .handleCall(.replaceTopController(with: "BlockedUsers")))
        model.press(.up, .up)
        #expect(model.page.panel.currentLine == .field("revealedPeer"))
        model.press(.character("g"))
        #expect(model.page.panel.currentLine == .field("category"))
        model.press(.pageDown)
        #expect(model.page.panel.cursor > 2)
    }

    @Test func aBoolToggles() throws {
        var model = try liveModel()
        try model.press(script: "d j j")
        model.press(.character(" "), now: 5)
        #expect(model.page.state.bool("autoplayGifs") == false)
        #expect(isOn(model.row("autoplay")) == false)
        #expect(model.markedRows(now: 5.5).contains(try #require(model.stableID("autoplay"))))
        model.press(.left)
        #expect(model.page.state.bool("autoplayGifs") == true)
    }

    @Test func anEnumCyclesBothWays() throws {
        var model = try liveModel()
        try model.press(script: "d j j j j")
        #expect(model.page.panel.currentLine == .field("quality"))
        model.press(.right)
        #expect(model.page.state.enumCase("quality") == "high")
        guard case .checkbox(let high)? = model.row("qualityHigh")?.content else {
            Issue.record("no High checkbox")
            return
        }
        #expect(high.checked)
        model.press(.right)
        #expect(model.page.state.enumCase("quality") == "low")
        model.press(.left, .left)
        #expect(model.page.state.enumCase("quality") == "medium")
        model.press(.character(" "))
        #expect(model.page.state.enumCase("quality") == "high")
    }

    @Test func anIntIsTypedAndChecked() throws {
        var model = try liveModel()
        try model.press(script: "d j")
        #expect(model.page.panel.currentLine == .field("limit"))
        model.press(.enter)
        #expect(model.page.panel.editor?.text == "10")
        model.press(.backspace, .backspace)
        model.type("2x")
        model.press(.enter)
        #expect(model.status?.kind == .problem)
        #expect(model.status?.message.contains("expected an integer") == true)
        #expect(model.page.panel.editor != nil, "a number that does not parse is not set")
        #expect(model.page.state.int("limit") == 10)
        model.press(.backspace)
        model.type("5")
        model.press(.enter)
        #expect(model.page.panel.editor == nil)
        #expect(model.page.state.int("limit") == 25)
        #expect(model.row("peersHeader").map { model.text(for: $0) }?.contains("of 25") == true)

        // Esc drops an edit; ← → step an Int by one.
        model.press(.enter)
        model.type("7")
        model.press(.escape)
        #expect(model.page.state.int("limit") == 25)
        #expect(model.isShowingPanel)
        model.press(.right, .right, .left)
        #expect(model.page.state.int("limit") == 26)
    }

    @Test func aStringIsTyped() throws {
        var model = try liveModel()
        model.press(.character("d"))
        try model.moveCursor(to: .field("note"))
        model.press(.enter)
        model.type("Hi 👋")
        model.press(.enter)
        #expect(model.page.state.string("note") == "Hi 👋")
        guard case .singleLineInput(let input)? = model.row("noteInput")?.content else {
            Issue.record("no note input")
            return
        }
        #expect(input.text == "Hi 👋")
    }

    @Test func optionalsGoToNilAndBack() throws {
        var model = try liveModel()
        model.press(.character("d"))
        try model.moveCursor(to: .field("cacheSize"))
        model.press(.character("n"))
        #expect(model.page.state["cacheSize"] == .null)
        #expect(model.label(of: model.row("cache")) == "…")
        model.press(.character("n"))
        #expect(model.page.state.string("cacheSize") == "1.2 GB", "n brings back the value it had")

        try model.moveCursor(to: .field("revealedPeer"))
        model.press(.character(" "))
        #expect(model.page.state.int("revealedPeer") == 0, "a nil Int? comes back as 0")
        model.press(.character("n"))
        model.press(.enter)
        model.type("12")
        model.press(.enter)
        #expect(model.page.state.int("revealedPeer") == 12, "Enter on nil types a value")

        // An optional Bool cycles nil → false → true → nil.
        try model.moveCursor(to: .field("syncing"))
        #expect(model.row("syncingText") == nil)
        model.press(.character(" "))
        #expect(model.page.state.bool("syncing") == false)
        model.press(.character(" "))
        #expect(model.page.state.bool("syncing") == true)
        #expect(model.row("syncingText") != nil)
        model.press(.character(" "))
        #expect(model.page.state["syncing"] == .null)

        // Not optional: n says so.
        try model.moveCursor(to: .field("limit"))
        model.press(.character("n"))
        #expect(model.page.state.int("limit") == 10)
        #expect(model.status?.message == "· Int is not optional: it cannot be nil")
    }

    @Test func parametersChangeWhatTheScreenShows() throws {
        var model = try liveModel()
        #expect(model.titleText == "Blocked in Groups")
        model.press(.character("d"), .right)
        #expect(model.page.state.enumCase("category") == "channels")
        #expect(model.titleText == "Blocked Users")
    }

    @Test func listsExpandToTheirElementsAndElementsToTheirFields() throws {
        var model = try liveModel()
        model.press(.character("d"))
        try model.moveCursor(to: .field("blockedPeers"))
        model.press(.right)
        let elements = model.page.panel.lines.filter { if case .element = $0 { true } else { false } }
        #expect(
            elements == [
                .element(list: "blockedPeers", index: 0, id: .int(1)),
                .element(list: "blockedPeers", index: 1, id: .int(2)),
                .element(list: "blockedPeers", index: 2, id: .int(3)),
            ]
        )
        model.press(.down, .enter)
        #expect(model.page.panel.isExpanded(element: .int(1), in: "blockedPeers"))
        let fields = model.page.panel.lines.compactMap { line -> String? in
            if case .elementField(_, _, _, let field) = line { field } else { nil }
        }
        #expect(fields == ["id", "name", "status", "kind", "muted"])
        model.press(.left)
        #expect(!model.page.panel.isExpanded(element: .int(1), in: "blockedPeers"))
        model.press(.up, .left)
        #expect(!model.page.panel.lines.contains { if case .element = $0 { true } else { false } })
    }

    @Test func anElementsFieldsAreEdited() throws {
        var model = try liveModel()
        model.press(.character("d"))
        try model.moveCursor(to: .field("blockedPeers"))
        model.press(.right, .down, .right)
        try model.moveCursor(to: .elementField(list: "blockedPeers", index: 0, id: .int(1), field: "muted"))
        model.press(.character(" "), now: 3)
        let mute = try instance("mute", peer: 1, in: model)
        #expect(isOn(model.page.rendered.row(stableID: mute)) == true)
        #expect(model.markedRows(now: 3.1) == [mute])
        try model.moveCursor(to: .elementField(list: "blockedPeers", index: 0, id: .int(1), field: "name"))
        model.press(.enter, .end, .backspace, .backspace, .backspace, .backspace, .backspace)
        model.press(.enter, now: 4)
        let peer = try instance("peer", peer: 1, in: model)
        #expect(model.page.rendered.row(stableID: peer).map { model.text(for: $0) } == "Alex M")
        #expect(model.markedRows(now: 4.1) == [peer, mute])

        // `kind` cycles; a bot's row is hidden unless showBots.
        try model.moveCursor(to: .elementField(list: "blockedPeers", index: 0, id: .int(1), field: "kind"))
        model.press(.right)
        #expect(model.page.rendered.row(stableID: peer) == nil)
    }

    @Test func idsStayUniqueAndTheCursorFollowsARenamedElement() throws {
        var model = try liveModel()
        model.press(.character("d"))
        try model.moveCursor(to: .field("blockedPeers"))
        model.press(.right, .down, .right, .down)
        #expect(model.page.panel.currentLine == .elementField(list: "blockedPeers", index: 0, id: .int(1), field: "id"))
        model.press(.enter, .backspace)
        model.type("2")
        model.press(.enter)
        #expect(model.status?.message.contains("already has an element with id 2") == true)
        #expect(model.page.panel.editor != nil)
        model.press(.backspace)
        model.type("9")
        model.press(.enter)
        #expect(model.page.panel.editor == nil)
        #expect(model.page.panel.currentLine == .elementField(list: "blockedPeers", index: 0, id: .int(9), field: "id"))
        #expect(model.page.rendered.row(stableID: try instance("peer", peer: 9, in: model)) != nil)
        #expect(model.page.rendered.row(stableID: try instance("peer", peer: 1, in: model)) == nil)
    }

    @Test func elementsAreAddedRemovedAndMoved() throws {
        var model = try liveModel()
        model.press(.character("d"))
        try model.moveCursor(to: .field("blockedPeers"))
        model.press(.character("a"), now: 1)
        #expect(model.page.state.elements("blockedPeers")?.count == 4)
        #expect(model.page.panel.currentLine == .element(list: "blockedPeers", index: 3, id: .int(4)))
        #expect(model.page.panel.isExpanded(element: .int(4), in: "blockedPeers"))
        #expect(model.status?.message == "blockedPeers: added BlockedPeer #4 at index 3")
        let added = try instance("peer", peer: 4, in: model)
        #expect(model.page.rendered.row(stableID: added) != nil, "a new element has the first case: a user")
        #expect(model.markedRows(now: 1.1).contains(added))
        #expect(model.row("peersHeader").map { model.text(for: $0) }?.hasPrefix("4 blocked") == true)

        // `a` on an element inserts after it.
        try model.moveCursor(to: .element(list: "blockedPeers", index: 0, id: .int(1)))
        model.press(.character("a"))
        #expect(model.page.state.elements("blockedPeers")?.map(DataPanel.id(of:)) == [1, 5, 2, 3, 4].map { .int($0) })

        // x removes; the cursor goes to the next element.
        model.press(.character("x"), now: 2)
        #expect(model.page.state.elements("blockedPeers")?.count == 4)
        #expect(model.page.panel.currentLine == .element(list: "blockedPeers", index: 1, id: .int(2)))
        model.press(.delete)
        #expect(model.page.rendered.row(stableID: try instance("peer", peer: 2, in: model)) == nil)
        #expect(model.status?.message == "blockedPeers: removed BlockedPeer #2 “Zoë Laurent”")

        // J / K move an element; its rows move with it and are marked.
        try model.moveCursor(to: .element(list: "blockedPeers", index: 0, id: .int(1)))
        model.press(.character("J"), now: 3)
        #expect(model.page.state.elements("blockedPeers")?.map(DataPanel.id(of:)) == [3, 1, 4].map { .int($0) })
        #expect(model.page.panel.currentLine == .element(list: "blockedPeers", index: 1, id: .int(1)))
        #expect(model.page.rendered.instances(of: "mute").compactMap(\.element?.id) == [3, 1, 4].map { .int($0) })
        #expect(model.markedRows(now: 3.1).isSuperset(of: [try instance("mute", peer: 1, in: model)]))
        model.press(.character("K"), .character("K"))
        #expect(model.page.state.elements("blockedPeers")?.map(DataPanel.id(of:)) == [1, 3, 4].map { .int($0) })

        // Removing every element hides the section; `a` on a field that is no list says what it does.
        model.press(.character("x"), .character("x"), .character("x"))
        #expect(model.page.rendered.section(id: "peers") == nil)
        #expect(model.page.panel.currentLine == .field("blockedPeers"))
        model.press(.up, .character("a"))
        #expect(model.status?.message == "· a adds an element: move to a list first")
    }

    /// `--watch` reloads keep the panel open on the same line, its opened lists and the writes setting.
    @Test func reloadsKeepThePanel() throws {
        var model = try liveModel()
        model.press(.character("d"))
        try model.moveCursor(to: .field("blockedPeers"))
        model.press(.right, .down, .character("w"))
        var reloaded = try liveModel()
        reloaded.keepSettings(of: model)
        #expect(reloaded.isShowingPanel)
        #expect(!reloaded.acceptsWrites)
        #expect(reloaded.page.panel.currentLine == .element(list: "blockedPeers", index: 0, id: .int(1)))
    }

    /// A `PeerId` — here a list element's id, and the revealed peer row's id in the state — is typed like an Int:
    /// the help line offers Enter on it, and Enter opens the editor, sets the value, and the element keeps its place.
    @Test func aPeerIdIsTyped() throws {
        var model = try exampleModel("BlockedUsers")
        model.press(.character("d"))
        try model.moveCursor(to: .field("blockedPeers"))
        model.press(.right, .down, .right)
        try model.moveCursor(to: .elementField(list: "blockedPeers", index: 0, id: .int(101), field: "id"))
        #expect(HelpLine.items(model).first.map { "\($0.key) \($0.action)" } == "enter type")
        model.press(.enter)
        #expect(model.page.panel.editor?.text == "101")
        model.press(.backspace)
        model.type("9")
        model.press(.enter)
        #expect(model.page.panel.editor == nil)
        guard case .record(let first)? = model.page.state.elements("blockedPeers")?.first else {
            Issue.record("no first blocked peer")
            return
        }
        #expect(first["id"] == .int(109))
        #expect(model.page.panel.currentLine == .elementField(list: "blockedPeers", index: 0, id: .int(109), field: "id"))

        try model.moveCursor(to: .field("peerIdWithRevealedOptions"))
        #expect(model.page.state["peerIdWithRevealedOptions"] == .null)
        model.press(.enter)
        model.type("102")
        model.press(.enter)
        #expect(model.page.state["peerIdWithRevealedOptions"] == .int(102))
    }

    @Test func stringIDsGetNewNames() {
        let record = RecordType(name: "Username", fields: [.init(name: "id", type: .string)])
        let elements: [ExpressionValue] = [.record(["id": .string("new1")]), .record(["id": .string("alice")])]
        #expect(PreviewModel.newID(of: record, among: elements) == .string("new2"))
        let numbered = RecordType(name: "Peer", fields: [.init(name: "id", type: .int)])
        #expect(PreviewModel.newID(of: numbered, among: []) == .int(1))
        #expect(PreviewModel.newID(of: numbered, among: [.record(["id": .int(Int.max)])]) == .int(0))
    }

    /// With `animateChanges: false` the screen's changes are not marked, from the panel or from the screen.
    @Test func screensThatDoNotAnimateGetNoMarks() throws {
        let yaml = Fixtures.liveBlockedUsers.replacingOccurrences(
            of: "lifecycle:",
            with: "animateChanges: false\nlifecycle:"
        )
        var model = PreviewModel(screen: try screen(yaml))
        try model.press(script: "d j j space", now: 1)
        #expect(model.page.state.bool("autoplayGifs") == false)
        #expect(model.markedRows(now: 1).isEmpty)
        try model.press(script: "esc down down down space", now: 2)
        #expect(model.page.state.bool("showBots") == true)
        #expect(model.markedRows(now: 2).isEmpty)
    }
}

extension PreviewModel {
    /// Moves the panel's cursor to `line` with ↑ / ↓ from the top.
    mutating func moveCursor(to line: DataPanel.Line) throws {
        press(.home)
        var steps = 0
        while page.panel.currentLine != line {
            press(.down)
            steps += 1
            if steps > 200 { throw LintFailure(description: "no panel line \(line)") }
        }
    }

    /// The title shown in the navigation bar.
    var titleText: String? {
        if case .text(let title) = page.rendered.title { text(title) } else { nil }
    }

    /// The label of a disclosure row.
    func label(of row: RenderedRow?) -> String? {
        if case .disclosure(let item)? = row?.content { item.label.map(text) } else { nil }
    }

    /// The main text of a row (title, or text).
    func text(for row: RenderedRow) -> String {
        switch row.content {
        case .disclosure(let item): text(item.title)
        case .switch(let item): text(item.title)
        case .sectionHeader(let item): text(item.text)
        case .text(let item): text(item.text)
        default: ""
        }
    }
}
