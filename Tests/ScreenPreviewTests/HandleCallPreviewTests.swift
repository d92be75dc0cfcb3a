import ScreenIR
import ScreenPreview
import ScreenRuntime
import Testing

/// What the preview does for the screen handle's calls a hook makes (the data panel's "Screen handle" group) and for
/// `enableInteractiveDismiss` (a mark under the navigation bar, Page Up at the top swipes the sheet down).
@Suite struct HandleCallPreviewTests {
    static let list = """
        screen: Chooser
        title: Chooser
        lifecycle: { willPop: chooserLeaving? }
        sections:
          - id: main
            rows:
        \((1...30).map { "      - { id: row\($0), item: action, title: Row \($0), action: tapped }" }.joined(separator: "\n"))
              - { id: open, item: disclosure, title: Open, push: Sheet }
        """

    static let sheet = """
        screen: Sheet
        title: Sheet
        presentation: modal
        enableInteractiveDismiss: true
        lifecycle: { didAppear: sheetAppeared, didPop: sheetClosed }
        sections:
          - id: main
            rows:
              - { id: first, item: action, title: First, action: pick }
              - { id: second, item: action, title: Second, action: pick }
        """

    func model() throws -> PreviewModel {
        let screens = try screens([Self.list, Self.sheet])
        return PreviewModel(screen: try #require(screens["Chooser"]), loader: { screens[$0] })
    }

    /// Opens the data panel and puts its cursor on the handle call written `call`.
    func choose(_ call: String, in model: inout PreviewModel) throws {
        model.press(.character("d"))
        let lines = model.page.panel.lines
        let index = try #require(lines.firstIndex { line in
            if case .handleCall(let handleCall) = line { handleCall.description == call } else { false }
        })
        model.press(.character("g"))
        for _ in 0..<lines[..<index].filter(\.isSelectable).count { model.press(.down) }
        #expect(model.page.panel.currentLine == lines[index])
    }

    @Test func thePanelOffersTheHandlesCallsOfAScreenWithHooks() throws {
        var model = try model()
        model.press(.character("d"))
        #expect(
            model.page.panel.lines.suffix(4) == [
                .heading(.handle), .handleCall(.scrollToTop), .handleCall(.replaceTopController(with: "Sheet")),
                .handleCall(.replaceTopController(with: "Chooser")),
            ])
        #expect(plainFrame(model, width: 70, height: 40).contains("handle.scrollToTop()"))
        let withoutHooks = PreviewModel(
            screen: try screen("screen: Plain\ntitle: Plain\nsections:\n  - id: s\n    rows:\n      - { id: t, item: text, text: Hi }\n"))
        var plain = withoutHooks
        plain.press(.character("d"))
        #expect(!plain.page.panel.lines.contains(.heading(.handle)), "a screen without hooks has no handle")
    }

    @Test func scrollToTopScrollsTheListToItsFirstRow() throws {
        var model = try model()
        model.resize(width: 60, height: 20)
        model.press(.character("G"))
        #expect(!plainFrame(model, width: 60, height: 20).contains("Row 1 "))
        try choose("scrollToTop()", in: &model)
        model.press(.enter)
        #expect(!model.isShowingPanel)
        #expect(model.focus == .row(try #require(model.stableID("row1"))))
        #expect(model.status == PreviewStatus(kind: .navigation, message: "→ handle.scrollToTop() · data panel"))
        #expect(plainFrame(model, width: 60, height: 20).contains("Row 1 "))
    }

    @Test func replaceTopControllerPutsTheScreenInTheShownOnesPlace() throws {
        var model = try model()
        try choose("replaceTopController(with: Sheet)", in: &model)
        model.press(.enter)
        #expect(model.pages.map(\.screen.name.value) == ["Sheet"], "the stack has the new screen instead")
        #expect(
            model.status?.message
                == "→ handle.replaceTopController(with: Sheet) · data panel · chooserLeaving?(true), sheetAppeared(true)")
        #expect(!model.isShowingPanel)
    }

    @Test func aSheetThatSwipesDownShowsItAndPageUpAtTheTopDismissesIt() throws {
        var model = try model()
        try model.focusRow("open")
        model.press(.enter)
        #expect(model.page.screen.name.value == "Sheet")
        #expect(plainFrame(model, width: 60, height: 20).contains("⌄ swipe down to dismiss"))
        model.press(.down)
        model.press(.pageUp)
        #expect(model.page.screen.name.value == "Sheet", "the first Page Up moves to the top")
        model.press(.pageUp)
        #expect(model.pages.count == 1)
        #expect(model.status?.message == "↓ swiped down: dismissed Sheet · sheetClosed(true)")
        // A screen without the flag, or the root, only scrolls.
        #expect(!plainFrame(model, width: 60, height: 20).contains("swipe down"))
        model.press(.pageUp)
        #expect(model.pages.count == 1)
    }
}
