import ScreenDiagnostics
import ScreenIR
import Testing

/// A navigation button with neither `title` nor `icon` is a spinner without a title (`content: .none`) when its style
/// is `activity`, and needs no action; in any other style it is a `missing-key`.
@Suite struct SpinnerButtonDecodingTests {
    static func read(_ button: String) -> (screen: Screen?, diagnostics: [Diagnostic]) {
        let text = """
            screen: T
            title: T
            state:
              saving: false
            navigationBar:
              right:
            \(button)
            sections:
              - id: s
                rows:
                  - { id: r, item: switch, title: Saving, bind: saving }
            """
        let result = ScreenReader.read(Array(text.utf8), file: "T.yaml")
        return (result.screen, result.diagnostics)
    }

    @Test func anActivityButtonWithoutTitleIsASpinnerWithoutAction() throws {
        let read = Self.read("    - { when: saving, style: activity }\n    - { title: Done, style: bold, action: save }")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        let spinner = try #require(read.screen?.navigationBar.right.first)
        #expect(spinner.content == .none)
        #expect(spinner.action == nil)
        #expect(read.screen?.navigationBar.right.last?.action != nil)
    }

    @Test(arguments: [
        ("    style: bold\n    action: save", Rule.missingKey),
        ("    action: save", Rule.missingKey),
        ("    style: activty", Rule.unknownValue),
        ("    style: activity\n    acton: save", Rule.unknownKey),
    ])
    func otherButtonsWithoutContentAreReported(_ button: String, _ rule: Rule) {
        let diagnostics = Self.read(button).diagnostics
        #expect(diagnostics.map(\.rule) == [rule], "\(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.span.start.line >= 6 })
    }
}
