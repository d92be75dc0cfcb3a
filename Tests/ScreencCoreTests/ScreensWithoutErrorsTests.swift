import ScreencCore
import Testing

/// The screens the preview can show and push to: those whose files lint without errors.
@Suite struct ScreensWithoutErrorsTests {
    static let good = """
        screen: List
        title: List
        state: { on: false }
        sections:
          - id: s
            rows:
              - { id: open, item: switch, title: Open, bind: on }
        """
    /// Decodes to a screen, but binds a field that does not exist (an error).
    static let bad = """
        screen: Editor
        title: Editor
        sections:
          - id: s
            rows:
              - { id: open, item: switch, title: Open, bind: missing }
        """

    @Test func aScreenWithAnErrorIsLeftOutAndTheOthersAreKept() {
        let result = Linter.lint([
            SourceFile(path: "Editor.yaml", text: Self.bad), SourceFile(path: "List.yaml", text: Self.good),
        ])
        #expect(result.screens.map(\.name.value) == ["Editor", "List"])
        #expect(result.screensWithoutErrors.map(\.name.value) == ["List"])
    }

    @Test func warningsDoNotLeaveAScreenOut() {
        let warned = Self.good + "\n  - id: empty\n    rows: []\n"
        let result = Linter.lint([SourceFile(path: "List.yaml", text: warned)])
        #expect(!result.diagnostics.isEmpty && !result.fails(strict: false))
        #expect(result.screensWithoutErrors.map(\.name.value) == ["List"])
    }
}
