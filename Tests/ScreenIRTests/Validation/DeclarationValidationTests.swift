import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// One namespace for state, data, parameters and conditions; condition cycles; unused declarations; `focus:`.
@Suite struct DeclarationValidationTests {
    @Test func aNameIsDeclaredOnce() {
        let read = ReadScreen(
            screen(
                """
                parameters:
                  limit: 10
                data:
                  1️⃣limit: 3
                  peers: { list: { id: Int } }
                  other: { list: { id: Int }, element: 2️⃣Peer }
                state:
                  3️⃣peers: 0
                conditions:
                  4️⃣other: "true"

                """ + "sections:\n  - id: m\n    rows:\n      - { id: n, item: text, text: x }\n"))
        #expect(read.located == ["duplicate-id@1️⃣", "duplicate-id@2️⃣", "duplicate-id@3️⃣", "duplicate-id@4️⃣"])
        #expect(read.messages[0] == "`limit` is declared twice: as a parameter and as a data field")
        #expect(read.messages[1] == "two types of the screen's app data are named `Peer`")
        #expect(read.messages[2] == "`peers` is declared twice: as a data field and as a state field")
    }

    @Test func conditionCycles() {
        let read = ReadScreen(
            screen(
                """
                state:
                  'on': false
                conditions:
                  1️⃣a: b && on
                  2️⃣b: "!c"
                  3️⃣c: a || on
                  4️⃣d: d
                  e: a

                """ + "sections:\n  - id: m\n    visible: e\n    rows:\n      - { id: n, item: text, text: x }\n"))
        #expect(read.located == ["condition-cycle@1️⃣", "condition-cycle@4️⃣"])
        #expect(read.messages[0] == "condition `a` depends on itself: `a` → `b` → `c` → `a`")
        #expect(read.diagnostics[0].labels.map(\.span.start) == [read.source.position("2️⃣"), read.source.position("3️⃣")])
        #expect(read.messages[1] == "condition `d` reads itself")
    }

    @Test func conditionsAreBoolsOverTheScreensNames() {
        let read = ReadScreen(
            screen(
                """
                state:
                  count: 0
                conditions:
                  many: 1️⃣count
                  few: count < 2️⃣limit

                """ + "sections:\n  - id: m\n    visible: many || few\n    rows:\n      - { id: n, item: text, text: x }\n"))
        #expect(read.located == ["expression-type@1️⃣", "unknown-state-field@2️⃣"])
    }

    @Test func unusedDeclarations() {
        let read = ReadScreen(
            screen(
                """
                parameters:
                  1️⃣category: { enum: [a, b] }
                  used: true
                data:
                  2️⃣cacheSize: "1 GB"
                  peers: { list: { id: Int } }
                state:
                  3️⃣flag: false
                conditions:
                  4️⃣ready: used
                  5️⃣loop: loop && used

                """ + "sections:\n  - id: m\n    rows:\n      - { id: n, item: text, text: x, forEach: p in peers }\n"))
        #expect(read.located.filter { $0.hasPrefix("unused") } == [])  // silenced: `loop` is an error
        let clean = ReadScreen(
            screen(
                """
                parameters:
                  1️⃣category: { enum: [a, b] }
                  used: true
                data:
                  2️⃣cacheSize: "1 GB"
                  peers: { list: { id: Int } }
                state:
                  3️⃣flag: false
                conditions:
                  4️⃣ready: used

                """ + "sections:\n  - id: m\n    rows:\n      - { id: n, item: text, text: x, forEach: p in peers }\n"))
        #expect(
            clean.located == [
                "unused-state-field@1️⃣", "unused-state-field@2️⃣", "unused-state-field@3️⃣", "unused-state-field@4️⃣",
            ])
        #expect(
            clean.messages == [
                "parameter `category` is never used", "data field `cacheSize` is never used",
                "state field `flag` is never used", "condition `ready` is never used",
            ])
        #expect(clean.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func focusNamesAnInputRow() {
        func read(_ focus: String) -> ReadScreen {
            ReadScreen(
                screen(
                    """
                    focus: 1️⃣\(focus)
                    state:
                      name: ""
                    data:
                      peers: { list: { id: Int, name: String } }
                    sections:
                      - id: m
                        rows:
                          - { id: nameInput, item: singleLineInput, bind: name }
                          - { id: peerName, item: singleLineInput, forEach: p in peers, bind: name }
                          - { id: note, item: text, text: x }

                    """))
        }
        #expect(read("nameInput").diagnostics.isEmpty)
        let unknown = read("nameInpt")
        #expect(unknown.located == ["invalid-focus@1️⃣"])
        #expect(unknown.diagnostics[0].help == "did you mean `nameInput`?")
        #expect(unknown.diagnostics[0].notes == ["input rows: nameInput, peerName"])
        #expect(read("note").messages == ["`focus` must name a single-line or multiline input row, but `note` is a text row"])
        #expect(read("peerName").messages == ["`focus` must name one row, but `peerName` repeats for each element of a list"])
    }
}

/// Names the generated controller factory and entries function already use.
@Suite struct GeneratedNameClashTests {
    @Test func parametersCannotTakeTheFactorysArgumentAndLocalNames() {
        let read = ReadScreen(
            screen(
                """
                parameters:
                  1️⃣data: { type: Bool, default: false }
                  2️⃣signal: 0
                  category: 1

                """ + "sections:\n  - id: m\n    visible: data && signal > category\n    rows:\n      - { id: n, item: text, text: x }\n"))
        #expect(read.located == ["invalid-identifier@1️⃣", "invalid-identifier@2️⃣"])
        #expect(read.messages[0] == "parameter `data` is reserved")
        #expect(read.diagnostics[0].help == "rename it, for example to `dataValue`")
    }

    @Test func elementsCannotHideTheEntriesFunctionsLocals() {
        let read = ReadScreen(
            screen(
                """
                data:
                  peers: { list: { id: Int, name: String } }

                """ + """
                sections:
                  - id: m
                    rows:
                      - id: peer
                        forEach: 1️⃣index in peers
                        item: text
                        text: \\(index.name)
                      - id: 2️⃣sortKey
                        item: text
                        text: x

                """))
        #expect(read.located == ["invalid-identifier@1️⃣", "invalid-identifier@2️⃣"])
        #expect(read.messages[0] == "element name `index` is reserved")
        #expect(read.messages[1] == "row id `sortKey` is reserved")
    }
}
