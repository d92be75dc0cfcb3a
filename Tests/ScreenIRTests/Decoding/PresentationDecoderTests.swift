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
        #expect(presentation.navigation == .word(.modal))
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

    @Test func beganInteractiveDraggingIsALifecycleHookWithoutFlag() throws {
        let read = ReadScreen(
            screen(
                """
                lifecycle:
                  beganInteractiveDragging: dismissKeyboard?
                sections:
                  - id: main
                    rows:
                      - { id: leave, item: action, title: Leave, action: "dismissKeyboard?" }

                """))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let screen = try #require(read.screen)
        #expect(screen.presentation.lifecycle.hooks.map(\.callback) == ["beganInteractiveDragging"])
        #expect(screen.presentation.lifecycle.beganInteractiveDragging?.isOptional == true)
        let signature = try #require(screen.hookSignatures.first)
        #expect(signature.payload.isEmpty, "the callback passes no Bool: a row's action may share the hook")
        #expect(signature.uses.map(\.isLifecycle) == [false, true])
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

    @Test func presentationChosenByTheParameters() throws {
        let read = ReadScreen(
            screen(
                """
                parameters:
                  scope: { enum: [settings, chatList, sheet], default: settings }
                conditions:
                  fromChatList: scope == .chatList
                presentation:
                  if: fromChatList
                  then: modal
                  else: { if: scope == .sheet, then: flatModal, else: default }
                sections:
                  - id: m
                    rows:
                      - { id: n, item: text, text: x }

                """))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let navigation = try #require(read.screen?.presentation.navigation)
        #expect(navigation.fixedWord == nil)
        var conditions: [String] = []
        navigation.forEachCondition { conditions.append($0.description) }
        #expect(conditions == ["fromChatList", "scope == .sheet"])
        #expect(navigation.resolved { $0.description == "fromChatList" } == .modal)
        #expect(navigation.resolved { $0.description == "scope == .sheet" } == .flatModal)
        #expect(navigation.resolved { _ in false } == .default)
    }

    /// The presentation is set once, when the controller is created: a condition over the state or app data (directly
    /// or through a named condition) is reported where it reads it; a bad word or a missing branch where written.
    @Test func presentationChoiceMistakes() {
        let read = ReadScreen(
            screen(
                """
                parameters:
                  scope: { enum: [settings, chatList], default: settings }
                state:
                  editing: false
                data:
                  isPremium: false
                conditions:
                  premiumSheet: scope == .chatList && isPremium
                  always: "true"
                presentation:
                  if: scope == .chatList && 1️⃣editing
                  then: { if: 2️⃣premiumSheet, then: modal, else: flatModal }
                  else: { if: 3️⃣always, then: default, else: modal }
                sections:
                  - id: m
                    rows:
                      - { id: n, item: switch, title: x, bind: editing }
                      - { id: p, item: switch, title: p, bind: isPremium }

                """))
        #expect(
            read.located.sorted() == ["expression-type@1️⃣", "expression-type@2️⃣", "expression-type@3️⃣"],
            "\(read.messages)")
        #expect(read.messages.contains { $0.contains("but `editing` is local state") })
        #expect(read.messages.contains { $0.contains("condition `premiumSheet` reads `isPremium`, which is app data") })

        let words = ReadScreen(
            screen(
                """
                parameters:
                  scope: { enum: [settings, chatList], default: settings }
                presentation:
                  if: scope == .chatList
                  then: { if: scope == .settings, then: modal, else: 1️⃣sheet }
                  else: { 2️⃣if: scope == .settings, then: default }
                sections:
                  - id: m
                    rows:
                      - { id: n, item: text, text: x }

                """))
        #expect(words.located.sorted() == ["missing-key@2️⃣", "unknown-value@1️⃣"], "\(words.messages)")
        #expect(words.screen?.presentation.navigation == .word(.default))
    }

    @Test func initialScrollNamesARowRowsOrRowsWhile() throws {
        func scroll(_ value: String) throws -> InitialScroll? {
            let read = ReadScreen(
                screen(
                    """
                    parameters:
                      jump: false
                    initialScroll: \(value)
                    sections:
                      - id: m
                        rows:
                          - { id: a, item: text, text: a }
                          - { id: b, item: text, text: b }

                    """))
            #expect(read.diagnostics.allSatisfy { $0.rule == .unusedStateField }, "\(value): \(read.located)")
            return try #require(read.screen).presentation.initialScroll
        }
        #expect(try scroll("b")?.rows.map(\.value) == ["b"])
        #expect(try scroll("[b, a]")?.rows.map(\.value) == ["b", "a"])
        let conditional = try scroll("{ row: [a], when: jump }")
        #expect(conditional?.rows.map(\.value) == ["a"])
        #expect(conditional?.when?.description == "jump")
    }

    @Test func initialScrollMistakes() {
        let read = ReadScreen(
            screen(
                """
                state:
                  enabled: false
                data:
                  peers: { list: { id: Int, name: String }, sample: [] }
                initialScroll: { row: [1️⃣nope, 2️⃣peer], when: 3️⃣count }
                sections:
                  - id: m
                    rows:
                      - { id: toggle, item: switch, title: t, bind: enabled }
                      - { id: peer, forEach: peer in peers, item: text, text: \\(peer.name) }

                """))
        #expect(
            read.located.sorted() == ["invalid-focus@1️⃣", "invalid-focus@2️⃣", "unknown-state-field@3️⃣"],
            "\(read.messages)")
        let empty = ReadScreen(
            screen("initialScroll: 1️⃣[]\nsections:\n  - id: m\n    rows:\n      - { id: n, item: text, text: x }\n"))
        #expect(empty.located == ["wrong-type@1️⃣"])
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
