import ScreenExpressions
import ScreenRuntime
import ScreencTestSupport
import Testing

@testable import ScreenPreview

/// The status line shows what the app would receive: hook calls with their payloads (elements by type, id and
/// first String field; values as Swift literals), optional hooks marked `?`, the writes data-bound controls ask for
/// (applied or rejected), and the lifecycle hooks of screens that appear and disappear.
@Suite struct HookStatusTests {
    @Test func aRepeatedRowsHookReceivesItsElement() throws {
        var model = try liveModel()
        try model.focusRow("peer")
        model.press(.enter)
        #expect(model.status == PreviewStatus(kind: .call, message: "→ openPeer(BlockedPeer #1 “Alex Morgan”) · row peer"))
    }

    /// Rows whose texts call the app's functions and reusable texts report their hooks as any row does.
    @Test func rowsWhoseTextsCallFunctionsReportTheirHooks() throws {
        var model = PreviewModel(screen: try screen(DeclaredPrivacyScreen.source))
        try model.focusRow("accountTimeout")
        model.press(.enter)
        #expect(model.status?.message == "→ openTimeout() · row accountTimeout")
        try model.focusRow("exception")
        model.press(.enter)
        #expect(model.status?.message == "→ openException(PrivacyException #1 “Family”) · row exception")
    }

    @Test func optionalHooksAreMarked() throws {
        var model = try liveModel()
        try model.focusRow("cache")
        model.press(.enter)
        #expect(model.status?.message == "→ openCache?() · row cache")
    }

