import ScreenDiagnostics
import ScreenExpressions
import Testing

@testable import ScreenIR

/// `conditions:`, `presentation:`, `animateChanges:`, `focus:` and `lifecycle:`.
@Suite struct PresentationDecoderTests {
    @Test func presentationKeys() throws {
        let read = ReadScreen(
            screen(
                """
                presentation: modal
                animateChanges: "!saving"
                focus: nameInput
                lifecycle:
                  didAppear: screenAppeared
                  willDisappear: saveDraft?
                  didDisappear: persistChanges
                  willPop: discardDraft?
                  didPop: draftClosed
                state:
                  saving: false
                  name: ""
                sections:
                  - id: main
                    rows:
                      - { id: nameInput, item: singleLineInput, bind: name, enabled: "!saving" }

                """))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let presentation = try #require(read.screen?.presentation)
        #expect(presentation.navigation == .modal)
        #expect(presentation.animateChanges?.description == "!saving")
        #expect(presentation.focus?.value == "nameInput")
        #expect(
            presentation.lifecycle.hooks.map(\.callback)
                == ["didAppear", "willDisappear", "didDisappear", "willPop", "didPop"])
        #expect(
            presentation.lifecycle.hooks.map(\.hook.name.value)
                == ["screenAppeared", "saveDraft", "persistChanges", "discardDraft", "draftClosed"])
        #expect(presentation.lifecycle.tellsPops && presentation.lifecycle.willPop?.isOptional == true)
        #expect(presentation.lifecycle.willDisappear?.isOptional == true)
        #expect(presentation.lifecycle.didAppear?.isOptional == false)
    }

    @Test func animateChangesTakesABoolLiteral() throws {
        let read = ReadScreen(screen("animateChanges: false\nsections:\n  - id: m\n    rows:\n      - { id: n, item: text, text: x }\n"))
        #expect(read.diagnostics.isEmpty)
        #expect(read.screen?.presentation.animateChanges?.kind == .boolLiteral(false))
        #expect(ReadScreen(screen("sections: []\n")).screen?.presentation == Presentation())
    }

    @Test func presentationMistakes() {
        let read = ReadScreen(
            screen(
                """
                presentation: 1️⃣modl
                animateChanges: yes please
                lifecycle:
                  didAppear: 3️⃣opened-now
                  4️⃣didDisapear: closed
                focus: 5️⃣[a]
                sections:
                  - id: m
                    rows:
                      - { id: n, item: text, text: x }

                """))
        #expect(
            read.located == [
                "unknown-value@1️⃣", "expression-syntax@4:21", "invalid-action-name@3️⃣", "unknown-key@4️⃣",
                "wrong-type@5️⃣",
            ])
        #expect(read.diagnostics[0].help == "did you mean `modal`?")
        #expect(read.diagnostics[3].help == "did you mean `didDisappear`?")
    }

    @Test func namedConditions() throws {
        let read = ReadScreen(
            screen(
                """
                state:
                  host: ""
                  port: ""
                  saving: false
                conditions:
                  isComplete: "!host.isEmpty && !port.isEmpty"
                  canSave: isComplete && !saving
                sections:
                  - id: m
                    rows:
                      - { id: h, item: singleLineInput, bind: host }
                      - { id: p, item: singleLineInput, bind: port }
                      - { id: save, item: action, title: Save, enabled: canSave, action: save }
                      - { id: wait, item: activityText, text: Saving, activity: saving }

                """))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let conditions = try #require(read.screen?.conditions)
        #expect(conditions.map(\.name.value) == ["isComplete", "canSave"])
        #expect(conditions.map(\.expression.description) == ["!host.isEmpty && !port.isEmpty", "isComplete && !saving"])
        #expect(read.screen?.expressionTypes["canSave"] == .bool)
    }
}
