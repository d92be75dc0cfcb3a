import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// What `set:` may write (local state fields) and with what (an expression of the field's type that reads only local
/// state and the row's element), each problem reported where it was written.
@Suite struct StateUpdateValidationTests {
    static let declarations = """
        parameters:
          limit: 10
        data:
          isLoading: false
          peers: { list: { id: Int, name: String } }
        state:
          editing: false
          count: 0
          title: Untitled
          selected: { type: 'Int?', default: null }
          mode: { enum: [list, grid], default: list }
        conditions:
          hasPeers: "!peers.isEmpty"
          isBusy: editing || isLoading

        """

    /// A screen with the declarations, a navigation button that sets `set` (a flow mapping's contents), and a row
    /// that reads everything, so nothing is unused.
    static func button(_ set: String) -> String {
        screen(
            declarations + """
                navigationBar:
                  right: { title: Go, set: { \(set) } }
                sections:
                  - id: main
                    rows:
                      - id: r
                        item: text
                        text: \\(count) \\(title) \\(selected ?? 0) \\(limit)
                        visible: editing && mode == .grid && !isLoading && hasPeers && !isBusy

                """)
    }

    @Test func everyKindOfValueFitsItsField() throws {
        let read = ReadScreen(
            Self.button(
                #"editing: "!editing", count: 'selected ?? count', title: '"New"', selected: null, mode: .grid"#))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
    }

    @Test func onlyLocalStateCanBeWritten() throws {
        let read = ReadScreen(Self.button("1️⃣isLoading: true, 2️⃣limit: 3, 3️⃣hasPeers: false, 4️⃣editng: true"))
        #expect(
            read.located == [
                "read-only-binding@1️⃣", "read-only-binding@2️⃣", "read-only-binding@3️⃣", "unknown-state-field@4️⃣",
            ])
        #expect(
            read.messages == [
                "`set` cannot write app data: `isLoading` is a data field",
                "`set` cannot write parameter `limit`: the caller fixes it",
                "`set` cannot write condition `hasPeers`: it is computed",
                "there is no state field `editng`",
            ])
        #expect(read.diagnostics[0].labels.first?.message == "`isLoading` declared here")
        #expect(read.diagnostics[0].labels.first?.span.start.line == 6)
        #expect(read.diagnostics[3].help == "did you mean `editing`?")
    }

    @Test func aValueOfAnotherTypeIsReportedAtTheValue() throws {
        let read = ReadScreen(
            Self.button(#"editing: 1️⃣3, count: '2️⃣"4"', selected: 3️⃣title, title: 4️⃣nil, mode: 5️⃣.gird"#))
        #expect(
            read.located == [
                "expression-type@1️⃣", "expression-type@2️⃣", "expression-type@3️⃣", "expression-type@4️⃣",
                "unknown-enum-case@5️⃣",
            ])
        #expect(
            read.messages == [
                "`editing` is a Bool, but `3` is an Int",
                "`count` is an Int, but `\"4\"` is a String",
                "`selected` is an `Int?`, but `title` is a String",
                "`title` is a String, not an optional, so it cannot be `nil`",
                "`Mode` has no case `gird`",
            ])
        #expect(read.diagnostics[1].help == "write the number without quotes: `4`")
        #expect(read.diagnostics[0].labels.first?.message == "`editing` declared here")
        #expect(read.diagnostics[4].help == "did you mean `.grid`?")
    }

    @Test func bareWordsGetTheLiteralTheyProbablyMeant() throws {
        let read = ReadScreen(Self.button("mode: 1️⃣grid, title: 2️⃣Draft, editing: 3️⃣.yes"))
        #expect(read.located == ["unknown-state-field@1️⃣", "unknown-state-field@2️⃣", "expression-type@3️⃣"])
        #expect(read.diagnostics[0].help == "did you mean the enum case `.grid`?")
        #expect(read.diagnostics[1].help == #"to write the text `Draft`, quote a string literal: `'"Draft"'`"#)
        #expect(read.messages[2] == "`.yes` is an enum case, but `editing` is a Bool")
    }

