import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import Testing

/// `{ key: K, linkBrackets: true }`: the key's text with its `[…]` made links without a target; a value that is not a
/// Bool, or the key on another text form, is reported where it is written.
@Suite struct LinkBracketsDecodingTests {
    static func screen(footer: String) -> String {
        """
        screen: Links
        title: Links
        state:
          on: false
        sections:
          - id: main
            footer: \(footer)
            rows:
              - { id: s, item: switch, title: S, bind: on }
        """
    }

    @Test func aKeyTextWithLinkBracketsWrapsTheKey() throws {
        let text = Self.screen(footer: "{ markdown: { key: Settings_Title, linkBrackets: true }, linkAction: open }")
        let screen = try #require(ScreenReader.read(bytes(of: text), file: "links.yaml").screen)
        let footer = try #require(screen.sections[0].footer)
        guard case .linkingBrackets(let inner) = footer.text.source else {
            Issue.record("not linking brackets: \(footer.text.source)")
            return
        }
        #expect(inner.key == "Settings_Title")
        #expect(footer.text.fallback == "Settings_Title")
        #expect(DisplayText.linkingBrackets("a [b] c] d") == "a [b]() c]() d")
        #expect(DisplayText.linkingBrackets("[Zoë 👨‍👩‍👧]") == "[Zoë 👨‍👩‍👧]()")
    }

    @Test func linkBracketsTakesABool() {
        let text = Self.screen(footer: "{ markdown: { key: Settings_Title, linkBrackets: yes please } }")
        let diagnostics = lintFiles([("links.yaml", text)])
        #expect(diagnostics.contains { $0.rule == .wrongType && $0.message.contains("linkBrackets") })
    }

    @Test func linkBracketsOnAnotherTextFormIsUnknownThere() {
        let text = Self.screen(footer: "{ markdown: { if: on, then: a, else: b, linkBrackets: true } }")
        let diagnostics = lintFiles([("links.yaml", text)])
        #expect(diagnostics.contains { $0.rule == .unknownKey && $0.message.contains("linkBrackets") })
    }
}
