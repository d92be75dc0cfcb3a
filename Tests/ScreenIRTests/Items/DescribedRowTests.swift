import ScreenDiagnostics
import ScreenIR
import Testing

/// Rows of a described kind (`peerAction`): keys, values and hooks come from the description alone.
@Suite struct DescribedRowTests {
    func lint(_ rows: String, state: String = "  'on': true\n") -> [Diagnostic] {
        lintFiles([("demo.yaml", screenWithRows(rows, state: state))])
    }

    func screen(_ rows: String, state: String = "  'on': true\n") throws -> Screen {
        try #require(ScreenReader.read(bytes(of: screenWithRows(rows, state: state)), file: "demo.yaml").screen)
    }

    @Test func aPeerActionRowDecodesEveryKeyOfItsDescription() throws {
        let screen = try screen(
            """
                  - id: add
                    item: peerAction
                    title: Add Exception
                    color: destructive
                    editing: on
                    action: addException?
            """)
        let row = screen.sections[0].rows[1]
        #expect(row.kind == .described)
        #expect(row.phrase == "a peerAction row")
        guard case .described(let item) = row.item else { Issue.record("not described"); return }
        #expect(item.description.swiftName == "ItemListPeerActionItem")
        #expect(item.title?.source == .literal("Add Exception"))
        guard case .enumCase(let color)? = item.value(of: "color") else { Issue.record("no color"); return }
        #expect(color.value == "destructive")
        #expect(screen.hookSignatures.map(\.name) == ["addException"])
        #expect(screen.hookSignatures.first?.isOptional == true)
    }

    @Test func unknownKeysValuesAndMissingKeysAreReportedFromTheDescription() {
        let diagnostics = lint(
            """
                  - id: add
                    item: peerAction
                    titel: Add
                    color: red
                    kind: destructive
            """)
        let messages = diagnostics.map(\.message)
        // `titel` is the misspelt `title`: reported once, as the unknown key, not also as a missing `title`.
        #expect(!messages.contains("a peerAction row needs `title`"))
        #expect(messages.contains("`red` is not a valid `color` value"))
        #expect(messages.contains("unknown key `titel` in a peerAction row"))
        let titel = diagnostics.first { $0.message.contains("titel") }
        #expect(titel?.help == "did you mean `title`?")
        let kind = diagnostics.first { $0.message.contains("`kind` is not an option") }
        #expect(kind?.notes == ["`kind` is an option of an action row"])
    }

    @Test func aConditionKeyIsTypeChecked() {
        let diagnostics = lint(
            """
                  - id: add
                    item: peerAction
                    title: Add
                    editing: count
            """, state: "  'on': true\n  count: 3\n")
        #expect(diagnostics.contains { $0.rule == .expressionType || $0.message.contains("Bool") })
    }

    @Test func anUnknownItemKindSuggestsPeerAction() {
        let diagnostics = lint(
            """
                  - id: add
                    item: peerActon
                    title: Add
            """)
        let kind = diagnostics.first { $0.message.contains("peerActon") }
        #expect(kind?.help == "did you mean `peerAction`?")
    }
}
