import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// What `bind:` may name: state, app data (switches and checkboxes only), element fields; never parameters or
/// conditions.
@Suite struct BindingValidationTests {
    static let declarations = """
        parameters:
          mode: { type: Bool, default: false }
        data:
          autoplayGifs: true
          bio: ""
          quality: { enum: [low, high], sample: low }
          peers: { list: { id: Int, name: String, muted: Bool } }
        state:
          open: false
          name: ""
        conditions:
          ready: "!name.isEmpty"

        """

    @Test func localStateOnlyWhereTheControlWritesItself() {
        let read = ReadScreen(
            screen(
                Self.declarations + """
                sections:
                  - id: main
                    visible: ready && mode
                    rows:
                      - { id: a, item: singleLineInput, bind: 1️⃣bio }
                      - { id: b, item: multilineInput, bind: 2️⃣bio }
                      - { id: c, item: switch, title: x, bind: 3️⃣mode }
                      - { id: d, item: switch, title: x, bind: 4️⃣ready }
                      - id: e
                        item: expandableSwitch
                        title: x
                        bind: autoplayGifs
                        expanded: 5️⃣autoplayGifs
                        subItems:
                          - { id: s, title: x, bind: 6️⃣autoplayGifs }
                      - { id: f, item: checkbox, title: x, bind: quality, selects: high }
                      - { id: g, item: singleLineInput, bind: name }
                      - { id: h, item: switch, title: x, bind: open }
                  - id: list
                    rows:
                      - { id: i, item: singleLineInput, forEach: peer in peers, bind: 7️⃣peer.name }

                """))
        #expect(
            read.located == [
                "read-only-binding@1️⃣", "read-only-binding@2️⃣", "read-only-binding@3️⃣", "read-only-binding@4️⃣",
                "read-only-binding@5️⃣", "read-only-binding@6️⃣", "read-only-binding@7️⃣",
            ])
        #expect(read.messages[0] == "a single-line input cannot write app data: `bio` is a data field")
        #expect(read.messages[2] == "a switch cannot change parameter `mode`: the caller fixes it")
        #expect(read.messages[3] == "a switch cannot change condition `ready`: it is computed")
        #expect(read.messages[6] == "a single-line input cannot write app data: `peer.name` is a field of app data")
        #expect(read.diagnostics[0].labels.first?.span.start.line == 7)
    }

    @Test func elementBindings() {
        let read = ReadScreen(
            screen(
                Self.declarations + """
                sections:
                  - id: main
                    visible: ready && mode && autoplayGifs && !bio.isEmpty && quality == .low && open
                    rows:
                      - { id: n, item: singleLineInput, bind: name }
                      - { id: a, item: switch, title: x, forEach: peer in peers, bind: peer.muted }
                      - { id: b, item: switch, title: x, forEach: peer in peers, bind: 1️⃣peer.mute }
                      - { id: c, item: switch, title: x, forEach: peer in peers, bind: 2️⃣peer.name }
                      - { id: d, item: switch, title: x, bind: 3️⃣peer.muted }

                """))
        #expect(read.located == ["unknown-field@1️⃣", "binding-type-mismatch@2️⃣", "unknown-state-field@3️⃣"])
        #expect(read.messages[0] == "`Peer` has no field `mute`")
        #expect(read.diagnostics[0].help == "did you mean `muted`?")
        #expect(read.messages[1] == "a switch needs a Bool field, but `peer.name` is a String")
        #expect(read.messages[2] == "there is no field `peer.muted`")
    }

    @Test func unknownNamesSayWhatExists() throws {
        let read = ReadScreen(
            screen(
                Self.declarations + """
                sections:
                  - id: main
                    visible: ready && mode && autoplayGifs && !bio.isEmpty && quality == .low && 1️⃣qualty
                    rows:
                      - { id: n, item: singleLineInput, bind: name }
                      - { id: h, item: switch, title: x, bind: 2️⃣opne }
                      - { id: p, item: text, text: x, forEach: peer in peers, visible: 3️⃣per.muted }

                """))
        #expect(read.located.prefix(2) == ["unknown-state-field@1️⃣", "unknown-state-field@2️⃣"])
        let condition = read.diagnostics[0]
        #expect(condition.message == "there is no field `qualty`")
        #expect(
            condition.notes == [
                "state fields: `open`, `name`", "data fields: `autoplayGifs`, `bio`, `quality`, `peers`",
                "parameters: `mode`", "conditions: `ready`",
            ])
        #expect(condition.help == "did you mean `quality`?")
        #expect(read.diagnostics[1].help == "did you mean `open`?")
        // `per.muted` outside an element: the parser explains that only elements have fields.
        #expect(read.diagnostics[2].notes.first?.contains("only the element of a repeated row has fields") == true)
    }

    /// Issue 20 ("also found"): a checkbox's missing action was explained with `push`, which the checkbox table does
    /// not document. A checkbox has no `push` (a checkmark selects; a row that opens a screen is a disclosure): the
    /// message asks for `action` (or `set`), and `push` is an unknown key that names the rows that take it.
    @Test func aCheckedCheckboxNeedsAnActionAndHasNoPush() {
        let read = ReadScreen(
            screen(
                """
                state:
                  'on': false
                sections:
                  - id: main
                    rows:
                      - { 1️⃣id: a, item: checkbox, title: A, checked: 'on' }
                      - { id: b, item: checkbox, title: B, checked: 'on', action: tapped, 2️⃣push: Other }

                """))
        #expect(read.located == ["missing-key@1️⃣", "unknown-key@2️⃣"])
        #expect(read.messages[0] == "a checkbox with `checked` needs what a tap does: `action` (a hook) or `set`")
        #expect(!read.messages[0].contains("push"))
        #expect(read.diagnostics[1].notes.first?.contains("disclosure row") == true)
    }
}
