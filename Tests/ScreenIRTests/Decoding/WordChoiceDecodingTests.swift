import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// Options chosen by the state (`clearType`, an activity text's `color`): a word, or `{ if:, then:, else: }` nested,
/// decoded into a `WordChoice`; every problem reported where it was written, never a choice with a hole in it.
@Suite struct WordChoiceDecodingTests {
    static let state = """
        state:
          name: ""
          editing: false
          checking: false

        """

    static func rows(_ rows: String) -> ReadScreen {
        ReadScreen(
            screen(
                state + """
                    sections:
                      - id: main
                        rows:
                          - { id: input, item: singleLineInput, bind: name, clearType: { if: editing, then: onFocus, else: none } }
                    \(rows)
                    """))
    }

    @Test func aChoiceNestsAndIsReadInOrder() throws {
        let read = Self.rows(
            """
                  - id: status
                    item: activityText
                    text: Status
                    color: { if: checking, then: generic, else: { if: editing, then: warning, else: constructive } }

            """)
        #expect(read.diagnostics.isEmpty, "\(read.messages)")
        let rows = try #require(read.screen?.sections.first?.rows)
        guard case .singleLineInput(let input) = rows[0].item, case .activityText(let status) = rows[1].item else {
            Issue.record("unexpected rows")
            return
        }
        #expect(input.clearType.fixedWord == nil)
        var conditions: [String] = []
        status.color.forEachCondition { conditions.append("\($0)") }
        #expect(conditions.count == 2)
        #expect(status.color.resolved { _ in false } == .constructive)
        #expect(status.color.resolved { _ in true } == .generic)
    }

    @Test func badWordsConditionsAndMissingBranchesAreReportedWhereWritten() throws {
        let read = Self.rows(
            """
                  - { id: a, item: activityText, text: A, color: { if: checking, then: 1️⃣red, else: generic } }
                  - { id: b, item: activityText, text: B, color: { 2️⃣if: checking, then: generic } }
                  - { id: c, item: activityText, text: C, color: { if: 3️⃣name, then: generic, else: warning } }
                  - { id: d, item: activityText, text: D, color: { if: checking, then: generic, else: warning, 4️⃣elif: x } }
                  - { id: e, item: activityText, text: E, color: { if: 5️⃣nothere, then: generic, else: warning } }

            """)
        #expect(
            read.located.sorted() == [
                "expression-type@3️⃣", "missing-key@2️⃣", "unknown-key@4️⃣", "unknown-state-field@5️⃣",
                "unknown-value@1️⃣",
            ])
    }

    @Test func anInfoRowsClosableIsAConditionThatNeedsACloseAction() throws {
        let read = Self.rows(
            """
                  - { id: a, item: info, title: A, text: A, closeAction: close, closable: "!editing" }
                  - { id: b, item: info, title: B, text: B, 1️⃣closable: editing }
                  - { id: c, item: info, title: C, text: C, closeAction: close, closable: 2️⃣name }

            """)
        #expect(read.located.sorted() == ["conflicting-keys@1️⃣", "expression-type@2️⃣"], "\(read.messages)")
    }
}
