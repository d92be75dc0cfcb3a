import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// One hook name, one signature: the same payload and the same optionality at every use.
@Suite struct HookValidationTests {
    @Test func payloadMismatch() throws {
        let read = ReadScreen(
            screen(
                """
                data:
                  peers: { list: { id: Int, name: String } }
                state:
                  draft: ""
                lifecycle:
                  didAppear: 1️⃣refresh
                navigationBar:
                  right: { icon: add, action: openPeer }
                sections:
                  - id: main
                    rows:
                      - { id: a, item: singleLineInput, bind: draft, change: 2️⃣refresh }
                      - { id: p, item: disclosure, title: x, forEach: peer in peers, action: 3️⃣openPeer }

                """))
        #expect(read.located == ["hook-type-mismatch@2️⃣", "hook-type-mismatch@3️⃣"])
        let change = read.diagnostics[0]
        #expect(change.message == "hook `refresh` receives `String` here, but `Bool` at the controller's `didAppear`")
        #expect(change.labels.first?.span.start == read.source.position("1️⃣"))
        let row = read.diagnostics[1]
        #expect(row.message == "hook `openPeer` receives `Peer` here, but only the screen handle at the right navigation button")
        #expect(row.labels.first?.message == "used here as `(Handle) -> Void`")
        #expect(row.notes == ["one hook is one closure of the generated hooks: here it would be `(Peer, Handle) -> Void`"])
    }

    @Test func optionalAndRequired() throws {
        let read = ReadScreen(
            screen(
                """
                navigationBar:
                  right: { title: Done, action: 1️⃣save }
                toolbar:
                  - { title: Save, action: 2️⃣'save?' }
                sections:
                  - id: main
                    rows:
                      - { id: a, item: action, title: Save, action: save }

                """))
        #expect(read.located == ["hook-type-mismatch@2️⃣"])
        #expect(read.messages[0] == "hook `save` is optional at toolbar action 1 but required at the right navigation button")
        #expect(read.diagnostics[0].labels.first?.span.start == read.source.position("1️⃣"))
    }

    @Test func theSameSignatureEverywhereIsFine() throws {
        let read = ReadScreen(
            screen(
                """
                state:
                  'on': false
                navigationBar:
                  right: { icon: add, action: 'add?' }
                toolbar:
                  - { title: Add, action: 'add?' }
                lifecycle:
                  didAppear: appeared
                  didDisappear: appeared
                sections:
                  - id: main
                    rows:
                      - { id: a, item: switch, title: x, bind: 'on', change: changed }
                      - { id: b, item: switch, title: Other, bind: 'on', change: changed }

                """))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        #expect(read.screen?.hookSignatures.map(\.name) == ["changed", "add", "appeared"])
    }

    @Test func hookNamesAreCheckedEverywhere() {
        let read = ReadScreen(
            screen(
                """
                state:
                  'on': false
                lifecycle:
                  didAppear: 1️⃣updateState
                sections:
                  - id: main
                    rows:
                      - { id: a, item: switch, title: x, bind: 'on', change: 2️⃣toggle }
                      - { id: b, item: switch, title: x, bind: 'on', change: 3️⃣not-a-name }

                """))
        #expect(read.located == ["invalid-action-name@1️⃣", "invalid-action-name@2️⃣", "invalid-action-name@3️⃣"])
    }
}

extension HookValidationTests {
    /// Issue 20 ("also found"): `pushController` was refused in a screen that pushes nothing. Only the members the
    /// generated code has are reserved: `push<Screen>` and `make<Screen>Controller` of the screens this one pushes.
    @Test func navigationNamesAreReservedOnlyForTheScreensPushed() {
        let pushesNothing = ReadScreen(
            screen(
                """
                sections:
                  - id: main
                    rows:
                      - { id: a, item: action, title: A, action: pushController }
                      - { id: b, item: action, title: B, action: makeEditorController }
                      - { id: c, item: action, title: C, action: pushEditor }

                """))
        #expect(pushesNothing.diagnostics.isEmpty, "\(pushesNothing.located)")
        let pushesEditor = ReadScreen(
            screen(
                """
                sections:
                  - id: main
                    rows:
                      - { id: a, item: action, title: A, action: pushController }
                      - { id: b, item: action, title: B, action: 1️⃣makeEditorController }
                      - { id: c, item: action, title: C, action: 2️⃣pushEditor }
                      - { id: d, item: disclosure, title: D, push: Editor }

                """))
        #expect(
            pushesEditor.located.filter { $0.hasPrefix("invalid-action-name") }
                == ["invalid-action-name@1️⃣", "invalid-action-name@2️⃣"])
        #expect(pushesEditor.diagnostics.first?.notes.first?.contains("this screen pushes Editor") == true)
    }

    @Test func aLifecycleFlagAndASwitchValueAreBothBool() {
        let read = ReadScreen(
            screen(
                """
                state:
                  'on': false
                lifecycle:
                  didAppear: refresh
                sections:
                  - id: main
                    rows:
                      - { id: a, item: switch, title: x, bind: 'on', change: refresh }

                """))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
    }
}
