import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import Testing

/// An input's `unedited:` (the app's text it shows until the user edits), single-line or multi-line: `bind` names a
/// local `String?` field and `unedited` is a String expression; anything else is reported where it is written.
@Suite struct UneditedInputTests {
    static func screen(field: String = #"{ type: "String?" }"#, unedited: String = "currentName") -> String {
        """
        screen: EditName
        title: Name
        data:
          currentName: { type: String, sample: Anna }
          age: { type: Int, sample: 3 }
        state:
          name: \(field)
        sections:
          - id: main
            rows:
              - { id: nameInput, item: singleLineInput, bind: name, unedited: \(unedited) }
        """
    }

    func lint(_ text: String) -> [Diagnostic] { lintFiles([("name.yaml", text)]) }

    @Test func anOptionalFieldAndAStringAreTaken() throws {
        let text = Self.screen()
        let errors = lint(text).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let screen = try #require(ScreenReader.read(bytes(of: text), file: "name.yaml").screen)
        guard case .singleLineInput(let item) = screen.sections[0].rows[0].item else {
            Issue.record("not an input")
            return
        }
        #expect(item.unedited?.description == "currentName")
    }

    @Test func aFieldThatIsNotOptionalIsABindingTypeMismatchAtTheBinding() {
        let diagnostic = lint(Self.screen(field: "Anna")).first { $0.rule == .bindingTypeMismatch }
        #expect(
            diagnostic?.message
                == "a single-line input with `unedited` needs a `String?` field, `nil` until the user edits, but `name` "
                + "is a String")
        #expect(diagnostic?.span.start.line == 11)
        #expect(diagnostic?.span.start.column == 55)
        #expect(diagnostic?.help == #"declare `name: "String?"` without a default"#)
    }

    @Test func anUneditedThatIsNotAStringIsAnExpressionTypeErrorAtTheValue() {
        let diagnostic = lint(Self.screen(unedited: "age")).first { $0.rule == .expressionType }
        #expect(diagnostic?.message == "`unedited` takes a String, but `age` is an Int")
        #expect(diagnostic?.span.start.column == 71)
    }

    @Test func withoutUneditedAnOptionalFieldIsStillAMismatch() {
        let text = Self.screen().replacingOccurrences(of: ", unedited: currentName", with: "")
        #expect(lint(text).contains { $0.rule == .bindingTypeMismatch })
    }

    /// A multi-line input reads `unedited:` as a single-line one does (the same item keys), and is checked the same.
    @Test func aMultilineInputTakesUneditedToo() throws {
        let text = Self.screen().replacingOccurrences(of: "item: singleLineInput", with: "item: multilineInput")
        let errors = lint(text).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let screen = try #require(ScreenReader.read(bytes(of: text), file: "name.yaml").screen)
        guard case .multilineInput(let item) = screen.sections[0].rows[0].item else {
            Issue.record("not a multiline input")
            return
        }
        #expect(item.unedited?.description == "currentName")
        let mismatch = lint(
            Self.screen(field: "Anna").replacingOccurrences(of: "item: singleLineInput", with: "item: multilineInput")
        ).first { $0.rule == .bindingTypeMismatch }
        #expect(
            mismatch?.message
                == "a multiline input with `unedited` needs a `String?` field, `nil` until the user edits, but `name` "
                + "is a String")
        let wrongType = lint(
            Self.screen(unedited: "age").replacingOccurrences(of: "item: singleLineInput", with: "item: multilineInput")
        ).first { $0.rule == .expressionType }
        #expect(wrongType?.message == "`unedited` takes a String, but `age` is an Int")
    }
}