    @Test func dataWritesAreAppliedWhileTheAppAcceptsThem() throws {
        var model = try liveModel()
        model.press(.character(" "))
        #expect(model.status?.message == "→ updateAutoplayGifs(false) — app writes autoplayGifs · row autoplay")
        #expect(model.page.state.bool("autoplayGifs") == false)
        try model.focusRow("qualityHigh")
        model.press(.enter)
        #expect(model.status?.message == "→ updateQuality(.high) — app writes quality · row qualityHigh")
        #expect(model.page.state.enumCase("quality") == "high")
        try model.focusRow("mute")
        model.press(.character(" "))
        #expect(
            model.status?.message
                == "→ updateBlockedPeerMuted(BlockedPeer #1 “Alex Morgan”, true) — app writes blockedPeers[#1].muted"
                + " · row mute"
        )
        guard case .record(let first)? = model.page.state.elements("blockedPeers")?.first else {
            Issue.record("no first peer")
            return
        }
        #expect(first["muted"] == .bool(true))
    }

    @Test func rejectedWritesLeaveTheRowAsItWas() throws {
        var model = try liveModel()
        model.press(.character("d"), .character("w"))
        #expect(!model.acceptsWrites)
        #expect(model.status?.message == "app rejects writes: data-bound controls keep their value")
        model.press(.escape, .character(" "))
        #expect(
            model.status?.message
                == "→ updateAutoplayGifs(false) — rejected: the app re-emits autoplayGifs = true"
                + " · row autoplay")
        #expect(model.page.state.bool("autoplayGifs") == true)
        guard case .switch(let item)? = model.row("autoplay")?.content else {
            Issue.record("no autoplay switch")
            return
        }
        #expect(item.value)
        // State-bound controls still work: only the app's data is protected.
        try model.focusRow("showBots")
        model.press(.character(" "))
        #expect(model.page.state.bool("showBots") == true)
        model.press(.character("d"), .character("G"), .character(" "))
        #expect(model.acceptsWrites)
    }

    /// A switch whose change the app intercepts (`interactive:` false) does not flip: the preview's app writes
    /// nothing (it would ask first), even while it accepts writes.
    @Test func anInterceptingSwitchDoesNotFlip() throws {
        var model = try exampleModel("DataAndStorage")
        var state = model.page.state
        try state.set("activeProxy", to: .null)
        model.apply(state, actedOn: nil, now: 0)
        try model.focusRow("useProxy")
        model.press(.character(" "))
        #expect(
            model.status?.message
                == "→ updateProxyEnabled(true) — intercepted: the switch waits for the app's data · row useProxy")
        #expect(model.page.state.bool("proxyEnabled") == false)
        try state.set("activeProxy", to: .string("proxy.example.com:1080"))
        model.apply(state, actedOn: nil, now: 0)
        model.press(.character(" "))
        #expect(model.status?.message == "→ updateProxyEnabled(true) — app writes proxyEnabled · row useProxy")
        #expect(model.page.state.bool("proxyEnabled") == true)
    }

    @Test func theFirstAppearanceCallsDidAppear() throws {
        let model = try liveModel()
        #expect(model.status == PreviewStatus(kind: .call, message: "→ blockedUsersAppeared(true) · didAppear"))
    }

    @Test func pushesAndPopsCallTheLifecycleHooks() throws {
        let parent = """
            screen: Parent
            title: Parent
            lifecycle: { didAppear: parentAppeared, willDisappear: parentHides?, willPop: parentPopped }
            sections:
              - id: main
                rows:
                  - { id: open, item: disclosure, title: Open, push: Child }
            """
        let child = """
            screen: Child
            title: Child
            lifecycle: { didAppear: childAppeared, willDisappear: childLeaves, didDisappear: childGone, willPop: childPopped, didPop: childClosed? }
            sections:
              - id: main
                rows:
                  - { id: row, item: action, title: Row, action: tap }
            """
        let screens = try screens([parent, child])
        var model = PreviewModel(screen: try #require(screens["Parent"]), loader: { screens[$0] })
        model.press(.right)
        // Covered by a push: no pop hook.
        #expect(model.status?.message == "→ push Child · row open · parentHides?(true), childAppeared(true)")
        model.press(.escape)
        #expect(
            model.status?.message
                == "← back from Child · childLeaves(true), childPopped(true), childGone(true), childClosed?(true), parentAppeared(false)"
        )
    }

    /// `push:` with parameters shows the pushed screen with the values the push computed from the pushing screen.
    @Test func aPushWithParametersShowsThePushedScreenWithThem() throws {
        let parent = """
            screen: Parent
            title: Parent
            state:
              limit: 3
            sections:
              - id: main
                rows:
                  - { id: open, item: disclosure, title: Open, push: { screen: Child, with: { category: .groups, limit: limit } } }
            """
        let child = """
            screen: Child
            title: Child
            parameters:
              category: { enum: [privateChats, groups], sample: privateChats }
              limit: 10
            sections:
              - id: main
                rows:
                  - { id: groupsOnly, item: text, text: Up to \\(limit) groups, visible: category == .groups }
            """
        let screens = try screens([parent, child])
        var model = PreviewModel(screen: try #require(screens["Parent"]), loader: { screens[$0] })
        model.press(.right)
        #expect(model.status?.message == "→ push Child(category: .groups, limit: 3) · row open")
        #expect(model.page.screen.name.value == "Child")
        #expect(model.page.rendered.row(id: "groupsOnly") != nil, "shown only for the category the push gave")
        #expect(model.page.state.description.contains("category=.groups") && model.page.state.description.contains("limit=3"))
    }

    /// A pushed screen whose `presentation:` its parameters choose says how Display shows it: `as modal` for the
    /// values that choose a sheet, nothing for a page.
    @Test func aPushSaysThePresentationThePushedScreensParametersChoose() throws {
        let parent = """
            screen: Parent
            title: Parent
            sections:
              - id: main
                rows:
                  - { id: sheet, item: disclosure, title: Sheet, push: { screen: Child, with: { openedFrom: .chatList } } }
                  - { id: page, item: disclosure, title: Page, push: { screen: Child, with: { openedFrom: .settings } } }
            """
        let child = """
            screen: Child
            title: Child
            parameters:
              openedFrom: { enum: [settings, chatList], default: settings }
            presentation: { if: openedFrom == .chatList, then: modal, else: default }
            sections:
              - id: main
                rows:
                  - { id: note, item: text, text: Folders }
            """
        let screens = try screens([parent, child])
        var model = PreviewModel(screen: try #require(screens["Parent"]), loader: { screens[$0] })
        model.press(.right)
        #expect(model.status?.message == "→ push Child(openedFrom: .chatList) as modal · row sheet")
        #expect(model.page.rendered.navigationPresentation == .modal)
        model.press(.escape)
        model.press(.down)
        model.press(.right)
        #expect(model.status?.message == "→ push Child(openedFrom: .settings) · row page")
        #expect(model.page.rendered.navigationPresentation == .default)
    }

    @Test func pageKeysStandForDraggingTheList() throws {
        let editor = """
            screen: Editor
            title: Editor
            lifecycle: { beganInteractiveDragging: dismissKeyboard? }
            sections:
              - id: main
                rows:
                  - { id: one, item: action, title: One, action: tap }
                  - { id: two, item: action, title: Two, action: tap }
            """
        let screens = try screens([editor])
        var model = PreviewModel(screen: try #require(screens["Editor"]), loader: { screens[$0] })
        model.press(.pageDown)
        #expect(model.status == PreviewStatus(kind: .call, message: "→ dismissKeyboard?() · beganInteractiveDragging"))
        var plain = try liveModel()
        plain.press(.pageDown)
        #expect(plain.status?.kind != .call, "a screen without the hook calls nothing")
    }

    @Test func valuesAreWrittenAsSwiftLiterals() {
        let peer = RecordType(
            name: "Peer",
            fields: [.init(name: "id", type: .string), .init(name: "count", type: .int), .init(name: "title", type: .optional(.string))]
        )
        let element: ExpressionValue = .record(["id": .string("alice"), "count": .int(3), "title": .string("Say \"hi\"")])
        #expect(ValueText.element(element, record: peer) == "Peer #\"alice\" “Say \"hi\"”")
        let untitled: ExpressionValue = .record(["id": .string("bob"), "count": .int(3), "title": .null])
        #expect(ValueText.element(untitled, record: peer) == "Peer #\"bob\"")
        #expect(
            ValueText.payload([element, .string("a\nb"), .null, .enumCase("bot"), .int(-1)], record: peer)
                == "Peer #\"alice\" “Say \"hi\"”, \"a\\nb\", nil, .bot, -1"
        )
        #expect(ValueText.literal(.list([element, untitled])) == "2 elements")
        #expect(ValueText.count(1) == "1 element")
        #expect(ValueText.count(0) == "no elements")
    }

    /// Issue 20 ("also found"): typing into an input never showed its `change:` hook; each edit now does, with the
    /// text the hook receives.
    @Test func editingAnInputShowsItsChangeHook() throws {
        var model = PreviewModel(
            screen: try screen(
                """
                screen: Profile
                title: Profile
                state:
                  name: ""
                  bio: ""
                sections:
                  - id: main
                    rows:
                      - { id: name, item: singleLineInput, bind: name, placeholder: Name, change: nameChanged }
                      - { id: bio, item: multilineInput, bind: bio, placeholder: Bio, change: bioChanged }

                """))
        model.press(.enter)
        model.type("Zoë")
        #expect(model.status?.message == "→ nameChanged(\"Zoë\") · row name")
        model.press(.backspace)
        #expect(model.status?.message == "→ nameChanged(\"Zo\") · row name")
        model.press(.escape)
        try model.focusRow("bio")
        model.press(.enter)
        model.type("hi")
        #expect(model.status?.message == "→ bioChanged(\"hi\") · row bio")
        #expect(model.page.state.string("bio") == "hi")
    }
}
