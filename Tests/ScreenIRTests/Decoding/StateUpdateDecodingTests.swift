import ScreenDiagnostics
import ScreenExpressions
import Testing

@testable import ScreenIR

/// `set: { field: value, … }` on rows, navigation buttons and toolbar actions: what it decodes to, what it combines
/// with, and the structural errors.
@Suite struct StateUpdateDecodingTests {
    static let state = """
        data:
          peers: { list: { id: Int, name: String } }
        state:
          editing: false
          selected: { type: 'Int?', default: null }
          mode: { enum: [list, grid], default: list }

        """

    /// The assignments of a `set:` as `field = value` texts.
    static func written(_ target: ActionTarget?) -> [String] {
        target?.stateUpdate?.assignments.map { "\($0.field.value) = \($0.value)" } ?? []
    }

    @Test func everyPlaceThatTakesAnActionTakesSet() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    navigationBar:
                      right:
                        - { when: editing, title: Done, style: bold, set: 1️⃣{ editing: false, selected: null }, action: save }
                        - { title: Edit, set: { editing: true } }
                    toolbar:
                      - { title: Grid, set: { mode: .grid } }
                    sections:
                      - id: main
                        rows:
                          - { id: a, item: action, title: Toggle, set: { editing: "!editing" } }
                          - { id: d, item: disclosure, title: Clear, set: { selected: ~ } }
                          - { id: t, item: textWithLabel, label: L, text: T, set: { mode: .list } }
                          - { id: m, item: multilineText, text: T, set: { selected: nil }, action: 'cleared?' }
                          - { id: p, item: action, forEach: peer in peers, title: \\(peer.name), set: { selected: peer.id }, action: pick }

                    """))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let screen = try #require(read.screen)
        let done = try #require(screen.navigationBar.right[0].action)
        #expect(Self.written(done) == ["editing = false", "selected = nil"])
        #expect(done.hook?.name.value == "save")
        #expect(done.stateUpdate?.span.start == read.source.position("1️⃣"))
        let edit = try #require(screen.navigationBar.right[1].action)
        #expect(Self.written(edit) == ["editing = true"])
        #expect(edit.hook == nil)
        #expect(Self.written(screen.toolbar[0].action) == ["mode = .grid"])
        let rows = screen.sections[0].rows.map(\.item.actionTarget)
        #expect(rows.map(Self.written) == [
            ["editing = !editing"], ["selected = nil"], ["mode = .list"], ["selected = nil"], ["selected = peer.id"],
        ])
        #expect(screen.hasStateUpdates)
        // `set:` alone asks nothing of the app; with `action:` the hook is used as anywhere else.
        #expect(screen.hookSignatures.map(\.name) == ["cleared", "pick", "save"])
        let pick = try #require(screen.hookSignatures.first { $0.name == "pick" })
        #expect(pick.payload.count == 1, "a repeated row's hook receives its element")
        #expect(screen.hookSignatures.first?.isOptional == true)
        #expect(screen.externalActionNames == ["cleared", "pick", "save"])
    }

    @Test func setWithPushConflicts() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        rows:
                          - id: a
                            item: action
                            title: Go
                            2️⃣set: { editing: true }
                            1️⃣push: Other

                    """))
        #expect(read.located == ["conflicting-keys@1️⃣"])
        #expect(read.messages == ["an action row cannot have both `set` and `push`"])
        #expect(read.diagnostics[0].labels.first?.span.start == read.source.position("2️⃣"))
    }

    @Test func aSetMustBeANonEmptyMappingOfValues() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    navigationBar:
                      left: { title: D, set: { editing: } }
                      right: { title: E, set: { editing: '5️⃣&& editing' } }
                    toolbar:
                      - { title: A, set: 1️⃣{} }
                      - { title: B, set: 2️⃣editing }
                      - { title: C, set: { editing: 3️⃣[true] } }
                    sections:
                      - id: main
                        rows:
                          - { id: s, item: text, text: x }

                    """))
        #expect(
            read.located.filter { !$0.hasPrefix("wrong-type@10:") } == [
                "expression-syntax@5️⃣", "invalid-value@1️⃣", "wrong-type@2️⃣", "wrong-type@3️⃣",
            ])
        #expect(
            read.messages.sorted() == [
                "`set` must be a mapping of state fields to values, not a scalar",
                "`set` names no state field to write",
                "expected an operand before `&&`",
                "the value of `editing` in `set` must be a single value, not a list",
                "the value of `editing` in `set` must be a single value, not an empty value",
            ].sorted())
        #expect(read.screen?.toolbar.isEmpty == true, "no toolbar action with a broken `set` is kept")
        #expect(read.screen?.navigationBar.left.isEmpty == true)
    }

    @Test func setIsNotAnOptionOfControls() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        rows:
                          - { id: s, item: switch, title: S, bind: editing, 1️⃣set: { editing: true } }
                          - { id: c, item: checkbox, title: C, checked: editing, action: check, 2️⃣set: { editing: true } }

                    """))
        #expect(read.located == ["unknown-key@1️⃣", "unknown-key@2️⃣"])
        #expect(read.diagnostics[0].notes.first?.hasPrefix("`set` is an option of a disclosure row, an action row") == true)
    }

    @Test func anActionRowNeedsSomethingToDo() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    sections:
                      - id: main
                        rows:
                          - { 1️⃣id: a, item: action, title: Nothing }

                    """))
        #expect(read.located == ["missing-key@1️⃣"])
        #expect(read.messages == ["an action row needs `action` (an action name), `push` (a screen) or `set` (state to write)"])
    }

    @Test func anInvalidHookNextToSetDropsTheAction() throws {
        let read = ReadScreen(
            screen(
                Self.state + """
                    navigationBar:
                      right: { title: Done, set: { editing: false }, action: 1️⃣"not valid" }
                    sections:
                      - id: main
                        rows:
                          - { id: s, item: text, text: x }

                    """))
        #expect(read.located == ["invalid-action-name@1️⃣"])
        #expect(read.screen?.navigationBar.right.isEmpty == true)
    }
}
