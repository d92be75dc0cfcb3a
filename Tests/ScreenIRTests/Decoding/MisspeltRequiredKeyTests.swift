import ScreenDiagnostics
import ScreenIR
import Testing

/// A misspelt required key is reported once, as the unknown key with "did you mean", not also as a missing key.
@Suite struct MisspeltRequiredKeyTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        ScreenReader.read(Array(text.utf8), file: "T.yaml").diagnostics
    }

    @Test func aMisspeltTitleIsOnlyTheUnknownKey() {
        let diagnostics = Self.diagnostics(
            """
            screen: T
            titel: Hello
            sections:
              - id: s
                rows:
                  - { id: r, item: action, titel: Go, action: go }
            """)
        #expect(diagnostics.map(\.rule) == [.unknownKey, .unknownKey])
        #expect(diagnostics.allSatisfy { $0.help == "did you mean `title`?" })
        #expect(diagnostics.map(\.span.start.line) == [2, 6])
    }

    @Test func aMissingKeyWithAnUnrelatedUnknownKeyIsStillMissing() {
        let diagnostics = Self.diagnostics(
            """
            screen: T
            colour: red
            sections:
              - id: s
                rows:
                  - { id: r, item: action, title: Go, action: go }
            """)
        #expect(diagnostics.contains { $0.rule == .missingKey && $0.message == "a screen file needs `title`" })
        #expect(diagnostics.contains { $0.rule == .unknownKey })
    }
}
