import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import Testing

/// `{ switch: value, cases: { … }, default: word }` for an option's word: read as the `if` chain it is, each test at
/// its case name; misuse reported where it is written.
@Suite struct WordSwitchDecodingTests {
    static func screen(color: String) -> String {
        """
        screen: Status
        title: Status
        state:
          status: { enum: [tooShort, checking, available, taken], default: checking }
          name: ""
        sections:
          - id: main
            rows:
              - { id: s, item: activityText, text: Status, color: \(color) }
        """
    }

    func lint(_ text: String) -> [Diagnostic] { lintFiles([("status.yaml", text)]) }

    @Test func groupedCasesBecomeOneTestAndDefaultTheLastWord() throws {
        let text = Self.screen(color: #"{ switch: status, cases: { available: constructive, "tooShort, taken": destructive }, default: generic }"#)
        #expect(lint(text).filter { $0.severity == .error }.isEmpty)
        let screen = try #require(ScreenReader.read(bytes(of: text), file: "status.yaml").screen)
        guard case .activityText(let item) = screen.sections[0].rows[0].item else {
            Issue.record("not an activity text")
            return
        }
        guard case .condition(let first, .word(.constructive), .condition(let second, .word(.destructive), .word(.generic))) = item.color
        else {
            Issue.record("not the if chain: \(item.color)")
            return
        }
        #expect(first.description == "status == .available")
        #expect(second.description == "status == .tooShort || status == .taken")
    }

    @Test func anUnknownCaseIsReportedAtItsName() {
        let diagnostics = lint(Self.screen(color: "{ switch: status, cases: { avaliable: constructive }, default: generic }"))
        let diagnostic = diagnostics.first { $0.rule == .unknownEnumCase }
        #expect(diagnostic?.message == "`Status` has no case `avaliable`")
        #expect(diagnostic?.span.start.column == 86)
    }

    @Test func aMissingDefaultIsAMissingKey() {
        let diagnostics = lint(Self.screen(color: "{ switch: status, cases: { available: constructive } }"))
        #expect(diagnostics.contains { $0.rule == .missingKey && $0.message.contains("`default`") })
    }

    @Test func aValueThatIsNotAnEnumIsAnExpressionTypeError() {
        let diagnostics = lint(Self.screen(color: "{ switch: name, cases: { available: warning }, default: generic }"))
        #expect(diagnostics.contains { $0.rule == .expressionType && $0.message.contains("`name`, which is a String") })
    }

    @Test func tooManyCasesAreRefused() {
        let names = (0..<65).map { "c\($0)" }.joined(separator: ", ")
        let diagnostics = lint(Self.screen(color: "{ switch: status, cases: { \"\(names)\": warning }, default: generic }"))
        #expect(diagnostics.contains { $0.rule == .invalidValue && $0.message.contains("more than 64 cases") })
    }
}
