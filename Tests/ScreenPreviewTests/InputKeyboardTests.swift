import ScreenPreview
import ScreenRuntime
import Testing

/// A single-line input types what its keyboard has: digits on a number pad, digits and a separator on a decimal
/// pad, anything on the others; a refused key or paste leaves the text and says why in the status line.
@Suite struct InputKeyboardTests {
    static let yaml = """
        screen: Keyboards
        title: Keyboards
        state:
          count: ""
          price: ""
          mail: ""
        sections:
          - id: main
            rows:
              - { id: countInput, item: singleLineInput, bind: count, type: number }
              - { id: priceInput, item: singleLineInput, bind: price, type: decimal }
              - { id: mailInput, item: singleLineInput, bind: mail, type: email }
        """

    private func editing(_ row: String) throws -> PreviewModel {
        var model = PreviewModel(screen: try screen(Self.yaml))
        try model.focusRow(row)
        model.press(.enter)
        return model
    }

    @Test func aNumberInputTakesDigitsOnly() throws {
        var model = try editing("countInput")
        model.type("12")
        model.type("a")
        #expect(model.page.state.string("count") == "12")
        #expect(model.status?.message == "✗ “a”: a number input types digits only (number pad)")
        #expect(plainFrame(model, width: 60, height: 12).contains("digits only"))
        model.type("3")
        #expect(model.page.state.string("count") == "123")
        #expect(model.status == nil, "an accepted key clears the hint")
        model.type(".-, ")
        model.press(.paste("45x"))
        #expect(model.page.state.string("count") == "123")
        #expect(model.status?.message == "✗ the paste: a number input types digits only (number pad)")
        model.press(.paste("45"))
        #expect(model.page.state.string("count") == "12345")
        #expect(model.isEditing)
    }

    @Test func aDecimalInputTakesDigitsAndASeparator() throws {
        var model = try editing("priceInput")
        model.type("3.5,2e")
        #expect(model.page.state.string("price") == "3.5,2")
        #expect(model.status?.message.contains("decimal pad") == true)
    }

    @Test func otherInputsTakeAnything() throws {
        var model = try editing("mailInput")
        model.type("a.b+1@example.com")
        #expect(model.page.state.string("mail") == "a.b+1@example.com")
        #expect(model.status == nil)
    }
}