    @Test func aSwitchRowsSetAndItsConditionsAreChecked() throws {
        let read = ReadScreen(
            screen(
                Self.declarations + """
                    sections:
                      - id: main
                        rows:
                          - id: r
                            item: text
                            text: \\(count) \\(title) \\(selected ?? 0) \\(limit)
                            visible: mode == .grid && !isLoading && hasPeers && !isBusy
                          - { id: s, item: switch, title: S, bind: editing, set: { 1️⃣nothere: true } }
                          - { id: t, item: switch, title: T, bind: editing, interactive: 2️⃣nothere }
                          - { id: u, item: expandableSwitch, title: U, bind: editing, expanded: editing, subItems: [], interactive: 3️⃣count }

                    """))
        #expect(read.located == ["unknown-state-field@1️⃣", "unknown-state-field@2️⃣", "expression-type@3️⃣"])
    }

    @Test func aCheckedCheckboxsSetIsCheckedAndABoundOneHasNone() throws {
        let read = ReadScreen(
            screen(
                Self.declarations + """
                    sections:
                      - id: main
                        rows:
                          - id: r
                            item: text
                            text: \\(count) \\(title) \\(selected ?? 0) \\(limit)
                            visible: mode == .grid && !isLoading && hasPeers && !isBusy
                          - { id: a, item: checkbox, title: A, checked: count == 1, set: { count: 1 } }
                          - { id: b, item: checkbox, title: B, checked: count == 2, set: { count: "2️⃣two" } }
                          - { id: c, item: checkbox, title: C, bind: editing, 3️⃣set: { count: 3 } }
                          - { id: d, item: checkbox, title: D, checked: editing, set: { 4️⃣isLoading: true } }

                    """))
        #expect(read.located.sorted() == ["conflicting-keys@3️⃣", "unknown-state-field@2️⃣", "read-only-binding@4️⃣"].sorted(), "\(read.messages)")
    }

    @Test func valuesReadOnlyLocalState() throws {
        let read = ReadScreen(
            Self.button("editing: 1️⃣isLoading, count: 2️⃣limit, mode: .list, title: title, selected: count"))
        #expect(read.located == ["expression-type@1️⃣", "expression-type@2️⃣"])
        #expect(
            read.messages == [
                "a `set` value can read local state and the row's element, but `isLoading` is app data",
                "a `set` value can read local state and the row's element, but `limit` is a parameter",
            ])
        let throughCondition = ReadScreen(Self.button(#"editing: "!1️⃣isBusy""#))
        #expect(throughCondition.located == ["expression-type@1️⃣"])
        #expect(
            throughCondition.messages == [
                "a `set` value can read local state and the row's element, but condition `isBusy` reads `isLoading`, "
                    + "which is app data"
            ])
    }

    @Test func aRepeatedRowSetsFieldsFromItsElementButCannotWriteIt() throws {
        let read = ReadScreen(
            screen(
                Self.declarations + """
                    sections:
                      - id: main
                        rows:
                          - id: peer
                            forEach: peer in peers
                            item: action
                            title: \\(peer.name) \\(limit)
                            visible: editing && mode == .grid && !isLoading && hasPeers && !isBusy
                            set: { selected: peer.id, title: peer.name, count: 1️⃣peer.name, 2️⃣peer.name: '"Sam"' }
                            action: picked
                          - id: r
                            item: text
                            text: \\(count) \\(title) \\(selected ?? 0)

                    """))
        #expect(read.located == ["expression-type@1️⃣", "read-only-binding@2️⃣"])
        #expect(read.messages[0] == "`count` is an Int, but `peer.name` is a String")
        #expect(read.messages[1] == "`set` cannot write app data: `peer.name` is a field of the row's element")
        #expect(read.screen?.hookSignatures.first?.payload.count == 1)
    }

    @Test func theElementIsOnlyKnownInItsRow() throws {
        let read = ReadScreen(Self.button("selected: peer1️⃣.id"))
        #expect(read.located == ["expression-type@1️⃣"])
        #expect(read.diagnostics[0].notes.first?.hasPrefix("only the element of a repeated row has fields") == true)
    }

    @Test func aFieldOnlySetIsUsed() throws {
        let read = ReadScreen(
            screen(
                """
                state:
                  selected: { type: 'Int?', default: null }
                sections:
                  - id: main
                    rows:
                      - { id: a, item: action, title: Pick, set: { selected: 3 } }

                """))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
    }
}
