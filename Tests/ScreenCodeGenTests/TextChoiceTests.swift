import Testing

@testable import ScreenCodeGen

/// A text with choices is one expression where it fits, else statements that assign a local, each line laid out as
/// `swift format` lays it out.
@Suite struct TextChoiceTests {
    private static func key(_ name: String, _ arguments: [String]) -> SwiftValue {
        .member(.call("presentationData.strings.\(name)", arguments.map { .init("", .atom($0)) }), "string")
    }

    @Test func aTernaryThatFitsIsOneExpression() {
        let choice = TextChoice.condition("isOn", .value(.atom("\"On\"")), .value(.atom("\"Off\"")))
        #expect(choice.expression(column: 23, indent: 16, trailing: 1)?.singleLine == "isOn ? \"On\" : \"Off\"")
        #expect(choice.expression(column: 110, indent: 16, trailing: 1) == nil, "too long there: statements")
        #expect(choice.declaration(of: "label", indent: 12) == ["let label: String", "label = isOn ? \"On\" : \"Off\""])
    }

    @Test func aLongChoiceIsAnIfWithAnAssignmentPerBranch() {
        let long = String(repeating: "x", count: 90)
        let choice = TextChoice.condition("isOn", .value(.atom("\"\(long)\"")), .value(.atom("\"Off\"")))
        #expect(
            choice.declaration(of: "label", indent: 12) == [
                "let label: String", "if isOn {", "    label = \"\(long)\"", "} else {", "    label = \"Off\"", "}",
            ])
    }

    @Test func aSwitchIsAlwaysStatements() {
        let choice = TextChoice.cases(
            "mode", [("case .a:", .value(.atom("\"A\""))), ("case .b:", .value(.atom("\"B\"")))], fallback: nil)
        #expect(choice.expression(column: 20, indent: 16, trailing: 1) == nil)
        #expect(
            choice.declaration(of: "title", indent: 12) == [
                "let title: String", "switch mode {", "case .a:", "    title = \"A\"", "case .b:", "    title = \"B\"", "}",
            ])
    }

    /// After `=` a formatted key's `.string` goes at the call's own indentation, or after its broken arguments.
    @Test func aLongAssignmentIsBrokenAfterTheEqualsSign() {
        let fits = TextChoice.value(Self.key("SettingsChannel_PreviewSettingsLimitAB", ["maximumChannelArchive", "storage"]))
        #expect(
            fits.assignment(to: "title", indent: 16) == [
                "title =",
                "    presentationData.strings.SettingsChannel_PreviewSettingsLimitAB(maximumChannelArchive, storage)",
                "    .string",
            ])
        let broken = TextChoice.value(Self.key("Settings_PreviewSettingsLimit", ["maximumChannelArchive", "storageLimit"]))
        #expect(
            broken.assignment(to: "title", indent: 60) == [
                "title =",
                "    presentationData.strings.Settings_PreviewSettingsLimit(",
                "        maximumChannelArchive,",
                "        storageLimit",
                "    ).string",
            ])
    }
}
