import ScreenPreview
import ScreenRuntime
import Testing

/// A pushed screen's back button, and the left button that replaces it (as `navigationItem.leftBarButtonItem` does
/// in ItemListUI).
@Suite struct BackButtonTests {
    static let main = """
        screen: Main
        title: Main
        sections:
          - id: main
            rows:
              - { id: plain, item: disclosure, title: Plain, push: Plain }
              - { id: withLeft, item: disclosure, title: With Left, push: WithLeft }
        """
    static let plain = """
        screen: Plain
        title: Plain Screen
        sections:
          - id: main
            rows:
              - { id: a, item: action, title: A, action: a }
        """
    static let withLeft = """
        screen: WithLeft
        title: Left Screen
        navigationBar:
          left: { title: Cancel, action: cancel }
        sections:
          - id: main
            rows:
              - { id: a, item: action, title: A, action: a }
        """

    private func pushed(_ row: String) throws -> PreviewModel {
        let all = try screens([Self.main, Self.plain, Self.withLeft])
        var model = PreviewModel(screen: try #require(all["Main"]), loader: { all[$0] })
        try model.focusRow(row)
        model.press(.right)
        return model
    }

    @Test func aPushedScreenHasABackButton() throws {
        var model = try pushed("plain")
        let bar = plainFrame(model, width: 40, height: 10).split(separator: "\n")[0]
        #expect(bar.contains("‹ Back"))
        model.press(.backTab)
        #expect(model.focus == .navigation(.back))
    }

    @Test func aLeftButtonReplacesTheBackButton() throws {
        var model = try pushed("withLeft")
        let bar = plainFrame(model, width: 40, height: 10).split(separator: "\n")[0]
        #expect(bar.contains("Cancel"))
        #expect(!bar.contains("‹"), "no back button beside the left button: \(bar)")
        model.press(.backTab)
        #expect(model.focus == .navigation(.left), "Tab order has no back button either")
        model.press(.escape)
        #expect(model.page.screen.name.value == "Main", "Esc still goes back")
    }
}
