import ScreenDiagnostics
import ScreenIR
import ScreenRuntime
import Testing

@Suite struct TextResolutionTests {
    private let span = SourceSpan(file: "t.yaml", at: SourcePosition(line: 1, column: 1))
    private let strings = ["Common_Done": "Done", "Hello": "Bonjour"]

    @Test func literalsAreShownAsWritten() {
        #expect(resolve(DisplayText(.literal("Hello"), span: span), strings: { strings[$0] }) == "Hello")
    }

    @Test func localizedTextsAreLookedUp() {
        #expect(resolve(DisplayText(.localized(key: "Common_Done"), span: span), strings: { strings[$0] }) == "Done")
    }

    @Test func missingKeysFallBackToTheKey() {
        #expect(resolve(DisplayText(.localized(key: "Common_Cancel"), span: span), strings: { strings[$0] })
            == "Common_Cancel")
    }
}
