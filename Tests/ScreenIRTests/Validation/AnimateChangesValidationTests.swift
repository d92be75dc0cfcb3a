import ScreenDiagnostics
import ScreenIR
import Testing

/// `animateChanges:` written as a mapping (`whenChanged`, `unlessShrinking`, `list`, `navigationBar`) and
/// `enableInteractiveDismiss`: decoded into the presentation, and every misuse reported where it is written.
@Suite struct AnimateChangesValidationTests {
    static func read(_ presentation: String) -> (screen: Screen?, diagnostics: [Diagnostic]) {
        let text = """
            screen: T
            title: T
            \(presentation)
            parameters:
              category: { enum: [users, bots], sample: users }
            state:
              editing: false
            data:
              peers:
                list: { id: Int, name: String }
                sample: [{ id: 1, name: A }]
            conditions:
              isBots: category == .bots
            sections:
              - id: s
                rows:
                  - { id: edit, item: switch, title: Edit, bind: editing }
                  - { id: peer, forEach: peer in peers, item: text, text: \\(peer.name) }
                  - { id: kind, item: text, text: Bots, visible: isBots }
            """
        let result = ScreenReader.read(Array(text.utf8), file: "T.yaml")
        return (result.screen, result.diagnostics)
    }

    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.span.start) \($0.rule.rawValue): \($0.message)" }
    }

    @Test func theMappingsDecode() throws {
        let changed = Self.read("animateChanges: { whenChanged: [editing, peers] }")
        #expect(changed.diagnostics.isEmpty, "\(Self.summary(changed.diagnostics))")
        let presentation = try #require(changed.screen?.presentation)
        guard case .whenChanged(let fields)? = presentation.listAnimation else {
            Issue.record("not whenChanged: \(String(describing: presentation.listAnimation))")
            return
        }
        #expect(fields.map(\.value) == ["editing", "peers"])
        #expect(presentation.animateChanges == nil)

        let both = Self.read("animateChanges: { list: { unlessShrinking: true }, navigationBar: false }\nenableInteractiveDismiss: true")
        #expect(both.diagnostics.isEmpty, "\(Self.summary(both.diagnostics))")
        #expect(both.screen?.presentation.listAnimation == .unlessShrinking)
        #expect(both.screen?.presentation.animatesNavigationBar != nil)
        #expect(both.screen?.presentation.enablesInteractiveDismiss == true)

        let condition = Self.read("animateChanges: { list: \"!editing\", navigationBar: editing }")
        #expect(condition.diagnostics.isEmpty, "\(Self.summary(condition.diagnostics))")
        #expect(condition.screen?.presentation.animateChanges != nil)
        #expect(condition.screen?.presentation.listAnimation == nil)
    }

    @Test(arguments: [
        ("animateChanges: { whenChanged: editng }", Rule.unknownStateField, 3),
        ("animateChanges: { whenChanged: category }", Rule.invalidValue, 3),
        ("animateChanges: { whenChanged: isBots }", Rule.invalidValue, 3),
        ("animateChanges: { whenChanged: [] }", Rule.wrongType, 3),
        ("animateChanges: { unlessShrinking: false }", Rule.invalidValue, 3),
        ("animateChanges: { whenChanged: editing, unlessShrinking: true }", Rule.conflictingKeys, 3),
        ("animateChanges: { list: false, unlessShrinking: true }", Rule.conflictingKeys, 3),
        ("animateChanges: { navigationBr: false }", Rule.unknownKey, 3),
        ("animateChanges: {}", Rule.missingKey, 3),
        ("enableInteractiveDismiss: sometimes", Rule.wrongType, 3),
    ])
    func misusesAreReportedWhereTheyAreWritten(_ presentation: String, _ rule: Rule, _ line: Int) {
        let diagnostics = Self.read(presentation).diagnostics
        #expect(diagnostics.map(\.rule).contains(rule), "\(Self.summary(diagnostics))")
        #expect(diagnostics.allSatisfy { $0.span.start.line == line }, "\(Self.summary(diagnostics))")
    }
}
